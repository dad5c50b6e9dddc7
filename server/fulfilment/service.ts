/**
 * The order operations the people who run the shop perform, each one function with typed input and
 * output: the console's routes, the operators' command line and the running shop's channel all call
 * these, so an order is shipped, delivered, refunded or accepted one way. Every change takes the
 * Actor who makes it, names them on the order's move and the stock ledger, and writes its audit
 * entry in the same transaction (server/audit/log.ts): a change that fails leaves neither.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '../../common/domain/order-lifecycle';
import { courierTrackingUrl, findCourier, unknownCourierMessage, type Courier } from '../../common/domain/couriers';
import type { ShopDetails } from '../../common/site/company';
import { auditEntries, recordAudit, type AuditRecord } from '../audit/log';
import { queryRows, type ShopDb } from '../db/client';
import { renderInvoicePdf } from '../invoices/pdf';
import {
  creditNotesOf,
  previewRefund as previewRefundAsk,
  requestRefund,
  type RefundAsk,
  type RefundDeps,
  type RefundOutcome,
} from '../invoices/refunds';
import { indianDate, issueInvoice, issueInvoiceIn, type IssuedInvoice } from '../invoices/service';
import { actorName, type Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { STAFF_MAIL_WAIT_MS, type Mailer } from '../mail/mailer';
import { transitionsOf, type TransitionRecord } from '../orders/lifecycle';
import type { OrdersService } from '../orders/service';
import { orderDeliveredEmail, orderShippedEmail } from '../orders/shipping-templates';
import { markDelivered, markShipped, orderIdByNo, trackingHistory, type TrackingEvent } from '../orders/tracking';

export interface FulfilmentDeps {
  db: ShopDb;
  shop: ShopDetails;
  mailer: Mailer;
  /** The origin links in e-mails use. */
  publicUrl: () => string;
  /** The orders service (accepting a payment under review confirms the order like a payment does). */
  orders: () => Promise<OrdersService>;
  /** What refunds need: the database, the payment providers and the mailer. */
  refunds: () => Promise<RefundDeps>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

const ORDER_NO = /^[2-9A-HJ-NP-Z]{8}$/;

/**
 * The link and courier name a shipment is recorded with: a courier by id (shop.config.json
 * `couriers`) gives both, its pattern filled with the tracking number; a tracking URL given as well
 * wins over the pattern; without a courier the URL is needed. An unknown courier is a 400 naming
 * the ones the shop has.
 */
export function shipmentLink(
  couriers: readonly Courier[],
  input: { trackingNumber: string; courier?: string; trackingUrl?: string },
): { trackingUrl: string; courier: string | null } {
  const url = input.trackingUrl?.trim();
  if (input.courier === undefined || input.courier.trim() === '') {
    if (!url) throw new ShopError(400, "Give the courier (one of the shop's couriers) or the full tracking URL.");
    return { trackingUrl: url, courier: null };
  }
  const courier = findCourier(couriers, input.courier);
  if (!courier) throw new ShopError(400, unknownCourierMessage(couriers, input.courier));
  return { trackingUrl: url || courierTrackingUrl(courier, input.trackingNumber), courier: courier.name };
}

/** An order number as typed (any case), or 400. */
export function checkedOrderNo(raw: string): string {
  const no = (raw ?? '').trim().toUpperCase();
  if (!ORDER_NO.test(no)) throw new ShopError(400, `${raw} is not an order number (8 letters and digits).`);
  return no;
}

export interface StaffOrderSummary {
  orderNo: string;
  placedAt: string;
  status: OrderStatus;
  flag: string | null;
  name: string;
  city: string;
  state: string;
  phone: string;
  email: string;
  units: number;
  lines: number;
  totalPaise: number;
}

export interface OrderListQuery {
  status?: OrderStatus;
  /** Only orders that need a person: a payment under review, or paid with stock short. */
  flagged?: boolean;
  /** An order number, a phone number, an e-mail address or part of a name. */
  search?: string;
  /** From the previous page's `next`. */
  cursor?: string;
  limit?: number;
}

export interface StaffOrderDetail extends StaffOrderSummary {
  paidAt: string | null;
  items: {
    line: number;
    productId: number | null;
    name: string;
    size: string;
    options: { name: string; value: string }[];
    quantity: number;
    unitPaise: number;
    totalPaise: number;
  }[];
  totals: {
    subtotalPaise: number;
    deliveryPaise: number;
    couponCode: string | null;
    couponPaise: number;
    totalPaise: number;
  };
  shipTo: Address;
  billTo: Address;
  payment: { provider: string; providerOrderId: string | null; paymentId: string | null; lastError: string | null };
  paymentEvents: { type: string; at: string }[];
  tracking: {
    number: string | null;
    url: string | null;
    courier: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
  };
  invoiceNo: string | null;
  creditNotes: { creditNoteNo: string; date: string; totalPaise: number; reason: string }[];
  refunds: {
    amountPaise: number;
    status: string;
    reason: string;
    returned: boolean;
    at: string;
    creditNoteNo: string | null;
    providerRefundId: string | null;
    failure: string | null;
  }[];
  history: TrackingEvent[];
  transitions: TransitionRecord[];
  audit: AuditRecord[];
}

export interface Address {
  name: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
}

export interface RefundInput {
  orderNo: string;
  reason: string;
  /** Invoice lines (1-based), each whole or some units of it. */
  lines?: readonly { line: number; quantity?: number }[];
  amountPaise?: number;
  /** The goods came back: their units go back into stock. */
  returned: boolean;
}

export interface RefundPreview {
  orderNo: string;
  amountPaise: number;
  intraState: boolean;
  lines: {
    line: number;
    description: string;
    quantity: number;
    taxablePaise: number;
    taxPaise: number;
    valuePaise: number;
  }[];
  restocked: { productId: number; quantity: number }[];
}

export interface TodayFigures {
  salesTodayPaise: number;
  salesWeekPaise: number;
  ordersToday: number;
  toShip: number;
  flagged: number;
  unreadMessages: number;
}

interface SummaryRow {
  id: number;
  order_no: string;
  created_at: string;
  status: OrderStatus;
  flag: string | null;
  ship_name: string;
  ship_city: string;
  ship_state: string;
  ship_phone: string;
  ship_email: string;
  units: number;
  lines: number;
  total_paise: string;
}

const SUMMARY = sql`o.id, o.order_no, o.created_at::text AS created_at, o.status, o.flag, o.ship_name, o.ship_city,
  o.ship_state, o.ship_phone, o.ship_email, o.total_paise,
  (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE order_id = o.id) AS units,
  (SELECT count(*)::int FROM order_items WHERE order_id = o.id) AS lines`;

function summary(r: SummaryRow): StaffOrderSummary {
  return {
    orderNo: r.order_no,
    placedAt: r.created_at,
    status: r.status,
    flag: r.flag,
    name: r.ship_name,
    city: r.ship_city,
    state: r.ship_state,
    phone: r.ship_phone,
    email: r.ship_email,
    units: r.units,
    lines: r.lines,
    totalPaise: Number(r.total_paise),
  };
}

/** The paging cursor: the last row's placing time and id, opaque to the caller. */
function encodeCursor(row: SummaryRow): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || !/^\d+$/.test(id) || Number.isNaN(Date.parse(at)))
    throw new ShopError(400, 'The list position (cursor) is not one this shop gave: load the list again.');
  return { at, id: Number(id) };
}

/** A search term as the condition it means: an order number, a phone, an e-mail, else a name. */
function searchCondition(raw: string) {
  const term = raw.trim();
  if (term.length > 100) throw new ShopError(400, 'Search for at most 100 characters.');
  const digits = term.replace(/[\s+-]/g, '');
  if (ORDER_NO.test(term.toUpperCase())) return sql`o.order_no = ${term.toUpperCase()}`;
  if (/^\d{6,12}$/.test(digits))
    return sql`(o.ship_phone LIKE ${`%${digits.slice(-10)}`} OR o.bill_phone LIKE ${`%${digits.slice(-10)}`})`;
  if (term.includes('@'))
    return sql`(lower(o.ship_email) = ${term.toLowerCase()} OR lower(o.bill_email) = ${term.toLowerCase()})`;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
  return sql`(lower(o.ship_name) LIKE ${like} OR lower(o.bill_name) LIKE ${like})`;
}

export function createFulfilment(deps: FulfilmentDeps) {
  const { db } = deps;

  async function orderId(orderNo: string): Promise<{ no: string; id: number }> {
    const no = checkedOrderNo(orderNo);
    const id = await orderIdByNo(db, no);
    if (!id) throw new ShopError(404, `No order ${no}.`);
    return { no, id };
  }

  function trackLink(orderNo: string): string {
    return `${deps.publicUrl()}/Trackorder?orderNo=${encodeURIComponent(orderNo)}`;
  }

  async function list(q: OrderListQuery = {}): Promise<{ orders: StaffOrderSummary[]; next: string | null }> {
    const limit = q.limit ?? 20;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new ShopError(400, 'Ask for 1 to 100 orders at a time.');
    const after = q.cursor ? decodeCursor(q.cursor) : undefined;
    const where = [
      q.status ? sql`o.status = ${q.status}` : undefined,
      q.flagged ? sql`(o.status = 'payment_review' OR o.flag IS NOT NULL)` : undefined,
      q.search?.trim() ? searchCondition(q.search) : undefined,
      after ? sql`(o.created_at, o.id) < (${after.at}::timestamptz, ${after.id})` : undefined,
    ].filter((w) => w !== undefined);
    const rows = await queryRows<SummaryRow>(
      db,
      sql`SELECT ${SUMMARY} FROM orders o WHERE ${where.length ? sql.join(where, sql` AND `) : sql`true`}
          ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit + 1}`,
    );
    const page = rows.slice(0, limit);
    return { orders: page.map(summary), next: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
  }

  async function detail(orderNo: string): Promise<StaffOrderDetail> {
    const { no, id } = await orderId(orderNo);
    const [o] = await queryRows<SummaryRow & Record<string, string | null>>(
      db,
      sql`SELECT ${SUMMARY}, o.*, o.created_at::text AS created_at, o.paid_at::text AS paid_at,
            o.shipped_at::text AS shipped_at, o.delivered_at::text AS delivered_at, i.invoice_no
          FROM orders o LEFT JOIN invoices i ON i.order_id = o.id WHERE o.id = ${id}`,
    );
    const items = await queryRows<{
      product_id: number | null;
      product_name: string;
      size_value: string;
      options: { name: string; value: string }[];
      quantity: number;
      unit_price_paise: string;
      line_total_paise: string;
    }>(
      db,
      sql`SELECT product_id, product_name, size_value, options, quantity, unit_price_paise, line_total_paise
          FROM order_items WHERE order_id = ${id} ORDER BY id`,
    );
    const events = await queryRows<{ type: string; at: string }>(
      db,
      sql`SELECT type, received_at::text AS at FROM payment_events
          WHERE provider_order_id = ${o!.provider_order_id} ORDER BY id`,
    );
    const refunds = await queryRows<{
      amount_paise: string;
      status: string;
      reason: string;
      returned: boolean;
      at: string;
      credit_note_no: string | null;
      provider_refund_id: string | null;
      failure: string | null;
    }>(
      db,
      sql`SELECT r.amount_paise, r.status, r.reason, r.returned, r.created_at::text AS at, c.credit_note_no,
            r.provider_refund_id, r.failure
          FROM refunds r LEFT JOIN credit_notes c ON c.refund_id = r.id WHERE r.order_id = ${id} ORDER BY r.id`,
    );
    const address = (p: 'ship' | 'bill'): Address => ({
      name: o![`${p}_name`]!,
      street: o![`${p}_street`]!,
      city: o![`${p}_city`]!,
      state: o![`${p}_state`]!,
      postalCode: o![`${p}_postal_code`]!,
      country: o![`${p}_country`]!,
      phone: o![`${p}_phone`]!,
      email: o![`${p}_email`]!,
    });
    return {
      ...summary(o!),
      paidAt: o!.paid_at ?? null,
      items: items.map((i, n) => ({
        line: n + 1,
        productId: i.product_id,
        name: i.product_name,
        size: i.size_value,
        options: i.options ?? [],
        quantity: i.quantity,
        unitPaise: Number(i.unit_price_paise),
        totalPaise: Number(i.line_total_paise),
      })),
      totals: {
        subtotalPaise: Number(o!.subtotal_paise),
        deliveryPaise: Number(o!.delivery_paise),
        couponCode: o!.coupon_code ?? null,
        couponPaise: Number(o!.coupon_discount_paise),
        totalPaise: Number(o!.total_paise),
      },
      shipTo: address('ship'),
      billTo: address('bill'),
      payment: {
        provider: o!.provider!,
        providerOrderId: o!.provider_order_id ?? null,
        paymentId: o!.payment_id ?? null,
        lastError: o!.last_payment_error ?? null,
      },
      paymentEvents: events,
      tracking: {
        number: o!.tracking_number ?? null,
        url: o!.tracking_url ?? null,
        courier: o!.courier ?? null,
        shippedAt: o!.shipped_at ?? null,
        deliveredAt: o!.delivered_at ?? null,
      },
      invoiceNo: o!.invoice_no ?? null,
      creditNotes: (await creditNotesOf(db, no)).map((c) => ({
        creditNoteNo: c.creditNoteNo,
        date: c.date,
        totalPaise: c.credit.totals.totalPaise,
        reason: c.reason,
      })),
      refunds: refunds.map((r) => ({
        amountPaise: Number(r.amount_paise),
        status: r.status,
        reason: r.reason,
        returned: r.returned,
        at: r.at,
        creditNoteNo: r.credit_note_no,
        providerRefundId: r.provider_refund_id,
        failure: r.failure,
      })),
      history: await trackingHistory(db, id),
      transitions: await transitionsOf(db, id),
      audit: await auditEntries(db, { target: { kind: 'order', id: no }, limit: 500 }),
    };
  }

  async function ship(
    actor: Actor,
    input: {
      orderNo: string;
      trackingNumber: string;
      /** One of the shop's couriers by id: names it to the customer and builds the link from its pattern. */
      courier?: string;
      /** The carrier's tracking page; needed without a courier, and wins over the courier's pattern. */
      trackingUrl?: string;
      shippedAt?: Date;
      email?: boolean;
    },
  ): Promise<{ changed: boolean; orderNo: string; invoiceNo: string; emailed: boolean }> {
    const { no, id } = await orderId(input.orderNo);
    const { trackingUrl, courier } = shipmentLink(deps.shop.couriers, input);
    let issued: IssuedInvoice | undefined;
    // The order is shipped with its GST invoice and its audit entry, or not at all.
    const result = await markShipped(
      db,
      id,
      { trackingNumber: input.trackingNumber, trackingUrl, courier, shippedAt: input.shippedAt },
      {
        person: actorName(actor),
        alsoInTransaction: async (tx, done) => {
          issued = await issueInvoiceIn(tx, no, { shop: deps.shop });
          await recordAudit(tx, {
            actor,
            action: 'order.ship',
            target: { kind: 'order', id: no },
            before: { status: done.from },
            after: {
              status: done.order.status,
              trackingNumber: done.order.tracking_number,
              trackingUrl: done.order.tracking_url,
              ...(done.order.courier ? { courier: done.order.courier } : {}),
            },
            documentNo: issued.invoiceNo,
          });
        },
      },
    );
    if (!result.changed) {
      const invoice = await issueInvoice(db, no, { shop: deps.shop });
      return { changed: false, orderNo: no, invoiceNo: invoice.invoiceNo, emailed: false };
    }
    let emailed = false;
    if (input.email !== false) {
      const pdf = await renderInvoicePdf(issued!.data);
      emailed = await deps.mailer.send(
        orderShippedEmail(deps.shop, {
          orderNo: no,
          name: result.order.ship_name,
          email: result.order.ship_email,
          trackUrl: trackLink(no),
          trackingNumber: result.order.tracking_number!,
          trackingUrl: result.order.tracking_url!,
          courier: result.order.courier,
          invoiceNo: issued!.invoiceNo,
          invoicePdf: pdf,
        }),
        { waitMs: STAFF_MAIL_WAIT_MS },
      );
    }
    return { changed: true, orderNo: no, invoiceNo: issued!.invoiceNo, emailed };
  }

  async function deliver(
    actor: Actor,
    input: { orderNo: string; at?: Date; email?: boolean },
  ): Promise<{ changed: boolean; orderNo: string; deliveredAt: string; emailed: boolean }> {
    const { no, id } = await orderId(input.orderNo);
    const result = await markDelivered(db, id, input.at, {
      person: actorName(actor),
      alsoInTransaction: (tx, done) =>
        recordAudit(tx, {
          actor,
          action: 'order.deliver',
          target: { kind: 'order', id: no },
          before: { status: done.from },
          after: { status: done.order.status, deliveredAt: done.order.delivered_at },
        }),
    });
    let emailed = false;
    if (result.changed && input.email !== false)
      emailed = await deps.mailer.send(
        orderDeliveredEmail(deps.shop, {
          orderNo: no,
          name: result.order.ship_name,
          email: result.order.ship_email,
          trackUrl: trackLink(no),
          date: indianDate(new Date(result.order.delivered_at!)),
        }),
        { waitMs: STAFF_MAIL_WAIT_MS },
      );
    return { changed: result.changed, orderNo: no, deliveredAt: result.order.delivered_at!, emailed };
  }

  async function acceptPayment(
    actor: Actor,
    input: { orderNo: string; note: string },
  ): Promise<{ orderNo: string; paymentId: string | null; flag: string | null }> {
    const note = (input.note ?? '').trim();
    if (!note) throw new ShopError(400, 'Say why the payment is accepted.');
    if (note.length > 500) throw new ShopError(400, 'The note is at most 500 characters.');
    const { no, id } = await orderId(input.orderNo);
    const orders = await deps.orders();
    const order = await orders.acceptPayment(id, note, deps.publicUrl(), {
      person: actorName(actor),
      alsoInTransaction: (tx, before, after) =>
        recordAudit(tx, {
          actor,
          action: 'order.accept-payment',
          target: { kind: 'order', id: no },
          before: { status: before.status, flag: before.flag },
          after: { status: after.status, flag: after.flag, paymentId: after.payment_id },
          reason: note,
        }),
    });
    await orders.settled();
    return { orderNo: no, paymentId: order.payment_id ?? null, flag: order.flag ?? null };
  }

  function refundAsk(input: RefundInput): RefundAsk {
    const reason = (input.reason ?? '').trim();
    if (reason.length > 200) throw new ShopError(400, 'The reason is at most 200 characters.');
    return {
      orderNo: checkedOrderNo(input.orderNo),
      reason,
      lines: input.lines,
      amountPaise: input.amountPaise,
      returned: input.returned,
    };
  }

  async function previewRefund(input: RefundInput): Promise<RefundPreview> {
    const asked = await previewRefundAsk(await deps.refunds(), refundAsk(input));
    const c = asked.credit;
    return {
      orderNo: asked.orderNo,
      amountPaise: asked.amount,
      intraState: c.intraState,
      lines: c.lines.map((l) => ({
        line: l.line,
        description: l.description,
        quantity: l.quantity,
        taxablePaise: l.taxablePaise,
        taxPaise: c.intraState ? l.cgstPaise + l.sgstPaise : l.igstPaise,
        valuePaise: l.valuePaise,
      })),
      restocked: asked.restocked,
    };
  }

  async function refund(actor: Actor, input: RefundInput): Promise<RefundOutcome> {
    const ask = refundAsk(input);
    if (!ask.reason) throw new ShopError(400, 'Say why the order is refunded (the credit note prints it).');
    return requestRefund(await deps.refunds(), {
      ...ask,
      person: actorName(actor),
      alsoInTransaction: (tx, asked) =>
        recordAudit(tx, {
          actor,
          action: 'order.refund',
          target: { kind: 'order', id: asked.orderNo },
          after: {
            amountPaise: asked.amount,
            lines: asked.credit.lines.map((l) => ({ line: l.line, quantity: l.quantity, valuePaise: l.valuePaise })),
            returned: asked.restocked,
          },
          reason: ask.reason,
        }),
    });
  }

  async function invoicePdf(orderNo: string): Promise<{ invoiceNo: string; pdf: Buffer }> {
    const issued = await issueInvoice(db, checkedOrderNo(orderNo), { shop: deps.shop });
    return { invoiceNo: issued.invoiceNo, pdf: await renderInvoicePdf(issued.data) };
  }

  /** The day and the week (from Monday) as India counts them. */
  async function today(now: Date = new Date()): Promise<TodayFigures> {
    const ist = new Date(now.getTime() + 330 * 60_000);
    const dayStart = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - 330 * 60_000);
    const weekStart = new Date(dayStart.getTime() - ((ist.getUTCDay() + 6) % 7) * 86_400_000);
    const [row] = await queryRows<{
      today: string;
      week: string;
      orders_today: number;
      to_ship: number;
      flagged: number;
      unread: number;
    }>(
      db,
      sql`SELECT
            coalesce(sum(total_paise) FILTER (WHERE paid_at >= ${dayStart.toISOString()}), 0)::text AS today,
            coalesce(sum(total_paise) FILTER (WHERE paid_at >= ${weekStart.toISOString()}), 0)::text AS week,
            count(*) FILTER (WHERE paid_at >= ${dayStart.toISOString()})::int AS orders_today,
            (SELECT count(*)::int FROM orders WHERE flag IS NULL
              -- Paid, or partly refunded before it left: the rest ships (common/domain/order-lifecycle.ts).
              AND (status = 'paid' OR (status = 'partially_refunded' AND shipped_at IS NULL))) AS to_ship,
            (SELECT count(*)::int FROM orders WHERE status = 'payment_review' OR flag IS NOT NULL) AS flagged,
            (SELECT count(*)::int FROM contact_messages WHERE answered_at IS NULL) AS unread
          FROM orders WHERE paid_at >= ${weekStart.toISOString()} AND status <> 'payment_review'`,
    );
    return {
      salesTodayPaise: Number(row!.today),
      salesWeekPaise: Number(row!.week),
      ordersToday: row!.orders_today,
      toShip: row!.to_ship,
      flagged: row!.flagged,
      unreadMessages: row!.unread,
    };
  }

  return { list, detail, ship, deliver, acceptPayment, previewRefund, refund, invoicePdf, today };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
