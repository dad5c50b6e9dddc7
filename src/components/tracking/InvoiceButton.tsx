import { useInvoiceDownload } from '../../hooks/useInvoiceDownload';
import { INVOICED_STATUSES } from '../../../common/domain/order-lifecycle';

/** Orders that have been paid (refunded ones included) have a GST invoice. */
const INVOICED = new Set<string>(INVOICED_STATUSES);

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
