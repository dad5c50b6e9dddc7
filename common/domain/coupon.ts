import { toPaise, type Paise } from './money';
import { messages } from './messages';

/** A coupon as the API serves it (field names, `coupen_code` included, as the existing API spells them). */
export interface Coupon {
  coupen_code: string;
  actual_price: string;
  discount_type: 'price' | 'percentage';
  discount_price: string | null;
  discount_percentage: string | null;
}

export type CouponResult = { ok: true; discount: Paise; coupon: Coupon } | { ok: false; discount: 0; message: string };

/** The discount a coupon gives on a subtotal, never more than the subtotal. */
function couponDiscountPaise(coupon: Coupon, subtotal: Paise): Paise {
  const raw =
    coupon.discount_type === 'percentage'
      ? Math.round((subtotal * toPaise(coupon.discount_percentage ?? '0')) / 10000)
      : toPaise(coupon.discount_price ?? '0');
  return Math.min(Math.max(raw, 0), subtotal);
}

/**
 * Exact code match among all coupons; it applies when its actual_price is at
 * most the subtotal (the message wording says the opposite, as in the spec).
 */
export function applyCoupon(coupons: readonly Coupon[], code: string, subtotal: Paise): CouponResult {
  const coupon = coupons.find((c) => c.coupen_code === code);
  if (!coupon) return { ok: false, discount: 0, message: messages.couponInvalid };
  if (toPaise(coupon.actual_price) > subtotal) return { ok: false, discount: 0, message: messages.couponTooSmall };
  return { ok: true, discount: couponDiscountPaise(coupon, subtotal), coupon };
}
