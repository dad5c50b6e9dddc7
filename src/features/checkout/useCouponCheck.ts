import { orderQueries } from './ordersApi';
import { queryCache } from '../../lib/queryCache';
import { applyCoupon } from '../../../common/domain/coupon';
import type { Paise } from '../../../common/domain/money';
import { useMutation } from '../../hooks/useMutation';

/** Checks a code against the coupons on offer (read through the cache when Apply is pressed) and the subtotal. */
export function useCouponCheck() {
  return useMutation(async (code: string, subtotal: Paise) =>
    applyCoupon(await queryCache.fetch(orderQueries.coupons()), code.trim(), subtotal),
  );
}
