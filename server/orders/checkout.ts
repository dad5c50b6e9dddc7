import { createHash, randomInt } from 'node:crypto';
import type { OrderTotals, PlaceOrderBody } from '../../common/contract/orders';
import { applyCoupon, type Coupon } from '../../common/domain/coupon';
import { deliveryChargePaise, type DeliveryZones } from '../../common/domain/delivery';
import { formatRupees, toDecimalString, toPaise } from '../../common/domain/money';
import { messages } from '../../common/domain/messages';
import { placeOrderProblem } from '../../common/domain/validation';
import { canonicalState } from '../../common/domain/states';
import { normalGstin } from '../../common/domain/gstin';
import { ORDER_NO_ALPHABET, ORDER_NO_LENGTH } from '../../common/domain/tracking';
import { ShopError } from '../lib/errors';
import { linePaise, type CartRow } from '../cart/lines';
import type { NewOrderLine } from './repository';

/**
 * The steps of placing an order that decide, without touching the database: check the address,
 * check what the cart asks for against the stock, price it, apply the coupon, compare with what the
 * shopper saw. server/orders/service.ts runs them in order inside the checkout transaction.
 */

/** A refusal of checkout: its HTTP status, the shopper's message, and (409) the server's figures. */
export class OrderError extends ShopError {
  constructor(
    status: 400 | 404 | 409 | 422 | 502 | 503,
    message: string,
    readonly totals?: OrderTotals,
  ) {
    super(status, message, totals ? { totals } : undefined);
  }
}

/** Order numbers: 8 characters without 0, O, 1 or I, so they can be read out and typed back. */
export function newOrderNo(): string {
  let no = '';
  for (let i = 0; i < ORDER_NO_LENGTH; i++) no += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return no;
}

/** A stable digest of a request body: the same fields in any key order hash alike. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value as object)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** Checks the addresses by the rules the checkout form checks inline; the first problem answers 400. */
export function addressProblem(body: PlaceOrderBody): string | undefined {
  return placeOrderProblem(body);
}

/**
 * Step 1: the request itself. Answers the client's total in paise, and the body with both states
 * spelled as the list in common/domain/states.ts spells them (' kerala' is stored as 'Kerala'), so
 * the delivery charge, the invoice and the books read one name; and the buyer's GSTIN in capitals.
 */
export function checkRequest(body: PlaceOrderBody): { sent: number; body: PlaceOrderBody } {
  const problem = addressProblem(body);
  if (problem) throw new OrderError(400, problem);
  const state = canonicalState(body.state);
  const billState = canonicalState(body.bill_state);
  // addressProblem refused any other; this is a fault, not the shopper's.
  if (!state || !billState) throw new Error('a state passed the check without being in the list');
  let sent: number | undefined;
  try {
    sent = toPaise(typeof body.total_amount === 'number' ? String(body.total_amount) : body.total_amount);
  } catch {
    sent = undefined;
  }
  if (sent === undefined) throw new OrderError(400, 'total_amount must be an amount such as "1234.50".');
  // A business buyer's GSTIN as it is printed (capitals, no spaces); none when left blank.
  const gstin = normalGstin(body.buyer_gstin ?? '') || null;
  const businessName = gstin ? (body.buyer_business_name ?? '').trim() : null;
  return {
    sent,
    body: { ...body, state, bill_state: billState, buyer_gstin: gstin, buyer_business_name: businessName },
  };
}

/**
 * Step 2: what the cart asks for, read under the products' locks. Refuses (409) a product that is
 * sold out, coming soon, without recorded stock, or short of the units asked for.
 */
export function checkAvailability(lines: CartRow[]): { productId: number; quantity: number }[] {
  const wanted = new Map<number, { name: string; quantity: number; stock: number }>();
  for (const line of lines) {
    if (line.sold_out || line.coming_soon) throw new OrderError(409, `${line.name}: ${messages.soldOutSelect}`);
    if (line.stock_quantity === null) throw new OrderError(409, `${line.name}: ${messages.stockUnavailable}`);
    const w = wanted.get(line.product_id) ?? { name: line.name, quantity: 0, stock: line.stock_quantity };
    w.quantity += line.quantity;
    wanted.set(line.product_id, w);
  }
  const short = [...wanted.values()].filter((w) => w.stock < w.quantity);
  if (short.length)
    throw new OrderError(409, short.map((w) => `${w.name}: ${messages.onlyInStockReduce(w.stock)}`).join(' '));
  return [...wanted].map(([productId, w]) => ({ productId, quantity: w.quantity }));
}

export interface PricedOrder {
  lines: NewOrderLine[];
  subtotal: number;
  delivery: number;
  couponCode: string | null;
  discount: number;
  total: number;
  totals: OrderTotals;
}

export function totalsOf(o: { subtotal: number; delivery: number; discount: number; total: number }): OrderTotals {
  return {
    subtotal: toDecimalString(o.subtotal),
    delivery_charge: toDecimalString(o.delivery),
    coupon_discount: toDecimalString(o.discount),
    total: toDecimalString(o.total),
  };
}

/**
 * Steps 3 and 4: price every line with the shop's rules, add delivery for the state, apply the
 * coupon. Then the shopper's total must be the server's, else 409 with the server's figures.
 */
export function priceOrder(
  lines: CartRow[],
  state: string,
  coupons: Coupon[],
  couponCode: string | null,
  sent: number,
  /** The shop's delivery zones (shop.config.json `delivery`). */
  zones?: DeliveryZones,
): PricedOrder {
  const priced: NewOrderLine[] = lines.map((line) => ({
    cartItemId: line.id,
    productId: line.product_id,
    productName: line.name,
    sizeId: line.size_id,
    sizeValue: line.size_value ?? '',
    options: line.options ?? [],
    unitPaise: linePaise(line, 1),
    listPaise: toPaise(line.price),
    quantity: line.quantity,
    totalPaise: linePaise(line, line.quantity),
  }));
  const subtotal = priced.reduce((n, l) => n + l.totalPaise, 0);
  const delivery = deliveryChargePaise(state, zones, subtotal) ?? 0;
  let discount = 0;
  if (couponCode) {
    const result = applyCoupon(coupons, couponCode, subtotal);
    if (!result.ok) throw new OrderError(400, result.message);
    discount = result.discount;
  }
  const total = subtotal + delivery - discount;
  const totals = totalsOf({ subtotal, delivery, discount, total });
  if (sent !== total)
    throw new OrderError(
      409,
      `The order total is ${formatRupees(total)}, not ${formatRupees(sent)}: prices or stock changed. Please review your order.`,
      totals,
    );
  return { lines: priced, subtotal, delivery, couponCode: discount ? couponCode : null, discount, total, totals };
}
