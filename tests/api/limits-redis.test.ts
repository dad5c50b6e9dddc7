// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { blockedFor, consume, createLimits, LOGIN_FAILURE_LIMIT } from '../../server/auth/limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// CI sets REQUIRE_REDIS: there a missing Redis fails instead of skipping.
const reachable = await redisReachable();
if (!reachable && process.env.REQUIRE_REDIS) throw new Error(`Redis not reachable at ${REDIS_URL}`);

describe.skipIf(!reachable)('sign-in limits shared through Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const first = createLimits(REDIS_URL, true, prefix);
  const second = createLimits(REDIS_URL, true, prefix);
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts failures from two processes together', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < LOGIN_FAILURE_LIMIT / 2; i++) {
      await consume(first.loginFailures.ip, ip);
      await consume(second.loginFailures.ip, ip);
    }
    expect(await blockedFor(first.loginFailures.ip, ip)).toBeGreaterThan(0);
    expect(await blockedFor(second.loginFailures.ip, ip)).toBeGreaterThan(0);
    expect(await blockedFor(second.loginFailures.ip, '203.0.113.100')).toBe(0);
  });

  it('keeps each window to 15 minutes', async () => {
    const key = 'someone@example.in';
    await consume(first.loginFailures.account, key);
    const state = await second.loginFailures.account.get(key);
    expect(state?.consumedPoints).toBe(1);
    expect(state!.msBeforeNext).toBeGreaterThan(14 * 60 * 1000);
    expect(state!.msBeforeNext).toBeLessThanOrEqual(15 * 60 * 1000);
  });
});

describe('sign-in limits in one process', () => {
  it('blocks after the limit and not before', async () => {
    const limits = createLimits(undefined);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect(await consume(limits.loginFailures.ip, 'a')).toBe(0);
    expect(await blockedFor(limits.loginFailures.ip, 'a')).toBe(0);
    await consume(limits.loginFailures.ip, 'a');
    expect(await blockedFor(limits.loginFailures.ip, 'a')).toBeGreaterThan(0);
    await limits.close();
  });

  it('RATE_LIMIT=false (load tests) never blocks', async () => {
    const limits = createLimits(undefined, false);
    for (let i = 0; i < 50; i++) await consume(limits.loginFailures.ip, 'b');
    expect(await blockedFor(limits.loginFailures.ip, 'b')).toBe(0);
  });
});
