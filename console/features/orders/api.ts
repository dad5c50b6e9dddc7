/**
 * The console's order calls (server/fulfilment/routes.ts), typed by common/contract/admin.ts. Writes
 * take the action's Idempotency-Key from the screen, which keeps one key per action and sends it
 * again when the person retries the same tap (console/features/orders/useActionKey.ts).
 */
import type {
  AcceptResult,
  DeliverResult,
  OrdersQuery,
  RefundBody,
  RefundPreview,
  RefundResult,
  ShipBody,
  ShipResult,
  StaffOrderDetail,
  StaffOrderList,
  TodayFigures,
} from '../../../common/contract/admin';
import { api, API_BASE, ApiError } from '../../lib/api';

const order = (orderNo: string) => `/orders/${encodeURIComponent(orderNo)}`;

export function ordersQueryString(q: OrdersQuery): string {
  const params = new URLSearchParams();
  if (q.status) params.set('status', q.status);
  if (q.flagged) params.set('flagged', 'true');
  if (q.q?.trim()) params.set('q', q.q.trim());
  if (q.cursor) params.set('cursor', q.cursor);
  if (q.limit) params.set('limit', String(q.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const ordersApi = {
  today: () => api.get<TodayFigures>('/today'),
  list: (q: OrdersQuery, signal?: AbortSignal) => api.get<StaffOrderList>(`/orders${ordersQueryString(q)}`, { signal }),
  detail: (orderNo: string) => api.get<StaffOrderDetail>(order(orderNo)),
  ship: (orderNo: string, body: ShipBody, idempotencyKey: string) =>
    api.post<ShipResult>(`${order(orderNo)}/ship`, body, { idempotencyKey }),
  deliver: (orderNo: string, idempotencyKey: string) =>
    api.post<DeliverResult>(`${order(orderNo)}/deliver`, {}, { idempotencyKey }),
  acceptPayment: (orderNo: string, note: string, idempotencyKey: string) =>
    api.post<AcceptResult>(`${order(orderNo)}/accept-payment`, { note }, { idempotencyKey }),
  previewRefund: (orderNo: string, body: RefundBody) =>
    api.post<RefundPreview>(`${order(orderNo)}/refund-preview`, body),
  refund: (orderNo: string, body: RefundBody, idempotencyKey: string) =>
    api.post<RefundResult>(`${order(orderNo)}/refund`, body, { idempotencyKey }),
};

export const pdfPaths = {
  invoice: (orderNo: string) => `${order(orderNo)}/invoice.pdf`,
  slip: (orderNo: string) => `${order(orderNo)}/slip.pdf`,
  todaysSlips: '/slips/today.pdf',
};

/**
 * Opens a PDF of the console API in a new tab. The tab is opened at the tap (a phone's browser
 * blocks one opened after a network wait) and shown the PDF once it arrives; on a refusal the tab
 * closes and the shop's message is thrown for the screen to show.
 */
export async function openPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  let response: Response;
  try {
    response = await fetch(API_BASE + path, { credentials: 'same-origin' });
  } catch {
    tab?.close();
    throw new ApiError(0, 'The shop could not be reached. Check the connection and try again.');
  }
  if (!response.ok) {
    tab?.close();
    let message = `The shop answered ${response.status}. Try again.`;
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // Not JSON: keep the status.
    }
    throw new ApiError(response.status, message);
  }
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  // The tab has loaded it by then; the URL is only a handle to memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
