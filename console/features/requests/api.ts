/** The console's data-request calls (server/privacy/request-routes.ts), typed by common/contract/admin-coupons.ts. */
import type { DataRequestBody, DataRequestChanged, DataRequestList } from '../../../common/contract/admin-coupons';
import { api } from '../../lib/api';

export const requestsApi = {
  list: (signal?: AbortSignal) => api.get<DataRequestList>('/data-requests', { signal }),
  dueSoon: (days: number, signal?: AbortSignal) =>
    api.get<DataRequestList>(`/data-requests?dueWithinDays=${days}`, { signal }),
  log: (body: DataRequestBody, idempotencyKey: string) =>
    api.post<DataRequestChanged>('/data-requests', body, { idempotencyKey }),
  done: (id: number, idempotencyKey: string) =>
    api.post<DataRequestChanged>(`/data-requests/${id}/done`, {}, { idempotencyKey }),
};
