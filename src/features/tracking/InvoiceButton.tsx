import { useInvoiceDownload } from './useInvoiceDownload';
import { INVOICED_STATUSES } from '../../../common/domain/order-lifecycle';

/**
 * Orders that may have a GST invoice: it is issued when the order ships, so a paid order waiting for
 * dispatch has none yet (server/invoices/service.ts, shopperInvoice).
 */
const INVOICED = new Set<string>(INVOICED_STATUSES.filter((s) => s !== 'paid'));

/**
 * Downloads the order's GST invoice; the server gives it only to whoever placed the order, so the
 * list shows the button only on their orders (an order found by number says whether it is theirs).
 */
export function InvoiceButton({ orderNo, status }: { orderNo: string; status: string }) {
  const { busy, download } = useInvoiceDownload();
  if (!INVOICED.has(status)) return null;

  return (
    <button
      type="button"
      className="btn btn-outline-success btn-sm"
      disabled={busy}
      onClick={() => void download(orderNo)}
    >
      Download invoice
    </button>
  );
}
