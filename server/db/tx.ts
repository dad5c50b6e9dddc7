import type { ShopDb } from './shop-db';

/**
 * Runs `work` in one transaction. Drizzle types a transaction apart from the database it came from,
 * though both run the same queries; this is the one place that says so, so services pass either
 * to the same functions.
 */
export function inTransaction<T>(db: ShopDb, work: (tx: ShopDb) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as ShopDb));
}
