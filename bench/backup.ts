/**
 * `npm run bench:backup [-- --orders N] [--photos P] [--store]`: a shop with N (default 1,000) paid orders placed through
 * its API, invoices and photos; then `npm run shop -- backup` while it runs (timed, size), `restore`
 * into a fresh DATA_DIR (and, on PostgreSQL, a fresh database), the restored shop started, and its
 * counts compared. On PGlite, and on PostgreSQL too when DATABASE_URL names a database the bench may
 * use (it makes `<name>_bk` and `<name>_bk_restored` beside it, and drops them). With --store the
 * shop keeps its photos in an S3 bucket (s3rver of the bench's own) and the backup goes there and back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { ownS3 } from './fault-tools';
import { buyableProducts, checkout } from './shoppers';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000' },
    photos: { type: 'string', default: '5' },
    // Into an S3 bucket (s3rver of the bench's own): backup --to store, restore --from store.
    store: { type: 'boolean', default: false },
  },
});
const ORDERS = Number(values.orders);
const PHOTOS = Number(values.photos);
const STORE = values.store ? await ownS3() : undefined;
const root = path.resolve(import.meta.dirname, '..');
// The tool runs from the operator's folder, where `tsx` alone would not resolve.
const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const running = new Set<ChildProcess>();
process.on('exit', () => running.forEach((c) => c.kill('SIGKILL')));

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, VITEST: _v, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: 'warn', RATE_LIMIT: 'false', HOST: '127.0.0.1', ...env };
}

function tool(env: Record<string, string>, cwd: string, ...argv: string[]) {
  return new Promise<{ code: number | null; out: string; err: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'server/operators/shop.ts'), ...argv], {
      cwd,
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('close', (code) => resolve({ code, out, err, ms: Date.now() - started }));
  });
}

async function startShop(env: Record<string, string>): Promise<{ child: ChildProcess; base: string; ms: number }> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: childEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the shop exited');
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, ms: Date.now() - started };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function pgAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function run(kind: 'pglite' | 'postgres') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'backup-bench-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  const work = path.join(dir, 'operator');
  mkdirSync(work);
  let urls: { source: string; restored: string; admin: string } | undefined;
  if (kind === 'postgres') {
    const admin = process.env.DATABASE_URL!;
    const named = (suffix: string) => {
      const u = new URL(admin);
      u.pathname = `${u.pathname.replace(/^\//, '')}_${suffix}`.replace(/^/, '/');
      return u.toString();
    };
    urls = { source: named('bk'), restored: named('bk_restored'), admin };
    for (const u of [urls.source, urls.restored]) {
      const name = new URL(u).pathname.slice(1);
      await pgAdmin(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await pgAdmin(admin, `CREATE DATABASE ${name}`);
    }
  }
  const env = (dataDir: string, databaseUrl?: string): Record<string, string> => ({
    DATA_DIR: dataDir,
    DIST_DIR: dist,
    JWT_SECRET: 'b'.repeat(40),
    ...(STORE ? { ...STORE.env(), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const source = env(path.join(dir, 'data'), urls?.source);
  try {
    const shop = await startShop(source);
    const products = (await buyableProducts(shop.base)).slice(0, 10);
    for (const id of products) await tool(source, work, 'stock', 'set', String(id), '100000');
    const placedAt = Date.now();
    let paid = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < ORDERS) {
          next++;
          const done = await checkout(shop.base, products[next % products.length]!, { pay: true });
          if (done.paid) paid++;
          else next--;
        }
      }),
    );
    const placeMs = Date.now() - placedAt;
    const list = await tool(source, work, 'orders', 'list', '--status', 'paid', '--limit', '25');
    const orderNos = [...list.out.matchAll(/\b([2-9A-HJ-NP-Z]{8})\b/g)].map((m) => m[1]!).slice(0, 25);
    for (const orderNo of orderNos) await tool(source, work, 'invoice', orderNo, '--out', `${orderNo}.pdf`);
    // PHOTOS photos, up to 5 a product (the most a product takes), a few per `photos add`.
    for (let i = 0; i < PHOTOS; i += 5) {
      const files: string[] = [];
      for (let j = i; j < Math.min(PHOTOS, i + 5); j++) {
        const file = path.join(work, `p${j}.jpg`);
        await sharp({
          create: {
            width: 1600,
            height: 1200,
            channels: 3,
            background: `#${(((j * 37) % 200) + 40).toString(16)}8040`,
          },
        })
          .jpeg()
          .toFile(file);
        files.push(file);
      }
      const added = await tool(source, work, 'photos', 'add', String(products[(i / 5) % products.length]), ...files);
      if (added.code !== 0) throw new Error(`photos add failed: ${added.err}`);
    }
    const backup = STORE
      ? await tool(source, work, 'backup', '--to', 'store')
      : await tool(source, work, 'backup', '--file', 'shop.tar.gz');
    if (backup.code !== 0) throw new Error(`backup failed: ${backup.err}`);
    await stop(shop.child);
    const size = STORE
      ? Number(/: ([\d.]+) MB, SHA-256/.exec(backup.out)?.[1] ?? 0) * 1024 * 1024
      : statSync(path.join(work, 'shop.tar.gz')).size;
    const target = env(path.join(dir, 'restored'), urls?.restored);
    const restore = STORE
      ? await tool(target, work, 'restore', '--from', 'store')
      : await tool(target, work, 'restore', '--file', 'shop.tar.gz');
    if (restore.code !== 0) throw new Error(`restore failed: ${restore.err}`);
    const again = await startShop(target);
    const count = await tool(target, work, 'orders', 'list', '--status', 'paid', '--limit', '10000');
    const paidThere = count.out.split('\n').filter((l) => /\b[2-9A-HJ-NP-Z]{8}\b/.test(l)).length;
    await stop(again.child);
    console.log(
      `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${paid} orders paid through the API in ${(placeMs / 1000).toFixed(0)} s, ` +
        `${orderNos.length} invoices, ${PHOTOS} photos (1600×1200 JPEG)${STORE ? ', backup through an S3 bucket (s3rver)' : ''}\n` +
        `  backup (tool through the running shop, end to end): ${(backup.ms / 1000).toFixed(1)} s, ${(size / 1024 / 1024).toFixed(1)} MB\n` +
        `    ${backup.out.split('\n').filter(Boolean).join('\n    ')}\n` +
        `  restore into a fresh DATA_DIR${kind === 'postgres' ? ' and database' : ''}: ${(restore.ms / 1000).toFixed(1)} s\n` +
        `    ${restore.out.split('\n').filter(Boolean).join('\n    ')}\n` +
        `  restored shop ready in ${(again.ms / 1000).toFixed(1)} s; paid orders there: ${paidThere} (before: ${paid})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (urls)
      for (const u of [urls.source, urls.restored])
        await pgAdmin(urls.admin, `DROP DATABASE IF EXISTS ${new URL(u).pathname.slice(1)} WITH (FORCE)`);
  }
}

try {
  await run('pglite');
  if (process.env.DATABASE_URL) await run('postgres');
} finally {
  for (const child of running) child.kill('SIGKILL');
  await STORE?.close();
}
