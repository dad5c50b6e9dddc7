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
  shipped_at: string | null;
  delivered_at: string | null;
  ship_email: string;
  ship_name: string;
}

export interface MarkResult {
  /** false when nothing changed (delivered twice at the same time, or the same tracking details again). */
  changed: boolean;
  order: TrackedOrder;
}

const RETURNING = sql`RETURNING id, order_no, status, tracking_number, tracking_url, shipped_at::text AS shipped_at,
  delivered_at::text AS delivered_at, ship_email, ship_name`;

function checkShipInput(input: ShipInput): { number: string; url: string; at: Date } {
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
  return { number, url, at };
}

async function lockedOrder(tx: ShopDb, orderId: number) {
  if (!Number.isSafeInteger(orderId) || orderId < 1) throw new TrackingError(404, `No order with id ${orderId}.`);
  const [order] = await queryRows<{
    id: number;
    order_no: string;
    status: string;
    tracking_number: string | null;
    tracking_url: string | null;
    created_at: string;
  }>(
    tx,
    sql`SELECT id, order_no, status, tracking_number, tracking_url, created_at::text AS created_at
        FROM orders WHERE id = ${orderId} FOR UPDATE`,
  );
  if (!order) throw new TrackingError(404, `No order with id ${orderId}.`);
  return order;
}

/**
 * Marks a paid order shipped with its tracking details, or corrects the details of a shipped one
 * (the status stays, the history says what changed). Unpaid, expired and delivered orders answer 409.
 */
export async function markShipped(
  db: ShopDb,
  orderId: number,
  input: ShipInput,
  options: { alsoInTransaction?: (tx: ShopDb) => Promise<unknown> } = {},
): Promise<MarkResult> {
  const { number, url, at } = checkShipInput(input);
  return inTransaction(db, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.status !== 'paid' && order.status !== 'shipped')
      throw new TrackingError(
        409,
        `Order ${order.order_no} is ${order.status.replace('_', ' ')}; only a paid order can be shipped.`,
      );
    if (at.getTime() < Date.parse(order.created_at) - 60_000)
      throw new TrackingError(400, 'The shipping date is before the order was placed.');
    if (order.status === 'shipped' && order.tracking_number === number && order.tracking_url === url) {
      const [same] = await queryRows<TrackedOrder>(
        tx,
        sql`UPDATE orders SET updated_at = updated_at WHERE id = ${orderId} ${RETURNING}`,
      );
      return { changed: false, order: same! };
    }
    const details = sql`tracking_number = ${number}, tracking_url = ${url}, shipped_at = ${at.toISOString()}`;
    if (order.status === 'paid')
      await moveOrder(tx, orderId, 'shipped', 'operator', { note: `tracking number ${number}`, set: details });
    else await tx.execute(sql`UPDATE orders SET ${details}, updated_at = now() WHERE id = ${orderId}`);
    const [updated] = await queryRows<TrackedOrder>(
      tx,
      sql`UPDATE orders SET updated_at = updated_at WHERE id = ${orderId} ${RETURNING}`,
    );
    const note =
      order.status === 'shipped' ? `Tracking details updated: ${number}` : `Shipped with tracking number ${number}`;
    await tx.execute(
      sql`INSERT INTO order_events (order_id, status, note, created_at) VALUES (${orderId}, 'shipped', ${note},
            ${order.status === 'shipped' ? new Date().toISOString() : at.toISOString()})`,
    );
    // What must happen with the shipment or not at all (its GST invoice).
    await options.alsoInTransaction?.(tx);
    return { changed: true, order: updated! };
  });
}

/** Marks a shipped order delivered (at `at`, else now). Delivered again: no change. Not shipped yet: 409. */
export async function markDelivered(db: ShopDb, orderId: number, at: Date = new Date()): Promise<MarkResult> {
  if (Number.isNaN(at.getTime())) throw new TrackingError(400, 'The delivery date is not a date.');
  return inTransaction(db, async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.status === 'delivered') {
      const [same] = await queryRows<TrackedOrder>(
        tx,
        sql`UPDATE orders SET updated_at = updated_at WHERE id = ${orderId} ${RETURNING}`,
      );
      return { changed: false, order: same! };
    }
    if (order.status !== 'shipped')
      throw new TrackingError(
        409,
        `Order ${order.order_no} is ${order.status.replace('_', ' ')}; only a shipped order can be delivered.`,
      );
    const [shipped] = await queryRows<{ early: boolean }>(
      tx,
      sql`SELECT shipped_at > ${at.toISOString()} AS early FROM orders WHERE id = ${orderId}`,
    );
    if (shipped?.early) throw new TrackingError(400, 'The delivery date is before the order was shipped.');
    await moveOrder(tx, orderId, 'delivered', 'operator', {
      note: 'delivered',
      set: sql`delivered_at = ${at.toISOString()}`,
    });
    const [updated] = await queryRows<TrackedOrder>(
      tx,
      sql`UPDATE orders SET updated_at = updated_at WHERE id = ${orderId} ${RETURNING}`,
    );
    await tx.execute(
      sql`INSERT INTO order_events (order_id, status, note, created_at) VALUES (${orderId}, 'delivered', 'Delivered', ${at.toISOString()})`,
    );
    return { changed: true, order: updated! };
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
