/**
 * API throughput on the embedded database, through the read cache, with autocannon
 * (10 connections, 5 s per URL), and the same reads straight from PGlite for contrast.
 * Usage: node --import tsx bench/api.ts [productCount]   (default: the seeded catalogue;
 * pass 10000 to load the large synthetic catalogue first).
 */
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/seed/seed';
import { seedLargeCatalogue } from '../server/seed/synthetic';

const productCount = Number(process.argv[2] ?? 0);
const database = await openDatabase({});
await migrateDatabase(database);
await seedDatabase(database.db);
if (productCount > 0) await seedLargeCatalogue(database.db, productCount);

// Rate limits would answer 429 to a load test; they are switched off here, as RATE_LIMIT=false does.
const config = loadConfig({ RATE_LIMIT: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const urls = [
  '/api/categories/',
  '/api/best-sellers/',
  '/api/products/1/',
  '/api/product-detail/1/',
  '/api/search/?q=cocnut%20oil',
  '/api/api/blogs',
];
console.log(`catalogue: ${productCount || 'seeded'} products; autocannon -c 10 -d 5`);
console.log('url'.padEnd(34), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'non-2xx'.padStart(8));
for (const url of urls) {
  // Browsers ask for gzip; the cached answers are compressed once and reused.
  const result = await autocannon({
    url: base + url,
    connections: 10,
    duration: 5,
    headers: { 'accept-encoding': 'gzip' },
  });
  console.log(
    url.padEnd(34),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(7),
    String(result.latency.p99).padStart(7),
    String(result.non2xx).padStart(8),
  );
}

// The same reads without the cache, one at a time as PGlite serves them.
const uncached: [string, () => Promise<unknown>][] = [
  ['best sellers', () => app.repos.catalogue.flagged('best_seller')],
  ['product detail', () => app.repos.catalogue.detail(1)],
  ['search "cocnut oil"', () => app.repos.search.search('cocnut oil')],
];
console.log('\nuncached, straight from PGlite:');
for (const [name, run] of uncached) {
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < 2000) {
    await run();
    n++;
  }
  console.log(`  ${name.padEnd(22)} ${(n / ((performance.now() - started) / 1000)).toFixed(0).padStart(6)} per s`);
}

await app.close();
await database.close();
