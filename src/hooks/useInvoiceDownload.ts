import { fetchInvoice } from '../api/tracking';
import { showAlert } from '../lib/alerts';
import { saveFile } from '../lib/saveFile';
import { useMutation } from './useMutation';

/**
 * Downloads an order's GST invoice as a PDF. The server gives it only to whoever placed the order;
 * anyone else is told so in a popup.
 */
export function useInvoiceDownload() {
  const invoice = useMutation(async (orderNo: string) => {
    saveFile(await fetchInvoice(orderNo), `invoice-${orderNo}.pdf`, 10_000);
  });
  return {
    busy: invoice.pending,
    download: (orderNo: string) =>
      invoice.run(orderNo).catch(() => {
        void showAlert({
          icon: 'info',
          title: 'Invoice',
          text: 'The invoice can be downloaded by the person who placed this order, from the browser or account they used.',
        });
      }),
  };
}
