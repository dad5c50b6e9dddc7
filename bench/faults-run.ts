/**
 * The fault bench's run (bench/faults.ts prints its table; the process suite and the PostgreSQL
 * suite run a short version): one shop process with its Redis behind a TCP proxy, a fake SMTP, a
 * Razorpay stand-in and (on PostgreSQL) the database behind a TCP proxy too. A mixed load of browsing,
 * uncached searches, sign-ins, registrations, newsletter sign-ups and checkouts runs from `clients`
 * shoppers while each fault is applied for `seconds`, then healed. For each fault it records the
 * status counts, the worst latency, cached reads' success while it lasted, the time to recover, the
 * error lines the shop logged and what /api/health said; at the end, every order answered 201 must be
 * in the database and stock must equal the ledger.
 *
 * The object store faults (store-down, store-drop, store-silent) put the shop's photos on a bucket of
 * its own (s3rver) behind a TCP proxy, with two products' photos; shoppers also fetch those photos.
 * While the store is away the bench also adds a photo and takes a backup to the store, both through
 * the running shop's operators' channel as `npm run shop` does: the upload must be refused with
 * nothing added, the backup must say why it failed, try again and succeed once the store is back,
 * and no archive may be left in the bucket without its record.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase, queryRows } from '../server/db/client';
import { sendToShop } from '../server/operators/channel';
import { ledgerMismatches } from '../server/stock/ledger';
import { FakeRazorpay, FakeSmtp, TcpProxy, freePort, ownRedis, ownS3 } from './fault-tools';
import { ADDRESS } from './checkout-address';

const root = path.resolve(import.meta.dirname, '..');

export type FaultName =
  | 'redis-down'
  | 'redis-silent'
  | 'db-down'
  | 'db-silent'
  | 'db-thread-stall'
  | 'smtp-hang'
  | 'provider-hang'
  /** The object store refuses connections (and resets the open ones). */
  | 'store-down'
  /** Requests reach the object store, and each answer is cut as it starts. */
  | 'store-drop'
  /** The object store accepts connections and never answers. */
  | 'store-silent';

const STORE_FAULTS: readonly FaultName[] = ['store-down', 'store-drop', 'store-silent'];

/** What an object store fault did to the photos, an upload and a backup (store-* faults only). */
export interface StoreFigures {
  /** Photos fetched while the fault lasted that the shop had served before (kept in its memory). */
  warmPhotos: Record<string, number>;
  /** A photo file the shop had not served before, asked for 3 s into the fault: status and time. */
  coldPhoto: string;
  /** `photos add` during the fault: its exit status, time and first line of its message. */
  upload: { exit: number; ms: number; message: string; photosAdded: number };
  /** `backup --to store` started with the fault: its exit status, total time, tries and lines. */
  backup: { exit: number; ms: number; tries: number; firstFailure: string; result: string };
  /** Archives in the bucket without their record of size and SHA-256 (must be 0). */
  orphanArchives: number;
}

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
  store?: StoreFigures;
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

type Kind = 'cached' | 'search' | 'login' | 'register' | 'subscribe' | 'contact' | 'checkout' | 'health' | 'photo';

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
  photoUrls: string[],
) {
  while (running()) {
    const client = new Client(base, samples, randomIp());
    const r = Math.random();
    if (photoUrls.length && r < 0.2) {
      // A product page's picture, as a browser that takes AVIF asks for it.
      const url = photoUrls[Math.floor(Math.random() * photoUrls.length)]!;
      await client.call('photo', 'GET', url, undefined, { accept: 'image/avif,image/webp,*/*' });
    } else if (r < 0.55) {
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

/** How long after healing the bench waits for a probe to show the shop working again. */
const RECOVERY_WINDOW_MS = 20_000;

/** A probe's request counts only when answered within the 2 s the shop promises (docs/operations.md). */
const PROBE_MS = 2000;

/**
 * Whether the shop answers /api/health with 200 within PROBE_MS: a request it never answers is a no,
 * not a wait (fetch alone waits up to 300 s for an answer's headers).
 */
const healthy = async (base: string) =>
  (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(PROBE_MS) })).status === 200;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, stepMs = 50): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return null;
}

function countStatuses(samples: Sample[]): Record<string, number> {
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  return statuses;
}

/** A photo to upload: a gradient with some noise, different for each `seed`. */
async function photoFile(dir: string, name: string, seed: number, width = 1200): Promise<string> {
  const height = Math.round((width * 3) / 4);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (seed * 40 + ((x * y) % 31)) % 256;
    }
  const file = path.join(dir, name);
  writeFileSync(
    file,
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
  return file;
}

/** `npm run shop -- …` handed to the running shop through its channel (server/operators/channel.ts). */
async function shopTool(dataDir: string, argv: string[]): Promise<{ exit: number; lines: string[] }> {
  const lines: string[] = [];
  const result = await sendToShop(dataDir, argv, root, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  if (result.kind !== 'done')
    throw new Error(`the shop's channel did not run ${argv.join(' ')}: ${JSON.stringify(result)}`);
  return { exit: result.code, lines };
}

async function timed<T extends object>(work: Promise<T>): Promise<T & { ms: number }> {
  const started = Date.now();
  const result = await work;
  return { ...result, ms: Date.now() - started };
}

/** Archives under backups/ without the record of size and SHA-256 that makes them restorable. */
async function orphanArchives(s3: Awaited<ReturnType<typeof ownS3>>): Promise<number> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'backups/' }));
    const keys = new Set((listed.Contents ?? []).map((o) => o.Key!));
    // The record of backups/shop-….tar.gz[.age] is backups/shop-….json (server/operators/backup.ts).
    return [...keys].filter((k) => !k.endsWith('.json') && !keys.has(k.replace(/\.tar\.gz(\.age)?$/, '.json'))).length;
  } finally {
    client.destroy();
  }
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
      ? ['redis-down', 'redis-silent', 'db-down', 'db-silent', 'smtp-hang', 'provider-hang', ...STORE_FAULTS]
      : ['redis-down', 'redis-silent', 'db-thread-stall', 'smtp-hang', 'provider-hang', ...STORE_FAULTS]);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-faults-'));
  const dataDir = path.join(dir, 'data');
  const distDir = path.join(dir, 'dist');
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shop</title>');

  const redis = await ownRedis();
  const redisProxy = await TcpProxy.start(redis.port);
  const smtp = await FakeSmtp.start();
  const razorpay = await FakeRazorpay.start();
  const withStore = faults.some((f) => STORE_FAULTS.includes(f));
  const s3 = withStore ? await ownS3() : undefined;
  const storeProxy = s3 ? await TcpProxy.start(s3.port) : undefined;
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
    ...(s3 && storeProxy ? s3.env(`http://127.0.0.1:${storeProxy.port}`) : {}),
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
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      logLines.push({ at: Date.now(), level: 50, msg: line });
      // What the database thread's watchdog did, as it happens.
      if (line.startsWith('PGlite')) log(`shop: ${line}`);
    }
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
    const up = await waitFor(() => healthy(base), 120_000, 100);
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

    // With the object store: two products get a photo each. Shoppers fetch their page pictures and
    // e-mail JPEGs (served once before the faults, so kept in the shop's memory); the other widths
    // are kept back, each asked for the first time during a fault and after it heals.
    const photoUrls: string[] = [];
    const coldPhotos: string[] = [];
    if (s3) {
      if (productIds.length < 3) throw new Error('the store faults need three products');
      for (const [i, id] of productIds.slice(0, 2).entries()) {
        const file = await photoFile(dir, `photo-${i}.png`, i);
        const added = await shopTool(dataDir, ['photos', 'add', String(id), file]);
        if (added.exit !== 0) throw new Error(`photos add failed before the faults: ${added.lines.join('\n')}`);
        const detail = await warm.call('cached', 'GET', `/api/product-detail/${id}/`);
        const hash = /\/media\/photo-([0-9a-f]{16})-/.exec(String(detail.body?.images?.[0]?.image))?.[1];
        if (!hash) throw new Error(`product ${id} does not show its photo`);
        photoUrls.push(`/media/photo-${hash}-1024`, `/media/photo-${hash}-320.jpg`);
        coldPhotos.push(
          ...[640, 320].flatMap((w) => [`/media/photo-${hash}-${w}.webp`, `/media/photo-${hash}-${w}.avif`]),
        );
      }
      for (const url of photoUrls) {
        const got = await warm.call('photo', 'GET', url, undefined, { accept: 'image/avif,image/webp,*/*' });
        if (got.status !== 200) throw new Error(`${url} answered ${got.status} before the faults`);
      }
    }

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
      'store-down': {
        apply: () => storeProxy!.refuse(),
        heal: () => storeProxy!.heal(),
        // A photo file the shop has not served before comes from the bucket again, and health says so.
        probe: async (c) => {
          const photo = await c.call('photo', 'GET', coldPhotos[0]!, undefined, {}, PROBE_MS);
          const health = await c.call('health', 'GET', '/api/health', undefined, {}, PROBE_MS);
          return photo.status === 200 && health.body?.photo_store === 'ok';
        },
      },
      'store-drop': {
        apply: () => storeProxy!.drop(),
        heal: () => storeProxy!.heal(),
        probe: async (c) => faultTable['store-down'].probe(c),
      },
      'store-silent': {
        apply: () => storeProxy!.silence(),
        heal: () => storeProxy!.heal(),
        probe: async (c) => faultTable['store-down'].probe(c),
      },
    };

    for (const name of faults) {
      const fault = faultTable[name];
      const length = options.faultSeconds?.[name] ?? seconds;
      const samples: Sample[] = [];
      let running = true;
      const load = Array.from({ length: clients }, () =>
        shopper(base, productIds, samples, placed, () => running, photoUrls),
      );
      await new Promise((r) => setTimeout(r, settle));
      log(`${name}: applying for ${length} s`);
      const faultStart = Date.now();
      fault.apply();
      const isStore = STORE_FAULTS.includes(name);
      // The upload and the backup run in the shop, as `npm run shop` hands them to it.
      const upload = isStore
        ? timed(
            photoFile(dir, `during-${name}.png`, results.length + 3, 600).then((file) =>
              shopTool(dataDir, ['photos', 'add', String(productIds[2]), file]),
            ),
          )
        : null;
      // The first try fails with the fault; the next comes once the load has stopped (the heal, the
      // store's first answer, a settle, the shoppers' last requests): on PGlite the copy of the
      // database holds every query while it is taken (a property of any backup there,
      // bench/backup.ts; with 20 shoppers on a loaded machine, 15 s and more), which is not the
      // store's to answer for and would blur its figures. The store answers within a second of the
      // heal; waiting out the whole recovery window as well cost the fault test a minute.
      const wait = Math.ceil(length + (2 * settle) / 1000 + 5);
      const backup = isStore
        ? timed(shopTool(dataDir, ['backup', '--to', 'store', '--tries', '8', '--wait', String(wait)]))
        : null;
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
      let coldPhoto = '';
      if (isStore) {
        // The store is away: a photo the shop does not hold answers 404 at once (not kept), not 5xx.
        coldPhotos.push(coldPhotos.shift()!);
        const cold = await healthClient.call('photo', 'GET', coldPhotos[0]!, undefined, {}, 5000);
        coldPhoto = `${cold.status || 'no answer'} in ${cold.ms} ms`;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, faultStart + length * 1000 - Date.now())));
      // The photo is checked and converted before the store is asked: on a loaded machine that can
      // take longer than the fault, so the store stays away until the upload has answered.
      if (upload) await Promise.race([upload, new Promise((r) => setTimeout(r, 60_000))]);
      const faultEnd = Date.now();
      fault.heal();
      const probeClient = new Client(base, null, randomIp());
      const recoveryMs = await waitFor(() => fault.probe(probeClient), RECOVERY_WINDOW_MS);
      log(`${name}: healed; ${recoveryMs === null ? 'no probe passed' : `the probe passed after ${recoveryMs} ms`}`);
      await new Promise((r) => setTimeout(r, settle));
      running = false;
      await Promise.race([Promise.all(load), new Promise((r) => setTimeout(r, 20_000))]);
      let store: StoreFigures | undefined;
      if (upload && backup) {
        const [up, back] = await Promise.all([upload, backup]);
        const detail = await new Client(base, null, randomIp()).call(
          'cached',
          'GET',
          `/api/product-detail/${productIds[2]}/`,
        );
        const backupFailures = back.lines.filter((l) => /^Backup try \d+ of \d+ failed/.test(l));
        store = {
          warmPhotos: countStatuses(samples.filter((s) => s.kind === 'photo' && s.at >= faultStart && s.at < faultEnd)),
          coldPhoto,
          upload: {
            exit: up.exit,
            ms: up.ms,
            message: up.lines[0] ?? '',
            photosAdded: (detail.body?.images ?? []).filter((i: { image: string }) => i.image.includes('/photo-'))
              .length,
          },
          backup: {
            exit: back.exit,
            ms: back.ms,
            tries: backupFailures.length + 1,
            firstFailure: backupFailures[0] ?? '',
            result:
              back.lines.find((l) => l.startsWith('Backup written') || l.startsWith('No backup')) ??
              back.lines.join(' / '),
          },
          orphanArchives: await orphanArchives(s3!),
        };
      }

      const during = samples.filter((s) => s.at >= faultStart);
      const statuses = countStatuses(during);
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
        ...(store ? { store } : {}),
      });
      log(`${name}: ${JSON.stringify(results[results.length - 1])}`);
      // The next fault starts from a healthy shop.
      if ((await waitFor(() => healthy(base), 30_000, 100)) === null)
        log(`${name}: the shop did not answer /api/health with 200 within 30 s of the heal`);
    }
  } finally {
    stopping = true;
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    redisProxy.heal();
    dbProxy?.heal();
    storeProxy?.heal();
    await Promise.all([redisProxy.close(), dbProxy?.close(), storeProxy?.close(), smtp.close(), razorpay.close()]);
    await s3?.close();
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
  const stores = run.results.filter((r) => r.store);
  if (stores.length)
    rows.push(
      '',
      '| store fault | photos served before, during it | a photo not served before | photos add during it | backup --to store started with it | archives without record |',
      '| --- | --- | --- | --- | --- | --- |',
      ...stores.map(({ fault, store: f }) =>
        [
          fault,
          Object.entries(f!.warmPhotos)
            .sort()
            .map(([s, n]) => `${s}×${n}`)
            .join(' '),
          f!.coldPhoto,
          `exit ${f!.upload.exit} in ${f!.upload.ms} ms, ${f!.upload.photosAdded} added: ${f!.upload.message}`,
          `exit ${f!.backup.exit} after ${f!.backup.tries} tries in ${(f!.backup.ms / 1000).toFixed(1)} s; first: ${f!.backup.firstFailure || '–'}; then: ${f!.backup.result}`,
          String(f!.orphanArchives),
        ]
          .map((c) => c.replace(/\|/g, '/'))
          .join(' | ')
          .replace(/^/, '| ')
          .replace(/$/, ' |'),
      ),
    );
  const crash = run.crashed ? `\nthe shop crashed during the run: ${run.crashed}` : '';
  return `${rows.join('\n')}\n\norders answered 201: ${run.ordersPlaced}, lost: ${run.ordersLost}; products whose stock differs from the ledger: ${run.ledgerMismatches}${crash}`;
}
