/**
 * The fault bench's run (bench/faults.ts prints its table; the process suite and the PostgreSQL
 * suite run a short version): one shop process with its Redis behind a TCP proxy, a fake SMTP, a
 * Razorpay stand-in and (on PostgreSQL) the database behind a TCP proxy too. A mixed load of browsing,
 * uncached searches, sign-ins, registrations, newsletter sign-ups and checkouts runs from `clients`
 * shoppers while each fault is applied for `seconds`, then healed. For each fault it records the
 * status counts, the worst latency, cached reads' success while it lasted, the time to recover, the
 * error lines the shop logged and what /api/health said; at the end, every order answered 201 must be
 * in the database and stock must equal the ledger.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../server/db/client';
import { ledgerMismatches } from '../server/stock/ledger';
import { FakeRazorpay, FakeSmtp, TcpProxy, freePort, ownRedis } from './fault-tools';
import { ADDRESS } from './checkout-address';

const root = path.resolve(import.meta.dirname, '..');

export type FaultName =
  'redis-down' | 'redis-silent' | 'db-down' | 'db-silent' | 'db-thread-stall' | 'smtp-hang' | 'provider-hang';

export interface FaultResult {
  fault: FaultName;
  requests: number;
  statuses: Record<string, number>;
  worstMs: number;
  /** The same without sign-ins and registrations, whose scrypt hash alone takes seconds on a busy machine. */
  worstUnhashedMs: number;
  /** Cached catalogue reads answered 200 while the fault lasted, in per cent (null: none sent). */
  cachedOkPct: number | null;
  /** From healing the dependency to the first probe that shows the shop working again (null: never). */
  recoveryMs: number | null;
  /** Lines the shop logged at level error or above during the fault and its recovery. */
  errorLines: number;
  health: string;
  /** The worst latency of each kind of request, for reading where the time went. */
  worstByKind: Record<string, number>;
}

export interface FaultRunResult {
  results: FaultResult[];
  ordersPlaced: number;
  ordersLost: number;
  ledgerMismatches: number;
  /** The shop's stderr when it ended by itself during the run (a crash), else null. */
  crashed: string | null;
}

export interface FaultRunOptions {
  /** postgres://… of a database of the caller's own (emptied and seeded by the shop); else PGlite. */
  databaseUrl?: string;
  faults?: FaultName[];
  seconds?: number;
  /** A fault's own length, where it differs (the PGlite thread must stall past the watchdog's 5 s to be restarted). */
  faultSeconds?: Partial<Record<FaultName, number>>;
  clients?: number;
  /** Load before the fault and after healing, in seconds. */
  settleSeconds?: number;
  log?: (line: string) => void;
}

type Kind = 'cached' | 'search' | 'login' | 'register' | 'subscribe' | 'contact' | 'checkout' | 'health';

interface Sample {
  at: number;
  ms: number;
  status: string;
  kind: Kind;
}

/** A shopper's browser: cookies, the CSRF header and one address of its own (through TRUST_PROXY). */
class Client {
  private jar = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly samples: Sample[] | null,
    public ip: string,
  ) {}

  async call(
    kind: Kind,
    method: string,
    url: string,
    body?: unknown,
    extra: Record<string, string> = {},
    timeoutMs = 15_000,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read freely, as a browser would
  ): Promise<{ status: number; body: any; ms: number }> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.jar.has('csrftoken')) headers['x-csrftoken'] = this.jar.get('csrftoken')!;
    const at = Date.now();
    let status = 'error';
    try {
      const response = await fetch(this.base + url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        this.jar.set(pair.slice(0, eq).trim(), decodeURIComponent(pair.slice(eq + 1).trim()));
      }
      const text = await response.text();
      status = String(response.status);
      const ms = Date.now() - at;
      this.samples?.push({ at, ms, status, kind });
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : text;
      } catch {
        /* not JSON */
      }
      return { status: response.status, body: parsed, ms };
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'error';
      const ms = Date.now() - at;
      this.samples?.push({ at, ms, status, kind });
      return { status: 0, body: null, ms };
    }
  }
}

const randomIp = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const WORDS = ['coconut', 'dressing', 'oil', 'hydrogel', 'wound', 'soap', 'serum', 'balm', 'cream', 'mask'];

/** One guest's checkout: add a line, read the server's total from its 409, place the order. */
async function checkout(client: Client, productIds: number[], placed: string[], timeoutMs = 15_000): Promise<boolean> {
  const productId = productIds[Math.floor(Math.random() * productIds.length)]!;
  const added = await client.call(
    'checkout',
    'POST',
    '/api/cart/',
    { product_id: productId, quantity: 1 },
    {},
    timeoutMs,
  );
  if (added.status !== 201) return false;
  const body = { cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id }], ...ADDRESS, total_amount: '0.01' };
  const quote = await client.call('checkout', 'POST', '/api/place-order/', body, {}, timeoutMs);
  if (quote.status !== 409 || !quote.body?.totals) return false;
  const order = await client.call(
    'checkout',
    'POST',
    '/api/place-order/',
    { ...body, total_amount: quote.body.totals.total },
    { 'idempotency-key': randomBytes(12).toString('hex') },
    timeoutMs,
  );
  if (order.status !== 201) return false;
  placed.push(order.body.order_no);
  return true;
}

/** What one shopper does, over and over, until `stop()`. */
async function shopper(
  base: string,
  productIds: number[],
  samples: Sample[],
  placed: string[],
  running: () => boolean,
) {
  while (running()) {
    const client = new Client(base, samples, randomIp());
    const r = Math.random();
    if (r < 0.55) {
      const pick = Math.random();
      const url =
        pick < 0.3
          ? '/api/categories/'
          : pick < 0.5
            ? '/api/latest-collection/'
            : `/api/product-detail/${productIds[Math.floor(Math.random() * productIds.length)]}/`;
      await client.call('cached', 'GET', url);
    } else if (r < 0.65) {
      const word = WORDS[Math.floor(Math.random() * WORDS.length)]!;
      await client.call('search', 'GET', `/api/search/?q=${word}%20${randomBytes(3).toString('hex')}`);
    } else if (r < 0.71) {
      await client.call('login', 'POST', '/api/api/login/', {
        email: `nobody-${randomBytes(4).toString('hex')}@example.in`,
        password: 'not-the-password-1',
      });
    } else if (r < 0.74) {
      const email = `new-${randomBytes(5).toString('hex')}@example.in`;
      await client.call('register', 'POST', '/api/register/', {
        username: 'Meena',
        email,
        password: 'Coconut-Grove-2024!',
        confirm_password: 'Coconut-Grove-2024!',
        mobile: '9876543210',
      });
    } else if (r < 0.8) {
      await client.call('subscribe', 'POST', '/api/Subscribe/', {
        email: `news-${randomBytes(5).toString('hex')}@example.in`,
      });
    } else {
      await checkout(client, productIds, placed);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Fault {
  apply: () => void;
  heal: () => void;
  /** One request that shows the shop doing again what the fault stopped; true when it did. */
  probe: (client: Client) => Promise<boolean>;
}

/** A probe's request counts only when answered within the 2 s the shop promises (docs/operations.md). */
const PROBE_MS = 2000;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, stepMs = 50): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return null;
}

export async function runFaultBench(options: FaultRunOptions = {}): Promise<FaultRunResult> {
  const seconds = options.seconds ?? 10;
  const clients = options.clients ?? 20;
  const settle = (options.settleSeconds ?? 2) * 1000;
  const log = options.log ?? (() => {});
  const onPg = Boolean(options.databaseUrl);
  const faults: FaultName[] =
    options.faults ??
    (onPg
      ? ['redis-down', 'redis-silent', 'db-down', 'db-silent', 'smtp-hang', 'provider-hang']
      : ['redis-down', 'redis-silent', 'db-thread-stall', 'smtp-hang', 'provider-hang']);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-faults-'));
  const dataDir = path.join(dir, 'data');
  const distDir = path.join(dir, 'dist');
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shop</title>');

  const redis = await ownRedis();
  const redisProxy = await TcpProxy.start(redis.port);
  const smtp = await FakeSmtp.start();
  const razorpay = await FakeRazorpay.start();
  let dbProxy: TcpProxy | undefined;
  let shopDbUrl: string | undefined;
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    dbProxy = await TcpProxy.start(Number(url.port || 5432), url.hostname);
    url.hostname = '127.0.0.1';
    url.port = String(dbProxy.port);
    shopDbUrl = url.toString();
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...parentEnv,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
    REDIS_PREFIX: `faults-${randomBytes(3).toString('hex')}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    RAZORPAY_KEY_ID: 'rzp_test_faults',
    RAZORPAY_KEY_SECRET: 'faults-secret',
    RAZORPAY_API_BASE: `http://127.0.0.1:${razorpay.port}`,
    SHOP_FAULT_HOOKS: '1',
    SHOP_FAULT_STALL_MS: String(1000 * (options.faultSeconds?.['db-thread-stall'] ?? seconds)),
    ...(shopDbUrl ? { DATABASE_URL: shopDbUrl } : {}),
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: { at: number; level: number; msg: string }[] = [];
  let stderr = '';
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        logLines.push({ at: Date.now(), level: entry.level ?? 0, msg: entry.msg ?? '' });
      } catch {
        /* not a log line */
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    if (process.env.FAULTS_STDERR) appendFileSync(process.env.FAULTS_STDERR, chunk);
    stderr = (stderr + chunk.toString()).slice(-8000);
    // console.error lines (the database client's own) count as error lines too.
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push({ at: Date.now(), level: 50, msg: line });
  });
  let stopping = false;
  let crashed: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) crashed = `exit ${code ?? signal}: ${stderr.slice(-2000)}`;
      resolve();
    }),
  );

  const results: FaultResult[] = [];
  const placed: string[] = [];
  try {
    const up = await waitFor(async () => (await fetch(`${base}/api/health`)).status === 200, 120_000, 100);
    if (up === null) throw new Error(`the shop did not start:\n${stderr}`);
    // Products that can be bought, and every cached answer the load reads, warmed.
    const warm = new Client(base, null, randomIp());
    const listing = await warm.call('cached', 'GET', '/api/latest-collection/');
    const productIds = (listing.body as { id: number; sold_out?: boolean; coming_soon?: boolean }[])
      .filter((p) => !p.sold_out && !p.coming_soon)
      .map((p) => p.id);
    if (!productIds.length) throw new Error('no product to buy in the seeded catalogue');
    await warm.call('cached', 'GET', '/api/categories/');
    for (const id of productIds) await warm.call('cached', 'GET', `/api/product-detail/${id}/`);

    const faultTable: Record<FaultName, Fault> = {
      'redis-down': {
        apply: () => redisProxy.refuse(),
        heal: () => redisProxy.heal(),
        // Health says Redis counts again, and a limited request that hashes nothing answers at once.
        probe: async () => {
          const c = new Client(base, null, randomIp());
          const health = await c.call('health', 'GET', '/api/health', undefined, {}, PROBE_MS);
          const subscribed = await c.call(
            'subscribe',
            'POST',
            '/api/Subscribe/',
            { email: `probe-${randomBytes(4).toString('hex')}@example.in` },
            {},
            PROBE_MS,
          );
          return health.status === 200 && health.body?.redis !== 'degraded' && subscribed.status < 300;
        },
      },
      'redis-silent': {
        apply: () => redisProxy.silence(),
        heal: () => redisProxy.heal(),
        probe: async (c) => faultTable['redis-down'].probe(c),
      },
      'db-down': {
        apply: () => dbProxy!.refuse(),
        heal: () => dbProxy!.heal(),
        probe: async (c) =>
          (
            await c.call(
              'search',
              'GET',
              `/api/search/?q=oil%20${randomBytes(3).toString('hex')}`,
              undefined,
              {},
              PROBE_MS,
            )
          ).status === 200,
      },
      'db-silent': {
        apply: () => dbProxy!.silence(),
        heal: () => dbProxy!.heal(),
        probe: async (c) => faultTable['db-down'].probe(c),
      },
      'db-thread-stall': {
        // The PGlite thread stops answering (SHOP_FAULT_HOOKS: SIGUSR2 blocks it for `seconds`).
        apply: () => child.kill('SIGUSR2'),
        heal: () => {},
        probe: async (c) => faultTable['db-down'].probe(c),
      },
      'smtp-hang': {
        apply: () => smtp.hang(),
        heal: () => smtp.heal(),
        // A contact message (it e-mails the shop, and hashes no password) reaches the mail server.
        probe: async () => {
          const before = smtp.received;
          const c = new Client(base, null, randomIp());
          const sent = await c.call(
            'contact',
            'POST',
            '/api/contact/',
            { name: 'Probe', email: 'probe@example.in', mobile: '9876543210', address: '', message: 'Is it back?' },
            {},
            PROBE_MS,
          );
          if (sent.status !== 201) return false;
          return (await waitFor(async () => smtp.received > before, 1000, 20)) !== null;
        },
      },
      'provider-hang': {
        apply: () => razorpay.hang(),
        heal: () => razorpay.heal(),
        probe: async (c) => checkout(c, productIds, placed, PROBE_MS),
      },
    };

    for (const name of faults) {
      const fault = faultTable[name];
      const length = options.faultSeconds?.[name] ?? seconds;
      const samples: Sample[] = [];
      let running = true;
      const load = Array.from({ length: clients }, () => shopper(base, productIds, samples, placed, () => running));
      await new Promise((r) => setTimeout(r, settle));
      log(`${name}: applying for ${length} s`);
      const faultStart = Date.now();
      fault.apply();
      // What the health endpoint says 3 s into the fault (or most of the way through a shorter one).
      await new Promise((r) => setTimeout(r, Math.min(3000, length * 800)));
      const healthClient = new Client(base, null, randomIp());
      const health = await healthClient.call('health', 'GET', '/api/health', undefined, {}, 5000);
      const healthText = health.status
        ? `${health.status} ${JSON.stringify(
            Object.fromEntries(
              Object.entries((health.body as Record<string, unknown>) ?? {}).filter(
                ([k]) => !['uptime_seconds', 'cache_entries', 'cache_bytes', 'cache_budget_bytes'].includes(k),
              ),
            ),
          )}`
        : `no answer in 5 s (${health.ms} ms)`;
      await new Promise((r) => setTimeout(r, Math.max(0, faultStart + length * 1000 - Date.now())));
      const faultEnd = Date.now();
      fault.heal();
      const probeClient = new Client(base, null, randomIp());
      const recoveryMs = await waitFor(() => fault.probe(probeClient), 20_000);
      await new Promise((r) => setTimeout(r, settle));
      running = false;
      await Promise.race([Promise.all(load), new Promise((r) => setTimeout(r, 20_000))]);

      const during = samples.filter((s) => s.at >= faultStart);
      const statuses: Record<string, number> = {};
      for (const s of during) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
      const cached = samples.filter((s) => s.kind === 'cached' && s.at >= faultStart && s.at < faultEnd);
      results.push({
        fault: name,
        requests: during.length,
        statuses,
        worstMs: Math.max(0, ...during.map((s) => s.ms)),
        worstUnhashedMs: Math.max(
          0,
          ...during.filter((s) => s.kind !== 'login' && s.kind !== 'register').map((s) => s.ms),
        ),
        cachedOkPct: cached.length
          ? Math.round((1000 * cached.filter((s) => s.status === '200' || s.status === '304').length) / cached.length) /
            10
          : null,
        recoveryMs,
        errorLines: logLines.filter((l) => l.at >= faultStart && l.level >= 50).length,
        health: healthText,
        worstByKind: Object.fromEntries(
          [...new Set(during.map((d) => d.kind))].map((k) => [
            k,
            Math.max(...during.filter((d) => d.kind === k).map((d) => d.ms)),
          ]),
        ),
      });
      log(`${name}: ${JSON.stringify(results[results.length - 1])}`);
      // The next fault starts from a healthy shop.
      await waitFor(async () => (await fetch(`${base}/api/health`)).status === 200, 30_000, 100);
    }
  } finally {
    stopping = true;
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    redisProxy.heal();
    dbProxy?.heal();
    await Promise.all([redisProxy.close(), dbProxy?.close(), smtp.close(), razorpay.close()]);
    redis.stop();
  }

  // Every order answered 201 is there, and stock equals its ledger.
  const database = await openDatabase(
    options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: path.join(dataDir, 'pgdata') },
  );
  let ordersLost = 0;
  let mismatches = 0;
  try {
    const found = new Set(
      (
        await queryRows<{ order_no: string }>(
          database.db,
          sql`SELECT order_no FROM orders WHERE order_no = ANY(${`{${placed.join(',')}}`}::text[])`,
        )
      ).map((r) => r.order_no),
    );
    ordersLost = placed.filter((n) => !found.has(n)).length;
    mismatches = (await ledgerMismatches(database.db)).length;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { results, ordersPlaced: placed.length, ordersLost, ledgerMismatches: mismatches, crashed };
}

/** The table bench/faults.ts prints (and docs/operations.md keeps). */
export function faultTable(run: FaultRunResult): string {
  const rows = [
    '| fault | requests | statuses | worst ms | worst ms without hashing | cached reads ok | recovery ms | error lines | /api/health during |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...run.results.map(
      (r) =>
        `| ${r.fault} | ${r.requests} | ${Object.entries(r.statuses)
          .sort()
          .map(([s, n]) => `${s}×${n}`)
          .join(
            ' ',
          )} | ${r.worstMs} | ${r.worstUnhashedMs} | ${r.cachedOkPct === null ? '–' : `${r.cachedOkPct} %`} | ${
          r.recoveryMs ?? 'never'
        } | ${r.errorLines} | ${r.health.replace(/\|/g, '/')} |`,
    ),
  ];
  const crash = run.crashed ? `\nthe shop crashed during the run: ${run.crashed}` : '';
  return `${rows.join('\n')}\n\norders answered 201: ${run.ordersPlaced}, lost: ${run.ordersLost}; products whose stock differs from the ledger: ${run.ledgerMismatches}${crash}`;
}
