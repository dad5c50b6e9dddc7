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

/** Coupon codes as shoppers type them: 3 to 30 capital letters and digits (as the catalogue import). */
export const COUPON_CODE = /^[A-Z0-9]{3,30}$/;
/** A rupee amount with at most two decimals ("50", "499.50"): paise are the smallest unit. */
export const RUPEE_AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;
/** The most uses a coupon may be given: beyond any shop's orders, well inside an integer. */
export const MAX_COUPON_USES = 1_000_000;

export interface NewCoupon {
  code: string;
  type: 'price' | 'percentage';
  /** Rupees off (price) or per cent off (percentage), as a decimal string. */
  value: string;
  /** The smallest subtotal it applies to, in rupees. */
  minOrder: string;
  startsAt?: string | null;
  endsAt?: string | null;
  maxUses?: number | null;
}

/**
 * What is wrong with a new coupon, in words for the person adding it (the console's form and `coupons
 * add` both show it), or null. The shapes (code, amounts) are the contract's too; here they are
 * checked again so the CLI gets the same answers.
 */
export function couponProblem(c: NewCoupon): string | null {
  if (!COUPON_CODE.test(c.code)) return 'The code must be 3 to 30 capital letters and digits, such as WELCOME10.';
  if (!RUPEE_AMOUNT.test(c.value))
    return c.type === 'percentage'
      ? 'The percentage must be a number with at most two decimals, such as 10 or 12.50.'
      : 'The amount must be in rupees with at most two decimals, such as 50 or 49.50.';
  if (!RUPEE_AMOUNT.test(c.minOrder))
    return 'The minimum order must be in rupees with at most two decimals, such as 500 or 499.50.';
  const value = toPaise(c.value);
  if (value <= 0) return 'The discount must be more than 0.';
  if (c.type === 'percentage' && value > 10_000) return 'A percentage coupon cannot take off more than 100%.';
  const starts = c.startsAt ? Date.parse(c.startsAt) : null;
  const ends = c.endsAt ? Date.parse(c.endsAt) : null;
  if ((c.startsAt && Number.isNaN(starts)) || (c.endsAt && Number.isNaN(ends)))
    return 'The dates must be dates and times, such as 2026-12-31T23:59:00+05:30.';
  if (starts !== null && ends !== null && ends <= starts) return 'The coupon must end after it starts.';
  if (
    c.maxUses !== undefined &&
    c.maxUses !== null &&
    (!Number.isSafeInteger(c.maxUses) || c.maxUses < 1 || c.maxUses > MAX_COUPON_USES)
  )
    return `The number of uses must be a whole number from 1 to ${MAX_COUPON_USES}, or left empty for no limit.`;
  return null;
}
