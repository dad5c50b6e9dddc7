import type { ShopDetails } from '../../common/site/company';
import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import { ShopError } from '../lib/errors';
import { INVOICED_STATUSES } from '../../common/domain/order-lifecycle';
import {
  computeInvoice,
  financialYear,
  invoiceLeftAfter,
  invoiceNumber,
  type Invoice,
  type RefundedBefore,
} from '../../common/domain/gst';
import { INVOICE_PREFIX, SellerError, sellerFromEnv, type Seller } from '../config/seller';
import { canonicalState, likelyState, stateOfGstCode, statesOfPin } from '../../common/domain/states';

export { INVOICE_PREFIX, sellerFromEnv, sellerProblems, type Seller } from '../config/seller';

export class InvoiceError extends ShopError {}

export interface Party {
  name: string;
  address: string[];
  state: string;
  phone: string;
  email: string;
  /** A registered buyer's GSTIN (a B2B invoice); absent for everyone else. */
  gstin?: string;
  /** The person who ordered for a registered buyer (the name on the billing address). */
  attention?: string;
}

/** Everything printed on an invoice, fixed when it is issued (invoices.data). */
export interface InvoiceData {
  invoiceNo: string;
  /** Calendar date in India, YYYY-MM-DD. */
  date: string;
  orderNo: string;
  orderDate: string;
  seller: Seller;
  buyer: Party;
  shipTo: Party;
  placeOfSupply: string;
  payment: { provider: string; paymentId: string | null };
  couponCode: string | null;
  invoice: Invoice;
  /**
   * Refunds made before the invoice was issued, which it leaves out (their ids and amount): no credit
   * note is issued for them (docs/decisions/0212-no-invoice-for-goods-that-never-left.md).
   */
  refundedBefore?: { refundIds: number[]; totalPaise: number };
}

export interface IssuedInvoice {
  invoiceNo: string;
  orderId: number;
  /** false when the order had its invoice already. */
  created: boolean;
  data: InvoiceData;
}

/** Orders that have been paid for (and may have moved on, or been refunded): the only ones with an invoice. */
export const INVOICEABLE: readonly string[] = INVOICED_STATUSES;

/** YYYY-MM-DD in India (UTC+5:30, no daylight saving). */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

interface OrderForInvoice {
  id: number;
  order_no: string;
  status: string;
  created_at: Date | string;
  subtotal_paise: string;
  delivery_paise: string;
  coupon_code: string | null;
  coupon_discount_paise: string;
  total_paise: string;
  provider: string;
  payment_id: string | null;
  [column: string]: unknown;
}

function party(o: OrderForInvoice, prefix: 'ship' | 'bill'): Party {
  const f = (k: string) => String(o[`${prefix}_${k}`] ?? '');
  return {
    name: f('name'),
    address: [f('street'), `${f('city')}, ${f('state')} ${f('postal_code')}`, f('country')],
    state: f('state'),
    phone: f('phone'),
    email: f('email'),
  };
}

/**
 * The place of supply printed on an invoice: the delivery state as the list spells it. Checkout
 * stores only those since the state check (common/domain/states.ts); an order stored before with a
 * near miss ('Kerela') is read as the state it most likely means when its PIN agrees, else as typed
 * (and `books export` then lists its invoice as a warning).
 */
export function placeOfSupplyOf(state: string, pin: string): string {
  const canonical = canonicalState(state);
  if (canonical) return canonical;
  const likely = likelyState(state);
  const pinStates = statesOfPin(pin);
  if (likely && pinStates?.includes(likely)) return likely;
  return state.trim();
}

/**
 * The refunds of an order that has no invoice yet (processed ones, and whether any is pending):
 * their lines name the order's lines (decision 0212).
 */
async function refundsBeforeInvoice(
  tx: ShopDb,
  orderId: number,
): Promise<{ refunds: { id: number; amount: number }[]; lines: RefundedBefore[]; pending: boolean }> {
  const rows = await queryRows<{
    id: number;
    amount_paise: string;
    status: string;
    lines: { line: number; orderLine?: number; quantity: number; valuePaise: number }[];
  }>(tx, sql`SELECT id, amount_paise, status, lines FROM refunds WHERE order_id = ${orderId} ORDER BY id`);
  const processed = rows.filter((r) => r.status === 'processed');
  return {
    refunds: processed.map((r) => ({ id: r.id, amount: Number(r.amount_paise) })),
    lines: processed.flatMap((r) =>
      r.lines.map((l) => ({ orderLine: l.orderLine ?? l.line, quantity: l.quantity, valuePaise: l.valuePaise })),
    ),
    pending: rows.some((r) => r.status === 'pending'),
  };
}

/** Who the invoice is from: a seller block, or the shop's details for one made from SELLER_GSTIN. */
export type InvoiceOptions = ({ seller: Seller } | { shop: ShopDetails }) & { now?: Date };

/**
 * The order's invoice, issued now if it has none: the next number of the financial year is taken and
 * the invoice written in one transaction, so a number is never skipped or used twice. Only paid
 * (shipped, delivered) orders have one.
 */
export async function issueInvoice(db: ShopDb, orderNo: string, options: InvoiceOptions): Promise<IssuedInvoice> {
  return inTransaction(db, (tx) => issueInvoiceIn(tx, orderNo, options));
}

/**
 * The invoice an order's owner downloads: the one issued when the order shipped, listing what was
 * sent. Before dispatch there is none, and asking does not issue one: a number taken then would
 * bill goods that may never leave, or be refunded first (docs/decisions/0212-no-invoice-for-goods-that-never-left.md).
 * An order that shipped before the invoice was issued at dispatch gets its invoice now, as it did.
 */
export async function shopperInvoice(db: ShopDb, orderNo: string, options: InvoiceOptions): Promise<IssuedInvoice> {
  const no = orderNo.trim().toUpperCase();
  const [order] = await queryRows<{
    id: number;
    status: string;
    shipped_at: Date | string | null;
    invoice_no: string | null;
    data: InvoiceData | null;
  }>(
    db,
    sql`SELECT o.id, o.status, o.shipped_at, i.invoice_no, i.data
        FROM orders o LEFT JOIN invoices i ON i.order_id = o.id WHERE o.order_no = ${no}`,
  );
  if (!order) throw new InvoiceError(404, `No order ${no}.`);
  if (order.invoice_no && order.data)
    return { invoiceNo: order.invoice_no, orderId: order.id, created: false, data: order.data };
  if (order.shipped_at === null)
    throw new InvoiceError(
      409,
      order.status === 'refunded'
        ? `Order ${no} was refunded in full before it shipped, so it has no invoice.`
        : `Order ${no} has not shipped yet. Its GST invoice is issued when it is handed to the courier, listing what was sent; you can download it here then.`,
    );
  return issueInvoice(db, no, options);
}

/** issueInvoice in the caller's transaction (shipping issues the invoice with the shipment, or neither). */
export async function issueInvoiceIn(tx: ShopDb, orderNo: string, options: InvoiceOptions): Promise<IssuedInvoice> {
  const seller = sellerOf(options);
  const [order] = await queryRows<OrderForInvoice>(
    tx,
    sql`SELECT * FROM orders WHERE order_no = ${orderNo.trim().toUpperCase()} FOR UPDATE`,
  );
  if (!order) throw new InvoiceError(404, `No order ${orderNo}.`);
  const [existing] = await queryRows<{ invoice_no: string; data: InvoiceData }>(
    tx,
    sql`SELECT invoice_no, data FROM invoices WHERE order_id = ${order.id}`,
  );
  if (existing) return { invoiceNo: existing.invoice_no, orderId: order.id, created: false, data: existing.data };
  if (!INVOICEABLE.includes(order.status))
    throw new InvoiceError(
      409,
      `Order ${order.order_no} is ${order.status.replace('_', ' ')}: only paid orders have an invoice.`,
    );

  const { invoice, placeOfSupply, buyerGstin, goodsLines } = await orderInvoiceIn(tx, order, seller);
  // Refunded before it was invoiced: the invoice bills only what is left (decision 0212).
  const before = await refundsBeforeInvoice(tx, order.id);
  if (before.pending)
    throw new InvoiceError(
      409,
      `Order ${order.order_no} has a refund waiting for the payment provider; it is invoiced (and shipped) once that is settled.`,
    );
  const billed = before.refunds.length ? invoiceLeftAfter(invoice, before.lines) : invoice;
  const refundedPaise = before.refunds.reduce((n, r) => n + r.amount, 0);
  if (billed.totals.totalPaise !== Number(order.total_paise) - refundedPaise)
    throw new InvoiceError(
      500,
      `Order ${order.order_no}: the invoice adds up to ${billed.totals.totalPaise} paise, the order less its refunds to ${Number(order.total_paise) - refundedPaise}.`,
    );
  if (before.refunds.length && !billed.lines.some((l) => (l.orderLine ?? 0) <= goodsLines && l.quantity > 0))
    throw new InvoiceError(
      409,
      `Order ${order.order_no} was refunded before it shipped and has nothing left to invoice; it has no invoice.`,
    );

  const now = options.now ?? new Date();
  const date = indianDate(now);
  const year = financialYear(date);
  const [counter] = await queryRows<{ last_seq: number }>(
    tx,
    sql`INSERT INTO invoice_counters (financial_year, last_seq) VALUES (${year}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_seq = invoice_counters.last_seq + 1
        RETURNING last_seq`,
  );
  const invoiceNo = invoiceNumber(seller.invoicePrefix ?? INVOICE_PREFIX, year, counter!.last_seq);
  const data: InvoiceData = {
    invoiceNo,
    date,
    orderNo: order.order_no,
    orderDate: indianDate(new Date(order.created_at)),
    seller,
    buyer: buyerGstin
      ? {
          ...party(order, 'bill'),
          name: String(order.buyer_business_name ?? order.bill_name),
          attention: String(order.bill_name),
          gstin: buyerGstin,
        }
      : party(order, 'bill'),
    shipTo: party(order, 'ship'),
    placeOfSupply,
    payment: { provider: order.provider, paymentId: order.payment_id },
    couponCode: order.coupon_code,
    invoice: billed,
    ...(before.refunds.length
      ? { refundedBefore: { refundIds: before.refunds.map((r) => r.id), totalPaise: refundedPaise } }
      : {}),
  };
  await tx.execute(
    sql`INSERT INTO invoices (order_id, invoice_no, financial_year, seq, issued_at, place_of_supply, data)
        VALUES (${order.id}, ${invoiceNo}, ${year}, ${counter!.last_seq}, ${now.toISOString()}, ${placeOfSupply},
          ${JSON.stringify(data)}::jsonb)`,
  );
  return { invoiceNo, orderId: order.id, created: true, data };
}

/** The invoice the whole order makes (computed, not numbered), with its place of supply. */
async function orderInvoiceIn(tx: ShopDb, order: OrderForInvoice, seller: Seller) {
  const items = await queryRows<{
    product_name: string;
    size_value: string;
    options: { name: string; value: string }[];
    quantity: number;
    unit_price_paise: string;
    line_total_paise: string;
    hsn_code: string | null;
    gst_rate: number | null;
  }>(
    tx,
    sql`SELECT oi.product_name, oi.size_value, oi.options, oi.quantity, oi.unit_price_paise, oi.line_total_paise,
          p.hsn_code, p.gst_rate
        FROM order_items oi LEFT JOIN products p ON p.id = oi.product_id
        WHERE oi.order_id = ${order.id} ORDER BY oi.id`,
  );
  // To a registered person (docs/decisions/0203-…): the place of supply is the buyer's registered
  // state, its GSTIN's first two digits (checkout made them the billing state's).
  const buyerGstin = typeof order.buyer_gstin === 'string' && order.buyer_gstin ? order.buyer_gstin : null;
  const registeredState = buyerGstin ? stateOfGstCode(buyerGstin.slice(0, 2)) : undefined;
  const placeOfSupply = registeredState ?? placeOfSupplyOf(String(order.ship_state), String(order.ship_postal_code));
  const invoice = computeInvoice({
    placeOfSupply,
    sellerState: seller.state,
    couponDiscountPaise: Number(order.coupon_discount_paise),
    deliveryPaise: Number(order.delivery_paise),
    lines: items.map((i) => ({
      description: [
        i.product_name,
        i.size_value ? `(${i.size_value})` : '',
        ...(i.options ?? []).map((o) => `${o.name}: ${o.value}`),
      ]
        .filter(Boolean)
        .join(' '),
      // A product deleted since keeps the line; its code is then unknown and the rate the highest in use here.
      hsn: i.hsn_code ?? '',
      rate: i.gst_rate ?? 18,
      quantity: i.quantity,
      unitPaise: Number(i.unit_price_paise),
      lineTotalPaise: Number(i.line_total_paise),
    })),
  });
  if (invoice.totals.totalPaise !== Number(order.total_paise))
    throw new InvoiceError(
      500,
      `Order ${order.order_no}: the invoice adds up to ${invoice.totals.totalPaise} paise, the order to ${order.total_paise}.`,
    );
  return { invoice, placeOfSupply, buyerGstin, goodsLines: items.length };
}

/**
 * What a refund of the order is computed against, in the caller's transaction: its invoice when it
 * has one; else the invoice the whole order would have, computed and not numbered, since an order is
 * invoiced only when it ships (docs/decisions/0212-no-invoice-for-goods-that-never-left.md).
 */
export async function invoiceForRefundIn(
  tx: ShopDb,
  orderId: number,
  options: InvoiceOptions,
): Promise<{ issued?: { invoiceNo: string; data: InvoiceData }; invoice: Invoice; goodsLines: number }> {
  const [order] = await queryRows<OrderForInvoice>(tx, sql`SELECT * FROM orders WHERE id = ${orderId}`);
  if (!order) throw new InvoiceError(404, `No order ${orderId}.`);
  const [existing] = await queryRows<{ invoice_no: string; data: InvoiceData }>(
    tx,
    sql`SELECT invoice_no, data FROM invoices WHERE order_id = ${order.id}`,
  );
  const [items] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM order_items WHERE order_id = ${order.id}`,
  );
  if (existing)
    return {
      issued: { invoiceNo: existing.invoice_no, data: existing.data },
      invoice: existing.data.invoice,
      goodsLines: items!.n,
    };
  const { invoice, goodsLines } = await orderInvoiceIn(tx, order, sellerOf(options));
  return { invoice, goodsLines };
}

function sellerOf(options: InvoiceOptions): Seller {
  try {
    return 'seller' in options ? options.seller : sellerFromEnv(process.env, options.shop);
  } catch (error) {
    throw error instanceof SellerError ? new InvoiceError(500, error.message) : error;
  }
}
