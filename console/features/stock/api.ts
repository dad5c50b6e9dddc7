/**
 * The console's stock calls (server/stock/routes.ts), typed by common/contract/admin-stock.ts. Writes
 * take the action's Idempotency-Key from the screen (console/features/orders/useActionKey.ts), so a
 * retried tap counts once.
 */
import type {
  StockChangeBody,
  StockChangeResult,
  StockLevel,
  StockList,
  StockLowAtBody,
  StockProduct,
  StockQuery,
  StockSetBody,
} from '../../../common/contract/admin-stock';
import { api } from '../../lib/api';

export function stockQueryString(q: StockQuery): string {
  const params = new URLSearchParams();
  if (q.q?.trim()) params.set('q', q.q.trim());
  if (q.filter) params.set('filter', q.filter);
  if (q.limit) params.set('limit', String(q.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const stockApi = {
  list: (q: StockQuery, signal?: AbortSignal) => api.get<StockList>(`/stock${stockQueryString(q)}`, { signal }),
  product: (id: number, signal?: AbortSignal) => api.get<StockProduct>(`/stock/${id}`, { signal }),
  change: (id: number, body: StockChangeBody, idempotencyKey: string) =>
    api.post<StockChangeResult>(`/stock/${id}/change`, body, { idempotencyKey }),
  set: (id: number, body: StockSetBody, idempotencyKey: string) =>
    api.post<StockChangeResult>(`/stock/${id}/set`, body, { idempotencyKey }),
  lowAt: (id: number, body: StockLowAtBody, idempotencyKey: string) =>
    api.post<StockLevel>(`/stock/${id}/low-at`, body, { idempotencyKey }),
};
