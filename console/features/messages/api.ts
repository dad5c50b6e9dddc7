/** The console's contact-message calls (server/engagement/console-routes.ts), typed by common/contract/admin-stock.ts. */
import type { MarkAnsweredResult, StaffMessages } from '../../../common/contract/admin-stock';
import { api } from '../../lib/api';

export const messagesApi = {
  list: (signal?: AbortSignal) => api.get<StaffMessages>('/messages', { signal }),
  markAnswered: (id: number, idempotencyKey: string) =>
    api.post<MarkAnsweredResult>(`/messages/${id}/answered`, undefined, { idempotencyKey }),
};
