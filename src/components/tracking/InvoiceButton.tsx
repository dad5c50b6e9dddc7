import { useState } from 'react';
import { fetchInvoice } from '../../api/tracking';
import { showAlert } from '../../lib/alerts';
import { INVOICED_STATUSES } from '../../../common/domain/order-lifecycle';

/** Orders that have been paid (refunded ones included) have a GST invoice. */
const INVOICED = new Set<string>(INVOICED_STATUSES);

/**
 * Downloads the order's GST invoice; the server gives it only to whoever placed the order, so the
 * list shows the button only on their orders (an order found by number says whether it is theirs).
 */
export function InvoiceButton({ orderNo, status }: { orderNo: string; status: string }) {
  const [busy, setBusy] = useState(false);
  if (!INVOICED.has(status)) return null;

  async function download() {
    setBusy(true);
    try {
      const pdf = await fetchInvoice(orderNo);
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `invoice-${orderNo}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      void showAlert({
        icon: 'info',
        title: 'Invoice',
        text: 'The invoice can be downloaded by the person who placed this order, from the browser or account they used.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-outline-success btn-sm" disabled={busy} onClick={() => void download()}>
      Download invoice
    </button>
  );
}
