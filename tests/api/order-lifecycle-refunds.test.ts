// @vitest-environment node
/**
 * Orders that change before they ship (docs/decisions/0211-orders-that-change-before-they-ship.md):
 * a line refunded before dispatch leaves the rest to ship and deliver, and the stock ledger, the
 * invoice issued at dispatch (only what shipped, docs/decisions/0212-no-invoice-for-goods-that-never-left.md)
 * and the shopper's tracking page tell the same story; a full refund before dispatch never ships
 * and has no invoice.
 */
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_SAC } from '../../common/domain/gst';
import { formatRupees } from '../../common/domain/money';
import { queryRows } from '../../server/db/client';
import { createFulfilment, type Fulfilment } from '../../server/fulfilment/service';
import { creditNotesOf } from '../../server/invoices/refunds';
import type { InvoiceData } from '../../server/invoices/service';
import type { Actor } from '../../server/lib/actor';
import { createMailer } from '../../server/mail/mailer';
import { paymentProviders } from '../../server/payments/providers';
import { ledgerMismatches, stockHistory } from '../../server/stock/ledger';
import { buildTestShop, type TestShop } from './helper';
import { addressFields, makeProduct, newClient, stockOf, type TestProduct } from './shop-helpers';

let shop: TestShop;
let fulfilment: Fulfilment;
let dressing: TestProduct;
let cream: TestProduct;

const asha: Actor = { kind: 'staff', staffId: 7, email: 'asha@cococare.example', role: 'owner', sessionId: 'sess-a' };

beforeAll(async () => {
  shop = await buildTestShop();
  dressing = await makeProduct(shop, { price: '349.00', stock: 10 });
  cream = await makeProduct(shop, { price: '590.00', stock: 10 });
  const { db } = shop.database;
  const mailer = createMailer({
    smtpUrl: undefined,
    from: shop.app.config.mailFrom,
    dataDir: shop.app.config.dataDir,
    log: shop.app.log,
    db,
  });
  fulfilment = createFulfilment({
    db,
    shop: shop.app.config.shop,
    mailer,
    publicUrl: () => 'http://localhost:8080',
    orders: async () => shop.app.orders,
    refunds: async () => ({
      db,
      shop: shop.app.config.shop,
      providers: (await paymentProviders(shop.app.config, db)).providers,
      mailer,
    }),
  });
}, 60_000);
afterAll(() => shop.close());

/** Two dressings and one cream, placed and paid through the API as a shopper does. */
async function placeTwoLines() {
  const browser = newClient(shop);
  const ids: number[] = [];
  for (const [product, quantity] of [
    [dressing, 2],
    [cream, 1],
  ] as const) {
    const added = await browser.post('/api/cart/', { product_id: product.id, quantity });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    ids.push(added.body.cart_item.cart_item_id as number);
  }
  const body = {
    user_id: null,
    cart_items: ids.map((id) => ({ cart_item_id: id, item_price: '1.00' })),
    ...addressFields('Tamil Nadu'),
    total_amount: '0.01',
  };
  const mismatch = await browser.post('/api/place-order/', body);
  expect(mismatch.status, JSON.stringify(mismatch.body)).toBe(409);
  const placed = await browser.post('/api/place-order/', { ...body, total_amount: mismatch.body.totals.total });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const paid = await browser.post('/api/payments/sandbox/pay/', { order_id: placed.body.razorpay_order_id });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect((await browser.post('/api/payments/verify/', paid.body)).status).toBe(200);
  const [row] = await queryRows<{ id: number }>(
    shop.database.db,
    sql`SELECT id FROM orders WHERE order_no = ${placed.body.order_no}`,
  );
  return { orderNo: placed.body.order_no as string, orderId: row!.id, browser };
}

/** The shopper's tracking page, looked up by anyone with the order's number. */
async function trackingPage(orderId: number, orderNo: string) {
  const page = await newClient(shop).get(`/api/order_track/${orderId}/?order_no=${orderNo}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body as {
    is_shipped: boolean;
    is_delivered: boolean;
    tracking_info: { status: string; note: string }[];
  };
}

const invoiceOf = async (orderId: number) =>
  (
    await queryRows<{ invoice_no: string; data: InvoiceData }>(
      shop.database.db,
      sql`SELECT invoice_no, data FROM invoices WHERE order_id = ${orderId}`,
    )
  )[0];

const pdfText = (pdf: Buffer) => spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).stdout.toString();
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

/** A PDF download over HTTP with the browser's cookies (the client reads bodies as text). */
async function download(browser: ReturnType<typeof newClient>, url: string) {
  const response = await fetch(shop.baseUrl + url, {
    headers: { cookie: [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': '198.51.100.77' },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

const ship = (orderNo: string) =>
  fulfilment.ship(asha, {
    orderNo,
    trackingNumber: `EK${orderNo}IN`,
    trackingUrl: `https://carrier.example/track/EK${orderNo}IN`,
    email: false,
  });

describe('orders that change before they ship', () => {
  it('refund one line of a paid order, ship the rest, deliver; the stock ledger, the invoice and the tracking page all agree', async () => {
    const { orderNo, orderId, browser } = await placeTwoLines();
    // Refund lines name the order's lines: its items in id order, then the delivery charge.
    const items = await queryRows<{ product_id: number; product_name: string; quantity: number }>(
      shop.database.db,
      sql`SELECT product_id, product_name, quantity FROM order_items WHERE order_id = ${orderId} ORDER BY id`,
    );
    const [stored] = await queryRows<{ total_paise: string; delivery_paise: string }>(
      shop.database.db,
      sql`SELECT total_paise, delivery_paise FROM orders WHERE id = ${orderId}`,
    );
    const order0 = { total: Number(stored!.total_paise), delivery: Number(stored!.delivery_paise) };
    const creamLine = items.findIndex((i) => i.product_id === cream.id) + 1;
    // The shopper asked before dispatch to drop the cream: it never left the shelf, so it goes back.
    const refund = await fulfilment.refund(asha, {
      orderNo,
      reason: 'Cream cancelled before dispatch',
      lines: [{ line: creamLine }],
      returned: true,
    });
    expect(refund.providerStatus).toBe('processed');
    expect(refund.settled?.orderStatus).toBe('partially_refunded');
    expect(refund.amountPaise).toBe(59000);
    // Still to ship on the console's figures, until it ships.
    const toShip = (await fulfilment.today()).toShip;
    expect(toShip).toBeGreaterThan(0);

    const shipped = await ship(orderNo);
    expect((await fulfilment.today()).toShip).toBe(toShip - 1);
    expect(shipped).toMatchObject({ changed: true, orderNo });
    const delivered = await fulfilment.deliver(asha, { orderNo, email: false });
    expect(delivered.changed).toBe(true);

    // The lifecycle: paid → partially refunded → shipped → delivered, each move by whom.
    const moves = await queryRows<{ from_status: string; to_status: string; actor: string }>(
      shop.database.db,
      sql`SELECT from_status, to_status, actor FROM order_transitions WHERE order_id = ${orderId} AND from_status IS NOT NULL ORDER BY id`,
    );
    expect(moves).toEqual([
      { from_status: 'awaiting_payment', to_status: 'paid', actor: 'payment' },
      { from_status: 'paid', to_status: 'partially_refunded', actor: 'operator' },
      { from_status: 'partially_refunded', to_status: 'shipped', actor: 'operator' },
      { from_status: 'shipped', to_status: 'delivered', actor: 'operator' },
    ]);

    // The stock ledger: two dressings left with the order; the cream was taken and put back.
    const ledger = async (productId: number) =>
      (await stockHistory(shop.database.db, productId))
        .filter((m) => m.order_no === orderNo)
        .map((m) => [m.reason, m.delta]);
    expect(await ledger(dressing.id)).toEqual([['reserved', -2]]);
    expect(await ledger(cream.id)).toEqual([
      ['reserved', -1],
      ['returned', 1],
    ]);
    expect(await stockOf(shop, dressing.id)).toBe(8);
    expect(await stockOf(shop, cream.id)).toBe(10);
    expect(await ledgerMismatches(shop.database.db)).toEqual([]);

    // The invoice, issued at dispatch, lists only what shipped (docs/decisions/0212-…): the two
    // dressings and the delivery charge, no cream, and no credit note, since no invoice carried it.
    const invoice = await invoiceOf(orderId);
    expect(shipped.invoiceNo).toBe(invoice!.invoice_no);
    expect(await creditNotesOf(shop.database.db, orderNo)).toEqual([]);
    const billed = invoice!.data.invoice;
    const dressingLine = items.findIndex((i) => i.product_id === dressing.id) + 1;
    expect(billed.lines.map((l) => [l.orderLine, l.hsn === DELIVERY_SAC ? 'delivery' : 'goods', l.quantity])).toEqual([
      [dressingLine, 'goods', 2],
      ...(order0.delivery > 0 ? [[items.length + 1, 'delivery', 1]] : []),
    ]);
    const shippedUnits = billed.lines.filter((l) => l.hsn !== DELIVERY_SAC).reduce((n, l) => n + l.quantity, 0);
    expect(shippedUnits).toBe(2);
    // Its totals: the order less the refund, to the paisa, and each line by the invoice's own rule.
    expect(billed.totals.totalPaise).toBe(order0.total - refund.amountPaise);
    expect(billed.lines.reduce((n, l) => n + l.valuePaise, 0)).toBe(billed.totals.totalPaise);
    for (const l of billed.lines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.valuePaise);
    expect(billed.lines[0]!.valuePaise).toBe(2 * 34900);
    expect(invoice!.data.refundedBefore).toEqual({ refundIds: [refund.refundId], totalPaise: 59000 });

    // The shopper downloads that same invoice (real HTTP, the session that placed the order).
    const pdf = await download(browser, `/api/orders/${orderNo}/invoice/`);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    if (hasPdftotext) {
      const text = pdfText(pdf.body);
      expect(text).toContain(invoice!.invoice_no);
      expect(text).toContain(items[dressingLine - 1]!.product_name);
      expect(text).not.toContain(items[creamLine - 1]!.product_name);
      expect(text).toContain(formatRupees(billed.totals.totalPaise).replace('₹', ''));
    }

    // The tracking page: the refund with its amount (no credit note), then the shipment and delivery.
    const page = await trackingPage(orderId, orderNo);
    expect(page).toMatchObject({ is_shipped: true, is_delivered: true });
    expect(page.tracking_info.map((e) => [e.status, e.note])).toEqual([
      ['placed', 'Order placed'],
      ['paid', 'Payment received'],
      ['partially_refunded', `Refund of ${formatRupees(59000)}`],
      ['shipped', `Shipped with tracking number EK${orderNo}IN`],
      ['delivered', 'Delivered'],
    ]);
    const lookup = await newClient(shop).get(`/api/orders/${orderNo}/`);
    expect(lookup.body.status).toBe('delivered');

    // Delivered: it does not ship again.
    await expect(ship(orderNo)).rejects.toMatchObject({ statusCode: 409 });
  }, 60_000);

  it('a full refund before dispatch ends as refunded and never ships (409 with the reason)', async () => {
    const { orderNo, orderId, browser } = await placeTwoLines();
    const refund = await fulfilment.refund(asha, { orderNo, reason: 'Cancelled before dispatch', returned: false });
    expect(refund.settled?.orderStatus).toBe('refunded');
    await expect(ship(orderNo)).rejects.toMatchObject({
      statusCode: 409,
      message: `Order ${orderNo} was refunded in full before it shipped; it never ships.`,
    });
    const [row] = await queryRows<{ status: string; shipped_at: string | null }>(
      shop.database.db,
      sql`SELECT status, shipped_at FROM orders WHERE id = ${orderId}`,
    );
    expect(row).toEqual({ status: 'refunded', shipped_at: null });
    const page = await trackingPage(orderId, orderNo);
    expect(page).toMatchObject({ is_shipped: false, is_delivered: false });
    // No invoice carried these goods, so there is no invoice and no credit note (decision 0212).
    expect(await creditNotesOf(shop.database.db, orderNo)).toEqual([]);
    expect(await invoiceOf(orderId)).toBeUndefined();
    expect(page.tracking_info.at(-1)).toMatchObject({
      status: 'refunded',
      note: `Refund of ${formatRupees(refund.amountPaise)}`,
    });
    const mine = await browser.get(`/api/orders/${orderNo}/`);
    expect(mine.body.invoice_available).toBe(false);
    const pdf = await download(browser, `/api/orders/${orderNo}/invoice/`);
    expect(pdf.status).toBe(409);
    expect(JSON.parse(pdf.body.toString())).toEqual({
      message: `Order ${orderNo} was refunded in full before it shipped, so it has no invoice.`,
    });
  }, 60_000);

  it('the shopper asking for the invoice of a paid, unshipped order gets 409 and takes no number; dispatch issues the next one, gap-free', async () => {
    const db = shop.database.db;
    const counter = async () =>
      (await queryRows<{ n: number }>(db, sql`SELECT coalesce(max(last_seq), 0)::int AS n FROM invoice_counters`))[0]!
        .n;
    const first = await placeTwoLines();
    const second = await placeTwoLines();
    const before = await counter();
    // Asked before dispatch, again and again, by both shoppers: a clear refusal, no invoice, no number.
    for (const o of [first, second, first]) {
      const early = await download(o.browser, `/api/orders/${o.orderNo}/invoice/`);
      expect(early.status).toBe(409);
      expect(JSON.parse(early.body.toString())).toEqual({
        message: `Order ${o.orderNo} has not shipped yet. Its GST invoice is issued when it is handed to the courier, listing what was sent; you can download it here then.`,
      });
      expect((await o.browser.get(`/api/orders/${o.orderNo}/`)).body.invoice_available).toBe(false);
    }
    // Another shopper's order answers as an unknown one, before and after dispatch.
    expect((await download(second.browser, `/api/orders/${first.orderNo}/invoice/`)).status).toBe(404);
    expect(await invoiceOf(first.orderId)).toBeUndefined();
    expect(await invoiceOf(second.orderId)).toBeUndefined();
    expect(await counter()).toBe(before);

    // Shipped in the other order: each takes the next number at dispatch, and the shopper downloads that one.
    const shippedSecond = await ship(second.orderNo);
    const shippedFirst = await ship(first.orderNo);
    const [a, b] = [await invoiceOf(second.orderId), await invoiceOf(first.orderId)];
    expect([shippedSecond.invoiceNo, shippedFirst.invoiceNo]).toEqual([a!.invoice_no, b!.invoice_no]);
    const seqs = await queryRows<{ seq: number }>(
      db,
      sql`SELECT seq FROM invoices WHERE order_id IN (${second.orderId}, ${first.orderId}) ORDER BY seq`,
    );
    expect(seqs.map((r) => r.seq)).toEqual([before + 1, before + 2]);
    // Every number of the year is used once, with none missing.
    const all = await queryRows<{ seq: number }>(db, sql`SELECT seq FROM invoices ORDER BY financial_year, seq`);
    expect(all.map((r) => r.seq)).toEqual(all.map((_, i) => i + 1));
    for (const [o, no] of [
      [first, b!.invoice_no],
      [second, a!.invoice_no],
    ] as const) {
      expect((await o.browser.get(`/api/orders/${o.orderNo}/`)).body.invoice_available).toBe(true);
      const pdf = await download(o.browser, `/api/orders/${o.orderNo}/invoice/`);
      expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
      if (hasPdftotext) expect(pdfText(pdf.body)).toContain(no);
    }
    expect(await counter()).toBe(before + 2);
  }, 60_000);

  it('an order with every item refunded before dispatch has nothing to ship, even with its delivery charge unrefunded', async () => {
    const { orderNo } = await placeTwoLines();
    const refund = await fulfilment.refund(asha, {
      orderNo,
      reason: 'Out of stock',
      lines: [{ line: 1 }, { line: 2 }],
      returned: false,
    });
    expect(refund.settled?.orderStatus).toBe('partially_refunded');
    await expect(ship(orderNo)).rejects.toMatchObject({
      statusCode: 409,
      message: `Order ${orderNo}: every item was refunded before it shipped; there is nothing left to ship.`,
    });
  }, 60_000);
});
