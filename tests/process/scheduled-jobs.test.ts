// @vitest-environment node
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FakeRazorpay } from '../../bench/fault-tools';
import { ownDatabase, postgresAnswers } from './pg';
import { ready, scratch, type ShopProcess } from './shop-process';
import { buyableProducts, checkout } from '../../bench/shoppers';

const box = scratch();
afterAll(() => box.cleanup());

const INTERVAL_MS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(await postgresAnswers())('two shop processes on one PostgreSQL database', () => {
  it('run the payment reconciler in one process only, and the other takes over when it stops', async () => {
    const database = await ownDatabase('shop_jobs');
    const razorpay = await FakeRazorpay.start();
    const shops: Record<'a' | 'b', ShopProcess> = {} as never;
    try {
      for (const name of ['a', 'b'] as const) {
        shops[name] = await box.start({
          env: {
            DATABASE_URL: database.url,
            DATA_DIR: path.join(box.dir, `data-${name}`),
            JWT_SECRET: 'j'.repeat(40),
            LOG_LEVEL: 'info',
            // Each process calls the fake under its own path, so the fake can tell who asked.
            RAZORPAY_API_BASE: `http://127.0.0.1:${razorpay.port}/${name}`,
            RAZORPAY_KEY_ID: 'rzp_test_jobs',
            RAZORPAY_KEY_SECRET: 'jobs-secret',
            PAYMENT_SANDBOX: 'false',
            RECONCILE_INTERVAL_MS: String(INTERVAL_MS),
            // The scheduled jobs do not run under the test runner; these processes are the shop itself.
            VITEST: undefined,
          },
        });
        expect(await ready(shops[name]), shops[name].stderr()).toBe('ready');
      }
      const base = `http://127.0.0.1:${shops.a.port}`;
      const products = await buyableProducts(base);
      // Five orders left at the payment window: the reconciler asks the provider about each, every pass.
      for (let i = 0; i < 5; i++) {
        const placed = await checkout(i % 2 ? `http://127.0.0.1:${shops.b.port}` : base, products[i]!, { pay: false });
        expect(placed.orderNo, JSON.stringify(placed.answers.at(-1))).toBeTruthy();
      }
      razorpay.paymentFetches.length = 0;
      const windowMs = 3000;
      await sleep(windowMs);
      const first = razorpay.paymentFetches.splice(0);
      const callers = new Set(first.map((f) => f.caller));
      expect([...callers], 'calls of one process only').toHaveLength(1);
      const leader = [...callers][0] as 'a' | 'b';
      const other = leader === 'a' ? 'b' : 'a';
      // One pass asks about each order once: no more passes than one process's timer makes.
      const passes = first.length / 5;
      expect(passes).toBeGreaterThanOrEqual(3);
      expect(passes).toBeLessThanOrEqual(windowMs / INTERVAL_MS + 2);
      const says = (shop: ShopProcess) => shop.stdout().includes('this process runs the payment reconciler');
      expect(says(shops[leader])).toBe(true);
      expect(says(shops[other])).toBe(false);

      // The leader stops: its lock goes with its connection, and the other process takes the job.
      shops[leader].child.kill('SIGTERM');
      expect(await shops[leader].exited).toBe(0);
      const stoppedAt = Date.now();
      razorpay.paymentFetches.length = 0;
      await expect.poll(() => razorpay.paymentFetches.length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
      const takeoverMs = razorpay.paymentFetches[0]!.at - stoppedAt;
      await sleep(1000);
      expect(new Set(razorpay.paymentFetches.map((f) => f.caller))).toEqual(new Set([other]));
      expect(says(shops[other])).toBe(true);
      console.log(
        `scheduled jobs: ${first.length} provider calls in ${windowMs} ms for 5 orders (${passes} passes, all by process ${leader}); ` +
          `process ${other} took over ${takeoverMs} ms after the first stopped`,
      );
    } finally {
      for (const shop of Object.values(shops)) shop.child.kill('SIGTERM');
      await Promise.all(Object.values(shops).map((s) => s.exited));
      await razorpay.close();
      await database.drop();
    }
  }, 120_000);
});
