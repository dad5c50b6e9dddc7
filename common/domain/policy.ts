/**
 * The shop's published promises and policies: dispatch and delivery times, damage reports,
 * cancellations, refunds, payments, age and the grievance timetable. The one source read by the
 * product page, the header strip, the home FAQ, the four policy pages, the page descriptions
 * (common/site/meta.ts) and the seeded catalogue, so no two places can promise different things.
 */

/** An inclusive range of days, shown as '8–10'. */
export interface DayRange {
  min: number;
  max: number;
}

/** '8–10' (an en dash, as the policy pages print ranges). */
export const formatRange = ({ min, max }: DayRange): string => `${min}–${max}`;

/** Standard time from order to dispatch. */
export const DISPATCH_BUSINESS_DAYS: DayRange = { min: 8, max: 10 };
/** Added to dispatch in festive and sale seasons. */
export const SEASONAL_EXTRA_DAYS: DayRange = { min: 7, max: 10 };
/** Within India, counted from dispatch. */
export const DOMESTIC_DELIVERY_WORKING_DAYS: DayRange = { min: 2, max: 3 };
/** Outside India, counted from dispatch. */
export const INTERNATIONAL_DELIVERY_DAYS: DayRange = { min: 5, max: 8 };

/** A damaged parcel must be reported by e-mail within this many hours of receipt. */
export const DAMAGE_REPORT_HOURS = 24;
/** The shop answers a damage report within this many hours. */
export const DAMAGE_REPLY_HOURS = 24;

/** Orders cannot be cancelled once placed. */
export const ORDERS_CANCELLABLE = false;
/** Goods no refund covers, whatever the reason. */
export const REFUND_EXCLUSIONS = ['medical products', 'food products'] as const;
/** Bought on sale: neither exchanged nor refunded. */
export const SALE_ITEMS_RETURNABLE = false;
export const CHANGE_OF_MIND_REFUND = false;
/** Who pays to send an item back. */
export const RETURN_SHIPPING_PAID_BY = 'buyer';

export const PAYMENT_METHODS = ['UPI', 'debit card', 'credit card'] as const;
export const PAYMENT_CURRENCY = 'INR';

/** Age needed to open an account or place an order. */
export const MINIMUM_AGE = 18;

/** When the Terms and Conditions last changed: ISO date for `<time>`, and as printed. */
export const TERMS_UPDATED = { iso: '2024-10-23', label: 'Oct 23, 2024' } as const;

/** Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): acknowledge within 48 hours, redress within one month. */
export const GRIEVANCE_ACK_HOURS = 48;
export const GRIEVANCE_REDRESS = 'one month';

/** A shop-wide dispatch promise as the pages print it: '8–10 business days' ('1 business day'). */
export function dispatchTimeText(days: DayRange): string {
  const range = days.min === days.max ? String(days.min) : formatRange(days);
  return `${range} business ${days.max === 1 ? 'day' : 'days'}`;
}

/**
 * The spec's promise, the default of shop.config.json `dispatchDays` (common/site/company.ts), and the
 * text server/db/migrations/0010_dispatch_promise.sql wrote into products (0022 blanks it again, so
 * those products follow the shop's setting).
 */
export const DISPATCH_TIME = dispatchTimeText(DISPATCH_BUSINESS_DAYS);

/**
 * The promise one product makes: its own `dispatch_time` where the catalogue gives it one ('2–4
 * business days', 'Made to order: 3 weeks'), else the shop's. The product page, the cart and the
 * API's product detail all ask this.
 */
export function productDispatchTime(own: string | null | undefined, shopDays: DayRange): string {
  const text = own?.trim();
  return text ? text : dispatchTimeText(shopDays);
}

/** The header's contact strip. */
export const dispatchStrip = (shopDays: DayRange): string =>
  `Orders dispatch in ${dispatchTimeText(shopDays)} · Delivery across India`;

/** One sentence with every delivery time, for the FAQ and page descriptions. */
export const deliverySummary = (shopDays: DayRange): string =>
  `Orders are dispatched in ${dispatchTimeText(shopDays)} (${formatRange(SEASONAL_EXTRA_DAYS)} days more in festive seasons). ` +
  `Delivery within India then takes ${formatRange(DOMESTIC_DELIVERY_WORKING_DAYS)} working days; ` +
  `international delivery takes ${formatRange(INTERNATIONAL_DELIVERY_DAYS)} days.`;

/** ['a', 'b', 'c'] and 'or' → 'a, b or c'. */
export function joinList(items: readonly string[], word: 'and' | 'or'): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
}

/** 'UPI, debit card and credit card'. */
export const PAYMENT_METHODS_TEXT = joinList(PAYMENT_METHODS, 'and');
