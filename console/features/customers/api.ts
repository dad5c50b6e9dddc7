/** The console's customer calls (server/privacy/console-routes.ts), typed by common/contract/admin-records.ts. */
import type { CustomerCorrectBody, CustomerErasure, FoundCustomer } from '../../../common/contract/admin-records';
import { api, download } from '../../lib/api';

export const customersApi = {
  find: (q: string, signal?: AbortSignal) =>
    api.get<FoundCustomer>(`/customers?q=${encodeURIComponent(q)}`, { signal }),
  /** Asks for a step-up when the last tap is older than 5 minutes; answers the saved file's name. */
  exportData: (email: string) => download(`/customers/export?email=${encodeURIComponent(email)}`, 'customer-data.json'),
  /** What erasing would change; nothing is changed. */
  erasePreview: (email: string) => api.post<CustomerErasure>('/customers/erase-preview', { email }),
  /** Asks for a step-up when due. */
  erase: (email: string) => api.post<CustomerErasure>('/customers/erase', { email }),
  correct: (body: CustomerCorrectBody) => api.post<{ message: string }>('/customers/correct', body),
};
