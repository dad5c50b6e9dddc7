/**
 * Putting staff alerts in `alert_queue`, with nothing but the database: the running shop's alert
 * service (./service.ts) queues through these and sends what they queued, and so does a separate
 * process such as the operators' tool (`stock set`), whose rows the shop's timer then sends
 * (server/alerts/setup.ts: every process drains what is due). The unique (event_key, staff_id) makes
 * a second insert of the same event a no-op, whichever process made it.
 */
import { sql } from 'drizzle-orm';
import { ALERT_NEEDS, type AlertKind } from '../../common/domain/alerts';
import { canStaff, type StaffRole } from '../../common/domain/staff';
import { queryRows, type ShopDb } from '../db/client';

export interface AlertEvent {
  /** Names the event once across processes: `order-paid:CC-123`, `stock:7:sold-out:2026-12-06`. */
  key: string;
  kind: AlertKind;
  title: string;
  body: string;
  /** Console path the notification opens (under /admin). */
  path: string;
}

/**
 * Queues the event for each active person whose role may get it and who chose it (everyone allowed
 * gets every kind until they choose). Insert-or-skip on (event_key, staff_id): once per event.
 * Answers how many rows it queued.
 */
export async function enqueueAlert(db: ShopDb, event: AlertEvent): Promise<number> {
  const roles = (['owner', 'packer', 'support'] as StaffRole[]).filter((r) => canStaff(r, ALERT_NEEDS[event.kind]));
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO alert_queue (event_key, staff_id, kind, title, body, url)
        SELECT ${event.key}, s.id, ${event.kind}, ${event.title}, ${event.body}, ${event.path}
        FROM staff s LEFT JOIN alert_settings a ON a.staff_id = s.id
        WHERE s.status = 'active' AND s.role = ANY(${`{${roles.join(',')}}`}::text[])
          AND (a.staff_id IS NULL OR a.kinds ? ${event.kind})
        ON CONFLICT (event_key, staff_id) DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}

/**
 * Products whose stock just changed: those now low or sold out alert once per product, level and day
 * (IST), so a product bouncing around its low level does not alert at every sale. Answers how many
 * rows it queued.
 */
export async function queueStockAlerts(
  db: ShopDb,
  productIds: readonly number[],
  now: Date = new Date(),
): Promise<number> {
  if (!productIds.length) return 0;
  const rows = await queryRows<{ id: number; name: string; stock: number; low_at: number }>(
    db,
    sql`SELECT id, name, COALESCE(stock_quantity, 0) AS stock, low_stock_threshold AS low_at FROM products
        WHERE id = ANY(${`{${productIds.join(',')}}`}::int[]) AND NOT coming_soon AND stock_quantity IS NOT NULL
          AND stock_quantity <= low_stock_threshold`,
  );
  const day = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  let queued = 0;
  for (const p of rows) {
    const out = p.stock <= 0;
    queued += await enqueueAlert(db, {
      key: `stock:${p.id}:${out ? 'sold-out' : 'low'}:${day}`,
      kind: 'stock-low',
      title: out ? `Sold out: ${p.name}` : `Low stock: ${p.name}`,
      body: out ? `${p.name} is sold out.` : `${p.name}: ${p.stock} left (low at ${p.low_at}).`,
      path: `/more/stock/${p.id}`,
    });
  }
  return queued;
}
