/**
 * Fills the database with a large benchmark catalogue (the seed catalogue plus synthetic products).
 *
 *   node --import tsx server/seed/large.ts [count=10000]
 *
 * Uses DATABASE_URL when set, otherwise the PGlite database under DATA_DIR (server/seed/open.ts).
 */
import { sql } from 'drizzle-orm';
import { openSeedDatabase, seedTarget } from './open';
import { seedLargeCatalogue } from './synthetic';

const count = Number(process.argv[2] ?? 10000);
if (!Number.isInteger(count) || count < 0) {
  console.error(`Usage: large.ts [count]; got "${process.argv[2]}"`);
  process.exit(2);
}

const target = seedTarget();
const started = performance.now();
const database = await openSeedDatabase(target);
try {
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
  console.log(`database: ${target.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${target.dataDir}`}`);
  console.log('counts:', (result as { rows: unknown[] }).rows[0]);
  console.log(`products: ${products} (target ${count})`);
  console.log(
    `open + migrate: ${((opened - started) / 1000).toFixed(2)} s, seeding: ${((seeded - opened) / 1000).toFixed(2)} s, total: ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
} finally {
  await database.close();
}
