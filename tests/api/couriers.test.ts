// @vitest-environment node
/**
 * Shipping with one of the shop's couriers (shop.config.json `couriers`): the staff console's route
 * and the operators' tool build the tracking link from the courier's pattern, refuse an unknown
 * courier with a 400 / exit 1 naming the known ones, and the tracking page and the e-mail name it.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { parseShopDetails } from '../../server/config/shop-schema';
import type { BrowserClient } from './browser-client';
import { signedInStaff } from './console-staff';
import { buildTestShop, type TestShop } from './helper';
import { insertPaidOrder, sandboxPayment } from './refund-helpers';
import { runShopCommand } from './shop-helpers';

let shop: TestShop;
let owner: BrowserClient;
let productId: number;

beforeAll(async () => {
  const { details, problems } = parseShopDetails({
    couriers: [
      { id: 'indiapost', name: 'India Post', trackingUrl: 'https://post.example/track?consignment={number}' },
      { id: 'st-courier', name: 'ST Courier', trackingUrl: 'https://st.example/t/{number}' },
    ],
  });
  expect(problems).toEqual([]);
  shop = await buildTestShop({ shop: details });
  owner = await signedInStaff(shop, 'owner');
  const [product] = await queryRows<{ id: number }>(shop.database.db, sql`SELECT id FROM products ORDER BY id LIMIT 1`);
  productId = product!.id;
}, 120_000);
afterAll(() => shop?.close());

async function paidOrder() {
  const email = `buyer.${randomUUID().slice(0, 8)}@example.in`;
  const order = await insertPaidOrder(shop.database.db, {
    status: 'paid',
    email,
    lines: [{ productId, name: 'Coconut oil', quantity: 1, unitPaise: 39900 }],
  });
  await sandboxPayment(shop.database.db, order.orderNo, order.totalPaise);
  return { ...order, email };
}

const ship = (orderNo: string, body: unknown) =>
  owner.post(`/api/admin/orders/${orderNo}/ship`, body, { 'idempotency-key': randomUUID() });

function mailTo(email: string): string | undefined {
  const dir = path.join(shop.app.config.dataDir, 'mail');
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .find((m) => m.includes(`To: ${email}`) && m.includes('has shipped'));
}

describe('shipping with a courier from the console', () => {
  it('builds the link from the pattern; the tracking page and the e-mail name the courier', async () => {
    const order = await paidOrder();
    const done = await ship(order.orderNo, { trackingNumber: 'EK123456789IN', courier: 'indiapost' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ changed: true, emailed: true });

    const detail = await owner.get(`/api/admin/orders/${order.orderNo}`);
    expect(detail.body.tracking).toMatchObject({
      number: 'EK123456789IN',
      courier: 'India Post',
      url: 'https://post.example/track?consignment=EK123456789IN',
    });
    const tracked = await shop.get(`/api/order_track/${order.orderId}/?order_no=${order.orderNo}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({
      courier: 'India Post',
      tracking_number: 'EK123456789IN',
      tracking_url: 'https://post.example/track?consignment=EK123456789IN',
    });
    const mail = mailTo(order.email);
    expect(mail).toMatch(/is on its way with India Post\./);
    expect(mail).toMatch(/India Post tracking: https:\/\/post\.example\/track\?consignment=EK123456789IN/);
  });

  it("refuses an unknown courier with a 400 naming the shop's couriers, and changes nothing", async () => {
    const order = await paidOrder();
    const refused = await ship(order.orderNo, { trackingNumber: 'X1', courier: 'fedex' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Unknown courier "fedex". This shop\'s couriers: indiapost (India Post), st-courier (ST Courier); or give the full tracking URL instead.',
    );
    const neither = await ship(order.orderNo, { trackingNumber: 'X1' });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toMatch(/courier .* or the full tracking URL/);
    const detail = await owner.get(`/api/admin/orders/${order.orderNo}`);
    expect(detail.body.status).toBe('paid');
    expect(mailTo(order.email)).toBeUndefined();
  });

  it('still ships with a tracking URL alone, naming no courier', async () => {
    const order = await paidOrder();
    const done = await ship(order.orderNo, { trackingNumber: 'Z9', trackingUrl: 'https://carrier.example/z9' });
    expect(done.status).toBe(200);
    const tracked = await shop.get(`/api/order_track/${order.orderId}/?order_no=${order.orderNo}`);
    expect(tracked.body).toMatchObject({ courier: null, tracking_url: 'https://carrier.example/z9' });
    expect(mailTo(order.email)).toMatch(/Carrier tracking: https:\/\/carrier\.example\/z9/);
  });
});

describe('npm run shop -- orders ship --courier', () => {
  it('builds the link and says so; an unknown courier is refused with exit 1', async () => {
    const order = await paidOrder();
    const argv = ['orders', 'ship', order.orderNo, '--tracking-number', 'ST-4471'];
    const unknown = await runShopCommand(shop, [...argv, '--courier', 'dhl']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/Unknown courier "dhl"\. This shop's couriers: indiapost \(India Post\), st-courier/);
    const missing = await runShopCommand(shop, argv);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/Give --courier \(indiapost, st-courier\) or --tracking-url URL\./);

    const done = await runShopCommand(shop, [...argv, '--courier', 'st-courier']);
    expect(done.code, done.err).toBe(0);
    expect(done.out).toMatch(
      new RegExp(`Order ${order.orderNo} is shipped: ST Courier ST-4471 \\(https://st\\.example/t/ST-4471\\)`),
    );
    const show = await runShopCommand(shop, ['orders', 'show', order.orderNo]);
    expect(show.out).toMatch(/Tracking: ST Courier ST-4471 {2}https:\/\/st\.example\/t\/ST-4471/);
  });
});
