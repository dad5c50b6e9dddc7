// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimits, LIMIT_NAMES, LIMITS, type LimitName } from '../../server/http/limits';
import { buildTestShop, type TestShop } from './helper';
import { BrowserClient, type Answer } from './browser-client';

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

let ipCounter = 0;
/** A fresh client address per call, so one limit's test never spends another's count. */
const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${++ipCounter & 255}`;

/**
 * For each limit: a request that counts against it, sent to one of the two shops. `key` is what the
 * limit counts by, fixed for the whole run of one test; `i` numbers the request.
 */
type Probe = (shop: TestShop, key: { ip: string; email: string }, i: number) => Promise<Answer>;
const call = (shop: TestShop, ip: string, method: 'get' | 'post', url: string, body?: unknown) =>
  method === 'get' ? new BrowserClient(shop.baseUrl, ip).get(url) : new BrowserClient(shop.baseUrl, ip).post(url, body);

const probes: Record<LimitName, { probe: Probe; counted: number }> = {
  // Different accounts from one address: only the address's count fills.
  'login-ip': {
    probe: (s, k, i) =>
      call(s, k.ip, 'post', '/api/api/login/', { email: `nobody${i}.${k.email}`, password: 'x-wrong-1' }),
    counted: 401,
  },
  // These two are checked together below: a locked account still lets a new address try once.
  'login-account': { probe: () => Promise.reject(new Error('tested on its own')), counted: 401 },
  'login-account-ip': { probe: () => Promise.reject(new Error('tested on its own')), counted: 401 },
  'staff-signin-ip': {
    probe: (s, k, i) => call(s, k.ip, 'post', '/api/admin/auth/code', { email: `s${i}.${k.email}`, code: '000000' }),
    counted: 401,
  },
  'staff-signin-account': {
    probe: (s, k) => call(s, freshIp(), 'post', '/api/admin/auth/code', { email: k.email, code: '000000' }),
    counted: 401,
  },
  'mail-ip': {
    probe: (s, k, i) => call(s, k.ip, 'post', '/api/resend-otp/', { email: `m${i}.${k.email}` }),
    counted: 200,
  },
  'mail-email': { probe: (s, k) => call(s, freshIp(), 'post', '/api/resend-otp/', { email: k.email }), counted: 200 },
  'otp-ip': {
    probe: (s, k) => call(s, k.ip, 'post', '/api/verify-otp/', { email: k.email, code: '000000' }),
    counted: 400,
  },
  'contact-ip': { probe: (s, k) => call(s, k.ip, 'post', '/api/contact/', {}), counted: 400 },
  'subscribe-ip': { probe: (s, k) => call(s, k.ip, 'post', '/api/Subscribe/', {}), counted: 400 },
  'review-ip': { probe: (s, k) => call(s, k.ip, 'post', '/api/reviews/', {}), counted: 401 },
  'order-lookup-ip': { probe: (s, k) => call(s, k.ip, 'get', '/api/orders/ZZZZ2222/'), counted: 404 },
  'invoice-ip': { probe: (s, k) => call(s, k.ip, 'get', '/api/orders/ZZZZ2222/invoice/'), counted: 404 },
  'viewer-ip': { probe: (s, k) => call(s, k.ip, 'post', '/api/product-viewers/1/', {}), counted: 400 },
  'payment-report-ip': { probe: (s, k) => call(s, k.ip, 'post', '/api/payments/window-failed/', {}), counted: 400 },
};

describe.skipIf(!reachable)('every limit, shared by two shop processes through Redis', () => {
  // A prefix of its own per run: other test runs use the same Redis.
  const redisPrefix = `test-${randomBytes(6).toString('hex')}`;
  let first: TestShop;
  let second: TestShop;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      buildTestShop({ trustProxy: true, redisUrl: REDIS_URL, redisPrefix }),
      buildTestShop({ trustProxy: true, redisUrl: REDIS_URL, redisPrefix }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('has a probe for every entry of the table', () => {
    expect(Object.keys(probes).sort()).toEqual([...LIMIT_NAMES].sort());
  });

  it.each(LIMIT_NAMES.filter((name) => name !== 'login-account' && name !== 'login-account-ip'))(
    '%s: its count, sent half to each process, refuses the next on both',
    async (name) => {
      const { probe, counted } = probes[name];
      const points = LIMITS[name].points;
      const key = { ip: freshIp(), email: `${name}.${redisPrefix}@example.in` };
      for (let i = 0; i < points; i++) {
        const answer = await probe(i % 2 ? second : first, key, i);
        expect(answer.status, `${name}: request ${i + 1} of ${points}`).toBe(counted);
      }
      for (const shop of [first, second]) {
        const refused = await probe(shop, key, points);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    },
  );

  it('login-account and login-account-ip: 10 failures on one account from 10 addresses over two processes lock it; an address that tried is refused in the other process, a new one may try', async () => {
    const email = `locked.${redisPrefix}@example.in`;
    const tried = freshIp();
    const login = (shop: TestShop, ip: string) =>
      call(shop, ip, 'post', '/api/api/login/', { email, password: 'x-wrong-1' });
    expect((await login(first, tried)).status).toBe(401);
    for (let i = 1; i < LIMITS['login-account'].points; i++)
      expect((await login(i % 2 ? second : first, freshIp())).status).toBe(401);
    expect((await login(second, tried)).status).toBe(429);
    expect((await login(first, freshIp())).status).toBe(401);
  });
});

describe('without Redis each process counts its own', () => {
  let first: TestShop;
  let second: TestShop;
  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestShop({ trustProxy: true }), buildTestShop({ trustProxy: true })]);
  });
  afterAll(() => Promise.all([first?.close(), second?.close()]));

  it('order lookups: the limit holds in one process and not across two', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS['order-lookup-ip'].points; i++)
      expect((await call(first, ip, 'get', '/api/orders/ZZZZ2222/')).status).toBe(404);
    expect((await call(first, ip, 'get', '/api/orders/ZZZZ2222/')).status).toBe(429);
    expect((await call(second, ip, 'get', '/api/orders/ZZZZ2222/')).status).toBe(404);
  });
});

describe('the limiter itself', () => {
  it('takes slots, gives them back, and blocks after the limit and not before', async () => {
    const limits = createLimits(undefined);
    for (let i = 0; i < LIMITS['login-ip'].points - 1; i++) expect(await limits.take('login-ip', 'a')).toBe(0);
    expect(await limits.blockedFor('login-ip', 'a')).toBe(0);
    await limits.giveBack('login-ip', 'a');
    expect(await limits.count('login-ip', 'a')).toBe(LIMITS['login-ip'].points - 2);
    await limits.take('login-ip', 'a');
    await limits.take('login-ip', 'a');
    expect(await limits.blockedFor('login-ip', 'a')).toBeGreaterThan(0);
    expect(await limits.take('login-ip', 'a')).toBeGreaterThan(0);
    await limits.close();
  });

  it('RATE_LIMIT=false (load tests) never blocks', async () => {
    const limits = createLimits(undefined, false);
    for (let i = 0; i < 50; i++) expect(await limits.take('login-ip', 'b')).toBe(0);
    expect(await limits.blockedFor('login-ip', 'b')).toBe(0);
  });

  it.skipIf(!reachable)('keeps a window as long as the table says, in Redis', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const one = createLimits(REDIS_URL, true, prefix);
    const two = createLimits(REDIS_URL, true, prefix);
    await Promise.all([one.ready(), two.ready()]);
    await one.take('order-lookup-ip', 'w');
    expect(await two.count('order-lookup-ip', 'w')).toBe(1);
    await one.forget('order-lookup-ip', 'w');
    await Promise.all([one.close(), two.close()]);
  });
});
