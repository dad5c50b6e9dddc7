/** The console's audit calls (server/audit/routes.ts), typed by common/contract/admin-records.ts. */
import type { AuditPage, AuditQuery } from '../../../common/contract/admin-records';
import { api, download } from '../../lib/api';

export function auditQueryString(q: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(q))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const auditApi = {
  list: (q: AuditQuery, signal?: AbortSignal) => api.get<AuditPage>(`/audit${auditQueryString(q)}`, { signal }),
  csv: (from: string, to: string) => download(`/audit.csv${auditQueryString({ from, to })}`, 'audit.csv'),
};
