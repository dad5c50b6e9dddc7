import { company } from '../../common/site/company';
import { isIP } from 'node:net';
import path from 'node:path';
import { sellerProblems } from './seller';

/** Everything the server reads from the environment, checked once at start (see .env.example). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
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
  /** How often unpaid orders are checked with the provider; 0: never. */
  reconcileIntervalMs: number;
  /** Contact messages are deleted this many days after they arrive (PRIVACY_CONTACT_DAYS). */
  privacyContactDays: number;
  /** How often the retention job runs (server/privacy/retention.ts); 0 never. */
  retentionIntervalMs: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'off', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${env[name]}")`);
    return fallback;
  };

  if (env.SMTP_URL?.trim() && !/^smtps?:\/\//.test(env.SMTP_URL.trim()))
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  if (env.REDIS_URL?.trim() && !/^rediss?:\/\//.test(env.REDIS_URL.trim()))
    problems.push('REDIS_URL must start with redis:// or rediss://');
  if (env.JWT_SECRET?.trim() && env.JWT_SECRET.trim().length < 32)
    problems.push('JWT_SECRET must be at least 32 characters');

  if (Boolean(env.RAZORPAY_KEY_ID?.trim()) !== Boolean(env.RAZORPAY_KEY_SECRET?.trim()))
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  if (env.RAZORPAY_API_BASE?.trim() && !/^https?:\/\/[^/]+/.test(env.RAZORPAY_API_BASE.trim()))
    problems.push('RAZORPAY_API_BASE must be an origin such as https://api.razorpay.com');

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');

  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const publicUrl = (env.PUBLIC_URL?.trim() ?? '').replace(/\/+$/, '');
  if (publicUrl && !isOrigin(publicUrl)) problems.push('PUBLIC_URL must be an origin such as https://shop.example.in');
  // Without it every page would carry whatever Host a request names; in production that is never wanted.
  if (!publicUrl && env.NODE_ENV === 'production')
    problems.push('PUBLIC_URL must be set in production (the origin shoppers use, such as https://shop.example.in)');

  const allowedHosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of allowedHosts)
    if (!isValidHost(host)) problems.push(`ALLOWED_HOSTS: "${host}" is not a host or host:port`);

  const production = env.NODE_ENV === 'production';

  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);

  const checkoutUrl = env.RAZORPAY_CHECKOUT_URL?.trim() || RAZORPAY_CHECKOUT_URL;
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
  const origins = (name: string, fallback: string[]): string[] => {
    const raw = env[name]?.trim();
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

  const razorpayOn = Boolean(env.RAZORPAY_KEY_ID?.trim() && env.RAZORPAY_KEY_SECRET?.trim());
  const sandboxAsked = env.PAYMENT_SANDBOX?.trim().toLowerCase();
  // A live shop must never fall back to taking fake payments, nor open with no way to pay.
  if (production && !razorpayOn && !['1', 'true', 'on', 'yes'].includes(sandboxAsked ?? ''))
    problems.push(
      'Payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET in production, or PAYMENT_SANDBOX=true to take test payments that charge nothing (every page then says so)',
    );

  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const mailOutbox = bool('MAIL_OUTBOX', false);
  if (production && !smtpUrl && !mailOutbox)
    problems.push(
      'SMTP_URL must be set in production, or no shopper receives a sign-up code; MAIL_OUTBOX=true writes every e-mail to DATA_DIR/mail/ instead',
    );

  problems.push(...sellerProblems(env));

  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './var'),
    databaseUrl,
    logLevel,
    publicUrl,
    allowedHosts,
    // With several processes on PostgreSQL a short lifetime bounds staleness even if a notification is missed.
    cacheTtlMs: int('CACHE_TTL_MS', databaseUrl ? 30_000 : 0, 0, 86_400_000),
    cacheMaxBytes: int('CACHE_MAX_MB', 64, 1, 65_536) * 1024 * 1024,
    rateLimit: bool('RATE_LIMIT', true),
    trustProxy,
    hstsMaxAge: int('HSTS_MAX_AGE', 31_536_000, 0, 63_072_000),
    takeOver: bool('TAKE_OVER', false),
    production,
    seedDemo: bool('SEED_DEMO', !production),
    distDir: path.resolve(env.DIST_DIR?.trim() || 'dist'),
    smtpUrl,
    mailOutbox,
    mailRetryIntervalMs: int('MAIL_RETRY_INTERVAL_MS', 30_000, 0, 3_600_000),
    mailFrom: env.MAIL_FROM?.trim() || `${company.brand} <no-reply@cococare.example>`,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'shop',
    jwtSecret: env.JWT_SECRET?.trim() || undefined,
    razorpayKeyId: env.RAZORPAY_KEY_ID?.trim() || undefined,
    razorpayKeySecret: env.RAZORPAY_KEY_SECRET?.trim() || undefined,
    razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() || undefined,
    razorpayApiBase: (env.RAZORPAY_API_BASE?.trim() || 'https://api.razorpay.com').replace(/\/+$/, ''),
    razorpayCheckoutUrl: checkoutUrl,
    razorpayCsp,
    paymentSandbox: bool('PAYMENT_SANDBOX', env.NODE_ENV !== 'production'),
    paymentHoldMinutes: int('PAYMENT_HOLD_MINUTES', 30, 1, 10_080),
    reconcileIntervalMs: int('RECONCILE_INTERVAL_MS', 60_000, 0, 86_400_000),
    privacyContactDays: int('PRIVACY_CONTACT_DAYS', 365, 1, 3_650),
    retentionIntervalMs: int('RETENTION_INTERVAL_MS', 3_600_000, 0, 86_400_000),
  };

  if (problems.length) throw new ConfigError(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  return config;
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
