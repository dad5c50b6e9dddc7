// @vitest-environment node
/**
 * `npm run shop -- stock set` raises the same stock alert as the console's Stock screen: the operators'
 * tool queues it in alert_queue (server/alerts/queue.ts) and the running shop's sender, on its timer's
 * tick, delivers it to a stand-in push service on a loopback port. One alert per product, level and
 * day, whichever of the tool or the console made the change.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../common/domain/staff';
import { queryRows } from '../../server/db/client';
import type { BrowserClient } from './browser-client';
import { signedInStaff } from './console-staff';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, runShopCommand } from './shop-helpers';

let shop: TestShop;
const staff = {} as Record<StaffRole, BrowserClient>;
const pushes: { path: string; encoding: string | undefined }[] = [];
let pushService: Server;
let pushUrl = '';
let keys = 0;
const key = () => `stock-alert-${Date.now()}-${++keys}`;

beforeAll(async () => {
  pushService = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      pushes.push({ path: request.url ?? '', encoding: request.headers['content-encoding'] });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  shop = await buildTestShop({}, false);
  for (const role of ['owner', 'packer', 'support'] as const) staff[role] = await signedInStaff(shop, role);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscribed = await staff.owner.post(
    '/api/admin/alerts/subscriptions',
    {
      endpoint: `${pushUrl}/owner-phone`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    },
    { 'idempotency-key': key() },
  );
  expect(subscribed.status).toBe(200);
}, 180_000);
afterAll(async () => {
  await shop?.close();
  pushService.closeAllConnections();
  pushService.close();
});

const nameOf = async (id: number) =>
  (await queryRows<{ name: string }>(shop.database.db, sql`SELECT name FROM products WHERE id = ${id}`))[0]!.name;
const queued = (productId: number) =>
  queryRows<{ event_key: string; email: string; status: string; channel: string | null; title: string }>(
    shop.database.db,
    sql`SELECT q.event_key, s.email, q.status, q.channel, q.title FROM alert_queue q JOIN staff s ON s.id = q.staff_id
        WHERE q.event_key LIKE ${`stock:${productId}:%`} ORDER BY q.id`,
  );

describe('stock alerts from the operators’ tool', () => {
  it('stock set to a low count queues the alert; the shop’s next tick pushes it once', async () => {
    const product = await makeProduct(shop, { price: '150.00', stock: 40 });
    const ran = await runShopCommand(shop, ['stock', 'set', String(product.id), '3', '--reason', 'damaged']);
    expect(ran.code, ran.err).toBe(0);
    expect(ran.out).toMatch(/→ 3 \(damaged\)\.\nStaff alert queued \(low stock\) for 2 person\(s\)\.$/);
    // Owner and packer may get stock alerts; support may not. Nothing is sent until the shop's sender runs.
    const rows = await queued(product.id);
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      ['owner@shop.example', 'pending'],
      ['packer@shop.example', 'pending'],
    ]);
    expect(rows[0]!.event_key).toMatch(new RegExp(`^stock:${product.id}:low:\\d{4}-\\d{2}-\\d{2}$`));
    expect(rows[0]!.title).toBe(`Low stock: ${await nameOf(product.id)}`);

    const before = pushes.length;
    await shop.app.alerts.tick(); // what the shop's timer does every ALERT_INTERVAL_MS
    await shop.app.alerts.settle();
    expect(pushes.slice(before)).toEqual([{ path: '/owner-phone', encoding: 'aes128gcm' }]);
    expect((await queued(product.id)).map((r) => [r.email, r.status, r.channel])).toEqual([
      ['owner@shop.example', 'sent', 'push'],
      ['packer@shop.example', 'sent', 'email'], // no browser allowed: the e-mail fallback
    ]);

    // The same level the same day, from the tool or the console: no second alert.
    const again = await runShopCommand(shop, ['stock', 'set', String(product.id), '2']);
    expect(again.code, again.err).toBe(0);
    expect(again.out).not.toMatch(/alert/);
    const fromConsole = await staff.packer.post(
      `/api/admin/stock/${product.id}/set`,
      { to: 1, reason: 'counted' },
      { 'idempotency-key': key() },
    );
    expect(fromConsole.status).toBe(200);
    await shop.app.alerts.settle();
    expect(await queued(product.id)).toHaveLength(2);
  });

  it('sold out from the tool is the console’s sold-out alert; set from the console afterwards, still one', async () => {
    const product = await makeProduct(shop, { price: '90.00', stock: 8 });
    const ran = await runShopCommand(shop, ['stock', 'set', String(product.id), '0']);
    expect(ran.code, ran.err).toBe(0);
    expect(ran.out).toMatch(/Staff alert queued \(sold out\) for 2 person\(s\)\.$/);
    const fromConsole = await staff.owner.post(
      `/api/admin/stock/${product.id}/set`,
      { to: 0, reason: 'counted' },
      { 'idempotency-key': key() },
    );
    expect(fromConsole.status).toBe(200);
    await shop.app.alerts.settle();
    const rows = await queued(product.id);
    const name = await nameOf(product.id);
    expect(rows.map((r) => [r.email, r.title])).toEqual([
      ['owner@shop.example', `Sold out: ${name}`],
      ['packer@shop.example', `Sold out: ${name}`],
    ]);
    expect(rows[0]!.event_key).toMatch(new RegExp(`^stock:${product.id}:sold-out:`));
  });

  it('a count above the low level queues nothing', async () => {
    const product = await makeProduct(shop, { price: '90.00', stock: 2 });
    const ran = await runShopCommand(shop, ['stock', 'set', String(product.id), '30', '--reason', 'received']);
    expect(ran.code, ran.err).toBe(0);
    expect(ran.out).not.toMatch(/alert/);
    expect(await queued(product.id)).toEqual([]);
  });
});
