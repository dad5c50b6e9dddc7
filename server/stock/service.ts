/**
 * Stock as people change it: the console's stock screens (server/stock/routes.ts) and the operators'
 * `stock set|low` (server/operators/catalogue.ts, ./stock.ts) call these, one function per operation.
 * Each change is one ledger movement (./ledger.ts, reason `adjusted`, the person's reason in its
 * note: docs/decisions/0311-console-stock-reasons.md) and one audit entry, in one transaction, and
 * then tells the read cache and page data which product changed, so the storefront's stock and
 * "sold out" follow at once.
 */
import { sql } from 'drizzle-orm';
import { MAX_STOCK, type StockChangeReason, type StockFilter } from '../../common/contract/admin-stock';
import { recordAudit } from '../audit/log';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import type { CatalogueChange } from '../http/cache';
import type { Actor } from '../lib/actor';
import { actorName } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { stockHistory, type StockMovement } from './ledger';

export interface StockLevelRow {
  id: number;
  name: string;
  stock: number | null;
  lowAt: number;
  markedSoldOut: boolean;
  comingSoon: boolean;
  /** As the storefront tells it (server/catalogue/repository.ts): none left, at or under lowAt, or in stock. */
  level: 'in' | 'low' | 'sold-out';
}

interface Row {
  id: number;
  name: string;
  stock: number | null;
  low_at: number;
  sold_out: boolean;
  coming_soon: boolean;
}

function level(r: Row): StockLevelRow {
  const stock = r.stock;
  return {
    id: r.id,
    name: r.name,
    stock,
    lowAt: r.low_at,
    markedSoldOut: r.sold_out,
    comingSoon: r.coming_soon,
    level: r.sold_out || (stock ?? 0) <= 0 ? 'sold-out' : stock! <= r.low_at ? 'low' : 'in',
  };
}

const COLUMNS = sql`id, name, stock_quantity AS stock, low_stock_threshold AS low_at, sold_out, coming_soon`;

export interface StockServiceDeps {
  db: ShopDb;
  /** The read cache and page data (app.cache.invalidate, or the operators' notifyCatalogue). */
  catalogueChanged: (change: CatalogueChange) => void | Promise<void>;
}

export interface StockChange {
  productId: number;
  reason: StockChangeReason;
  actor: Actor;
}

export function createStockService({ db, catalogueChanged }: StockServiceDeps) {
  /**
   * Moves one product's stock to what `target` makes of its current count (null counted as 0), as one
   * ledger movement and one audit entry; the row is locked first, so changes at the same time all count.
   */
  async function move(
    change: StockChange,
    action: 'stock.change' | 'stock.set',
    target: (before: number) => number,
  ): Promise<{ product: StockLevelRow; before: number | null }> {
    const result = await inTransaction(db, async (tx) => {
      const [row] = await queryRows<Row>(
        tx,
        sql`SELECT ${COLUMNS} FROM products WHERE id = ${change.productId} FOR UPDATE`,
      );
      if (!row) throw new ShopError(404, `No product with id ${change.productId}.`);
      const before = row.stock;
      const after = target(before ?? 0);
      if (after < 0)
        throw new ShopError(422, `Only ${before ?? 0} on hand: the stock of ${row.name} cannot go below 0.`);
      if (after > MAX_STOCK) throw new ShopError(422, `The stock cannot be more than ${MAX_STOCK}.`);
      const delta = after - (before ?? 0);
      if (change.reason === 'received' && delta < 0)
        throw new ShopError(422, '“Received” adds units: choose “counted” or “damaged” to take some away.');
      if (change.reason === 'damaged' && delta > 0)
        throw new ShopError(422, '“Damaged” takes units away: choose “received” or “counted” to add some.');
      if (delta === 0 && before !== null) return { product: level(row), before, changed: false };
      await tx.execute(
        sql`UPDATE products SET stock_quantity = ${after}, updated_at = now() WHERE id = ${change.productId}`,
      );
      if (delta !== 0)
        await tx.execute(
          sql`INSERT INTO stock_movements (product_id, delta, reason, actor, note)
              VALUES (${change.productId}, ${delta}, 'adjusted', ${actorName(change.actor)}, ${change.reason})`,
        );
      await recordAudit(tx, {
        actor: change.actor,
        action,
        target: { kind: 'product', id: String(change.productId) },
        before: { stock: before },
        after: { stock: after },
        reason: change.reason,
      });
      return { product: level({ ...row, stock: after }), before, changed: true };
    });
    if (result.changed) await catalogueChanged({ products: [change.productId] });
    return { product: result.product, before: result.before };
  }

  return {
    /** Products by name, or the one whose id is typed; `low` and `sold-out` as the storefront tells them. */
    async list(options: { q?: string; filter?: StockFilter; limit?: number } = {}) {
      const limit = options.limit ?? 100;
      const q = options.q?.trim() ?? '';
      const where = [
        q
          ? /^\d{1,9}$/.test(q)
            ? sql`(id = ${Number(q)} OR name ILIKE ${`%${q}%`})`
            : sql`name ILIKE ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
          : undefined,
        options.filter === 'sold-out' ? sql`(sold_out OR COALESCE(stock_quantity, 0) <= 0)` : undefined,
        options.filter === 'low'
          ? sql`NOT sold_out AND stock_quantity > 0 AND stock_quantity <= low_stock_threshold`
          : undefined,
      ].filter((w) => w !== undefined);
      const rows = await queryRows<Row>(
        db,
        sql`SELECT ${COLUMNS} FROM products WHERE ${where.length ? sql.join(where, sql` AND `) : sql`true`}
            ORDER BY ${options.filter ? sql`COALESCE(stock_quantity, 0),` : sql``} lower(name), id LIMIT ${limit + 1}`,
      );
      return { products: rows.slice(0, limit).map(level), more: rows.length > limit };
    },

    async product(productId: number): Promise<StockLevelRow | undefined> {
      const [row] = await queryRows<Row>(db, sql`SELECT ${COLUMNS} FROM products WHERE id = ${productId}`);
      return row && level(row);
    },

    /** The product's movements, newest first, with who made each and the balance after it. */
    async history(productId: number, limit = 100): Promise<StockMovement[]> {
      return (await stockHistory(db, productId, limit)).reverse();
    },

    /** So many more (by > 0) or fewer units; 422 below 0, naming what is on hand. */
    change(change: StockChange & { by: number }) {
      if (!Number.isSafeInteger(change.by) || change.by === 0)
        throw new ShopError(400, 'Change the stock by a whole number of units other than 0.');
      return move(change, 'stock.change', (before) => before + change.by);
    },

    /** The units on hand now (a count): the difference is the movement. */
    set(change: StockChange & { to: number }) {
      if (!Number.isSafeInteger(change.to) || change.to < 0 || change.to > MAX_STOCK)
        throw new ShopError(400, `The stock must be a whole number from 0 to ${MAX_STOCK}.`);
      return move(change, 'stock.set', () => change.to);
    },

    /** The level at or under which the product is low (its page says "low stock"); one audit entry. */
    async setLowAt(change: { productId: number; lowAt: number; actor: Actor }): Promise<StockLevelRow> {
      if (!Number.isSafeInteger(change.lowAt) || change.lowAt < 0 || change.lowAt > MAX_STOCK)
        throw new ShopError(400, `The low level must be a whole number from 0 to ${MAX_STOCK}.`);
      const result = await inTransaction(db, async (tx) => {
        const [row] = await queryRows<Row>(
          tx,
          sql`SELECT ${COLUMNS} FROM products WHERE id = ${change.productId} FOR UPDATE`,
        );
        if (!row) throw new ShopError(404, `No product with id ${change.productId}.`);
        if (row.low_at === change.lowAt) return { product: level(row), changed: false };
        await tx.execute(
          sql`UPDATE products SET low_stock_threshold = ${change.lowAt}, updated_at = now() WHERE id = ${change.productId}`,
        );
        await recordAudit(tx, {
          actor: change.actor,
          action: 'stock.low-at',
          target: { kind: 'product', id: String(change.productId) },
          before: { lowAt: row.low_at },
          after: { lowAt: change.lowAt },
        });
        return { product: level({ ...row, low_at: change.lowAt }), changed: true };
      });
      if (result.changed) await catalogueChanged({ products: [change.productId] });
      return result.product;
    },

    /**
     * What is running out, lowest first: at or under each product's own low level (as its page says
     * "low stock"), or under `below`. Products still "coming soon" are not on sale and are left out;
     * `unrecorded` counts those whose stock was never recorded (they cannot be ordered).
     */
    async low(below?: number) {
      const rows = await queryRows<Row>(
        db,
        sql`SELECT ${COLUMNS} FROM products
            WHERE NOT coming_soon AND stock_quantity IS NOT NULL
              AND ${below === undefined ? sql`stock_quantity <= low_stock_threshold` : sql`stock_quantity < ${below}`}
            ORDER BY stock_quantity, name, id`,
      );
      const [unrecorded] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM products WHERE NOT coming_soon AND stock_quantity IS NULL`,
      );
      return { products: rows.map(level), unrecorded: unrecorded!.n };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
