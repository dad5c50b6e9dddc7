import { Type, type Static } from 'typebox';
// typebox/schema, not typebox/value (whose Check and Errors only call these): 140 fewer modules for
// every process to load at start.
import { Check } from 'typebox/schema';
import { EXAMPLE_SHOP_DETAILS, type ShopDetails } from '../../common/site/company';
import { isIP } from 'node:net';
import path from 'node:path';
import { sellerProblems } from './seller';
import { STEP_UP_SECONDS } from '../../common/domain/staff';

/** Everything the server reads from the environment, checked once at start (see .env.example). */
export interface Config {
  /** The shop's name and contact details (shop.config.json, read by readSettings in server/config/settings.ts). */
  shop: ShopDetails;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (DB_POOL_MAX); undefined: as many as the machine has cores (server/db/client.ts). */
  dbPoolMax: number | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * The one origin written into pages, the sitemap and robots.txt. Required in production; when empty
   * (development, tests) it is taken from each request's Host, which must then be valid (allowedHosts).
   */
  publicUrl: string;
  /** Hosts (host or host:port, lower case) a request may name when publicUrl is empty; empty: any valid host. */
  allowedHosts: string[];
  /** Catalogue read-cache lifetime; 0 keeps entries until a write invalidates them. */
  cacheTtlMs: number;
  /** Memory budget of the catalogue read cache, in bytes (CACHE_MAX_MB). */
  cacheMaxBytes: number;
  rateLimit: boolean;
  /**
   * scrypt's N for new password hashes, when not the production cost (server/accounts/passwords.ts).
   * No environment variable sets it: the test harness lowers it, so that a suite signing in hundreds
   * of times does not spend minutes hashing (docs/decisions.md).
   */
  passwordHashCost?: number;
  /**
   * Which proxies may name the client in X-Forwarded-For (fastify's trustProxy): false (none), the
   * proxies' addresses or CIDR ranges, a hop count, or true (every hop: a client can then forge it).
   */
  trustProxy: boolean | number | string[];
  /**
   * Start by taking over from the shop running on DATA_DIR (server/http/handover.ts): listen on PORT at
   * once, holding requests, ask the old process to stop, and answer them once its database is free.
   */
  takeOver: boolean;
  /** Strict-Transport-Security max-age (s) for requests that arrived over HTTPS; 0: never sent. */
  hstsMaxAge: number;
  /** NODE_ENV=production: refusals at start (payments, mail, GSTIN, PUBLIC_URL), no demo seed by default. */
  production: boolean;
  /** Seed the demo catalogue, reviews and coupons into an empty database (SEED_DEMO; default: not in production). */
  seedDemo: boolean;
  /** Directory of the built SPA. */
  distDir: string;
  /** smtp(s)://user:pass@host:port; unset: mail is written to DATA_DIR/mail as .eml files. */
  smtpUrl: string | undefined;
  /** How often queued mail that failed is tried again, in ms; 0: only by `npm run shop -- mail retry`. */
  mailRetryIntervalMs: number;
  /** MAIL_OUTBOX=true: the .eml outbox was asked for (production refuses to start without SMTP otherwise). */
  mailOutbox: boolean;
  /** The From of every e-mail the shop sends. */
  mailFrom: string;
  /** redis://host:port; set it when several processes must share every rate limit (server/http/limits.ts). */
  redisUrl: string | undefined;
  /** Prefix of the rate-limit keys in Redis: processes of one shop share it (REDIS_PREFIX, default 'shop'). */
  redisPrefix: string;
  /** Signs access tokens; unset: generated once and kept under DATA_DIR/secrets. */
  jwtSecret: string | undefined;
  /** Razorpay keys: with both set, payments go through Razorpay; else through the local sandbox. */
  razorpayKeyId: string | undefined;
  razorpayKeySecret: string | undefined;
  /** Checks X-Razorpay-Signature on webhooks; unset: the webhook answers 503. */
  razorpayWebhookSecret: string | undefined;
  /** Razorpay's API origin (tests use a local fake). */
  razorpayApiBase: string;
  /** The Checkout script the storefront loads when Razorpay is on (tests use a stand-in on another origin). */
  razorpayCheckoutUrl: string;
  /** Origins Razorpay Checkout needs, per CSP directive; added to the CSP only when Razorpay is on. */
  razorpayCsp: CheckoutCsp;
  /** The local payment sandbox may take payments (when Razorpay is not configured). Off in production unless asked. */
  paymentSandbox: boolean;
  /** Minutes an unpaid order holds its stock. */
  paymentHoldMinutes: number;
  /** How long a passkey tap or code stays fresh for refunds, exports and staff changes (docs/console.md). */
  staffStepUpSeconds: number;
  /** Web Push's VAPID private key (URL-safe base64); unset: one is made and kept under DATA_DIR/secrets. */
  vapidPrivateKey?: string;
  /** Who push services may contact about the shop's pushes (mailto: or https:); default the care e-mail or PUBLIC_URL. */
  vapidSubject?: string;
  /** How often queued staff alerts are sent and deadlines checked; 0: only when an event happens. */
  alertIntervalMs: number;
  /** How often unpaid orders are checked with the provider; 0: never. */
  reconcileIntervalMs: number;
  /** DATA_DIR holds RESTORED-COPY.txt: mail to files, no reconciler, no scheduled jobs (server/config/restored-copy.ts). */
  restoredCopy?: boolean;
  /** Contact messages are deleted this many days after they arrive (PRIVACY_CONTACT_DAYS). */
  privacyContactDays: number;
  /** How often the retention job runs (server/privacy/retention.ts); 0 never. */
  retentionIntervalMs: number;
  /**
   * S3_BUCKET and its companions: photos (and `backup --to store`) go to this S3-compatible bucket,
   * which every process shares; unset: the folder DATA_DIR/objects (server/media/store.ts).
   */
  objectStore?: ObjectStoreSettings;
  /** MEDIA_PUBLIC_URL: where the bucket's objects are public (a CDN); photos are then sent there. Empty: served by the shop. */
  mediaPublicUrl: string;
  /** BACKUP_KEY: an age identity (AGE-SECRET-KEY-1…); with it, every backup is encrypted (server/operators/backup.ts). */
  backupKey: string | undefined;
}

/** The S3-compatible object store (server/media/s3.ts). */
export interface ObjectStoreSettings {
  bucket: string;
  /** The service's origin; unset: AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean;
}

export interface CheckoutCsp {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/**
 * What Razorpay Checkout loads, per directive: checkout.js and its risk script, the payment form's
 * frame, its telemetry, and its pictures (the list Razorpay's own Magento module allows).
 */
export const RAZORPAY_CSP: CheckoutCsp = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

export class ConfigError extends Error {}

/**
 * A Host header value: a DNS name (labels of letters, digits and inner hyphens, no empty label), an
 * IPv4 address or a bracketed IPv6 address, with an optional port. Anything else (spaces, `..`,
 * userinfo, paths, over 255 characters) is refused before it can reach a URL or a page.
 */
export function isValidHost(value: string): boolean {
  if (value.length === 0 || value.length > 261) return false;
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, name, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  if (name!.startsWith('[')) return true;
  if (name!.length > 253) return false;
  const labels = name!.replace(/\.$/, '').split('.');
  return labels.every((label) => /^[a-zA-Z0-9_](?:[a-zA-Z0-9_-]{0,61}[a-zA-Z0-9_])?$/.test(label));
}

function isOrigin(value: string): boolean {
  const match = /^https?:\/\/([^/?#@]+)$/.exec(value);
  return match !== null && isValidHost(match[1]!);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An integer variable, its bounds in the schema (the message names them). */
const Int = (minimum: number, maximum: number) => Type.Optional(Type.Integer({ minimum, maximum }));
/** true / false, also spelled 1 / 0, on / off, yes / no. */
const Bool = () => Type.Optional(Type.Boolean());
/** A text; `problem` is what the operator is told when it does not match `pattern`. */
const Text = (options: { pattern?: string; minLength?: number; problem?: string } = {}) =>
  Type.Optional(Type.String(options));

/**
 * Every variable the server reads, its type and its bounds (.env.example describes each). Values
 * arrive as text: integers and booleans are converted first, an empty value is an unset one, and
 * what the schema refuses is reported by name with the value given. Rules that tie variables to each
 * other (production's requirements, Razorpay's pair of keys, the CSP's origins) follow in loadConfig.
 */
export const ENV_SCHEMA = Type.Object({
  NODE_ENV: Text(),
  PORT: Int(0, 65535),
  HOST: Text(),
  DATA_DIR: Text(),
  DATABASE_URL: Text({
    pattern: '^postgres(ql)?://',
    problem: 'DATABASE_URL must start with postgres:// or postgresql://',
  }),
  DB_POOL_MAX: Int(1, 1000),
  LOG_LEVEL: Type.Optional(Type.Union(LOG_LEVELS.map((level) => Type.Literal(level)))),
  PUBLIC_URL: Text(),
  ALLOWED_HOSTS: Text(),
  CACHE_TTL_MS: Int(0, 86_400_000),
  CACHE_MAX_MB: Int(1, 65_536),
  RATE_LIMIT: Bool(),
  TRUST_PROXY: Text(),
  HSTS_MAX_AGE: Int(0, 63_072_000),
  TAKE_OVER: Bool(),
  SEED_DEMO: Bool(),
  DIST_DIR: Text(),
  SMTP_URL: Text({ pattern: '^smtps?://', problem: 'SMTP_URL must start with smtp:// or smtps://' }),
  MAIL_OUTBOX: Bool(),
  MAIL_RETRY_INTERVAL_MS: Int(0, 3_600_000),
  MAIL_FROM: Text(),
  REDIS_URL: Text({ pattern: '^rediss?://', problem: 'REDIS_URL must start with redis:// or rediss://' }),
  REDIS_PREFIX: Text(),
  JWT_SECRET: Text({ minLength: 32, problem: 'JWT_SECRET must be at least 32 characters' }),
  RAZORPAY_KEY_ID: Text(),
  RAZORPAY_KEY_SECRET: Text(),
  RAZORPAY_WEBHOOK_SECRET: Text(),
  RAZORPAY_API_BASE: Text({
    pattern: '^https?://[^/]+',
    problem: 'RAZORPAY_API_BASE must be an origin such as https://api.razorpay.com',
  }),
  RAZORPAY_CHECKOUT_URL: Text(),
  RAZORPAY_CSP_SCRIPT_SRC: Text(),
  RAZORPAY_CSP_FRAME_SRC: Text(),
  RAZORPAY_CSP_CONNECT_SRC: Text(),
  RAZORPAY_CSP_IMG_SRC: Text(),
  PAYMENT_SANDBOX: Bool(),
  PAYMENT_HOLD_MINUTES: Int(1, 10_080),
  STAFF_STEP_UP_SECONDS: Int(10, 3_600),
  VAPID_PRIVATE_KEY: Text({
    pattern: '^[A-Za-z0-9_-]{43}$',
    problem: 'VAPID_PRIVATE_KEY must be a P-256 private key in URL-safe base64 (43 characters)',
  }),
  VAPID_SUBJECT: Text({ pattern: '^(mailto:|https://)', problem: 'VAPID_SUBJECT must start with mailto: or https://' }),
  ALERT_INTERVAL_MS: Int(0, 86_400_000),
  RECONCILE_INTERVAL_MS: Int(0, 86_400_000),
  PRIVACY_CONTACT_DAYS: Int(1, 3_650),
  RETENTION_INTERVAL_MS: Int(0, 86_400_000),
  S3_BUCKET: Text({
    // S3's bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens.
    pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
    problem: 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  }),
  S3_ENDPOINT: Text({
    pattern: '^https?://[^/?#@\\s]+/?$',
    problem: 'S3_ENDPOINT must be an origin such as https://<account>.r2.cloudflarestorage.com',
  }),
  S3_REGION: Text({
    pattern: '^[a-z0-9-]{2,32}$',
    problem: 'S3_REGION must be a region such as ap-south-1 (R2: auto)',
  }),
  S3_ACCESS_KEY_ID: Text(),
  S3_SECRET_ACCESS_KEY: Text(),
  S3_FORCE_PATH_STYLE: Bool(),
  MEDIA_PUBLIC_URL: Text({
    pattern: '^https?://[^?#\\s]+$',
    problem: 'MEDIA_PUBLIC_URL must be an http(s) URL such as https://media.shop.example.in',
  }),
  BACKUP_KEY: Text({
    pattern: '^AGE-SECRET-KEY-1[0-9A-Z]{58}$',
    problem: 'BACKUP_KEY must be an age secret key (AGE-SECRET-KEY-1…): make one with `npm run shop -- backup key`',
  }),
});
type Env = Static<typeof ENV_SCHEMA>;

const TRUE = ['1', 'true', 'on', 'yes'];
const FALSE = ['0', 'false', 'off', 'no'];

/** The environment as the schema's types, and a problem for each value the schema refuses. */
function parseEnv(env: NodeJS.ProcessEnv): { values: Env; problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(ENV_SCHEMA.properties)) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const property = schema as { type?: string; minimum?: number; maximum?: number; problem?: string };
    const word = raw.toLowerCase();
    const value =
      property.type === 'integer'
        ? Number(raw)
        : property.type === 'boolean'
          ? TRUE.includes(word) || (FALSE.includes(word) ? false : raw)
          : raw.trim();
    // What the schema refuses is left unset, so its default applies while the problems are gathered.
    if (Check(schema, value)) values[name] = value;
    else if (property.type === 'integer')
      problems.push(`${name} must be an integer from ${property.minimum} to ${property.maximum} (got "${raw}")`);
    else if (property.type === 'boolean') problems.push(`${name} must be true or false (got "${raw}")`);
    else if (name === 'LOG_LEVEL') problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
    else problems.push(property.problem ?? `${name} is not valid (got "${raw}")`);
  }
  return { values: values as Env, problems };
}

/** The environment checked, with the shop's details (the example ones when none are given: tests, benchmarks). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, shop: ShopDetails = EXAMPLE_SHOP_DETAILS): Config {
  const { values: e, problems } = parseEnv(env);

  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET))
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');

  const databaseUrl = e.DATABASE_URL;
  const logLevel: Config['logLevel'] = e.LOG_LEVEL ?? 'info';

  const publicUrl = (e.PUBLIC_URL ?? '').replace(/\/+$/, '');
  if (publicUrl && !isOrigin(publicUrl)) problems.push('PUBLIC_URL must be an origin such as https://shop.example.in');
  // Without it every page would carry whatever Host a request names; in production that is never wanted.
  if (!publicUrl && e.NODE_ENV === 'production')
    problems.push('PUBLIC_URL must be set in production (the origin shoppers use, such as https://shop.example.in)');

  const allowedHosts = (e.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of allowedHosts)
    if (!isValidHost(host)) problems.push(`ALLOWED_HOSTS: "${host}" is not a host or host:port`);

  const production = e.NODE_ENV === 'production';

  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);

  const checkoutUrl = e.RAZORPAY_CHECKOUT_URL ?? RAZORPAY_CHECKOUT_URL;
  let checkoutOrigin = '';
  try {
    const url = new URL(checkoutUrl);
    if (!/^https?:$/.test(url.protocol)) throw new Error('not http');
    checkoutOrigin = url.origin;
  } catch {
    problems.push(`RAZORPAY_CHECKOUT_URL must be an http(s) URL (got "${checkoutUrl}")`);
  }
  // A stand-in Checkout (RAZORPAY_CHECKOUT_URL) needs its own origin in each directive unless told otherwise.
  const standIn = checkoutUrl !== RAZORPAY_CHECKOUT_URL;
  const origins = (name: keyof Env & `RAZORPAY_CSP_${string}`, fallback: string[]): string[] => {
    const raw = e[name];
    if (!raw) return fallback;
    const list = raw.split(/[\s,]+/).filter(Boolean);
    for (const origin of list)
      if (!isOrigin(origin))
        problems.push(`${name}: "${origin}" is not an origin such as https://checkout.razorpay.com`);
    return list;
  };
  const pick = (key: keyof CheckoutCsp) => (standIn && checkoutOrigin ? [checkoutOrigin] : RAZORPAY_CSP[key]);
  const razorpayCsp: CheckoutCsp = {
    script: origins('RAZORPAY_CSP_SCRIPT_SRC', pick('script')),
    frame: origins('RAZORPAY_CSP_FRAME_SRC', pick('frame')),
    connect: origins('RAZORPAY_CSP_CONNECT_SRC', pick('connect')),
    img: origins('RAZORPAY_CSP_IMG_SRC', pick('img')),
  };
  if (checkoutOrigin && !razorpayCsp.script.includes(checkoutOrigin)) razorpayCsp.script.unshift(checkoutOrigin);

  const razorpayOn = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
  // A live shop must never fall back to taking fake payments, nor open with no way to pay.
  if (production && !razorpayOn && e.PAYMENT_SANDBOX !== true)
    problems.push(
      'Payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET in production, or PAYMENT_SANDBOX=true to take test payments that charge nothing (every page then says so)',
    );

  const smtpUrl = e.SMTP_URL;
  const mailOutbox = e.MAIL_OUTBOX ?? false;
  if (production && !smtpUrl && !mailOutbox)
    problems.push(
      'SMTP_URL must be set in production, or no shopper receives a sign-up code; MAIL_OUTBOX=true writes every e-mail to DATA_DIR/mail/ instead',
    );

  problems.push(...sellerProblems(env, shop));

  const objectStore = objectStoreSettings(e, problems);
  const mediaPublicUrl = (e.MEDIA_PUBLIC_URL ?? '').replace(/\/+$/, '');
  // Without a bucket the photos are files on one machine: no public URL can name them.
  if (mediaPublicUrl && !objectStore)
    problems.push('MEDIA_PUBLIC_URL needs S3_BUCKET: photos are served from the bucket it names');

  const config: Config = {
    port: e.PORT ?? 8080,
    host: e.HOST ?? '0.0.0.0',
    dataDir: path.resolve(e.DATA_DIR ?? './var'),
    shop,
    databaseUrl,
    dbPoolMax: e.DB_POOL_MAX,
    logLevel,
    publicUrl,
    allowedHosts,
    // With several processes on PostgreSQL a short lifetime bounds staleness even if a notification is missed.
    cacheTtlMs: e.CACHE_TTL_MS ?? (databaseUrl ? 30_000 : 0),
    cacheMaxBytes: (e.CACHE_MAX_MB ?? 64) * 1024 * 1024,
    rateLimit: e.RATE_LIMIT ?? true,
    trustProxy,
    hstsMaxAge: e.HSTS_MAX_AGE ?? 31_536_000,
    takeOver: e.TAKE_OVER ?? false,
    production,
    seedDemo: e.SEED_DEMO ?? !production,
    distDir: path.resolve(e.DIST_DIR ?? 'dist'),
    smtpUrl,
    mailOutbox,
    mailRetryIntervalMs: e.MAIL_RETRY_INTERVAL_MS ?? 30_000,
    mailFrom: e.MAIL_FROM ?? `${shop.brand} <no-reply@cococare.example>`,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? 'shop',
    jwtSecret: e.JWT_SECRET,
    razorpayKeyId: e.RAZORPAY_KEY_ID,
    razorpayKeySecret: e.RAZORPAY_KEY_SECRET,
    razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    razorpayApiBase: (e.RAZORPAY_API_BASE ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
    razorpayCheckoutUrl: checkoutUrl,
    razorpayCsp,
    paymentSandbox: e.PAYMENT_SANDBOX ?? !production,
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES ?? 30,
    staffStepUpSeconds: e.STAFF_STEP_UP_SECONDS ?? STEP_UP_SECONDS,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    alertIntervalMs: e.ALERT_INTERVAL_MS ?? 30_000,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MS ?? 60_000,
    privacyContactDays: e.PRIVACY_CONTACT_DAYS ?? 365,
    retentionIntervalMs: e.RETENTION_INTERVAL_MS ?? 3_600_000,
    objectStore,
    mediaPublicUrl,
    backupKey: e.BACKUP_KEY,
  };

  if (problems.length) throw new ConfigError(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  return config;
}

/**
 * S3_BUCKET switches the photo store to the bucket; the keys must come with it, and the S3 settings
 * without a bucket are a mistake worth naming (they would be silently ignored).
 */
function objectStoreSettings(e: Env, problems: string[]): ObjectStoreSettings | undefined {
  const others = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => e[name] !== undefined,
  );
  if (!e.S3_BUCKET) {
    if (others.length)
      problems.push(`${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not`);
    return undefined;
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  if (missing.length) {
    problems.push(`S3_BUCKET is set: ${missing.join(' and ')} must be set too (the bucket's access key)`);
    return undefined;
  }
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  return {
    bucket: e.S3_BUCKET,
    endpoint,
    region: e.S3_REGION ?? (endpoint ? 'auto' : 'us-east-1'),
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    // Services other than AWS (MinIO above all) are reached by path unless told otherwise.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(endpoint),
  };
}

/**
 * TRUST_PROXY: false / empty (no proxy), a hop count (1 = one proxy such as nginx in front), the
 * proxies' addresses or CIDR ranges, comma-separated (proxy-addr's loopback, linklocal and uniquelocal
 * too), or true (every hop; only safe behind a proxy that overwrites X-Forwarded-For).
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string[] {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'off', 'no'].includes(value)) return false;
  if (['1', 'true', 'on', 'yes'].includes(value) && value !== '1') return true;
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) problems.push(`TRUST_PROXY as a hop count must be 1 to 10 (got "${raw}")`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const bitsOk = bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !bitsOk || extra !== undefined)
      problems.push(
        `TRUST_PROXY: "${entry}" is not an address or CIDR range; use false, a hop count, or the proxy's addresses (e.g. 127.0.0.1)`,
      );
  }
  return entries;
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify 5.12 reads a bare number as "trust nothing" (a direct
 * client could otherwise send enough hops), so a hop count becomes a function trusting the nearest N
 * hops; it is safe only when the shop is reachable through the proxy alone (HOST=127.0.0.1).
 */
export function fastifyTrustProxy(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
