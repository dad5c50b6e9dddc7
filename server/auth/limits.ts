import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';

/**
 * Counters for what abuse costs: failed sign-ins, and e-mails sent on request.
 * In memory for one process; in Redis (REDIS_URL) so several processes share
 * them, with a memory limiter standing in while Redis is unreachable.
 */
export interface Limits {
  /** Failed sign-ins: 10 in 15 minutes per IP, or per account. */
  loginFailures: { ip: RateLimiterAbstract; account: RateLimiterAbstract; accountIp: RateLimiterAbstract };
  /** Mail-sending requests (register, resend, reset): per IP and per address. */
  mail: { ip: RateLimiterAbstract; email: RateLimiterAbstract };
  /** Wrong one-time codes per IP, across accounts. */
  otpGuesses: RateLimiterAbstract;
  /** What shoppers send besides orders, per IP: contact messages (each e-mails the shop), newsletter sign-ups, reviews. */
  engagement: { contact: RateLimiterAbstract; subscribe: RateLimiterAbstract; review: RateLimiterAbstract };
  close: () => Promise<void>;
}

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Requests per IP in ENGAGEMENT_WINDOW_SECONDS to contact/, Subscribe/ and reviews/ (bad ones count too). */
export const ENGAGEMENT_LIMITS = { contact: 10, subscribe: 20, review: 20 } as const;
export const ENGAGEMENT_WINDOW_SECONDS = 15 * 60;

/** `enabled` false (RATE_LIMIT=false, for load tests only) makes every limit unreachable. */
export function createLimits(redisUrl: string | undefined, enabled = true, prefix = 'shop'): Limits {
  // Commands wait for the connection while it is made; when Redis is down they fail after one
  // retry and the insurance limiter answers instead.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
  // A dropped Redis must not crash the process; the insurance limiter answers meanwhile.
  redis?.on('error', () => {});

  const make = (keyPrefix: string, limit: Omit<IRateLimiterOptions, 'keyPrefix'>): RateLimiterAbstract => {
    const options = enabled ? limit : { ...limit, points: Number.MAX_SAFE_INTEGER };
    const memory = new RateLimiterMemory({ ...options, keyPrefix: `${prefix}:${keyPrefix}` });
    if (!redis) return memory;
    return new RateLimiterRedis({
      ...options,
      keyPrefix: `${prefix}:${keyPrefix}`,
      storeClient: redis,
      insuranceLimiter: memory,
    });
  };

  const window = { points: LOGIN_FAILURE_LIMIT, duration: LOGIN_WINDOW_SECONDS };
  return {
    loginFailures: {
      ip: make('login-ip', window),
      account: make('login-account', window),
      accountIp: make('login-account-ip', window),
    },
    mail: {
      ip: make('mail-ip', { points: 20, duration: 15 * 60 }),
      email: make('mail-email', { points: 5, duration: 15 * 60 }),
    },
    otpGuesses: make('otp-ip', { points: 30, duration: 15 * 60 }),
    // Generous enough for a family or office behind one address, far below what a flood needs.
    engagement: {
      contact: make('contact-ip', { points: ENGAGEMENT_LIMITS.contact, duration: ENGAGEMENT_WINDOW_SECONDS }),
      subscribe: make('subscribe-ip', { points: ENGAGEMENT_LIMITS.subscribe, duration: ENGAGEMENT_WINDOW_SECONDS }),
      review: make('review-ip', { points: ENGAGEMENT_LIMITS.review, duration: ENGAGEMENT_WINDOW_SECONDS }),
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Seconds until `limiter` lets `key` try again, or 0 when it is under its limit. */
export async function blockedFor(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key);
  if (!state || state.consumedPoints < limiter.points) return 0;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/** Count one attempt; returns the seconds to wait when that went over the limit, else 0. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw result;
  }
}
