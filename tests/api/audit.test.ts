// @vitest-environment node
/**
 * The order operations as services (server/fulfilment/service.ts) and the audit log they write:
 * exactly one entry per change, naming the person and what changed, in the same transaction as the
 * change (a failed ship leaves neither), never rewritten; the operators' tool names its user.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../server/audit/log';
import { queryRows } from '../../server/db/client';
import { createFulfilment, type Fulfilment } from '../../server/fulfilment/service';
import type { Actor } from '../../server/lib/actor';
import { createMailer } from '../../server/mail/mailer';
import { operatorLogin } from '../../server/operators/channel';
import { paymentProviders } from '../../server/payments/providers';
import { buildTestShop, type TestShop } from './helper';
import { insertPaidOrder, sandboxPayment } from './refund-helpers';
import { makeProduct, runShopCommand, stockOf, type TestProduct } from './shop-helpers';

let shop: TestShop;
let fulfilment: Fulfilment;
let dressing: TestProduct;

const asha: Actor = { kind: 'staff', staffId: 7, email: 'asha@cococare.example', role: 'owner', sessionId: 'sess-a' };
const ravi: Actor = { kind: 'staff', staffId: 8, email: 'ravi@cococare.example', role: 'packer', sessionId: 'sess-r' };

beforeAll(async () => {
  shop = await buildTestShop();
  dressing = await makeProduct(shop, { price: '349.00', stock: 40 });
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
});
afterAll(() => shop.close());

async function paidOrder(quantity = 2) {
  const o = await insertPaidOrder(shop.database.db, {
    status: 'paid',
    deliveryPaise: 6500,
    lines: [{ productId: dressing.id, name: 'Test dressing', quantity, unitPaise: 34900 }],
  });
  await sandboxPayment(shop.database.db, o.orderNo, o.totalPaise);
  return o;
}

/** Why a promise was refused: drizzle wraps the database's error as the cause of its own. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  throw new Error('it was not refused');
}

const entriesOf = (orderNo: string) => auditEntries(shop.database.db, { target: { kind: 'order', id: orderNo } });
const statusOf = async (orderNo: string) =>
  (
    await queryRows<{ status: string }>(shop.database.db, sql`SELECT status FROM orders WHERE order_no = ${orderNo}`)
  )[0]!.status;

describe('audit log of order operations', () => {
  it('ship: one entry naming the staff member, their session, the change and the invoice; the move names them too', async () => {
    const o = await paidOrder();
    const done = await fulfilment.ship(asha, {
      orderNo: o.orderNo.toLowerCase(),
      trackingNumber: 'EK123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/track?n=EK123456789IN',
      email: false,
    });
    expect(done).toMatchObject({ changed: true, orderNo: o.orderNo, emailed: false });
    const entries = await entriesOf(o.orderNo);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'staff:asha@cococare.example',
      session_id: 'sess-a',
      action: 'order.ship',
      before: { status: 'paid' },
      after: { status: 'shipped', trackingNumber: 'EK123456789IN' },
      document_no: done.invoiceNo,
    });
    const detail = await fulfilment.detail(o.orderNo);
    expect(detail.transitions.at(-1)).toMatchObject({ to_status: 'shipped', person: 'staff:asha@cococare.example' });
    expect(detail.audit.map((a) => a.action)).toEqual(['order.ship']);

    // The same ship again changes nothing and records nothing.
    const again = await fulfilment.ship(ravi, {
      orderNo: o.orderNo,
      trackingNumber: 'EK123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/track?n=EK123456789IN',
      email: false,
    });
    expect(again.changed).toBe(false);
    expect(await entriesOf(o.orderNo)).toHaveLength(1);
  });

  it('a ship that fails inside its transaction leaves neither the change nor an entry', async () => {
    const o = await paidOrder();
    const { db } = shop.database;
    // The invoice is written in the ship's transaction; refusing it must undo the move and the entry.
    await db.execute(sql`CREATE OR REPLACE FUNCTION refuse_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'test: invoice refused'; END $$`);
    await db.execute(
      sql`CREATE TRIGGER refuse_invoice BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION refuse_invoice()`,
    );
    try {
      expect(
        await refusal(
          fulfilment.ship(asha, {
            orderNo: o.orderNo,
            trackingNumber: 'EK1',
            trackingUrl: 'https://carrier.example/EK1',
            email: false,
          }),
        ),
      ).toMatch(/invoice refused/);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_invoice ON invoices`);
    }
    expect(await statusOf(o.orderNo)).toBe('paid');
    expect(await entriesOf(o.orderNo)).toEqual([]);
    const moves = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM order_transitions t JOIN orders o ON o.id = t.order_id
          WHERE o.order_no = ${o.orderNo} AND t.to_status = 'shipped'`,
    );
    expect(moves[0]!.n).toBe(0);
  });

  it('refused input records nothing: a bad tracking URL, an unknown order, a delivered-before-shipped order', async () => {
    const o = await paidOrder();
    await expect(
      fulfilment.ship(asha, { orderNo: o.orderNo, trackingNumber: 'X', trackingUrl: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(fulfilment.deliver(asha, { orderNo: o.orderNo })).rejects.toMatchObject({ statusCode: 409 });
    await expect(fulfilment.detail('ZZZZZZZZ')).rejects.toMatchObject({ statusCode: 404 });
    await expect(fulfilment.detail("1' OR '1'='1")).rejects.toMatchObject({ statusCode: 400 });
    expect(await entriesOf(o.orderNo)).toEqual([]);
  });

  it("one order's life, placed → shipped → delivered → refunded, is one entry per step, each with its person", async () => {
    const o = await paidOrder(3);
    const stockBefore = await stockOf(shop, dressing.id);
    await fulfilment.ship(ravi, {
      orderNo: o.orderNo,
      trackingNumber: 'DL55',
      trackingUrl: 'https://carrier.example/DL55',
      email: false,
    });
    await fulfilment.deliver(ravi, { orderNo: o.orderNo, email: false });
    const preview = await fulfilment.previewRefund({
      orderNo: o.orderNo,
      reason: 'Crushed pack',
      lines: [{ line: 1, quantity: 1 }],
      returned: true,
    });
    // The preview writes nothing: no refund row, no stock back, no entry.
    const refundRows = () =>
      queryRows<{ n: number }>(
        shop.database.db,
        sql`SELECT count(*)::int AS n FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_no = ${o.orderNo}`,
      );
    expect((await refundRows())[0]!.n).toBe(0);
    expect(await stockOf(shop, dressing.id)).toBe(stockBefore);
    expect(preview.amountPaise).toBe(34900);
    expect(preview.restocked).toEqual([{ productId: dressing.id, quantity: 1 }]);

    const refund = await fulfilment.refund(asha, {
      orderNo: o.orderNo,
      reason: 'Crushed pack',
      lines: [{ line: 1, quantity: 1 }],
      returned: true,
    });
    expect(refund.amountPaise).toBe(preview.amountPaise);
    expect(refund.providerStatus).toBe('processed');
    expect(await stockOf(shop, dressing.id)).toBe(stockBefore! + 1);

    const entries = (await entriesOf(o.orderNo)).reverse();
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['order.ship', 'staff:ravi@cococare.example'],
      ['order.deliver', 'staff:ravi@cococare.example'],
      ['order.refund', 'staff:asha@cococare.example'],
    ]);
    expect(entries[2]).toMatchObject({ reason: 'Crushed pack', after: { amountPaise: 34900 } });
    // The stock ledger and the order's moves name the person as well.
    const [movement] = await queryRows<{ actor: string }>(
      shop.database.db,
      sql`SELECT actor FROM stock_movements WHERE reason = 'returned' ORDER BY id DESC LIMIT 1`,
    );
    expect(movement!.actor).toBe('staff:asha@cococare.example');
    const detail = await fulfilment.detail(o.orderNo);
    expect(detail.transitions.map((t) => [t.to_status, t.person])).toEqual([
      ['shipped', 'staff:ravi@cococare.example'],
      ['delivered', 'staff:ravi@cococare.example'],
      ['partially_refunded', 'staff:asha@cococare.example'],
    ]);
    expect(detail.refunds[0]).toMatchObject({ amountPaise: 34900, status: 'processed' });
    expect(detail.refunds[0]!.creditNoteNo).toMatch(/^CN\//);
  });

  it('the command line names its user, and `audit list --order` prints the entries', async () => {
    const o = await paidOrder();
    const shipped = await runShopCommand(shop, [
      'orders',
      'ship',
      o.orderNo,
      '--tracking-number',
      'BD9',
      '--tracking-url',
      'https://carrier.example/BD9',
      '--no-email',
    ]);
    expect(shipped.code, shipped.err).toBe(0);
    const [entry] = await entriesOf(o.orderNo);
    expect(entry).toMatchObject({ actor: `cli:${operatorLogin()}`, action: 'order.ship', session_id: null });
    const listed = await runShopCommand(shop, ['audit', 'list', '--order', o.orderNo]);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain(`cli:${operatorLogin()}`);
    expect(listed.out).toContain('order.ship');
    expect(listed.out).toContain('1 entry, newest first.');
    const bad = await runShopCommand(shop, ['audit', 'list', '--since', '2026-02-30']);
    expect(bad).toMatchObject({ code: 1, err: '--since 2026-02-30 is not a date.' });
  });

  it('no statement can rewrite or remove an entry', async () => {
    const { db } = shop.database;
    const [one] = await auditEntries(db, { limit: 1 });
    expect(one).toBeDefined();
    expect(await refusal(db.execute(sql`UPDATE audit_log SET actor = 'someone else' WHERE id = ${one!.id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.execute(sql`DELETE FROM audit_log WHERE id = ${one!.id}`))).toMatch(/append-only/);
    expect((await auditEntries(db, { limit: 1 }))[0]).toEqual(one);
  });

  it('lists orders newest first by cursor, with filters and searches, and refuses a forged cursor', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const first = await fulfilment.list({ status: 'paid', limit: 1 });
    expect(first.orders[0]!.orderNo).toBe(b.orderNo);
    const second = await fulfilment.list({ status: 'paid', limit: 1, cursor: first.next! });
    expect(second.orders[0]!.orderNo).toBe(a.orderNo);
    expect((await fulfilment.list({ search: b.orderNo.toLowerCase() })).orders.map((x) => x.orderNo)).toEqual([
      b.orderNo,
    ]);
    expect((await fulfilment.list({ search: '+91 98765 43210', limit: 100 })).orders.length).toBeGreaterThan(1);
    expect((await fulfilment.list({ search: 'meena' })).orders.length).toBeGreaterThan(0);
    expect((await fulfilment.list({ search: '100%_' })).orders).toEqual([]);
    await expect(fulfilment.list({ cursor: 'not-a-cursor' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(fulfilment.list({ limit: 1000 })).rejects.toMatchObject({ statusCode: 400 });
  });

  it("today's figures count paid sales in India's day and week, orders to ship and flagged ones", async () => {
    const figures = await fulfilment.today();
    expect(figures.toShip).toBeGreaterThan(0);
    expect(figures.salesWeekPaise).toBeGreaterThanOrEqual(figures.salesTodayPaise);
    expect(figures.unreadMessages).toBe(0);
  });
});
