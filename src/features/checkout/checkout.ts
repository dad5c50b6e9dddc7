import type { CartItem } from '../../../common/contract/cart';
import type { Coupon, PlaceOrderBody } from '../../../common/contract/orders';
import { applyCoupon } from '../../../common/domain/coupon';
import { deliveryChargePaise, type DeliveryZones } from '../../../common/domain/delivery';
import { toDecimalString, type Paise } from '../../../common/domain/money';
import { sanitizePinCode, type AddressForm, type BusinessForm } from '../../../common/domain/validation';
import { isOrderable, linePaise, lineSavingPaise } from '../cart/cartLines';

/** The checkout's figures, in paise. */
export interface CheckoutTotals {
  subtotal: Paise;
  /** Null while no state is entered. */
  delivery: Paise | null;
  coupon: Paise;
  savings: Paise;
  total: Paise;
}

export const EMPTY_ADDRESS: AddressForm = {
  name: '',
  email: '',
  street: '',
  city: '',
  state: '',
  country: 'INDIA',
  postal_code: '',
  phone: '',
};

/** The lines to order: the ones chosen on /Cart (or all that can be ordered), as the server has them now. */
export function linesToOrder(cart: CartItem[], chosen: number[] | null): CartItem[] {
  const ids = chosen ? new Set(chosen) : null;
  return cart.filter((item) => (ids ? ids.has(item.cart_item_id) : true) && isOrderable(item));
}

export function totalsOf(
  lines: CartItem[],
  state: string,
  coupon: Coupon | null,
  zones?: DeliveryZones,
): CheckoutTotals {
  const subtotal = lines.reduce((sum, item) => sum + linePaise(item), 0);
  const delivery = deliveryChargePaise(state, zones, subtotal);
  const applied = coupon ? applyCoupon([coupon], coupon.coupen_code, subtotal) : null;
  const couponOff = applied?.ok ? applied.discount : 0;
  const savings = lines.reduce((sum, item) => sum + lineSavingPaise(item), 0) + couponOff;
  return { subtotal, delivery, coupon: couponOff, savings, total: subtotal + (delivery ?? 0) - couponOff };
}

/** A saved address's blanks filled into the form's untouched fields (PIN and phone as their edits keep them). */
export function fillUntouched(now: AddressForm, saved: AddressForm): AddressForm {
  const fromSaved = {
    ...saved,
    postal_code: sanitizePinCode(saved.postal_code),
    phone: saved.phone.replace(/\D/g, ''),
  };
  const next = { ...now };
  for (const key of Object.keys(next) as (keyof AddressForm)[]) {
    const untouched = now[key] === '' || now[key] === EMPTY_ADDRESS[key];
    if (untouched && fromSaved[key]) next[key] = fromSaved[key];
  }
  return next;
}

export function placeOrderBody(
  userId: string | null,
  lines: CartItem[],
  delivery: AddressForm,
  bill: AddressForm,
  totals: CheckoutTotals,
  coupon: Coupon | null,
  business: BusinessForm | null = null,
): PlaceOrderBody {
  const gstin = business?.gstin.replace(/\s+/g, '').toUpperCase();
  return {
    user_id: userId ? Number(userId) : null,
    cart_items: lines.map((item) => ({ cart_item_id: item.cart_item_id, item_price: item.item_price })),
    name: delivery.name.trim(),
    street: delivery.street.trim(),
    city: delivery.city.trim(),
    state: delivery.state.trim(),
    country: delivery.country.trim(),
    postal_code: delivery.postal_code,
    mobile: delivery.phone,
    email: delivery.email.trim(),
    total_amount: toDecimalString(totals.total),
    bill_name: bill.name.trim(),
    bill_street: bill.street.trim(),
    bill_city: bill.city.trim(),
    bill_state: bill.state.trim(),
    bill_country: bill.country.trim(),
    bill_postal_code: bill.postal_code,
    bill_mobile: bill.phone,
    bill_email: bill.email.trim(),
    coupon_code: coupon && totals.coupon > 0 ? coupon.coupen_code : null,
    // Only a business buyer sends these: everyone else's order is the spec's.
    ...(gstin ? { buyer_gstin: gstin, buyer_business_name: business!.business_name.trim() } : {}),
  };
}

export const addressLine = (parts: string[]) => parts.filter((p) => p.trim()).join(', ');

/**
 * The Idempotency-Key of one press of Place Order. Pressing again after an unanswered request (a
 * dropped connection) with the same order sends the same key, so no second order is made; a changed
 * order, or a new try after the payment failed or was closed, gets a new key (and a new order).
 */
export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
