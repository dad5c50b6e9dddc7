// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimits, REDIS_COMMAND_TIMEOUT_MS, type Limits } from '../../server/http/limits';
import { ownRedis, TcpProxy } from '../../bench/fault-tools';

/**
 * The limiter when its Redis goes away: a Redis of the test's own behind a TCP proxy that
 * refuses or holds connections silent. Limits answer within 200 ms from the process's own counts,
 * move back to Redis when it answers, and say so in one error line at each end.
 */
describe('rate limits while Redis is away', () => {
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  let proxy: TcpProxy;
  let limits: Limits;
  const lines: string[] = [];

  beforeAll(async () => {
    redis = await ownRedis();
    proxy = await TcpProxy.start(redis.port);
    limits = createLimits(`redis://127.0.0.1:${proxy.port}`, true, 'outage-test', {
      error: (_fields, message) => lines.push(message),
    });
    await limits.ready();
  });
  afterAll(async () => {
    await limits?.close();
    await proxy?.close();
    redis?.stop();
  });

  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const value = await work();
    return { value, ms: performance.now() - started };
  };

  for (const fault of ['refuse', 'silence'] as const) {
    it(`answers within 200 ms when Redis is ${fault === 'refuse' ? 'down' : 'silent'}, and moves back`, async () => {
      lines.length = 0;
      const key = `10.9.${fault.length}.1`;
      expect(limits.state()).toBe('redis');
      expect(await limits.take('login-ip', key)).toBe(0);

      proxy[fault]();
      const first = await timed(() => limits.attempt('login-ip', key));
      expect(first.ms).toBeLessThan(200);
      expect(REDIS_COMMAND_TIMEOUT_MS).toBeLessThan(200);
      expect(limits.state()).toBe('degraded');
      // Counted in the process meanwhile: the limit still holds.
      for (let i = 0; i < 9; i++) await limits.take('login-ip', key);
      const blocked = await timed(() => limits.take('login-ip', key));
      expect(blocked.value).toBeGreaterThan(0);
      expect(blocked.ms).toBeLessThan(50);

      proxy.heal();
      await expect.poll(() => limits.state(), { timeout: 2000, interval: 20 }).toBe('redis');
      // Counting is in Redis again: the count there is the one from before the outage.
      expect(await limits.count('login-ip', key)).toBe(1);
      expect(lines).toEqual([
        'Redis is not answering: rate limits are counted in this process until it is back',
        'Redis answers again: rate limits are counted in Redis',
      ]);
    });
  }
});
