import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';

/**
 * The stock ledger: the one way a product's on-hand stock changes. Each change updates
 * products.stock_quantity and writes a movement (product, delta, reason, order or actor, time) in
 * the caller's transaction, so on-hand stock (null counted as 0) always equals the sum of the
 * product's movements, the first of which is its opening stock.
 */

export type StockReason = 'opening' | 'reserved' | 'released' | 'adjusted' | 'returned';

export interface StockRef {
  /** The order the units were taken for or come back from. */
  orderId?: number | null;
  /** Who: 'checkout', 'expiry', 'payment', 'operator', 'import', 'seed'… */
  actor: string;
  note?: string;
}

export interface StockLine {
  productId: number;
  quantity: number;
}

async function record(tx: ShopDb, productId: number, delta: number, reason: StockReason, ref: StockRef) {
  if (delta === 0) return;
  await tx.execute(
    sql`INSERT INTO stock_movements (product_id, delta, reason, order_id, actor, note)
        VALUES (${productId}, ${delta}, ${reason}, ${ref.orderId ?? null}, ${ref.actor}, ${ref.note ?? ''})`,
  );
}

/** The lines summed per product, in product id order (the order rows are locked in). */
function perProduct(lines: StockLine[]): StockLine[] {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.productId, (sums.get(l.productId) ?? 0) + l.quantity);
  return [...sums]
    .filter(([, quantity]) => quantity > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Takes the units for an order, product by product in id order. A product without enough stock is
 * left as it is and named in `short`; the caller decides whether that undoes the whole transaction.
 */
export async function reserveStock(tx: ShopDb, lines: StockLine[], ref: StockRef): Promise<{ short: number[] }> {
  const short: number[] = [];
  for (const { productId, quantity } of perProduct(lines)) {
    const taken = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE products SET stock_quantity = stock_quantity - ${quantity}, updated_at = now()
          WHERE id = ${productId} AND stock_quantity >= ${quantity} RETURNING id`,
    );
    if (taken.length) await record(tx, productId, -quantity, 'reserved', ref);
    else short.push(productId);
  }
  return { short };
}

/**
 * Puts units back: `released` when an unpaid order lets go of them, `returned` when goods came back.
 * A product whose stock is not recorded (null) is left as it is.
 */
export async function restoreStock(
  tx: ShopDb,
  lines: StockLine[],
  reason: 'released' | 'returned',
  ref: StockRef,
): Promise<void> {
  for (const { productId, quantity } of perProduct(lines)) {
    const back = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE products SET stock_quantity = stock_quantity + ${quantity}, updated_at = now()
          WHERE id = ${productId} AND stock_quantity IS NOT NULL RETURNING id`,
    );
    if (back.length) await record(tx, productId, quantity, reason, ref);
  }
}

/** Sets a product's on-hand stock (a count, a correction): the difference is an adjustment. */
export async function adjustStock(
  tx: ShopDb,
  productId: number,
  quantity: number | null,
  ref: StockRef,
): Promise<{ name: string; before: number | null } | undefined> {
  const [row] = await queryRows<{ name: string; before: number | null }>(
    tx,
    sql`SELECT name, stock_quantity AS before FROM products WHERE id = ${productId} FOR UPDATE`,
  );
  if (!row) return undefined;
  await tx.execute(sql`UPDATE products SET stock_quantity = ${quantity}, updated_at = now() WHERE id = ${productId}`);
  await record(tx, productId, (quantity ?? 0) - (row.before ?? 0), 'adjusted', ref);
  return row;
}

/**
 * For writers that set products whole (the seed, a catalogue import): records the difference
 * between each product's on-hand stock and its ledger, as its opening stock when it has no
 * movement yet, else as an adjustment. Returns the products it wrote a movement for.
 */
export async function recordStockSetByImport(tx: ShopDb, ref: StockRef): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    tx,
    sql`INSERT INTO stock_movements (product_id, delta, reason, actor, note)
        SELECT p.id, COALESCE(p.stock_quantity, 0) - COALESCE(m.total, 0),
               CASE WHEN m.product_id IS NULL THEN 'opening' ELSE 'adjusted' END, ${ref.actor}, ${ref.note ?? ''}
        FROM products p
        LEFT JOIN (SELECT product_id, sum(delta) AS total FROM stock_movements GROUP BY product_id) m
          ON m.product_id = p.id
        WHERE COALESCE(p.stock_quantity, 0) <> COALESCE(m.total, 0)
        RETURNING product_id`,
  );
  return rows.map((r) => r.product_id);
}

export interface StockMovement {
  id: number;
  delta: number;
  reason: StockReason;
  order_no: string | null;
  actor: string;
  note: string;
  created_at: string;
  /** On hand after this movement. */
  balance: number;
}

/** A product's movements, oldest first, with the running balance. */
export async function stockHistory(db: ShopDb, productId: number, limit = 1000): Promise<StockMovement[]> {
  const rows = await queryRows<StockMovement & { id: string; balance: string }>(
    db,
    sql`SELECT * FROM (
          SELECT m.id, m.delta, m.reason, o.order_no, m.actor, m.note, m.created_at::text AS created_at,
                 sum(m.delta) OVER (ORDER BY m.id) AS balance
          FROM stock_movements m LEFT JOIN orders o ON o.id = m.order_id
          WHERE m.product_id = ${productId}
        ) h ORDER BY id DESC LIMIT ${limit}`,
  );
  return rows.reverse().map((r) => ({ ...r, id: Number(r.id), balance: Number(r.balance) }));
}

/** Products whose on-hand stock differs from the sum of their movements: none, always. */
export async function ledgerMismatches(db: ShopDb): Promise<{ product_id: number; on_hand: number; ledger: number }[]> {
  const rows = await queryRows<{ product_id: number; on_hand: number; ledger: string }>(
    db,
    sql`SELECT p.id AS product_id, COALESCE(p.stock_quantity, 0) AS on_hand, COALESCE(m.total, 0) AS ledger
        FROM products p
        LEFT JOIN (SELECT product_id, sum(delta) AS total FROM stock_movements GROUP BY product_id) m
          ON m.product_id = p.id
        WHERE COALESCE(p.stock_quantity, 0) <> COALESCE(m.total, 0)
        ORDER BY p.id`,
  );
  return rows.map((r) => ({ ...r, ledger: Number(r.ledger) }));
}
