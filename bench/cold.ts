/**
 * What a read costs without the read cache: the first read of each endpoint after the shop started
 * against the same read served from the cache, per catalogue (the demo one and 10,000 products) and
 * database (PGlite; PostgreSQL as well when DATABASE_URL is set). The shop runs as its own process
 * (rate limits off), with bench/probe.mjs loaded to report its event-loop delay.
 *
 *   npm run bench:cold -- [--root DIR] [--catalogues demo,10000] [--rounds 3] [--port 8270] [--duration 5] [--cpu-prof DIR]
 *
 * For each catalogue and database, on a freshly started shop:
 * 1. single client: each listing, blog read and category page once (first) then five times (cached);
 *    40 product pages and 60 distinct searches first, then again; the ratio first / cached. Repeated
 *    on --rounds fresh starts (the samples pooled), since one first read per start is one sample.
 * 2. cached reads under autocannon (50 connections) alone, then while 16 clients send distinct
 *    searches and open product pages not yet read; the rate kept, and the event-loop delay. The 16
 *    run in a worker thread (bench/uncached-clients.mjs): in autocannon's event loop they slowed the
 *    load generator itself, which then read as the shop's stall (×0.45 there against ×0.9 apart).
 * 3. after a restart: 20 clients open 200 distinct product pages and send 100 distinct searches.
 * --root runs another checkout (to measure an older commit with this bench). --cpu-prof DIR writes a
 * CPU profile of the shop during step 1 of the last round and during step 3 (taken through the
 * inspector by bench/probe.mjs; starting it costs step 3 a moment) and prints their top frames by self time.
 * --steps 1,3 runs only those steps (step 2 needs step 1's shop, so it runs with 1).
 * --databases pglite,postgres picks either. DATABASE_URL names a PostgreSQL server; the bench creates and drops databases `cold_bench_*` on it
 * (--db-prefix changes the prefix).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import { distinctQuery } from './search-queries';

const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    catalogues: { type: 'string', default: 'demo,10000' },
    port: { type: 'string', default: '8270' },
    duration: { type: 'string', default: '5' },
    'cpu-prof': { type: 'string' },
    'db-prefix': { type: 'string', default: 'cold_bench' },
    rounds: { type: 'string', default: '3' },
    databases: { type: 'string', default: 'pglite,postgres' },
    steps: { type: 'string', default: '1,2,3' },
  },
});
const root = path.resolve(args.root!);
const port = Number(args.port);
const duration = Number(args.duration);
const base = `http://127.0.0.1:${port}`;
const probe = path.join(import.meta.dirname, 'probe.mjs');
const pgUrl = process.env.DATABASE_URL;
const steps = new Set(args.steps!.split(',').map(Number));
// Without step 1 one start still reads the sitemap for the ids the other steps use.
const rounds = steps.has(1) ? Math.max(1, Number(args.rounds)) : 1;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

const query = distinctQuery;
const searchUrl = (i: number) => `/api/search/?q=${encodeURIComponent(query(i))}`;

async function timed(url: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const response = await fetch(base + url, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.ok };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

interface Shop {
  process: ChildProcess;
  stop: () => Promise<void>;
  eld: (message: 'eld:reset' | 'eld:report') => Promise<{ p50: number; p99: number; max: number } | undefined>;
  /** Starts a CPU profile of the shop (inspector), or stops it and writes it to `file`. */
  profile: (file?: string) => Promise<void>;
}

async function startShop(env: NodeJS.ProcessEnv): Promise<Shop> {
  const flags = ['--import', 'tsx', '--import', probe];
  const child = spawn(process.execPath, [...flags, 'server/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} during start`);
    if (Date.now() > deadline) throw new Error('the shop did not answer within 180 s');
    try {
      if ((await fetch(`${base}/api/health`)).status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
    },
    async profile(file) {
      if (!file) return void child.send('prof:start');
      await new Promise((resolve) => {
        child.once('message', resolve);
        child.send({ profTo: file });
      });
    },
    eld(message) {
      if (message === 'eld:reset') {
        child.send(message);
        return Promise.resolve(undefined);
      }
      return new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { eld: { p50: number; p99: number; max: number } }).eld));
        child.send(message);
      });
    },
  };
}

interface Setup {
  label: string;
  env: NodeJS.ProcessEnv;
  cleanup: () => Promise<void>;
}

async function prepare(catalogue: string, database: 'PGlite' | 'PostgreSQL'): Promise<Setup> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
  };
  delete env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cold-'));
  env.DATA_DIR = dataDir;
  let dbName: string | undefined;
  if (database === 'PostgreSQL') {
    dbName = `${args['db-prefix']}_${catalogue}_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  if (catalogue !== 'demo') {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/large.ts', catalogue], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error('seeding the large catalogue failed');
  }
  return {
    label: `${catalogue === 'demo' ? 'demo catalogue' : `${catalogue} products`}, ${database}`,
    env,
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: pgUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

/** Step 1: first and cached reads, one client. */
interface Samples {
  /** p50 for one URL read once per round; p95 for the searches; p50 for the other lists. */
  p: number;
  single: boolean;
  first: number[];
  cached: number[];
}

/** Step 1 on one started shop: each read first, then again from the cache; samples add up over rounds. */
async function firstVersusCached(
  samples: Map<string, Samples>,
  round: number,
  ids: number[],
  categories: number[],
  blogs: number[],
) {
  const slot = (what: string, p: number, single: boolean) => {
    let s = samples.get(what);
    if (!s) samples.set(what, (s = { p, single, first: [], cached: [] }));
    return s;
  };
  const single = async (what: string, url: string) => {
    const s = slot(what, 50, true);
    s.first.push((await timed(url)).ms);
    for (let i = 0; i < 5; i++) s.cached.push((await timed(url)).ms);
  };
  const many = async (what: string, urls: string[], p: number) => {
    const s = slot(`${what} (p${p})`, p, false);
    for (const url of urls) s.first.push((await timed(url)).ms);
    for (const url of urls) s.cached.push((await timed(url)).ms);
  };
  await single('/api/categories/', '/api/categories/');
  await single('/api/best-sellers/', '/api/best-sellers/');
  await single('/api/featured-products/', '/api/featured-products/');
  await single('/api/latest-collection/', '/api/latest-collection/');
  await single(`/api/products/${categories[0]}/ (whole category)`, `/api/products/${categories[0]}/`);
  await many(
    'category pages ?page=1',
    categories.slice(1).map((c) => `/api/products/${c}/?page=1`),
    50,
  );
  await single('/api/api/blogs', '/api/api/blogs');
  await many(
    'blog posts',
    blogs.map((b) => `/api/api/blogs/${b}/`),
    50,
  );
  await many(
    `product detail, ${ids.length} products`,
    ids.map((id) => `/api/product-detail/${id}/`),
    50,
  );
  await many(
    'distinct searches, 60',
    Array.from({ length: 60 }, (_, i) => searchUrl(i + round * 60)),
    95,
  );
}

function printFirstVersusCached(samples: Map<string, Samples>, rounds: number) {
  console.log(`  step 1, ${rounds} fresh start(s); a single read: median of its first reads`);
  console.log('  read'.padEnd(46), 'first ms'.padEnd(34), 'cached ms'.padEnd(22), 'ratio');
  for (const [what, s] of samples) {
    const first = s.single
      ? f(percentile(s.first, 50))
      : `p50 ${f(percentile(s.first, 50))}, p90 ${f(percentile(s.first, 90))}, p95 ${f(percentile(s.first, 95))}`;
    const cached = s.single
      ? f(percentile(s.cached, 50))
      : `p50 ${f(percentile(s.cached, 50))}, p95 ${f(percentile(s.cached, 95))}`;
    const ratio = percentile(s.first, s.p) / percentile(s.cached, s.p);
    console.log(`  ${what}`.padEnd(46), first.padEnd(34), cached.padEnd(22), `×${ratio.toFixed(2)}`);
  }
}

/** Step 2: cached reads alone and while 16 clients read what is not cached yet. */
async function stall(shop: Shop, productIds: number[]) {
  const CACHED = ['/api/categories/', '/api/best-sellers/', '/api/product-detail/1/', '/api/featured-products/'];
  for (const url of CACHED) await timed(url);
  const load = async (seconds = duration) => {
    const result = await autocannon({
      url: base,
      connections: 50,
      duration: seconds,
      requests: CACHED.map((p) => ({ method: 'GET' as const, path: p })),
      headers: { 'accept-encoding': 'gzip' },
    });
    return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts };
  };
  await load(1); // the first seconds of a load include compiling the paths it takes
  await shop.eld('eld:reset');
  const quiet = await load();
  const quietEld = await shop.eld('eld:report');

  const unviewed = productIds.filter((id) => id !== 1);
  const clients = new Worker(new URL('./uncached-clients.mjs', import.meta.url), {
    execArgv: [], // plain JavaScript: without tsx's loader the clients start at once
    workerData: {
      base,
      clients: 16,
      searches: Array.from({ length: 5000 }, (_, i) => searchUrl(1000 + i)),
      products: unviewed.map((id) => `/api/product-detail/${id}/`),
    },
  });
  await new Promise((r) => clients.once('online', r));
  await new Promise((r) => setTimeout(r, 300));
  await shop.eld('eld:reset');
  const busy = await load();
  const busyEld = await shop.eld('eld:report');
  const { latencies, failed } = await new Promise<{ latencies: number[]; failed: number }>((resolve) => {
    clients.once('message', resolve);
    clients.postMessage('stop');
  });
  await clients.terminate();
  console.log(
    `  cached reads alone: ${quiet.rps.toFixed(0)} req/s, p99 ${quiet.p99} ms; event-loop delay p50 ${f(quietEld?.p50 ?? NaN)} p99 ${f(quietEld?.p99 ?? NaN)} max ${f(quietEld?.max ?? NaN)} ms`,
  );
  console.log(
    `  with 16 clients reading uncached: ${busy.rps.toFixed(0)} req/s (×${(busy.rps / quiet.rps).toFixed(2)}), p99 ${busy.p99} ms; event-loop delay p50 ${f(busyEld?.p50 ?? NaN)} p99 ${f(busyEld?.p99 ?? NaN)} max ${f(busyEld?.max ?? NaN)} ms`,
  );
  console.log(
    `  the 16 clients: ${latencies.length} reads, p50 ${f(percentile(latencies, 50))} p99 ${f(percentile(latencies, 99))} ms, ${failed} failed; errors in cached reads: ${quiet.errors + busy.errors}`,
  );
}

/** Step 3: a restarted shop, 20 clients, 200 product pages and 100 searches none of which is cached. */
async function afterRestart(productIds: number[]) {
  const tasks: string[] = [];
  const ids = productIds.slice(0, 200);
  for (let i = 0; i < Math.max(ids.length, 100); i++) {
    if (i < ids.length) tasks.push(`/api/product-detail/${ids[i]}/`);
    if (i < 100) tasks.push(searchUrl(5000 + i));
  }
  const latencies: number[] = [];
  const byKind = { product: [] as number[], search: [] as number[] };
  // The first second apart: what is slow then is the shop warming up, not the reads themselves.
  const firstSecond: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < tasks.length) {
        const url = tasks[next++]!;
        const sent = performance.now() - started;
        const r = await timed(url);
        latencies.push(r.ms);
        byKind[url.startsWith('/api/search/') ? 'search' : 'product'].push(r.ms);
        if (sent < 1000) firstSecond.push(r.ms);
        if (!r.ok) failed++;
      }
    }),
  );
  const took = performance.now() - started;
  const figures = (values: number[]) => `p50 ${f(percentile(values, 50))} p99 ${f(percentile(values, 99))}`;
  console.log(
    `  after a restart, 20 clients, ${ids.length} product pages + 100 searches: p50 ${f(percentile(latencies, 50))} p99 ${f(percentile(latencies, 99))} max ${f(Math.max(...latencies))} ms, ${failed} errors, ${(took / 1000).toFixed(1)} s`,
  );
  console.log(
    `    product pages ${figures(byKind.product)} ms; searches ${figures(byKind.search)} ms; sent in the first second (${firstSecond.length}) ${figures(firstSecond)} ms`,
  );
}

function topFrames(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(root, '')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`;
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  const idle = ['(idle)', '(program)', '(garbage collector)'];
  const busy = [...self.entries()].filter(([k]) => !idle.some((i) => k.startsWith(i)));
  const busyTotal = busy.reduce((s, [, v]) => s + v, 0);
  console.log(
    `  CPU profile: ${(total / 1e6).toFixed(1)} s sampled, ${(busyTotal / 1e6).toFixed(1)} s in JS (GC ${(
      (self.get('(garbage collector) ') ?? 0) / 1e6
    ).toFixed(2)} s); top frames by self time:`,
  );
  for (const [k, v] of busy.sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(
      `    ${((v / busyTotal) * 100).toFixed(1).padStart(5)}%  ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`,
    );
}

/** n ids spread evenly over the catalogue, without `skip` and product 1 (which step 2 reads cached). */
function spread(products: number[], n: number, skip: Set<number>): number[] {
  const pool = products.filter((id) => !skip.has(id) && id !== 1);
  const step = Math.max(1, Math.floor(pool.length / n));
  return Array.from({ length: Math.min(n, pool.length) }, (_, i) => pool[i * step]!);
}

console.log(
  `shop: ${root}; node ${process.version}; ${os.cpus().length} CPUs; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const wanted = args.databases!.split(',');
const databases = (['PGlite', 'PostgreSQL'] as const).filter(
  (d) => wanted.includes(d === 'PGlite' ? 'pglite' : 'postgres') && (d === 'PGlite' || pgUrl),
);
for (const catalogue of args.catalogues!.split(',')) {
  for (const database of databases) {
    const setup = await prepare(catalogue, database);
    console.log(`\n== ${setup.label}`);
    const profileFile = args['cpu-prof']
      ? path.resolve(args['cpu-prof'], `${catalogue}-${database}.cpuprofile`)
      : undefined;
    if (profileFile) mkdirSync(path.dirname(profileFile), { recursive: true });
    try {
      const samples = new Map<string, Samples>();
      let shop: Shop | undefined;
      let ids: number[] = [];
      let products: number[] = [];
      for (let round = 0; round < rounds; round++) {
        shop = await startShop(setup.env);
        // Ids from the sitemap, which has a cache entry of its own: no catalogue answer is cached before it is measured.
        // Asked again while it fails: on a starved machine the PGlite watchdog may answer 503 at first.
        let sitemap = '';
        for (let tries = 0; tries < 60 && !sitemap.includes('/Productdetail/'); tries++) {
          if (tries) await new Promise((r) => setTimeout(r, 500));
          const answer = await fetch(`${base}/sitemap.xml`).catch(() => undefined);
          sitemap = answer?.ok ? await answer.text() : '';
        }
        const idsOf = (route: string) =>
          [...sitemap.matchAll(new RegExp(`${route}/(\\d+)<`, 'g'))].map((m) => Number(m[1])).sort((a, b) => a - b);
        products = idsOf('/Productdetail');
        const categories = idsOf('/product');
        const blogs = idsOf('/Blogdetail').slice(0, 10);
        ids = spread(products, 40, new Set());
        // A second for whatever the shop does right after it starts listening, as a load balancer's
        // health checks would give it; the after-restart run (step 3) gives it none.
        await new Promise((r) => setTimeout(r, 1000));
        const last = round === rounds - 1;
        if (profileFile && last) {
          await shop.profile();
          // Starting the profiler holds the shop's thread for a moment: not part of the first read.
          await new Promise((r) => setTimeout(r, 1000));
          await timed('/api/health');
        }
        if (steps.has(1)) await firstVersusCached(samples, round, ids, categories, blogs);
        if (profileFile && last) await shop.profile(profileFile);
        if (!last) await shop.stop();
      }
      if (steps.has(1)) printFirstVersusCached(samples, rounds);
      if (profileFile) topFrames(profileFile);
      if (steps.has(1) && steps.has(2)) await stall(shop!, spread(products, 400, new Set(ids)));
      await shop!.stop();
      if (steps.has(3)) {
        shop = await startShop(setup.env);
        const restartProfile = profileFile?.replace(/\.cpuprofile$/, '-restart.cpuprofile');
        if (restartProfile) await shop.profile();
        await afterRestart(spread(products, 200, new Set()));
        if (restartProfile) {
          await shop.profile(restartProfile);
          console.log('  step 3 (after a restart):');
          topFrames(restartProfile);
        }
        await shop.stop();
      }
    } finally {
      await setup.cleanup();
    }
  }
}
