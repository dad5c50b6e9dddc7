// @vitest-environment node
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestShop, type TestShop } from './helper';

let shop: TestShop;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  shop = await buildTestShop({}, { level: 'info', stream });
});
afterAll(() => shop.close());

const report = (body: unknown) =>
  fetch(`${shop.baseUrl}/api/payments/window-failed/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('payments/window-failed/', () => {
  it('logs a payment window that could not be opened, on one line per field', async () => {
    const answer = await report({
      razorpay_order_id: 'order_Blocked00001',
      script_url: 'https://checkout.razorpay.com/v1/checkout.js',
      reason: 'Could not load https://checkout.razorpay.com/v1/checkout.js\n{"level":60,"msg":"forged"}',
    });
    expect(answer.status).toBe(204);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.orderId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      orderId: 'order_Blocked00001',
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      reason: 'Could not load https://checkout.razorpay.com/v1/checkout.js {"level":60,"msg":"forged"}',
    });
    expect(String(logged[0]!.msg)).toMatch(/payment window could not be opened/);
  });

  it('refuses a report without its fields', async () => {
    expect((await report({ reason: 'x' })).status).toBe(400);
  });
});
