/**
 * Memory under many distinct searches: the read cache must hold the process within its budget.
 * Starts the shop on a large catalogue, measures memory after start-up and a warm-up (the
 * baseline), sends 6,000 distinct searches that each answer a full page of results over HTTP
 * (8 at a time), and measures again. Target: RSS after <= baseline RSS + CACHE_MAX_MB.
 *
 *   npm run bench:cache-memory -- [searches=6000] [productCount=10000]
 *
 * Database as in bench/search.ts: DATABASE_URL, else PGlite at DATA_DIR/pgdata (seeded once and
 * kept), else an in-memory PGlite seeded for this run. CACHE_MAX_MB sets the budget (default 64).
 * Run with --expose-gc (the npm script does) so both measurements follow a full collection.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
import { migrateDatabase, openDatabase, queryRows } from '../server/db/client';
import { seedLargeCatalogue } from '../server/seed/synthetic';

const searches = Number(process.argv[2] ?? 6000);
const productCount = Number(process.argv[3] ?? 10000);
const CONCURRENCY = 8;
const MB = 1024 * 1024;

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ? path.join(process.env.DATA_DIR, 'pgdata') : undefined;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
await migrateDatabase(database);
await seedLargeCatalogue(database.db, productCount);

const config = loadConfig({ ...process.env, RATE_LIMIT: 'false', LOG_LEVEL: 'silent', PUBLIC_URL: '' });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const budget: number = (config as { cacheMaxBytes?: number }).cacheMaxBytes ?? NaN;

/** Distinct queries (distinct after normalization too): pairs of catalogue words, mostly with a typo. */
const vocabulary = (
  await queryRows<{ word: string }>(database.db, sql`SELECT word FROM search_words WHERE word ~ '^[a-z]{4,}$'`)
).map((r) => r.word);
function queries(count: number, offset: number): string[] {
  const n = vocabulary.length;
  const out = new Set<string>();
  // Pair k: word k mod n with a word further on, the gap growing by one every n pairs (all pairs differ).
  for (let k = offset; out.size < count && k < offset + n * (n - 1); k++) {
    const a = vocabulary[k % n]!;
    const b = vocabulary[(k + 1 + Math.floor(k / n)) % n]!;
    // Dropping a letter of the first word makes a typo the search corrects (more work, full answers).
    const first = k % 3 === 0 ? a : a.slice(0, 2) + a.slice(3);
    if (a !== b) out.add(`${first} ${b}`);
  }
  return [...out];
}

async function run(list: string[]): Promise<{ bytes: number; failed: number; ms: number }> {
  let next = 0;
  let bytes = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < list.length) {
        const q = list[next++]!;
        const response = await fetch(`${base}/api/search/?q=${encodeURIComponent(q)}`);
        const body = await response.arrayBuffer();
        if (response.status !== 200) failed++;
        bytes += body.byteLength;
      }
    }),
  );
  return { bytes, failed, ms: performance.now() - started };
}

const collect = globalThis.gc ?? (() => {});
async function measure() {
  collect();
  await new Promise((r) => setTimeout(r, 100));
  collect();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external, cache: app.cache.bytes, entries: app.cache.size };
}
const fmt = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

if (!globalThis.gc) console.log('note: run with --expose-gc for steadier figures (npm run bench:cache-memory does)');
console.log(
  `cache-memory bench: ${productCount} products on ${database.kind}; budget ${Number.isNaN(budget) ? 'n/a (count-bounded cache)' : fmt(budget)}; ${searches} distinct searches, ${CONCURRENCY} at a time`,
);

// Warm-up: every kind of read once and 200 searches (not counted), so code, JIT and the database's
// own memory are at their working size before the baseline.
for (const url of ['/api/categories/', '/api/best-sellers/', '/api/products/1/', '/api/product-detail/1/', '/']) {
  await (await fetch(base + url)).arrayBuffer();
}
await run(queries(200, 5 * vocabulary.length * vocabulary.length));
app.cache.clear();
const baseline = await measure();

const list = queries(searches, 0);
const result = await run(list);
const after = await measure();

const row = (label: string, m: typeof baseline) =>
  console.log(
    label.padEnd(10),
    `rss ${fmt(m.rss).padStart(9)}`,
    `heap ${fmt(m.heap).padStart(9)}`,
    `external ${fmt(m.external).padStart(9)}`,
    `cache ${fmt(m.cache).padStart(9)} in ${String(m.entries).padStart(5)} entries`,
  );
row('baseline', baseline);
row('after', after);
console.log(
  `searches: ${list.length} distinct, ${result.failed} failed, ${(result.bytes / list.length / 1024).toFixed(1)} KB per answer on average ` +
    `(${fmt(result.bytes)} served), ${(list.length / (result.ms / 1000)).toFixed(0)} per s`,
);
const growth = after.rss - baseline.rss;
console.log(
  `rss growth ${fmt(growth)}; target: rss after <= baseline + budget = ${Number.isNaN(budget) ? 'n/a' : fmt(baseline.rss + budget)}: ` +
    (Number.isNaN(budget) ? 'n/a' : after.rss <= baseline.rss + budget ? 'met' : 'NOT met'),
);

await app.close();
await database.close();
