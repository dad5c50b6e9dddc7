/**
 * The crash bench's rounds (bench/crash.ts runs them from the command line; the process suite runs
 * three): a stream of guests checking out and paying in the sandbox, the shop killed with SIGKILL at
 * a random moment, started again, a reconciler pass, and then the checks that nothing was lost:
 *
 * - the ledger identity (on-hand stock equals the sum of each product's movements);
 * - no paid order without its stock (each holds exactly its lines' units in the ledger);
 * - every order answered 201 still exists;
 * - every order paid at the provider ends up paid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../server/db/client';
import { ledgerMismatches } from '../server/stock/ledger';
import { ADDRESS } from './checkout-address';

const root = path.resolve(import.meta.dirname, '..');

export interface RoundResult {
  round: number;
  killedAfterMs: number;
  placed: number;
  paidAtProvider: number;
  verified: number;
  /** Paid at the provider but not marked paid before the kill; the reconciler's pass must mark them. */
  recoveredByReconciler: number;
  restartMs: number;
  problems: string[];
}

export interface CrashOptions {
  rounds: number;
  databaseUrl?: string;
  /** Parallel shoppers in the stream. */
  clients?: number;
  log?: (line: string) => void;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A shopper's browser: cookies and the CSRF header, as the storefront sends them. */
class Guest {
  private jar = new Map<string, string>();
  constructor(private readonly base: string) {}
  async call(
    method: string,
    url: string,
    body?: unknown,
    extra: Record<string, string> = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read freely, as a browser would
  ): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.jar.has('csrftoken')) headers['x-csrftoken'] = this.jar.get('csrftoken')!;
    const response = await fetch(this.base + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.jar.set(pair.slice(0, eq).trim(), decodeURIComponent(pair.slice(eq + 1).trim()));
    }
    const text = await response.text();
    return { status: response.status, body: text && text.startsWith('{') ? JSON.parse(text) : text };
  }
}

interface Stream {
  placed: string[];
  paid: number;
  verified: number;
}

/** One shopper after another until the shop stops answering. */
async function shopper(base: string, productIds: number[], stream: Stream): Promise<void> {
  for (;;) {
    const guest = new Guest(base);
    const productId = productIds[Math.floor(Math.random() * productIds.length)]!;
    const added = await guest.call('POST', '/api/cart/', {
      product_id: productId,
      quantity: 1 + (Math.random() < 0.3 ? 1 : 0),
    });
    if (added.status !== 201) continue;
    const body = {
      cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id }],
      ...ADDRESS,
      total_amount: '0.01',
    };
    // The server's total, from its 409 answer, as the storefront reads it.
    const quote = await guest.call('POST', '/api/place-order/', body);
    if (quote.status !== 409 || !quote.body.totals) continue;
    const order = await guest.call(
      'POST',
      '/api/place-order/',
      { ...body, total_amount: quote.body.totals.total },
      { 'idempotency-key': randomBytes(12).toString('hex') },
    );
    if (order.status !== 201) continue;
    stream.placed.push(order.body.order_no);
    if (Math.random() < 0.2) continue; // abandoned at the payment window
    const paid = await guest.call('POST', '/api/payments/sandbox/pay/', { order_id: order.body.razorpay_order_id });
    if (paid.status !== 200) continue;
    stream.paid++;
    if (Math.random() < 0.3) continue; // the browser never came back
    const verified = await guest.call('POST', '/api/payments/verify/', paid.body);
    if (verified.status === 200) stream.verified++;
  }
}

/** The shop's environment: this process's, without a database it did not ask for, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return { ...rest, ...env };
}

function startShop(env: Record<string, string>): { child: ChildProcess; exited: Promise<void>; stderr: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: childEnv(env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, stderr: () => stderr };
}

async function waitHealthy(base: string, shop: { stderr: () => string; child: ChildProcess }, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (shop.child.exitCode !== null) throw new Error(`the shop exited while starting:\n${shop.stderr()}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return Date.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the shop did not come up in ${timeoutMs} ms:\n${shop.stderr()}`);
}

async function runCli(env: Record<string, string>, args: string[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/operators/shop.ts', ...args], {
    cwd: root,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`shop ${args.join(' ')} exited ${code}:\n${out}`);
  return out;
}

/** The four checks, on the database as the restarted shop left it. */
async function check(database: Database, placed: string[]): Promise<string[]> {
  const db = database.db;
  const problems: string[] = [];
  for (const m of await ledgerMismatches(db))
    problems.push(`product ${m.product_id}: on hand ${m.on_hand}, ledger ${m.ledger}`);
  const unstocked = await queryRows<{ order_no: string; held: number; lines: number }>(
    db,
    sql`SELECT o.order_no, COALESCE((SELECT -sum(delta) FROM stock_movements WHERE order_id = o.id), 0)::int AS held,
          (SELECT sum(quantity) FROM order_items WHERE order_id = o.id)::int AS lines
        FROM orders o WHERE o.status IN ('paid', 'shipped', 'delivered') AND o.flag IS NULL`,
  );
  for (const o of unstocked.filter((u) => u.held !== u.lines))
    problems.push(`paid order ${o.order_no} holds ${o.held} units for ${o.lines} ordered`);
  if (placed.length) {
    const found = await queryRows<{ order_no: string }>(
      db,
      sql`SELECT order_no FROM orders WHERE order_no IN (${sql.join(
        placed.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
    const have = new Set(found.map((f) => f.order_no));
    for (const no of placed) if (!have.has(no)) problems.push(`order ${no} was answered 201 and is gone`);
  }
  const unpaid = await queryRows<{ order_no: string; status: string }>(
    db,
    sql`SELECT o.order_no, o.status FROM sandbox_orders s JOIN orders o ON o.provider_order_id = s.id
        WHERE s.status = 'paid' AND o.status NOT IN ('paid', 'shipped', 'delivered', 'payment_review')`,
  );
  for (const o of unpaid) problems.push(`order ${o.order_no} was paid at the provider and is ${o.status}`);
  return problems;
}

async function countPaidUnmarked(database: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM sandbox_orders s JOIN orders o ON o.provider_order_id = s.id
        WHERE s.status = 'paid' AND o.status IN ('awaiting_payment', 'expired')`,
  );
  return row!.n;
}

export async function runCrashBench(options: CrashOptions): Promise<RoundResult[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  const dataDir = path.join(dir, 'data');
  const distDir = path.join(dir, 'dist');
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (options.databaseUrl) {
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    const name = `shop_crash_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(options.databaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT: 'false',
    // The bench's own reconciler pass is the one that counts; the shop's timer stays out of the way.
    RECONCILE_INTERVAL_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const openDb = () =>
    openDatabase(databaseUrl ? { databaseUrl, poolMax: 2 } : { dataDir: path.join(dataDir, 'pgdata') });

  const results: RoundResult[] = [];
  let shop: ReturnType<typeof startShop> | undefined;
  try {
    // First start: migrate and seed; pick products with plenty of stock.
    shop = startShop(env);
    await waitHealthy(base, shop);
    const list = (await (await fetch(`${base}/api/best-sellers/`)).json()) as { id: number; sold_out: boolean }[];
    const productIds = list
      .filter((p) => !p.sold_out)
      .slice(0, 4)
      .map((p) => p.id);
    if (!productIds.length) throw new Error('no product in stock to buy');

    for (let round = 1; round <= options.rounds; round++) {
      if (!shop || shop.child.exitCode !== null) {
        shop = startShop(env);
        await waitHealthy(base, shop);
      }
      const stream: Stream = { placed: [], paid: 0, verified: 0 };
      const clients = Array.from({ length: options.clients ?? 4 }, () =>
        shopper(base, productIds, stream).catch(() => {}),
      );
      // Once the stream is under way (an order placed), the kill comes at a random moment.
      const streamStarted = Date.now();
      while (!stream.placed.length && Date.now() - streamStarted < 30_000) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 2000)));
      const killedAfterMs = Date.now() - streamStarted;
      shop.child.kill('SIGKILL');
      await shop.exited;
      await Promise.all(clients);

      // It comes back up on what the kill left.
      shop = startShop(env);
      const restartMs = await waitHealthy(base, shop);
      shop.child.kill('SIGTERM');
      await shop.exited;

      let database = await openDb();
      const unmarked = await countPaidUnmarked(database);
      await database.close();
      await runCli(env, ['payments', 'reconcile']);
      database = await openDb();
      const problems = await check(database, stream.placed);
      await database.close();

      const result: RoundResult = {
        round,
        killedAfterMs,
        placed: stream.placed.length,
        paidAtProvider: stream.paid,
        verified: stream.verified,
        recoveredByReconciler: unmarked,
        restartMs,
        problems,
      };
      results.push(result);
      log(
        `round ${String(round).padStart(2)}: killed after ${killedAfterMs} ms; ${result.placed} placed, ` +
          `${result.paidAtProvider} paid at the sandbox, ${result.verified} verified; ` +
          `${unmarked} paid but unmarked → reconciled; back up in ${restartMs} ms; ` +
          (problems.length ? `PROBLEMS: ${problems.join('; ')}` : 'all checks hold'),
      );
    }
  } finally {
    if (shop && shop.child.exitCode === null) {
      shop.child.kill('SIGKILL');
      await shop.exited;
    }
    await dropDatabase();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
