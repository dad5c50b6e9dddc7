import { sql, type SQL } from 'drizzle-orm';
import { sanitizeHtml } from '../lib/sanitize';
import type { ShopDb } from './shop-db';
import { inTransaction } from './tx';

async function queryRows<T>(db: ShopDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows cleaned per transaction: short transactions, so a shop that starts with many rows stays responsive. */
const BATCH = 500;

const TABLES = {
  products: ['product_details', 'additional_info'],
  blogs: ['description'],
} as const;

/**
 * Sanitizes the HTML of the rows migration 0016 queued (those written before HTML was sanitized on
 * write), then drops the queue. Runs with the migrations, under their lock; an interrupted run goes
 * on from where it stopped at the next start. Answers how many rows changed.
 */
export async function sanitizeStoredHtml(db: ShopDb): Promise<number> {
  const [queue] = await queryRows<{ exists: boolean }>(
    db,
    sql`SELECT to_regclass('html_to_sanitize') IS NOT NULL AS exists`,
  );
  if (!queue?.exists) return 0;
  let changed = 0;
  for (const [table, columns] of Object.entries(TABLES)) {
    for (;;) {
      const done = await inTransaction(db, async (tx) => {
        const rows = await queryRows<Record<string, string | number>>(
          tx,
          sql`SELECT t.id, ${sql.join(
            columns.map((c) => sql`t.${sql.identifier(c)}`),
            sql`, `,
          )}
              FROM html_to_sanitize q JOIN ${sql.identifier(table)} t ON t.id = q.id
              WHERE q.table_name = ${table} ORDER BY q.id LIMIT ${BATCH}`,
        );
        for (const row of rows) {
          const clean = columns.map((c) => [c, sanitizeHtml(String(row[c] ?? ''))] as const);
          if (clean.every(([c, html]) => html === row[c])) continue;
          changed++;
          await tx.execute(
            sql`UPDATE ${sql.identifier(table)} SET ${sql.join(
              clean.map(([c, html]) => sql`${sql.identifier(c)} = ${html}`),
              sql`, `,
            )} WHERE id = ${row.id}`,
          );
        }
        const last = rows.length < BATCH;
        const ids = rows.map((r) => Number(r.id));
        // Queued rows whose record is gone have nothing to clean: the last batch takes them too.
        await tx.execute(
          last
            ? sql`DELETE FROM html_to_sanitize WHERE table_name = ${table}`
            : sql`DELETE FROM html_to_sanitize WHERE table_name = ${table} AND id = ANY(${sql.param(ids)}::int[])`,
        );
        return last;
      });
      if (done) break;
    }
  }
  await db.execute(sql`DROP TABLE IF EXISTS html_to_sanitize`);
  return changed;
}
