import { sql, type SQL } from 'drizzle-orm';
import {
  canTransition,
  findTransition,
  ORDER_TRANSITIONS,
  type OrderActor,
  type OrderStatus,
} from '../../common/domain/order-lifecycle';
import { queryRows, type ShopDb } from '../db/client';
import { ShopError } from '../lib/errors';

/**
 * The one function that changes an order's status. It follows the table in
 * common/domain/order-lifecycle.ts: a move the table does not allow, or allows to someone else, is
 * refused; each move it makes is recorded (from, to, who, why, when) in order_transitions.
 */

export class LifecycleError extends ShopError {}

const label = (status: string) => status.replace(/_/g, ' ');

export interface Moved {
  id: number;
  order_no: string;
  from: OrderStatus;
}

export interface MoveOptions {
  note?: string;
  /** More assignments in the same UPDATE (payment id, tracking number…). */
  set?: SQL;
  /** The person who made the move (server/lib/actor.ts's actorName), beside the kind of actor. */
  person?: string;
}

/**
 * Moves the orders `ids` to `to`, in the caller's transaction, those that may go there from where
 * they are; the others are left as they are. Locks the rows in id order. Returns the orders moved.
 * `set` adds assignments to the same UPDATE (payment id, tracking number…).
 */
export async function moveOrders(
  tx: ShopDb,
  ids: number[],
  to: OrderStatus,
  actor: OrderActor,
  options: MoveOptions = {},
): Promise<Moved[]> {
  if (!ids.length) return [];
  const moves = ORDER_TRANSITIONS.filter((t) => t.to === to && t.by.includes(actor));
  if (!moves.length) return [];
  // Each allowed `from`, with its condition on shipping (common/domain/order-lifecycle.ts's `when`).
  const allowed = sql.join(
    moves.map((t) =>
      t.when === 'not_shipped'
        ? sql`(old.status = ${t.from} AND old.shipped_at IS NULL)`
        : t.when === 'shipped'
          ? sql`(old.status = ${t.from} AND old.shipped_at IS NOT NULL)`
          : sql`old.status = ${t.from}`,
    ),
    sql` OR `,
  );
  const extra = options.set ? sql`, ${options.set}` : sql``;
  const moved = await queryRows<Moved>(
    tx,
    sql`UPDATE orders o SET status = ${to}, updated_at = now() ${extra}
        FROM (SELECT id, status, shipped_at FROM orders WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id FOR UPDATE) old
        WHERE o.id = old.id AND (${allowed})
        RETURNING o.id, o.order_no, old.status AS "from"`,
  );
  if (moved.length)
    await tx.execute(
      sql`INSERT INTO order_transitions (order_id, from_status, to_status, actor, note, person)
          VALUES ${sql.join(
            moved.map(
              (m) => sql`(${m.id}, ${m.from}, ${to}, ${actor}, ${options.note ?? ''}, ${options.person ?? null})`,
            ),
            sql`, `,
          )}`,
    );
  return moved;
}

/**
 * Moves one order, or says why not: 404 when there is no such order, 409 when the table does not
 * allow the move (the message names the order's state), or allows it only to someone else.
 */
export async function moveOrder(
  tx: ShopDb,
  orderId: number,
  to: OrderStatus,
  actor: OrderActor,
  options: MoveOptions = {},
): Promise<Moved> {
  const [order] = await queryRows<{ order_no: string; status: OrderStatus; shipped: boolean }>(
    tx,
    sql`SELECT order_no, status, shipped_at IS NOT NULL AS shipped FROM orders WHERE id = ${orderId} FOR UPDATE`,
  );
  if (!order) throw new LifecycleError(404, `No order with id ${orderId}.`);
  const move = findTransition(order.status, to);
  if (move?.by.includes(actor) && !canTransition(order.status, to, actor, order.shipped))
    throw new LifecycleError(
      409,
      move.when === 'not_shipped'
        ? `Order ${order.order_no} is ${label(order.status)} and has shipped already; it cannot become ${label(to)} again.`
        : `Order ${order.order_no} is ${label(order.status)} and has not shipped; it cannot become ${label(to)}.`,
    );
  if (!canTransition(order.status, to, actor))
    throw new LifecycleError(
      409,
      `Order ${order.order_no} is ${label(order.status)}; it cannot become ${label(to)}${
        ORDER_TRANSITIONS.some((t) => t.from === order.status && t.to === to) ? ` by the ${actor}` : ''
      }.`,
    );
  const [moved] = await moveOrders(tx, [orderId], to, actor, options);
  return moved!;
}

/** Records an order's first state, when it is placed. */
export async function recordPlaced(tx: ShopDb, orderId: number): Promise<void> {
  await tx.execute(
    sql`INSERT INTO order_transitions (order_id, from_status, to_status, actor, note)
        VALUES (${orderId}, NULL, 'awaiting_payment', 'customer', 'placed')`,
  );
}

export interface TransitionRecord {
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor: OrderActor;
  note: string;
  person: string | null;
  created_at: string;
}

/** An order's moves, oldest first. */
export function transitionsOf(db: ShopDb, orderId: number): Promise<TransitionRecord[]> {
  return queryRows<TransitionRecord>(
    db,
    sql`SELECT from_status, to_status, actor, note, person, created_at::text AS created_at
        FROM order_transitions WHERE order_id = ${orderId} ORDER BY id`,
  );
}
