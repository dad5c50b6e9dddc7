// @vitest-environment node
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { creditNotesOf } from '../../server/invoices/refunds';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, type TestProduct, runShopCommand } from './shop-helpers';
import { insertPaidOrder } from './refund-helpers';

const KEY_ID = 'rzp_test_refundfake';
const KEY_SECRET = 'refund-fake-key-secret';
const WEBHOOK_SECRET = 'refund-fake-webhook-secret';

/**
 * A local stand-in for Razorpay's Refunds API (POST /v1/payments/{id}/refund): it answers
 * 'pending', as Razorpay does for a normal-speed refund, and can first deliver the refund's
 * webhook to the shop, so the webhook arrives before the command has its answer.
 */
class FakeRazorpay {
  server: Server = createServer((req, res) => this.handle(req, res));
  refunds: { id: string; payment_id: string; amount: number; notes: Record<string, string> }[] = [];
  beforeAnswer?: (refund: FakeRazorpay['refunds'][number]) => Promise<void>;
  failNext = false;
  next = 0;
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`)
        return send(401, { error: { description: 'The api key provided is invalid' } });
      const match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && match) {
        if (this.failNext) {
          this.failNext = false;
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount is invalid' } });
        }
        const body = JSON.parse(raw);
        const refund = {
          id: `rfnd_Fake${String(++this.next).padStart(8, '0')}`,
          payment_id: match[1]!,
          amount: body.amount,
          notes: body.notes,
        };
        this.refunds.push(refund);
        if (this.beforeAnswer) await this.beforeAnswer(refund);
        return send(200, {
          ...refund,
          entity: 'refund',
          currency: 'INR',
          status: 'pending',
          speed_requested: 'normal',
        });
      }
      send(404, { error: { description: 'The id provided does not exist' } });
    });
  }
}

let shop: TestShop;
let fake: FakeRazorpay;
let product: TestProduct;

beforeAll(async () => {
  fake = new FakeRazorpay();
  await fake.start();
  shop = await buildTestShop({
    razorpayKeyId: KEY_ID,
    razorpayKeySecret: KEY_SECRET,
    razorpayWebhookSecret: WEBHOOK_SECRET,
    razorpayApiBase: fake.url,
  });
  product = await makeProduct(shop, { price: '500.00', stock: 20 });
  await shop.database.db.execute(sql`UPDATE products SET hsn_code = '3005', gst_rate = 5 WHERE id = ${product.id}`);
});
afterAll(async () => {
  await shop.close();
  fake.server.close();
});

const shopCli = (...argv: string[]) => runShopCommand(shop, argv);

let events = 0;
/** Sends a signed refund webhook as Razorpay does; `eventId` repeats for a redelivery. */
async function webhook(
  type: 'refund.processed' | 'refund.failed',
  refund: FakeRazorpay['refunds'][number],
  eventId = `evt_${++events}`,
) {
  const raw = JSON.stringify({
    entity: 'event',
    event: type,
    payload: {
      refund: { entity: { ...refund, entity: 'refund', status: type === 'refund.processed' ? 'processed' : 'failed' } },
      payment: { entity: { id: refund.payment_id, entity: 'payment', status: 'refunded' } },
    },
  });
  const response = await fetch(`${shop.baseUrl}/api/payments/webhook/razorpay/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as { status: string } };
}

const paidOrder = () =>
  insertPaidOrder(shop.database.db, {
    provider: 'razorpay',
    // Delivered: it has its invoice to credit (an unshipped one has none: decision 0212).
    status: 'delivered',
    deliveryPaise: 6500,
    lines: [{ productId: product.id, name: 'Test dressing', quantity: 2, unitPaise: 50000 }],
  });

const state = async (orderId: number) => {
  const [o] = await queryRows<{ status: string }>(
    shop.database.db,
    sql`SELECT status FROM orders WHERE id = ${orderId}`,
  );
  const refunds = await queryRows<{ status: string; provider_refund_id: string }>(
    shop.database.db,
    sql`SELECT status, provider_refund_id FROM refunds WHERE order_id = ${orderId} ORDER BY id`,
  );
  const [mail] = await queryRows<{ n: number }>(
    shop.database.db,
    sql`SELECT count(*)::int AS n FROM mail_queue m JOIN orders o ON m.label LIKE '%' || o.order_no WHERE o.id = ${orderId}`,
  );
  return { order: o!.status, refunds: refunds.map((r) => r.status), mails: mail!.n };
};

describe('refunds through Razorpay', () => {
  it('asks Razorpay, waits for refund.processed, and settles once whatever the order of the webhooks', async () => {
    const o = await paidOrder();
    const asked = await shopCli('orders', 'refund', o.orderNo, '--lines', '1x1', '--reason', 'One damaged');
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toMatch(/the provider is processing it/);
    const refund = fake.refunds.at(-1)!;
    expect(refund).toMatchObject({ payment_id: `pay_T${o.orderNo}`, amount: 50000, notes: { order_no: o.orderNo } });
    expect(await state(o.orderId)).toEqual({ order: 'delivered', refunds: ['pending'], mails: 0 });

    // failed, then processed (out of order), the processed one twice, then a late failed: one credit note.
    expect((await webhook('refund.failed', refund)).body.status).toBe('failed');
    expect(await state(o.orderId)).toEqual({ order: 'delivered', refunds: ['failed'], mails: 0 });
    expect((await webhook('refund.processed', refund, 'evt_dup')).body.status).toBe('processed');
    expect((await webhook('refund.processed', refund, 'evt_dup')).body.status).toBe('duplicate');
    expect((await webhook('refund.processed', refund)).body.status).toBe('already');
    expect((await webhook('refund.failed', refund)).body.status).toBe('already');
    expect(await state(o.orderId)).toEqual({ order: 'partially_refunded', refunds: ['processed'], mails: 1 });
    const notes = await creditNotesOf(shop.database.db, o.orderNo);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.payment.refundId).toBe(refund.id);
    expect(notes[0]!.credit.totals.totalPaise).toBe(50000);
  });

  it('settles once when the same refund.processed arrives five times at once under new event ids', async () => {
    const o = await paidOrder();
    const asked = await shopCli('orders', 'refund', o.orderNo, '--reason', 'Lost');
    expect(asked.code, asked.err).toBe(0);
    const refund = fake.refunds.at(-1)!;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => webhook('refund.processed', refund)));
    expect(answers.map((a) => a.body.status).sort()).toEqual(['already', 'already', 'already', 'already', 'processed']);
    expect(await state(o.orderId)).toEqual({ order: 'refunded', refunds: ['processed'], mails: 1 });
    expect(await creditNotesOf(shop.database.db, o.orderNo)).toHaveLength(1);
  });

  it('matches a refund.processed that arrives before Razorpay’s answer to the command', async () => {
    const o = await paidOrder();
    const statuses: string[] = [];
    fake.beforeAnswer = async (refund) => {
      statuses.push((await webhook('refund.processed', refund)).body.status);
      statuses.push((await webhook('refund.processed', refund)).body.status);
    };
    try {
      const done = await shopCli('orders', 'refund', o.orderNo, '--reason', 'Lost in transit');
      expect(done.code, done.err).toBe(0);
      expect(done.out).toMatch(/the order is refunded/);
      expect(done.out).toMatch(/Credit note CN\//);
    } finally {
      fake.beforeAnswer = undefined;
    }
    expect(statuses).toEqual(['processed', 'already']);
    expect(await state(o.orderId)).toEqual({ order: 'refunded', refunds: ['processed'], mails: 1 });
    const [row] = await queryRows<{ provider_refund_id: string }>(
      shop.database.db,
      sql`SELECT provider_refund_id FROM refunds WHERE order_id = ${o.orderId}`,
    );
    expect(row!.provider_refund_id).toBe(fake.refunds.at(-1)!.id);
  });

  it('a refused refund leaves nothing counted, and a refund the shop never asked for is ignored', async () => {
    const o = await paidOrder();
    fake.failNext = true;
    const refused = await shopCli('orders', 'refund', o.orderNo, '--reason', 'x');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/failed: Razorpay POST .*400 The refund amount is invalid/);
    expect(await state(o.orderId)).toEqual({ order: 'delivered', refunds: ['failed'], mails: 0 });
    // The whole amount is still refundable.
    const again = await shopCli('orders', 'refund', o.orderNo, '--reason', 'Second try');
    expect(again.code, again.err).toBe(0);
    const dashboard = { id: 'rfnd_Dashboard0001', payment_id: `pay_T${o.orderNo}`, amount: 100, notes: {} };
    expect((await webhook('refund.processed', dashboard)).body.status).toBe('unknown refund');
    expect((await webhook('refund.processed', fake.refunds.at(-1)!)).body.status).toBe('processed');
    expect(await state(o.orderId)).toEqual({ order: 'refunded', refunds: ['failed', 'processed'], mails: 1 });
  });
});
