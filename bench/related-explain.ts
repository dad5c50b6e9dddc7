/**
 * EXPLAIN ANALYZE of how a product page picks its 8 related products, the old way (summaries, with
 * their review aggregate, of every product of the category, then the top 8) against the new one
 * (the 8 ids first, then only they are summarized), on product 5000 of the large catalogue.
 *
 *   DATABASE_URL=postgres://… npm run seed:large && DATABASE_URL=postgres://… node --import tsx bench/related-explain.ts
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../server/db/client';
import { summariesQuery } from '../server/catalogue/repository';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolMax: 1 });
const [row] = await queryRows<{ id: number; category_id: number; n: number }>(
  database.db,
  sql`SELECT p.id, p.category_id, (SELECT count(*) FROM products q WHERE q.category_id = p.category_id)::int AS n FROM products p WHERE p.id = 5000`,
);
const { id, category_id, n } = row!;
console.log(`product ${id}, category ${category_id} with ${n} products`);
const before = summariesQuery(
  sql`p.category_id = ${category_id} AND p.id <> ${id}`,
  sql`p.best_seller DESC, p.featured DESC, p.id`,
  8,
);
const after = summariesQuery(sql`true`, sql`p.best_seller DESC, p.featured DESC, p.id`, undefined, {
  with: sql`listed AS (SELECT id FROM products WHERE category_id = (SELECT category_id FROM products WHERE id = ${id}) AND id <> ${id} ORDER BY best_seller DESC, featured DESC, id LIMIT 8)`,
  join: sql`JOIN listed ON listed.id = p.id`,
});
for (const [label, q] of [
  ['related, before (aggregate over the category, then top 8)', before],
  ['related, after (8 ids first)', after],
] as const) {
  for (let i = 0; i < 3; i++) await queryRows(database.db, q);
  const lines = await queryRows<Record<string, string>>(database.db, sql`EXPLAIN (ANALYZE, BUFFERS) ${q}`);
  const text = lines.map((l) => Object.values(l)[0]);
  console.log(`\n== ${label}`);
  console.log(text.join('\n'));
}
await database.close();
