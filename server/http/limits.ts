import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';

/** What a limit counts by: the client's address, an e-mail address, or the pair of both. */
export type LimitKey = 'ip' | 'email' | 'email+ip';

export interface LimitSpec {
  /** The routes or work it protects, for people reading the table. */
  protects: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  key: LimitKey;
}

const MINUTES = 60;

/**
 * Every rate limit in the shop, one entry each. Counts live in Redis when REDIS_URL is set (every
 * process shares them), else in the process. A slot is taken before the work it guards, so a burst
 * sent at once gets no more than `points` through; routes give the slot back where noted.
 */
export const LIMITS = {
  'login-ip': {
    protects: 'api/login/: sign-in attempts from one address (taken before the password hash; a success gives it back)',
    points: 10,
    windowSeconds: 15 * MINUTES,
    key: 'ip',
  },
  'login-account': {
    protects: 'api/login/: sign-in attempts on one account from anywhere (a success gives it back)',
    points: 10,
    windowSeconds: 15 * MINUTES,
    key: 'email',
  },
  'login-account-ip': {
    protects:
      'api/login/: attempts of one address on one account; once the account is locked, only an address that has not failed on it may try (so its owner still can)',
    points: 10,
    windowSeconds: 15 * MINUTES,
    key: 'email+ip',
  },
  'staff-signin-ip': {
    protects:
      'api/admin/auth/: console sign-in and enrolment attempts (passkey or code) from one address; a success gives it back',
    points: 10,
    windowSeconds: 15 * MINUTES,
    key: 'ip',
  },
  'staff-signin-account': {
    protects: 'api/admin/auth/code and step-up codes: code attempts on one console address from anywhere',
    points: 10,
    windowSeconds: 15 * MINUTES,
    key: 'email',
  },
  'mail-ip': {
    protects: 'register/, resend-otp/, password-reset/: requests that send an e-mail, per address',
    points: 20,
    windowSeconds: 15 * MINUTES,
    key: 'ip',
  },
  'mail-email': {
    protects: 'register/, resend-otp/, password-reset/: e-mails sent to one mailbox',
    points: 5,
    windowSeconds: 15 * MINUTES,
    key: 'email',
  },
  'otp-ip': {
    protects: 'verify-otp/, password-reset-confirm/: code attempts per address (a right code gives its slot back)',
    points: 30,
    windowSeconds: 15 * MINUTES,
    key: 'ip',
  },
  'contact-ip': {
    protects: 'contact/: messages (each e-mails the shop), bad ones counted',
    points: 10,
    windowSeconds: 15 * MINUTES,
    key: 'ip',
  },
  'subscribe-ip': {
    protects: 'Subscribe/: newsletter sign-ups, bad ones counted',
    points: 20,
    windowSeconds: 15 * MINUTES,
    key: 'ip',
  },
  'review-ip': {
    protects: 'reviews/: reviews written, bad ones counted',
    points: 20,
    windowSeconds: 15 * MINUTES,
    key: 'ip',
  },
  'order-lookup-ip': {
    protects: 'orders/{orderNo}/ and order_track/{id}/?order_no=: order-number guesses, malformed ones counted',
    points: 30,
    windowSeconds: 10 * MINUTES,
    key: 'ip',
  },
  'invoice-ip': {
    protects: 'orders/{orderNo}/invoice/: invoice downloads (each may render a PDF)',
    points: 30,
    windowSeconds: 10 * MINUTES,
    key: 'ip',
  },
  'viewer-ip': {
    protects:
      'product-viewers/{id}/: presences on product pages (a page sends one a minute), so one address cannot fill the viewing count',
    points: 120,
    windowSeconds: 10 * MINUTES,
    key: 'ip',
  },
  'payment-report-ip': {
    protects: 'payments/window-failed/: reports of a payment window that could not open (each is an error log line)',
    points: 20,
    windowSeconds: 10 * MINUTES,
    key: 'ip',
  },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;
export const LIMIT_NAMES = Object.keys(LIMITS) as LimitName[];

export const LOGIN_FAILURE_LIMIT = LIMITS['login-ip'].points;
export const LOGIN_WINDOW_SECONDS = LIMITS['login-ip'].windowSeconds;
/** Requests per IP in ENGAGEMENT_WINDOW_SECONDS to contact/, Subscribe/ and reviews/ (bad ones count too). */
export const ENGAGEMENT_LIMITS = {
  contact: LIMITS['contact-ip'].points,
  subscribe: LIMITS['subscribe-ip'].points,
  review: LIMITS['review-ip'].points,
} as const;
export const ENGAGEMENT_WINDOW_SECONDS = LIMITS['contact-ip'].windowSeconds;

export interface Limits {
  /** Counts one attempt now; the seconds to wait when that went over the limit, else 0. */
  take(name: LimitName, key: string): Promise<number>;
  /** `take`, also telling how many attempts the window holds with this one. */
  attempt(name: LimitName, key: string): Promise<{ wait: number; count: number }>;
  /** Gives back a slot taken by `take` (the attempt turned out not to count). */
  giveBack(name: LimitName, key: string): Promise<void>;
  /** Attempts counted for `key` in its current window. */
  count(name: LimitName, key: string): Promise<number>;
  /** Seconds until `key` may try again, or 0 when it is under the limit. Does not count. */
  blockedFor(name: LimitName, key: string): Promise<number>;
  /** Forgets every attempt of `key`. */
  forget(name: LimitName, key: string): Promise<void>;
  /** Resolves once Redis answers (or at once without it); never waits longer than `ms`. */
  ready(ms?: number): Promise<void>;
  /**
   * Where counts live now: 'memory' without Redis, 'redis' while it answers, 'degraded' while it does
   * not (each process counts on its own until it is back).
   */
  state(): 'memory' | 'redis' | 'degraded';
  /** Asks Redis now (a PING within the command deadline), so `state()` is current (/api/health). */
  check(): Promise<void>;
  close(): Promise<void>;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * How long one Redis command may take before the process counts in memory instead. Redis on the
 * shop's network answers in about a millisecond; 150 ms leaves room for a busy event loop and keeps
 * the fallback inside the 200 ms a limited request may lose to a dead Redis.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 150;
/** While Redis is away, how often it is asked again (a PING with the same deadline). */
const REDIS_PROBE_INTERVAL_MS = 500;

/**
 * Where the limiter reports Redis going away and coming back: one error line each, so an operator
 * who watches errors sees both ends of the outage (server/accounts/setup.ts passes the app's log).
 */
export interface LimitsLog {
  error: (fields: Record<string, unknown>, message: string) => void;
}

/**
 * One limiter per table entry. With `redisUrl` they count in Redis and share counts with every
 * process using the same `prefix`. No request waits on a dead Redis: every command has a 150 ms
 * deadline and nothing queues while it is away (enableOfflineQueue off); the first failure switches
 * every limit to counting in the process, one error line is logged, and a PING every 500 ms switches
 * back (one line again) once Redis answers. `enabled` false (RATE_LIMIT=false, for load tests only)
 * makes every limit unreachable.
 */
export function createLimits(
  redisUrl: string | undefined,
  enabled = true,
  prefix = 'shop',
  log: LimitsLog = { error: (fields, message) => console.error(message, fields) },
): Limits {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        connectTimeout: 1000,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        // Reconnect soon and often: the probe below decides when counting moves back.
        retryStrategy: (times) => Math.min(times * 100, 500),
      })
    : undefined;
  // A dropped Redis must not crash the process; the outage is reported once, below.
  redis?.on('error', () => {});

  const make = (name: LimitName): { memory: RateLimiterAbstract; shared?: RateLimiterAbstract } => {
    const spec: LimitSpec = LIMITS[name];
    const options: Omit<IRateLimiterOptions, 'keyPrefix'> = {
      points: enabled ? spec.points : Number.MAX_SAFE_INTEGER,
      duration: spec.windowSeconds,
    };
    const memory = new RateLimiterMemory({ ...options, keyPrefix: `${prefix}:${name}` });
    const shared = redis
      ? new RateLimiterRedis({ ...options, keyPrefix: `${prefix}:${name}`, storeClient: redis })
      : undefined;
    return { memory, shared };
  };
  const limiters = Object.fromEntries(LIMIT_NAMES.map((name) => [name, make(name)])) as Record<
    LimitName,
    { memory: RateLimiterAbstract; shared?: RateLimiterAbstract }
  >;

  // Whether Redis answers; starts false until the first connection is ready.
  let up = false;
  let since = 0;
  let probing: NodeJS.Timeout | undefined;
  let closed = false;
  redis?.on('ready', () => {
    if (!since) up = true;
    // Back during an outage: ask at once rather than at the probe's next turn.
    else if (probing) {
      clearTimeout(probing);
      probing = undefined;
      probe(0);
    }
  });

  function wentAway(error: unknown) {
    if (!up && since) return;
    up = false;
    since = Date.now();
    log.error(
      { err: error instanceof Error ? error.message : String(error) },
      'Redis is not answering: rate limits are counted in this process until it is back',
    );
    probe();
  }
  function probe(delay = REDIS_PROBE_INTERVAL_MS) {
    if (probing || closed || !redis) return;
    probing = setTimeout(async () => {
      probing = undefined;
      if (closed) return;
      try {
        if (redis.status !== 'ready') throw new Error(`connection ${redis.status}`);
        await redis.ping();
        up = true;
        log.error({ outage_ms: Date.now() - since }, 'Redis answers again: rate limits are counted in Redis');
        since = 0;
        return;
      } catch (error) {
        // A connection that went silent stays open (or half-open, waiting for its ready check) for
        // ever: start a new one.
        if (redis.status === 'connect' || /timed out/i.test((error as Error).message)) redis.disconnect(true);
      }
      probe();
    }, delay);
    probing.unref();
  }

  /** `work` on Redis while it answers, else (and the moment it fails) on the process's own counts. */
  async function run<T>(name: LimitName, work: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    const { memory, shared } = limiters[name];
    if (!shared || !up) return work(memory);
    try {
      return await work(shared);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      wentAway(error);
      return work(memory);
    }
  }

  async function attempt(name: LimitName, key: string) {
    try {
      const result = await run(name, (l) => l.consume(key));
      return { wait: 0, count: result.consumedPoints };
    } catch (result) {
      if (result instanceof RateLimiterRes)
        return { wait: secondsOf(result.msBeforeNext), count: result.consumedPoints };
      throw result;
    }
  }

  return {
    attempt,
    async take(name, key) {
      return (await attempt(name, key)).wait;
    },
    async giveBack(name, key) {
      await run(name, (l) => l.reward(key));
    },
    async count(name, key) {
      return (await run(name, (l) => l.get(key)))?.consumedPoints ?? 0;
    },
    async blockedFor(name, key) {
      const state = await run(name, (l) => l.get(key));
      if (!state || state.consumedPoints < limiters[name].memory.points) return 0;
      return secondsOf(state.msBeforeNext);
    },
    async forget(name, key) {
      await run(name, (l) => l.delete(key));
    },
    async ready(ms = 2000) {
      if (!redis) return;
      if (redis.status !== 'ready')
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, ms);
          redis.once('ready', done);
          function done() {
            clearTimeout(timer);
            redis!.off('ready', done);
            resolve();
          }
        });
      if (redis.status === 'ready') up = true;
      else wentAway(new Error(`no answer from Redis within ${ms} ms`));
    },
    async check() {
      if (!redis || !up) return;
      await redis.ping().catch(wentAway);
    },
    state() {
      if (!redis) return 'memory';
      return up ? 'redis' : 'degraded';
    },
    async close() {
      closed = true;
      if (probing) clearTimeout(probing);
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** 429 with Retry-After and the shop's `{ message }`. */
export function tooManyRequests(reply: FastifyReply, seconds: number, message: string) {
  return reply.code(429).header('Retry-After', String(seconds)).send({ message });
}

/**
 * An onRequest hook that counts every request (bad ones too) against `name`, keyed by the
 * caller's address, and answers 429 before any work once over. `counts` leaves some requests out.
 */
export function limitedBy(
  limits: Limits,
  name: LimitName,
  message: string,
  counts: (request: FastifyRequest) => boolean = () => true,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!counts(request)) return;
    const wait = await limits.take(name, request.ip);
    if (!wait) return;
    request.log.warn({ ip: request.ip, url: request.url, limit: name }, 'rate limit reached');
    return tooManyRequests(reply, wait, message);
  };
}
