import { fetchInvoice } from './trackingApi';
import { ApiError } from '../../lib/errors';
import { showAlert } from '../../lib/alerts';
import { saveFile } from '../../lib/saveFile';
import { useMutation } from '../../hooks/useMutation';

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
      invoice.run(orderNo).catch((error: unknown) => {
        void showAlert({
          icon: 'info',
          title: 'Invoice',
          // 409: the owner asked before dispatch; the invoice is issued when the order ships (server/invoices/routes.ts).
          text:
            error instanceof ApiError && error.status === 409
              ? 'The invoice is issued when your order ships, listing what was sent. Please download it then.'
              : 'The invoice can be downloaded by the person who placed this order, from the browser or account they used.',
        });
      }),
  };
}
