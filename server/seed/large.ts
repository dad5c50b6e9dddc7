/**
 * Fills the database with a large benchmark catalogue (the seed catalogue plus synthetic products).
 *
 *   node --import tsx server/seed/large.ts [count=10000]
 *
 * Uses DATABASE_URL when set, otherwise the PGlite database at `${DATA_DIR:-./var}/pgdata`.
 */
import path from 'node:path';
import { StartupError } from '../db/errors';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedLargeCatalogue } from './synthetic';

const count = Number(process.argv[2] ?? 10000);
if (!Number.isInteger(count) || count < 0) {
  console.error(`Usage: large.ts [count]; got "${process.argv[2]}"`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.join(process.env.DATA_DIR || './var', 'pgdata');

const started = performance.now();
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir }).catch((error: unknown) => {
  // A locked DATA_DIR or an unreachable database is a one-line message, not a stack.
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
try {
  await migrateDatabase(database);
  const opened = performance.now();
  const products = await seedLargeCatalogue(database.db, count);
  const seeded = performance.now();
  const result = await database.db.execute(sql`
    select (select count(*) from categories)::int as categories,
           (select count(*) from products)::int as products,
           (select count(*) from product_images)::int as images,
           (select count(*) from product_sizes)::int as sizes,
           (select count(*) from reviews)::int as reviews,
           (select count(*) from blogs)::int as blogs,
           (select count(*) from coupons)::int as coupons`);
  console.log(`database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`}`);
  console.log('counts:', (result as { rows: unknown[] }).rows[0]);
  console.log(`products: ${products} (target ${count})`);
  console.log(
    `open + migrate: ${((opened - started) / 1000).toFixed(2)} s, seeding: ${((seeded - opened) / 1000).toFixed(2)} s, total: ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
} finally {
  await database.close();
}
