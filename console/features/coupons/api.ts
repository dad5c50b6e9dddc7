/** The console's coupon calls (server/coupons/routes.ts), typed by common/contract/admin-coupons.ts. */
import type { CouponBody, CouponChanged, CouponList } from '../../../common/contract/admin-coupons';
import { api } from '../../lib/api';

export const couponsApi = {
  list: (signal?: AbortSignal) => api.get<CouponList>('/coupons', { signal }),
  add: (body: CouponBody, idempotencyKey: string) => api.post<CouponChanged>('/coupons', body, { idempotencyKey }),
  disable: (code: string, idempotencyKey: string) =>
    api.post<CouponChanged>(`/coupons/${encodeURIComponent(code)}/disable`, {}, { idempotencyKey }),
};
