// @vitest-environment node
/**
 * Staff alerts (server/alerts/) on a real shop over HTTP, against a stand-in push service on a
 * loopback port (node:http) that checks what a real one needs: the aes128gcm body, a TTL, and a VAPID
 * Authorization signed for its origin with the shop's key. One alert per event even when two services
 * (as two processes) queue it at once; quiet hours hold; a hanging push service does not slow checkout;
 * e-mail where a person allowed no browser; each role gets only what it may.
 */
import { createECDH, createVerify, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istMinutes } from '../../common/domain/alerts';
import type { StaffRole } from '../../common/domain/staff';
import { createAlertService } from '../../server/alerts/service';
import { vapidKeys } from '../../server/alerts/vapid';
import { openDatabase, queryRows } from '../../server/db/client';
import { type BrowserClient } from './browser-client';
import { signedInStaff } from './console-staff';
import { buildTestShop, type TestShop } from './helper';
import { addressFields, makeProduct, newClient } from './shop-helpers';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A push service stand-in: records each POST; paths under /hang/ never answer. */
class PushStandIn {
  received: Received[] = [];
  server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      this.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      if (request.url?.startsWith('/hang/')) return; // never answers
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  to(prefix: string) {
    return this.received.filter((r) => r.path.startsWith(prefix));
  }
}

/** A browser's subscription keys (P-256 point and 16-byte secret), as pushManager.subscribe makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

let shop: TestShop;
let push: PushStandIn;
const staff = {} as Record<StaffRole, BrowserClient>;
let keys = 0;
const key = () => `alert-key-${Date.now()}-${++keys}`;

beforeAll(async () => {
  push = new PushStandIn();
  await push.start();
  shop = await buildTestShop({}, false);
  for (const role of ['owner', 'packer', 'support'] as const) staff[role] = await signedInStaff(shop, role);
}, 180_000);
afterAll(async () => {
  await shop?.close();
  push.server.closeAllConnections();
  push.server.close();
});

const subscribe = (who: StaffRole, endpoint: string) =>
  staff[who].post('/api/admin/alerts/subscriptions', { endpoint, keys: browserKeys() }, { 'idempotency-key': key() });
const settings = (who: StaffRole, body: Record<string, unknown>) =>
  staff[who].call('PUT', '/api/admin/alerts/settings', body, { 'idempotency-key': key() });
const rowsOf = (eventKey: string) =>
  queryRows<{ email: string; status: string; channel: string | null; next_attempt_at: Date }>(
    shop.database.db,
    sql`SELECT s.email, q.status, q.channel, q.next_attempt_at FROM alert_queue q JOIN staff s ON s.id = q.staff_id
        WHERE q.event_key = ${eventKey} ORDER BY s.email`,
  );

/** The VAPID JWT's claims, after checking its ES256 signature with the key it names. */
function vapidClaims(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt!.split('.');
  const point = Buffer.from(k!, 'base64url');
  const spki = Buffer.concat([Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex'), point]);
  const ok = createVerify('SHA256')
    .update(`${header}.${claims}`)
    .verify(
      { key: spki, format: 'der', type: 'spki', dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    );
  expect(ok).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

describe('alerts', () => {
  it('each person sees the kinds their role allows; another kind, or an unknown field, is refused', async () => {
    const of = async (who: StaffRole) => (await staff[who].get('/api/admin/alerts/settings')).body;
    expect((await of('owner')).allowed).toEqual([
      'order-paid',
      'payment-flagged',
      'stock-low',
      'message-new',
      'request-due',
    ]);
    expect((await of('packer')).allowed).toEqual(['order-paid', 'stock-low']);
    expect((await of('support')).allowed).toEqual(['order-paid', 'message-new', 'request-due']);
    const refused = await settings('packer', { kinds: ['message-new'], quietFrom: null, quietUntil: null });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/does not get these alerts: message-new/);
    const unknown = await settings('packer', { kinds: [], quietFrom: null, quietUntil: null, sms: true });
    expect(unknown.status).toBe(400);
    const half = await settings('packer', { kinds: [], quietFrom: 60, quietUntil: null });
    expect(half.status).toBe(422);
    expect((await staff.packer.get('/api/admin/alerts/settings')).body.kinds).toEqual(['order-paid', 'stock-low']);
  });

  it('a new contact message: one Web Push per browser with aes128gcm, a TTL and a VAPID signature for the push origin', async () => {
    expect((await subscribe('owner', `${push.url}/ok/owner-phone`)).status).toBe(200);
    const answer = await newClient(shop).post('/api/contact/', {
      name: 'Lakshmi',
      email: 'lakshmi@example.com',
      mobile: '9876543210',
      message: 'Do you ship to Kochi?',
    });
    expect(answer.status).toBe(201);
    await shop.app.alerts.settle();
    const got = push.to('/ok/owner-phone');
    expect(got).toHaveLength(1);
    const h = got[0]!.headers;
    expect(h['content-encoding']).toBe('aes128gcm');
    expect(Number(h.ttl)).toBeGreaterThan(0);
    expect(h['content-type']).toBe('application/octet-stream');
    // RFC 8188: a 16-byte salt, record size, key id length 65 (the shop's ephemeral key), then the cipher text.
    expect(got[0]!.body.length).toBeGreaterThan(86);
    expect(got[0]!.body.readUInt8(20)).toBe(65);
    const publicKey = (await staff.owner.get('/api/admin/alerts/settings')).body.vapidPublicKey as string;
    const claims = vapidClaims(h.authorization, publicKey);
    expect(claims.aud).toBe(push.url);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    // Support (no browser) is told by e-mail; the packer may not read messages and gets nothing.
    const rows = (await queryRows<{ event_key: string }>(
      shop.database.db,
      sql`SELECT event_key FROM alert_queue WHERE kind = 'message-new'`,
    )) as { event_key: string }[];
    const eventKey = rows[0]!.event_key;
    expect((await rowsOf(eventKey)).map((r) => [r.email, r.channel])).toEqual([
      ['owner@shop.example', 'push'],
      ['support@shop.example', 'email'],
    ]);
    const mailDir = path.join(shop.app.config.dataDir, 'mail');
    const mails = readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
    expect(mails.some((m) => m.includes('To: support@shop.example') && m.includes('New contact message #'))).toBe(true);
  });

  it('two services on one database (two processes) queue the same event at once: one alert, one push', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the second service has a pool of its own, as a second shop
    // process would; on PGlite both share the one in-memory database.
    const second = shop.databaseUrl ? await openDatabase({ databaseUrl: shop.databaseUrl, poolMax: 2 }) : undefined;
    const other = createAlertService({
      db: second?.db ?? shop.database.db,
      mailer: shop.app.accounts.mailer,
      log: shop.app.log,
      vapid: vapidKeys(undefined, shop.app.config.dataDir),
      subject: 'mailto:care@example.com',
      origin: () => shop.baseUrl,
    });
    const event = {
      key: 'order-paid:TEST-ONCE',
      kind: 'order-paid' as const,
      title: 'New order TEST-ONCE',
      body: 'Paid.',
      path: '/orders/TEST-ONCE',
    };
    const before = push.to('/ok/owner-phone').length;
    const counts = await Promise.all([
      shop.app.alerts.raiseNow(event),
      other.raiseNow(event),
      shop.app.alerts.raiseNow(event),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3); // owner, packer, support: once each
    // Both "processes" send at once: each alert is claimed by one of them.
    await Promise.all([shop.app.alerts.drain(), other.drain(), shop.app.alerts.drain(), other.drain()]);
    await Promise.all([shop.app.alerts.settle(), other.settle()]);
    expect(push.to('/ok/owner-phone').length - before).toBe(1);
    expect((await rowsOf(event.key)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    await other.close();
    await second?.close();
  });

  it('quiet hours (IST) hold an alert until they end, then it goes', async () => {
    const now = istMinutes(new Date());
    const from = (now + 1440 - 60) % 1440;
    const until = (now + 120) % 1440;
    const saved = await settings('owner', {
      kinds: ['order-paid', 'payment-flagged', 'stock-low', 'message-new', 'request-due'],
      quietFrom: from,
      quietUntil: until,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const before = push.to('/ok/owner-phone').length;
    await shop.app.alerts.raiseNow({
      key: 'order-paid:QUIET-1',
      kind: 'order-paid',
      title: 'q',
      body: 'q',
      path: '/orders',
    });
    await shop.app.alerts.drain();
    await shop.app.alerts.settle();
    expect(push.to('/ok/owner-phone').length).toBe(before);
    const [row] = (await rowsOf('order-paid:QUIET-1')).filter((r) => r.email === 'owner@shop.example');
    expect(row!.status).toBe('pending');
    const wait = new Date(row!.next_attempt_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(115 * 60_000);
    expect(wait).toBeLessThanOrEqual(120 * 60_000);
    // The hours end (moved here to now): the held alert goes.
    await settings('owner', {
      kinds: ['order-paid', 'payment-flagged', 'stock-low', 'message-new', 'request-due'],
      quietFrom: null,
      quietUntil: null,
    });
    await shop.database.db.execute(
      sql`UPDATE alert_queue SET next_attempt_at = now() WHERE event_key = 'order-paid:QUIET-1'`,
    );
    await shop.app.alerts.drain();
    await shop.app.alerts.settle();
    expect(push.to('/ok/owner-phone').length).toBe(before + 1);
  });

  it('a hanging push service does not slow checkout; the paid order and its low stock alert the owner', async () => {
    expect((await subscribe('packer', `${push.url}/hang/packer-phone`)).status).toBe(200);
    const product = await makeProduct(shop, { price: '200.00', stock: 6 });
    const guest = newClient(shop);
    const added = await guest.post('/api/cart/', { product_id: product.id, quantity: 2 });
    const started = performance.now();
    const placed = await guest.post('/api/place-order/', {
      cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id }],
      ...addressFields(),
      email: 'buyer-alerts@example.in',
      total_amount: (400 + 65).toFixed(2),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const paid = await guest.post('/api/payments/sandbox/pay/', {
      order_id: placed.body.razorpay_order_id,
      method: 'upi',
    });
    const verified = await guest.post('/api/payments/verify/', paid.body);
    const took = performance.now() - started;
    expect(verified.status).toBe(200);
    expect(took).toBeLessThan(3_000);
    // The pushes go out after the answers: the hanging one is still waiting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const orderNo = placed.body.order_no as string;
    expect(push.to('/ok/owner-phone').length).toBeGreaterThan(0);
    const ownerPaid = await rowsOf(`order-paid:${orderNo}`);
    expect(ownerPaid.map((r) => r.email)).toEqual([
      'owner@shop.example',
      'packer@shop.example',
      'support@shop.example',
    ]);
    expect(ownerPaid.find((r) => r.email === 'owner@shop.example')!.status).toBe('sent');
    expect(push.to('/hang/packer-phone').length).toBeGreaterThan(0);
    const low = await queryRows<{ email: string }>(
      shop.database.db,
      sql`SELECT s.email FROM alert_queue q JOIN staff s ON s.id = q.staff_id
          WHERE q.event_key LIKE ${`stock:${product.id}:low:%`} ORDER BY s.email`,
    );
    // 6 - 2 = 4, at or under 5: the owner and the packer, not support.
    expect(low.map((r) => r.email)).toEqual(['owner@shop.example', 'packer@shop.example']);
    // The hanging pushes fail (connection closed) and are retried later, not lost.
    push.server.closeAllConnections();
    await shop.app.alerts.settle();
    const [packerPaid] = (await rowsOf(`order-paid:${orderNo}`)).filter((r) => r.email === 'packer@shop.example');
    expect(packerPaid!.status).toBe('pending');
  }, 60_000);

  it('a push service that says the browser is gone removes it; the person is told by e-mail instead', async () => {
    await subscribe('support', `${push.url}/gone/support-phone`);
    expect((await staff.support.get('/api/admin/alerts/settings')).body.devices).toBe(1);
    await shop.app.alerts.raiseNow({
      key: 'message-new:GONE-1',
      kind: 'message-new',
      title: 'g',
      body: 'g',
      path: '/more/messages',
    });
    await shop.app.alerts.drain();
    await shop.app.alerts.settle();
    expect((await staff.support.get('/api/admin/alerts/settings')).body.devices).toBe(0);
    const [row] = (await rowsOf('message-new:GONE-1')).filter((r) => r.email === 'support@shop.example');
    expect(row).toMatchObject({ status: 'sent', channel: 'email' });
  });

  it('a data request within 7 days of its deadline alerts owner and support once, however often it is checked', async () => {
    const logged = await staff.support.post(
      '/api/admin/data-requests',
      {
        kind: 'erasure',
        name: 'Old Request',
        email: 'old-request@example.com',
        receivedAt: new Date(Date.now() - 85 * 86_400_000).toISOString(),
      },
      { 'idempotency-key': key() },
    );
    expect(logged.status).toBe(200);
    const fresh = await staff.support.post(
      '/api/admin/data-requests',
      { kind: 'access', name: 'New Request', email: 'new-request@example.com' },
      { 'idempotency-key': key() },
    );
    await shop.app.alerts.tick();
    await shop.app.alerts.tick();
    await shop.app.alerts.settle();
    const rows = await rowsOf(`request-due:${logged.body.request.id}`);
    expect(rows.map((r) => r.email)).toEqual(['owner@shop.example', 'support@shop.example']);
    expect(await rowsOf(`request-due:${fresh.body.request.id}`)).toEqual([]);
    // The alert names the request, not the person.
    const [text] = await queryRows<{ title: string; body: string }>(
      shop.database.db,
      sql`SELECT title, body FROM alert_queue WHERE event_key = ${`request-due:${logged.body.request.id}`} LIMIT 1`,
    );
    expect(JSON.stringify(text)).not.toMatch(/Old Request|old-request/);
  });

  it('the console service worker is served under /admin/ only', async () => {
    const sw = await shop.get('/admin/alerts-sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.text).toContain("addEventListener('push'");
    expect((await shop.get('/alerts-sw.js')).status).toBe(404);
  });
});
