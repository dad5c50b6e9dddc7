// @vitest-environment node
/**
 * One alert per event across two real shop processes on PostgreSQL (docs/console.md, Alerts): both
 * processes send alerts on a quick timer (ALERT_INTERVAL_MS=200), the owner allowed one browser whose
 * push service is a stand-in on a loopback port (node:http), and the payment of one order reaches both
 * processes at the same moment (the shopper's verify on A, the same signed answer on B, as a webhook
 * beside the browser would). Exactly one push for that order arrives, carrying the VAPID signature and
 * the aes128gcm body a real push service needs. The same for a sold-out product set twice from the
 * operators' tool in two more processes: one push. Skipped when PostgreSQL does not answer.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADDRESS } from '../../bench/checkout-address';
import { buyableProducts, call, type Answer } from '../../bench/shoppers';
import { BrowserClient } from '../api/browser-client';
import { enrol } from '../api/staff-helpers';
import { ownDatabase, postgresAnswers } from './pg';
import { freePort, ready, scratch, type ShopProcess } from './shop-process';

const root = path.resolve(import.meta.dirname, '../..');
const box = scratch();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The push service stand-in: every POST with its headers; answers 201 as a push service does. */
const received: { path: string; headers: IncomingMessage['headers']; bytes: number }[] = [];
const pushService: Server = createServer((request, response) => {
  let bytes = 0;
  request.on('data', (chunk: Buffer) => (bytes += chunk.length));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, bytes });
    response.writeHead(201).end();
  });
});
afterAll(async () => {
  box.cleanup();
  pushService.closeAllConnections();
  pushService.close();
});

/** Calls to either process with one cookie jar: one shopper whose requests land on A or B. */
function shopper() {
  const jar = new Map<string, string>();
  return async (base: string, method: string, pathname: string, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && jar.has('csrftoken')) headers['x-csrftoken'] = jar.get('csrftoken')!;
    const answer = await call(base, method, pathname, body, headers);
    for (const line of answer.headers?.['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), decodeURIComponent(pair.slice(eq + 1).trim()));
    }
    return answer;
  };
}

/** Reads until `done` holds or `ms` pass (a loaded machine sends later, not differently), then answers the last read. */
async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

/**
 * The pushes with this topic (web-push sends the kind as Topic), once the first has come and a
 * further 2 s (ten of the processes' alert rounds) have passed, in which a duplicate would arrive.
 */
async function pushesOf(topic: string) {
  const ofTopic = () => received.filter((r) => r.headers.topic === topic);
  await until(ofTopic, (pushes) => pushes.length > 0);
  await sleep(2000);
  return ofTopic();
}

describe.runIf(await postgresAnswers())('alerts with two shop processes on PostgreSQL', () => {
  it('a payment both processes see pushes once; a sold-out set twice from the tool pushes once', async () => {
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    const pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    const database = await ownDatabase('shop_alerts');
    const ports = [await freePort(), await freePort()];
    // Two probes in a row may be handed the same free port.
    while (ports[1] === ports[0]) ports[1] = await freePort();
    const common = {
      DATABASE_URL: database.url,
      JWT_SECRET: 'a'.repeat(40),
      // One key for both processes, as docs/console.md asks (else each makes its own in its DATA_DIR).
      VAPID_PRIVATE_KEY: randomBytes(32).toString('base64url'),
      ALERT_INTERVAL_MS: '200',
      // The shops' timers stay off under a test runner (server/alerts/setup.ts); these are real shops.
      VITEST: undefined,
    };
    const dataDir = (i: number) => path.join(box.dir, `data-${i}`);
    const shops: ShopProcess[] = [];
    try {
      for (const i of [0, 1]) {
        shops[i] = await box.start({ port: ports[i], env: { ...common, DATA_DIR: dataDir(i) } });
        expect(await ready(shops[i]!), shops[i]!.stderr()).toBe('ready');
      }
      const [a, b] = ports.map((p) => `http://localhost:${p}`) as [string, string];
      const tool = (...argv: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/operators/shop.ts', ...argv], {
          cwd: root,
          env: { ...process.env, ...common, VITEST: '', DATA_DIR: dataDir(0), PORT: String(ports[0]) },
        });

      // The owner, invited with the tool and enrolled over HTTP, allows one browser (the stand-in).
      const invited = await tool('staff', 'invite', 'owner@shop.example', '--role', 'owner');
      const link = /https?:\/\/\S+\/admin\/invite#\S+/.exec(invited.stdout)?.[0];
      expect(link, invited.stdout).toBeDefined();
      const owner = new BrowserClient(a, '127.0.0.1');
      await enrol(owner, a, link!);
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscribed = await owner.post(
        '/api/admin/alerts/subscriptions',
        {
          endpoint: `${pushUrl}/owner-phone`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        },
        { 'idempotency-key': randomBytes(8).toString('hex') },
      );
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);

      // A guest's order, placed on A and paid; the payment's signed answer goes to A and B at once.
      const [product, soldOut] = (await buyableProducts(a)) as [number, number];
      const guest = shopper();
      const added = await guest(a, 'POST', '/api/cart/', { product_id: product, quantity: 1 });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const order = { cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id }], ...ADDRESS };
      const quote = await guest(a, 'POST', '/api/place-order/', { ...order, total_amount: '0.01' });
      expect(quote.status).toBe(409);
      const placed = await guest(a, 'POST', '/api/place-order/', { ...order, total_amount: quote.body.totals.total });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const paid = await guest(a, 'POST', '/api/payments/sandbox/pay/', { order_id: placed.body.razorpay_order_id });
      expect(paid.status).toBe(200);
      const verified = await Promise.all([
        guest(a, 'POST', '/api/payments/verify/', paid.body),
        guest(b, 'POST', '/api/payments/verify/', paid.body),
      ]);
      expect(verified.map((v) => v.status)).toEqual([200, 200]);

      const orderPushes = await pushesOf('order-paid');
      expect(orderPushes).toHaveLength(1);
      const [push] = orderPushes;
      expect(push!.path).toBe('/owner-phone');
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      expect(push!.bytes).toBeGreaterThan(0);

      // Sold out, set from the tool twice at once (two more processes): one alert, one push.
      const sets = await Promise.all([
        tool('stock', 'set', String(soldOut), '0'),
        tool('stock', 'set', String(soldOut), '0'),
      ]);
      expect(sets.map((s) => /Staff alert queued/.test(s.stdout)).sort()).toEqual([false, true]);
      // Every alert the owner got is one row, sent by push, and one push per row, whatever its kind
      // (the paid order may have taken its own product low as well: another event).
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      const ownerAlerts = async () =>
        (
          await db.query<{ event_key: string; kind: string; status: string; channel: string | null }>(
            `SELECT q.event_key, q.kind, q.status, q.channel FROM alert_queue q JOIN staff s ON s.id = q.staff_id
             WHERE s.email = 'owner@shop.example' ORDER BY q.id`,
          )
        ).rows;
      const rows = await until(
        ownerAlerts,
        (all) => all.some((r) => r.event_key.startsWith(`stock:${soldOut}:`)) && all.every((r) => r.status === 'sent'),
      );
      await db.end();
      // As long again for a second push of any of them to arrive.
      await sleep(2000);
      expect(rows.filter((r) => r.event_key.startsWith(`stock:${soldOut}:`)).map((r) => r.event_key)).toEqual([
        expect.stringMatching(new RegExp(`^stock:${soldOut}:sold-out:\\d{4}-\\d{2}-\\d{2}$`)),
      ]);
      expect(
        rows.every((r) => r.status === 'sent' && r.channel === 'push'),
        JSON.stringify(rows),
      ).toBe(true);
      for (const kind of ['order-paid', 'stock-low'])
        expect(received.filter((r) => r.headers.topic === kind).length, `${kind}: ${JSON.stringify(rows)}`).toBe(
          rows.filter((r) => r.kind === kind).length,
        );
      expect(received).toHaveLength(rows.length);
    } finally {
      for (const shop of shops) shop?.child.kill('SIGTERM');
      await Promise.all(shops.map((s) => s?.exited));
      await database.drop();
    }
  }, 600_000);
});
