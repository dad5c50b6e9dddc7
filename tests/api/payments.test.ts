// @vitest-environment node
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { buildTestShop, type TestShop } from './helper';
import type { BrowserClient } from './browser-client';
import { addressFields, makeProduct, newClient, stockOf, type TestProduct } from './shop-helpers';

const KEY_ID = 'rzp_test_localfake';
const KEY_SECRET = 'local-fake-key-secret';
const WEBHOOK_SECRET = 'local-fake-webhook-secret';

/** A local stand-in for Razorpay's Orders API: what it was asked, and payments the test declares. */
class FakeRazorpay {
  server: Server = createServer((req, res) => this.handle(req, res));
  requests: { method: string; url: string; auth: string; body: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  orders = new Map<string, { id: string; amount: number; receipt: string; status: string }>();
  payments = new Map<string, { id: string; amount: number; status: string }[]>();
  failNext = false;
  /** Holds the next create-order answer this long (a slow provider). */
  delayNext = 0;
  next = 0;
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private createOrder(body: any, send: (status: number, json: unknown) => void) {
    const id = `order_Fake${String(++this.next).padStart(10, '0')}`;
    const order = {
      id,
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      status: 'created',
      attempts: 0,
    };
    this.orders.set(id, order);
    send(200, order);
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const auth = req.headers.authorization ?? '';
      const body = raw ? JSON.parse(raw) : undefined;
      this.requests.push({ method: req.method!, url: req.url!, auth, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (auth !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const delay = this.delayNext;
        this.delayNext = 0;
        if (delay) return void setTimeout(() => this.createOrder(body, send), delay);
        if (this.failNext) {
          this.failNext = false;
          return send(500, { error: { code: 'SERVER_ERROR', description: 'down' } });
        }
        return this.createOrder(body, send);
      }
      const match = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(req.url ?? '');
      if (req.method === 'GET' && match && this.orders.has(match[1]!)) {
        if (match[2]) return send(200, { entity: 'collection', count: 0, items: this.payments.get(match[1]!) ?? [] });
        return send(200, this.orders.get(match[1]!));
      }
      send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    });
  }
}

const sign = (secret: string, text: string | Buffer) => createHmac('sha256', secret).update(text).digest('hex');

let sandboxShop: TestShop;
let rzpShop: TestShop;
let fake: FakeRazorpay;
let product: TestProduct;
let rzpProduct: TestProduct;

beforeAll(async () => {
  fake = new FakeRazorpay();
  await fake.start();
  sandboxShop = await buildTestShop({ trustProxy: true });
  rzpShop = await buildTestShop({
    trustProxy: true,
    razorpayKeyId: KEY_ID,
    razorpayKeySecret: KEY_SECRET,
    razorpayWebhookSecret: WEBHOOK_SECRET,
    razorpayApiBase: fake.url,
  });
  product = await makeProduct(sandboxShop, { price: '200.00', stock: 100 });
  rzpProduct = await makeProduct(rzpShop, { price: '200.00', stock: 100 });
});
afterAll(async () => {
  await sandboxShop.close();
  await rzpShop.close();
  fake.server.close();
});

/** A guest with one line of `quantity` units, and its placed order (200 × q + 65). */
async function placed(shop: TestShop, productId: number, quantity = 1) {
  const guest = newClient(shop);
  const added = await guest.post('/api/cart/', { product_id: productId, quantity });
  expect(added.status).toBe(201);
  const total = (200 * quantity + 65).toFixed(2);
  const answer = await guest.post('/api/place-order/', {
    cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id }],
    ...addressFields(),
    email: `buyer${Math.random().toString(36).slice(2, 8)}@example.in`,
    total_amount: total,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { guest, order: answer.body, email: answer.body && '' };
}

const orderRow = async (shop: TestShop, orderNo: string) =>
  (
    await queryRows<Record<string, unknown>>(shop.database.db, sql`SELECT * FROM orders WHERE order_no = ${orderNo}`)
  )[0]!;

/** E-mails in the outbox that mention `text`. */
async function mails(shop: TestShop, text: string): Promise<string[]> {
  await shop.app.orders.settled();
  const dir = path.join(shop.app.config.dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  // Bodies are quoted-printable: undo soft line breaks and =XX escapes to read them as a person would.
  const decode = (m: string) =>
    m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return files.map((f) => decode(readFileSync(path.join(dir, f), 'utf8'))).filter((m) => m.includes(text));
}

const cartOf = async (guest: BrowserClient) => (await guest.get('/api/cart-fetch/')).body as unknown[];

describe('the sandbox (no Razorpay keys)', () => {
  it('serves a Checkout script from this origin that the shop’s CSP allows', async () => {
    const script = await sandboxShop.get('/api/payments/sandbox/checkout.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.text).toContain('window.Razorpay = Razorpay');
    expect(script.text).toContain('payment.failed');
    expect(script.text).toContain('ondismiss');
    const page = await sandboxShop.get('/');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('pays: the window’s Pay signs the three fields; verify marks the order paid once, empties those lines, mails once', async () => {
    const { guest, order } = await placed(sandboxShop, product.id, 2);
    const shown = await guest.get(`/api/payments/sandbox/orders/${order.razorpay_order_id}/`);
    expect(shown.body).toMatchObject({ amount: 46500, currency: 'INR', name: 'CocoCare Naturals' });
    const paid = await guest.post('/api/payments/sandbox/pay/', { order_id: order.razorpay_order_id, method: 'upi' });
    expect(paid.status).toBe(200);
    expect(Object.keys(paid.body).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    // Still unpaid until the shop verifies the signature.
    expect((await orderRow(sandboxShop, order.order_no)).status).toBe('awaiting_payment');
    const verified = await guest.post('/api/payments/verify/', paid.body);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'paid', order_no: order.order_no });
    const again = await guest.post('/api/payments/verify/', paid.body);
    expect(again.status).toBe(200);
    expect(await cartOf(guest)).toEqual([]);
    const sent = await mails(sandboxShop, order.order_no);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`${sandboxShop.baseUrl}/Trackorder?orderNo=${order.order_no}`);
    expect(sent[0]).toMatch(/465\.00/);
    expect(await orderRow(sandboxShop, order.order_no)).toMatchObject({
      status: 'paid',
      payment_id: paid.body.razorpay_payment_id,
    });
  });

  it('refuses a forged signature and one replayed from another order, changing nothing', async () => {
    const a = await placed(sandboxShop, product.id);
    const b = await placed(sandboxShop, product.id);
    const paidA = (await a.guest.post('/api/payments/sandbox/pay/', { order_id: a.order.razorpay_order_id })).body;
    const forged = { ...paidA, razorpay_signature: 'f'.repeat(64) };
    expect((await a.guest.post('/api/payments/verify/', forged)).status).toBe(400);
    expect((await a.guest.post('/api/payments/verify/', { ...paidA, razorpay_signature: 'not hex' })).status).toBe(400);
    // A's payment and signature presented for B's order.
    const replayed = { ...paidA, razorpay_order_id: b.order.razorpay_order_id };
    const answer = await b.guest.post('/api/payments/verify/', replayed);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Payment verification failed.');
    expect(
      (await b.guest.post('/api/payments/verify/', { ...paidA, razorpay_order_id: 'order_doesnotexist' })).status,
    ).toBe(400);
    expect((await orderRow(sandboxShop, a.order.order_no)).status).toBe('awaiting_payment');
    expect((await orderRow(sandboxShop, b.order.order_no)).status).toBe('awaiting_payment');
    expect(await cartOf(b.guest)).toHaveLength(1);
    expect(await mails(sandboxShop, b.order.order_no)).toEqual([]);
  });

  it('fails: payment.failed’s error, the order stays payable and the cart intact', async () => {
    const { guest, order } = await placed(sandboxShop, product.id);
    const failed = await guest.post('/api/payments/sandbox/fail/', { order_id: order.razorpay_order_id });
    expect(failed.status).toBe(200);
    expect(failed.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' });
    expect(failed.body.error.metadata.order_id).toBe(order.razorpay_order_id);
    expect(await orderRow(sandboxShop, order.order_no)).toMatchObject({
      status: 'awaiting_payment',
      last_payment_error: 'Payment failed in the sandbox',
    });
    expect(await cartOf(guest)).toHaveLength(1);
    // Pay after a failure works (the same window, another try).
    const paid = await guest.post('/api/payments/sandbox/pay/', { order_id: order.razorpay_order_id });
    expect((await guest.post('/api/payments/verify/', paid.body)).body.status).toBe('paid');
    expect((await guest.post('/api/payments/sandbox/pay/', { order_id: 'order_unknown' })).status).toBe(404);
  });

  it('the reconciler marks a sandbox payment paid whose browser never came back', async () => {
    const { guest, order } = await placed(sandboxShop, product.id);
    await guest.post('/api/payments/sandbox/pay/', { order_id: order.razorpay_order_id });
    const result = await sandboxShop.app.orders.reconcile();
    expect(result.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(sandboxShop, order.order_no)).status).toBe('paid');
    expect(await mails(sandboxShop, order.order_no)).toHaveLength(1);
  });

  it('does not take webhooks without a webhook secret', async () => {
    const answer = await sandboxShop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay/',
      payload: { event: 'order.paid' },
    });
    expect(answer.statusCode).toBe(503);
  });
});

describe('Razorpay (against a local fake of its API)', () => {
  it('creates the Razorpay order (paise, receipt = order number) and answers Checkout’s key and script', async () => {
    const { order } = await placed(rzpShop, rzpProduct.id, 3);
    expect(order).toMatchObject({
      provider: 'razorpay',
      key: KEY_ID,
      amount: 66500,
      script_url: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const request = fake.requests.find((r) => r.method === 'POST' && r.body?.receipt === order.order_no)!;
    expect(request.body).toMatchObject({ amount: 66500, currency: 'INR', receipt: order.order_no });
    expect(order.razorpay_order_id).toBe([...fake.orders.values()].find((o) => o.receipt === order.order_no)!.id);
  });

  it('answers 502 and gives the stock back when Razorpay cannot create the order', async () => {
    const guest = newClient(rzpShop);
    const added = await guest.post('/api/cart/', { product_id: rzpProduct.id, quantity: 1 });
    const before = await stockOf(rzpShop, rzpProduct.id);
    fake.failNext = true;
    const answer = await guest.post('/api/place-order/', {
      cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id }],
      ...addressFields(),
      total_amount: '265.00',
    });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe('There was an issue creating your order.');
    expect(await stockOf(rzpShop, rzpProduct.id)).toBe(before);
  });

  it('answers 503 at the deadline when Razorpay is slow, gives the stock back, and records its late answer', async () => {
    const guest = newClient(rzpShop);
    const added = await guest.post('/api/cart/', { product_id: rzpProduct.id, quantity: 1 });
    const before = await stockOf(rzpShop, rzpProduct.id);
    fake.delayNext = 2500; // past the provider's 1.5 s deadline (server/payments/deadline.ts)
    const started = Date.now();
    const answer = await guest.post('/api/place-order/', {
      cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id }],
      ...addressFields(),
      total_amount: '265.00',
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBeTruthy();
    expect(answer.body.message).toBe('There was an issue creating your order.');
    expect(Date.now() - started).toBeLessThan(2400);
    expect(await stockOf(rzpShop, rzpProduct.id)).toBe(before);
    // The provider's order arrives later: it is written on the released order, for the reconciler.
    const [released] = await queryRows<{ order_no: string; status: string; provider_order_id: string | null }>(
      rzpShop.database.db,
      sql`SELECT order_no, status, provider_order_id FROM orders ORDER BY id DESC LIMIT 1`,
    );
    expect(released!.status).toBe('expired');
    let recorded: string | null = null;
    for (let i = 0; i < 100 && !recorded; i++) {
      await new Promise((r) => setTimeout(r, 50));
      recorded = (await orderRow(rzpShop, released!.order_no)).provider_order_id as string | null;
    }
    const late = [...fake.orders.values()].find((o) => o.receipt === released!.order_no);
    expect(late).toBeDefined();
    expect(recorded).toBe(late!.id);
  });

  it('verifies hex(HMAC_SHA256(key_secret, order_id|payment_id)) in constant time', async () => {
    const { guest, order } = await placed(rzpShop, rzpProduct.id);
    const paymentId = 'pay_FakePayment0001';
    const good = {
      razorpay_order_id: order.razorpay_order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEY_SECRET, `${order.razorpay_order_id}|${paymentId}`),
    };
    const wrongKey = { ...good, razorpay_signature: sign('another-secret', `${order.razorpay_order_id}|${paymentId}`) };
    expect((await guest.post('/api/payments/verify/', wrongKey)).status).toBe(400);
    expect((await guest.post('/api/payments/verify/', { ...good, razorpay_payment_id: 'pay_Other' })).status).toBe(400);
    expect((await orderRow(rzpShop, order.order_no)).status).toBe('awaiting_payment');
    expect((await guest.post('/api/payments/verify/', good)).body.status).toBe('paid');
  });

  const webhook = (body: unknown, eventId: string, secret = WEBHOOK_SECRET) => {
    const raw = JSON.stringify(body);
    return rzpShop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay/',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(secret, raw),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  };
  const paymentEvent = (event: string, orderId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: orderId,
          error_description: event === 'payment.failed' ? 'Card declined' : null,
        },
      },
    },
    created_at: 1_795_333_000,
  });

  it('webhook: signature over the raw bytes; each event once, in any order; a paid order never goes back', async () => {
    const { guest, order } = await placed(rzpShop, rzpProduct.id);
    const id = order.razorpay_order_id;
    // The signature covers the exact bytes: the same JSON re-spaced does not verify.
    const body = paymentEvent('payment.captured', id, 'pay_Hook0001', 26500);
    const spaced = JSON.stringify(body, null, 2);
    const tampered = await rzpShop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay/',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(WEBHOOK_SECRET, JSON.stringify(body)),
        'x-razorpay-event-id': 'evt_t',
      },
      payload: spaced,
    });
    expect(tampered.statusCode).toBe(400);
    expect((await webhook(body, 'evt_bad', 'wrong-secret')).statusCode).toBe(400);
    expect((await orderRow(rzpShop, order.order_no)).status).toBe('awaiting_payment');

    // Failure first (recorded), then capture (paid), the capture again (duplicate), then a late failure.
    const failed = await webhook(paymentEvent('payment.failed', id, 'pay_Hook0000', 26500), 'evt_1');
    expect(failed.json()).toEqual({ status: 'recorded' });
    expect((await orderRow(rzpShop, order.order_no)).last_payment_error).toBe('Card declined');
    expect((await webhook(body, 'evt_2')).json()).toEqual({ status: 'paid' });
    expect((await webhook(body, 'evt_2')).json()).toEqual({ status: 'duplicate' });
    const orderPaid = { ...paymentEvent('order.paid', id, 'pay_Hook0001', 26500), contains: ['payment', 'order'] };
    expect((await webhook(orderPaid, 'evt_3')).json()).toEqual({ status: 'already' });
    expect((await webhook(paymentEvent('payment.failed', id, 'pay_Hook0002', 26500), 'evt_4')).statusCode).toBe(200);
    expect(await orderRow(rzpShop, order.order_no)).toMatchObject({ status: 'paid', payment_id: 'pay_Hook0001' });
    const events = await queryRows<{ n: number }>(
      rzpShop.database.db,
      sql`SELECT count(*)::int AS n FROM payment_events WHERE provider_order_id = ${id}`,
    );
    expect(events[0]!.n).toBe(4);
    expect(await mails(rzpShop, order.order_no)).toHaveLength(1);
    expect(await cartOf(guest)).toEqual([]);
  });

  it('webhook: an amount that differs from the order is flagged; neither the browser nor a later webhook makes it paid, only the operator', async () => {
    const { order, guest } = await placed(rzpShop, rzpProduct.id);
    const id = order.razorpay_order_id;
    // ₹1 short of the order's ₹265.00.
    const answer = await webhook(paymentEvent('payment.captured', id, 'pay_Short01', 26400), 'evt_short');
    expect(answer.json()).toEqual({ status: 'flagged' });
    const row = await orderRow(rzpShop, order.order_no);
    expect(row.status).toBe('payment_review');
    expect(row.flag).toMatch(/amount mismatch/);

    // The browser's verify comes back with a valid signature: the order stays under review.
    const verify = await guest.post('/api/payments/verify/', {
      razorpay_order_id: id,
      razorpay_payment_id: 'pay_Short01',
      razorpay_signature: sign(KEY_SECRET, `${id}|pay_Short01`),
    });
    expect(verify.status).toBe(200);
    expect(verify.body.status).toBe('payment_review');
    // A later webhook with the right amount does not pay it either, nor does the reconciler.
    const later = await webhook(paymentEvent('order.paid', id, 'pay_Short01', 26500), 'evt_short_later');
    expect(later.json()).toEqual({ status: 'flagged' });
    fake.payments.set(id, [{ id: 'pay_Short01', amount: 26500, status: 'captured' }]);
    await rzpShop.app.orders.reconcile();
    expect((await orderRow(rzpShop, order.order_no)).status).toBe('payment_review');
    expect(await mails(rzpShop, order.order_no)).toHaveLength(0);

    // The operator accepts it: paid, the flag cleared, the confirmation sent, the move recorded.
    await rzpShop.app.orders.acceptPayment(Number(row.id), 'bank confirmed the full amount', undefined);
    expect(await orderRow(rzpShop, order.order_no)).toMatchObject({ status: 'paid', flag: null });
    expect(await mails(rzpShop, order.order_no)).toHaveLength(1);
    const moves = await queryRows<{ from_status: string | null; to_status: string; actor: string }>(
      rzpShop.database.db,
      sql`SELECT from_status, to_status, actor FROM order_transitions WHERE order_id = ${Number(row.id)} ORDER BY id`,
    );
    expect(moves).toEqual([
      { from_status: null, to_status: 'awaiting_payment', actor: 'customer' },
      { from_status: 'awaiting_payment', to_status: 'payment_review', actor: 'payment' },
      { from_status: 'payment_review', to_status: 'paid', actor: 'operator' },
    ]);
  });

  it('the browser’s verification racing the webhook: one transition to paid, one e-mail', async () => {
    for (let round = 0; round < 5; round++) {
      const { guest, order } = await placed(rzpShop, rzpProduct.id);
      const id = order.razorpay_order_id;
      const paymentId = `pay_Race${round}`;
      const verify = {
        razorpay_order_id: id,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(KEY_SECRET, `${id}|${paymentId}`),
      };
      const answers = await Promise.all([
        guest.post('/api/payments/verify/', verify),
        webhook(paymentEvent('payment.captured', id, paymentId, 26500), `evt_race_${round}_a`),
        webhook(
          { ...paymentEvent('order.paid', id, paymentId, 26500), contains: ['payment', 'order'] },
          `evt_race_${round}_b`,
        ),
        guest.post('/api/payments/verify/', verify),
      ]);
      expect(answers[0]!.status).toBe(200);
      expect(answers[3]!.status).toBe(200);
      const outcomes = [answers[1], answers[2]].map((a) => (a as { json: () => { status: string } }).json().status);
      expect(outcomes.every((s) => s === 'paid' || s === 'already')).toBe(true);
      expect(await mails(rzpShop, order.order_no)).toHaveLength(1);
    }
  });

  it('the reconciler asks Razorpay: a captured payment whose webhook never came marks the order paid; a wrong amount is flagged', async () => {
    const a = await placed(rzpShop, rzpProduct.id);
    const b = await placed(rzpShop, rzpProduct.id);
    fake.payments.set(a.order.razorpay_order_id, [{ id: 'pay_Recon01', amount: 26500, status: 'captured' }]);
    fake.payments.set(b.order.razorpay_order_id, [{ id: 'pay_Recon02', amount: 26400, status: 'captured' }]);
    await rzpShop.app.orders.reconcile();
    expect(await orderRow(rzpShop, a.order.order_no)).toMatchObject({ status: 'paid', payment_id: 'pay_Recon01' });
    const flagged = await orderRow(rzpShop, b.order.order_no);
    expect(flagged.status).toBe('payment_review');
    expect(flagged.flag).toMatch(/amount mismatch/);
    expect(await mails(rzpShop, a.order.order_no)).toHaveLength(1);
  });

  it('a payment that lands after the hold expired still counts: the stock is taken again', async () => {
    const { order } = await placed(rzpShop, rzpProduct.id, 2);
    const before = await stockOf(rzpShop, rzpProduct.id);
    await rzpShop.database.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '40 minutes' WHERE order_no = ${order.order_no}`,
    );
    await rzpShop.app.orders.reconcile();
    expect(await stockOf(rzpShop, rzpProduct.id)).toBe(before! + 2);
    const answer = await webhook(
      paymentEvent('payment.captured', order.razorpay_order_id, 'pay_Late01', 46500),
      'evt_late',
    );
    expect(answer.json()).toEqual({ status: 'paid' });
    expect(await stockOf(rzpShop, rzpProduct.id)).toBe(before);
    expect(await orderRow(rzpShop, order.order_no)).toMatchObject({ status: 'paid', stock_released: false });
  });
});
