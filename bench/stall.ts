/**
 * Does one slow, uncached query stall everyone else? Boots the shop as its own process (PGlite under a
 * DATA_DIR holding the 10,000-product catalogue, rate limits off), then measures cached catalogue reads
 * with autocannon at 50 connections, first with no other load and then while 16 clients each send
 * distinct, uncached searches one after another.
 *
 *   npm run bench:stall -- [--root DIR] [--data-dir DIR] [--products 10000] [--duration 10] [--port 18150]
 *
 * --root runs another checkout of the shop (to measure an older commit with the same bench).
 * --data-dir reuses a prepared DATA_DIR (it is filled with the large catalogue first when empty);
 * without it a temporary one is made and removed afterwards.
 * Targets: loaded/unloaded throughput ratio >= 0.7, p99 <= 50 ms, no timeouts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { distinctQuery } from './search-queries';

const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    'data-dir': { type: 'string' },
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '18150' },
    connections: { type: 'string', default: '50' },
    searchers: { type: 'string', default: '16' },
  },
});
const root = path.resolve(args.root!);
const duration = Number(args.duration);
const connections = Number(args.connections);
const searchers = Number(args.searchers);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const ownDataDir = !args['data-dir'];
const dataDir = path.resolve(args['data-dir'] ?? mkdtempSync(path.join(os.tmpdir(), 'shop-stall-')));

const CACHED = ['/api/categories/', '/api/best-sellers/', '/api/product-detail/1/', '/api/featured-products/'];

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  RATE_LIMIT: 'false',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: base,
};

if (!existsSync(path.join(dataDir, 'pgdata'))) {
  console.log(`Filling ${dataDir} with ${args.products} products…`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/large.ts', args.products!], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding the large catalogue failed');
}

// The server runs in its own process, as in production, so the load generator does not share its thread.
const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

async function stop(): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
}

async function waitReady(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode} during start`);
    try {
      if ((await fetch(base + CACHED[0])).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the shop did not answer within 120 s');
}

const query = distinctQuery;

interface Searches {
  count: number;
  failed: number;
  latencies: number[];
}

function startSearchers(offset: number): { stop: () => Promise<Searches> } {
  let running = true;
  let next = offset;
  const stats: Searches = { count: 0, failed: 0, latencies: [] };
  const loops = Array.from({ length: searchers }, async () => {
    while (running) {
      const q = query(next++);
      const started = performance.now();
      try {
        const response = await fetch(`${base}/api/search/?q=${encodeURIComponent(q)}`);
        await response.arrayBuffer();
        if (response.ok) stats.count++;
        else stats.failed++;
      } catch {
        stats.failed++;
      }
      stats.latencies.push(performance.now() - started);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function readLoad() {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: CACHED.map((p) => ({ method: 'GET' as const, path: p })),
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

try {
  await waitReady();
  for (const url of CACHED) await (await fetch(base + url)).arrayBuffer(); // fill the read cache

  // One search alone, uncached, for the latency of the query itself.
  const alone: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await (await fetch(`${base}/api/search/?q=${encodeURIComponent(query(50_000 + i))}`)).arrayBuffer();
    alone.push(performance.now() - started);
  }

  console.log(`shop: ${root}`);
  console.log(`cached reads: ${CACHED.join(' ')}; autocannon -c ${connections} -d ${duration}`);
  const quiet = await readLoad();
  const searching = startSearchers(0);
  await new Promise((r) => setTimeout(r, 500)); // let the searches get going
  const loaded = await readLoad();
  const searches = await searching.stop();

  const row = (name: string, r: typeof quiet) =>
    console.log(
      name.padEnd(26),
      r.rps.toFixed(0).padStart(8),
      String(r.p50).padStart(7),
      String(r.p99).padStart(7),
      String(r.timeouts).padStart(9),
      String(r.errors + r.non2xx).padStart(7),
    );
  console.log(
    ''.padEnd(26),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'timeouts'.padStart(9),
    'errors'.padStart(7),
  );
  row('cached reads, no search', quiet);
  row(`cached reads, ${searchers} searching`, loaded);
  const ratio = loaded.rps / quiet.rps;
  console.log(
    `uncached search alone: p50 ${percentile(alone, 50).toFixed(0)} ms, p95 ${percentile(alone, 95).toFixed(0)} ms`,
  );
  console.log(
    `uncached searches under load: ${searches.count} done (${(searches.count / (duration + 0.5)).toFixed(1)}/s), ` +
      `${searches.failed} failed, p50 ${percentile(searches.latencies, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(searches.latencies, 95).toFixed(0)} ms`,
  );
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `ratio ${ratio.toFixed(2)} (target >= 0.7: ${verdict(ratio >= 0.7)}); ` +
      `p99 ${loaded.p99} ms (target <= 50: ${verdict(loaded.rps > 0 && loaded.p99 <= 50)}); ` +
      `timeouts ${loaded.timeouts} (target 0: ${verdict(loaded.timeouts === 0)})`,
  );
} finally {
  await stop();
}
