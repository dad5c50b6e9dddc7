import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import { ShopError } from '../lib/errors';
import { moveOrder } from './lifecycle';

/**
 * Shipping and tracking of orders: the one place that moves an order to shipped or delivered and
 * records the change in its history (order_events). The operators' tool calls these; the tracking
 * routes read what they wrote. Sending the customer an e-mail is the caller's job.
 */

/** 400 bad input, 404 no such order, 409 the order is not in a state for it. */
export class TrackingError extends ShopError {}

export interface ShipInput {
  trackingNumber: string;
  /** The carrier's tracking page; http(s) only, because the shopper's browser opens it. */
  trackingUrl: string;
  /** The courier's name as the customer reads it ("India Post"); null or absent when none was named. */
  courier?: string | null;
  /** When it left; now when absent. */
  shippedAt?: Date;
}

/** The order's shipping columns after a change. */
export interface TrackedOrder {
  id: number;
  order_no: string;
  status: string;
  tracking_number: string | null;
  tracking_url: string | null;
  courier: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  ship_email: string;
  ship_name: string;
}

export interface MarkResult {
  /** false when nothing changed (delivered twice at the same time, or the same tracking details again). */
  changed: boolean;
  order: TrackedOrder;
  /** The order's status before the change (paid, partially refunded, shipped…). */
  from: string;
}

const RETURNING = sql`RETURNING id, order_no, status, tracking_number, tracking_url, courier, shipped_at::text AS shipped_at,
  delivered_at::text AS delivered_at, ship_email, ship_name`;

function checkShipInput(input: ShipInput): { number: string; url: string; courier: string | null; at: Date } {
  const number = (input.trackingNumber ?? '').trim();
  if (!number || number.length > 100 || [...number].some((c) => c.charCodeAt(0) < 32))
    throw new TrackingError(400, 'The tracking number must be 1 to 100 printable characters.');
  const url = (input.trackingUrl ?? '').trim();
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || url.length > 2000)
    throw new TrackingError(
      400,
      'The tracking URL must be an http(s) address such as https://carrier.example/track/123.',
    );
  const at = input.shippedAt ?? new Date();
  if (Number.isNaN(at.getTime())) throw new TrackingError(400, 'The shipping date is not a date.');
  const courier = input.courier?.trim() || null;
  if (courier && courier.length > 60) throw new TrackingError(400, 'The courier name must be at most 60 characters.');
  return { number, url, courier, at };
}

async function lockedOrder(tx: ShopDb, orderId: number) {
  if (!Number.isSafeInteger(orderId) || orderId < 1) throw new TrackingError(404, `No order with id ${orderId}.`);
  const [order] = await queryRows<{
    id: number;
    order_no: string;
    status: string;
    tracking_number: string | null;
    tracking_url: string | null;
    courier: string | null;
    created_at: string;
    shipped: boolean;
  }>(
    tx,
    sql`SELECT id, order_no, status, tracking_number, tracking_url, courier, created_at::text AS created_at,
          shipped_at IS NOT NULL AS shipped
        FROM orders WHERE id = ${orderId} FOR UPDATE`,
  );
  if (!order) throw new TrackingError(404, `No order with id ${orderId}.`);
  return order;
}

export interface MarkOptions {
  /** The person making the change, recorded on the order's move (server/lib/actor.ts). */
  person?: string;
  /** What must happen with the change or not at all (its GST invoice, its audit entry); not run when nothing changed. */
  alsoInTransaction?: (tx: ShopDb, result: MarkResult) => Promise<unknown>;
}

/**
 * Marks a paid order shipped with its tracking details, or corrects the details of a shipped one
 * (the status stays, the history says what changed). Unpaid, expired and delivered orders answer 409.
 */
export async function markShipped(
  db: ShopDb,
  orderId: number,
  input: ShipInput,
  options: MarkOptions = {},
): Promise<MarkResult> {
  const { number, url, courier, at } = checkShipInput(input);
  return inTransaction(db, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    // Paid, or partly refunded before it left (the rest ships): common/domain/order-lifecycle.ts.
    const first = order.status === 'paid' || (order.status === 'partially_refunded' && !order.shipped);
    if (!first && order.status !== 'shipped')
      throw new TrackingError(
        409,
        order.status === 'refunded' && !order.shipped
          ? `Order ${order.order_no} was refunded in full before it shipped; it never ships.`
          : order.status === 'partially_refunded'
            ? `Order ${order.order_no} is partially refunded and has shipped already.`
            : `Order ${order.order_no} is ${order.status.replace(/_/g, ' ')}; only a paid order can be shipped.`,
      );
    if (first && (await unitsLeftToShip(tx, orderId)) === 0)
      throw new TrackingError(
        409,
        `Order ${order.order_no}: every item was refunded before it shipped; there is nothing left to ship.`,
      );
    if (at.getTime() < Date.parse(order.created_at) - 60_000)
      throw new TrackingError(400, 'The shipping date is before the order was placed.');
    if (
      order.status === 'shipped' &&
      order.tracking_number === number &&
      order.tracking_url === url &&
      order.courier === courier
    ) {
      const [same] = await queryRows<TrackedOrder>(
        tx,
        sql`UPDATE orders SET updated_at = updated_at WHERE id = ${orderId} ${RETURNING}`,
      );
      return { changed: false, order: same!, from: order.status };
    }
    const details = sql`tracking_number = ${number}, tracking_url = ${url}, courier = ${courier}, shipped_at = ${at.toISOString()}`;
    if (first)
      await moveOrder(tx, orderId, 'shipped', 'operator', {
        note: `tracking number ${number}`,
        set: details,
        person: options.person,
      });
    else await tx.execute(sql`UPDATE orders SET ${details}, updated_at = now() WHERE id = ${orderId}`);
    const [updated] = await queryRows<TrackedOrder>(
      tx,
      sql`UPDATE orders SET updated_at = updated_at WHERE id = ${orderId} ${RETURNING}`,
    );
    const note = !first ? `Tracking details updated: ${number}` : `Shipped with tracking number ${number}`;
    await tx.execute(
      sql`INSERT INTO order_events (order_id, status, note, created_at) VALUES (${orderId}, 'shipped', ${note},
            ${!first ? new Date().toISOString() : at.toISOString()})`,
    );
    const result = { changed: true, order: updated!, from: order.status };
    // What must happen with the shipment or not at all (its GST invoice, its audit entry).
    await options.alsoInTransaction?.(tx, result);
    return result;
  });
}

/**
 * Units of the order's items not refunded by a refund that counts (pending or processed): what
 * would leave with the shipment. A refund's line names the order's line it takes from (`orderLine`,
 * or before that field its invoice line): the items in id order, then the delivery charge
 * (server/invoices/refunds.ts); a refund of an amount names no units.
 */
export async function unitsLeftToShip(tx: ShopDb, orderId: number): Promise<number> {
  const [row] = await queryRows<{ ordered: number; refunded: number }>(
    tx,
    sql`SELECT (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE order_id = ${orderId}) AS ordered,
          (SELECT coalesce(sum((l->>'quantity')::int), 0)::int
             FROM refunds r, jsonb_array_elements(r.lines) l
            WHERE r.order_id = ${orderId} AND r.status <> 'failed'
              AND coalesce((l->>'orderLine')::int, (l->>'line')::int)
                  <= (SELECT count(*) FROM order_items WHERE order_id = ${orderId})) AS refunded`,
  );
  return row!.ordered - row!.refunded;
}

/** Marks a shipped order delivered (at `at`, else now). Delivered again: no change. Not shipped yet: 409. */
export async function markDelivered(
  db: ShopDb,
  orderId: number,
  at: Date = new Date(),
  options: MarkOptions = {},
): Promise<MarkResult> {
  if (Number.isNaN(at.getTime())) throw new TrackingError(400, 'The delivery date is not a date.');
  return inTransaction(db, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.status === 'delivered') {
      const [same] = await queryRows<TrackedOrder>(
        tx,
        sql`UPDATE orders SET updated_at = updated_at WHERE id = ${orderId} ${RETURNING}`,
      );
      return { changed: false, order: same!, from: order.status };
    }
    // Shipped, or partly refunded on the way (common/domain/order-lifecycle.ts).
    if (order.status !== 'shipped' && !(order.status === 'partially_refunded' && order.shipped))
      throw new TrackingError(
        409,
        `Order ${order.order_no} is ${order.status.replace(/_/g, ' ')}; only a shipped order can be delivered.`,
      );
    const [shipped] = await queryRows<{ early: boolean }>(
      tx,
      sql`SELECT shipped_at > ${at.toISOString()} AS early FROM orders WHERE id = ${orderId}`,
    );
    if (shipped?.early) throw new TrackingError(400, 'The delivery date is before the order was shipped.');
    await moveOrder(tx, orderId, 'delivered', 'operator', {
      note: 'delivered',
      set: sql`delivered_at = ${at.toISOString()}`,
      person: options.person,
    });
    const [updated] = await queryRows<TrackedOrder>(
      tx,
      sql`UPDATE orders SET updated_at = updated_at WHERE id = ${orderId} ${RETURNING}`,
    );
    await tx.execute(
      sql`INSERT INTO order_events (order_id, status, note, created_at) VALUES (${orderId}, 'delivered', 'Delivered', ${at.toISOString()})`,
    );
    const result = { changed: true, order: updated!, from: order.status };
    await options.alsoInTransaction?.(tx, result);
    return result;
  });
}

/** The id of the order with this 8-character number, or undefined. */
export async function orderIdByNo(db: ShopDb, orderNo: string): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE order_no = ${orderNo.toUpperCase()}`,
  );
  return row?.id;
}

export interface TrackingEvent {
  status: string;
  note: string;
  created_at: string;
}

/**
 * An order's history, oldest first: placed (created_at), paid (paid_at), then what markShipped and
 * markDelivered recorded.
 */
export async function trackingHistory(db: ShopDb, orderId: number): Promise<TrackingEvent[]> {
  return queryRows<TrackingEvent>(
    db,
    sql`SELECT status, note, created_at FROM (
          SELECT 'placed' AS status, 'Order placed' AS note, created_at, 0 AS seq FROM orders WHERE id = ${orderId}
          UNION ALL
          SELECT 'paid', 'Payment received', paid_at, 0 FROM orders WHERE id = ${orderId} AND paid_at IS NOT NULL
          UNION ALL
          SELECT status, note, created_at, id FROM order_events WHERE order_id = ${orderId}
        ) h ORDER BY created_at, seq`,
  ).then((rows) => rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })));
}
