import type { ShopDetails } from '../../common/site/company';
import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import { ShopError } from '../lib/errors';
import { INVOICED_STATUSES } from '../../common/domain/order-lifecycle';
import { computeInvoice, financialYear, invoiceNumber, type Invoice } from '../../common/domain/gst';
import { INVOICE_PREFIX, SellerError, sellerFromEnv, type Seller } from '../config/seller';

export { INVOICE_PREFIX, sellerFromEnv, sellerProblems, type Seller } from '../config/seller';

export class InvoiceError extends ShopError {}

export interface Party {
  name: string;
  address: string[];
  state: string;
  phone: string;
  email: string;
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

/** issueInvoice in the caller's transaction (shipping issues the invoice with the shipment, or neither). */
export async function issueInvoiceIn(tx: ShopDb, orderNo: string, options: InvoiceOptions): Promise<IssuedInvoice> {
  let seller: Seller;
  try {
    seller = 'seller' in options ? options.seller : sellerFromEnv(process.env, options.shop);
  } catch (error) {
    throw error instanceof SellerError ? new InvoiceError(500, error.message) : error;
  }
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
  const placeOfSupply = String(order.ship_state);
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
    buyer: party(order, 'bill'),
    shipTo: party(order, 'ship'),
    placeOfSupply,
    payment: { provider: order.provider, paymentId: order.payment_id },
    couponCode: order.coupon_code,
    invoice,
  };
  await tx.execute(
    sql`INSERT INTO invoices (order_id, invoice_no, financial_year, seq, issued_at, place_of_supply, data)
        VALUES (${order.id}, ${invoiceNo}, ${year}, ${counter!.last_seq}, ${now.toISOString()}, ${placeOfSupply},
          ${JSON.stringify(data)}::jsonb)`,
  );
  return { invoiceNo, orderId: order.id, created: true, data };
}
