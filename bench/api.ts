/**
 * API throughput on the embedded database, through the read cache, with autocannon
 * (50 connections, 5 s per URL), against a bare node:http server answering the same bytes with
 * the same headers in the same process (the ratio is what the framework, the cache and the
 * serving path cost), and the same reads straight from PGlite for contrast. Beside each rate, the
 * CPU time per request and its ratio (bare / shop): the rate's ratio needs a quiet machine, the CPU
 * ratio much less so.
 * Usage: node --import tsx bench/api.ts [productCount]   (default: the seeded catalogue;
 * pass 10000 to load the large synthetic catalogue first).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
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
const CONNECTIONS = 50;
const DURATION = 5;

/** A bare node:http server answering every request with `body` and `headers`, as captured from the shop. */
async function bareServer(
  body: Buffer,
  headers: http.OutgoingHttpHeaders,
): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/**
 * autocannon's result, and the process's CPU time per request (both sides run in this process, so
 * the client's share is the same for the shop and the bare server). Unlike requests per second, CPU
 * time per request hardly moves when other work on the machine takes cores away.
 */
async function load(url: string, duration = DURATION) {
  const before = process.cpuUsage();
  // Browsers ask for gzip; the cached answers are compressed once and reused.
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'gzip' } });
  const used = process.cpuUsage(before);
  return { ...result, cpuPerRequest: (used.user + used.system) / Math.max(1, result.requests.total) };
}

console.log(`catalogue: ${productCount || 'seeded'} products; autocannon -c ${CONNECTIONS} -d ${DURATION}`);
const columns = [
  'url',
  'req/s',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'bare req/s',
  'bare p99',
  'ratio',
  'CPU µs/req',
  'bare µs',
  'CPU ratio',
];
console.log(columns.map((c, i) => (i === 0 ? c.padEnd(30) : c.padStart(10))).join(' '));
for (const url of urls) {
  // The shop's own answer, bytes and headers, for the bare server to repeat.
  const sample = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  const headers = Object.fromEntries(
    Object.entries(sample.headers).filter(([name]) => !['connection', 'date', 'keep-alive'].includes(name)),
  ) as http.OutgoingHttpHeaders;
  const bare = await bareServer(sample.rawPayload, headers);
  // One second each unmeasured first, so both are compared with their code compiled and warm.
  await load(base + url, 1);
  await load(bare.url, 1);
  const shop = await load(base + url);
  const plain = await load(bare.url);
  bare.close();
  console.log(
    [
      url.padEnd(30),
      shop.requests.average.toFixed(0),
      String(shop.latency.p50),
      String(shop.latency.p99),
      String(shop.non2xx),
      plain.requests.average.toFixed(0),
      String(plain.latency.p99),
      `${(shop.requests.average / plain.requests.average).toFixed(2)}x`,
      shop.cpuPerRequest.toFixed(0),
      plain.cpuPerRequest.toFixed(0),
      `${(plain.cpuPerRequest / shop.cpuPerRequest).toFixed(2)}x`,
    ]
      .map((c, i) => (i === 0 ? c : c.padStart(10)))
      .join(' '),
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
