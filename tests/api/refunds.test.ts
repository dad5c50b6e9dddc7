// @vitest-environment node
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { rupeesInWords } from '../../common/domain/words';
import { renderCreditNotePdf, renderInvoicePdf } from '../../server/invoices/pdf';
import type { InvoiceData } from '../../server/invoices/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { ledgerMismatches } from '../../server/stock/ledger';
import { creditNotesOf, requestRefund, type RefundDeps } from '../../server/invoices/refunds';
import { paymentProviders } from '../../server/payments/providers';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, stockOf, type TestProduct, runShopCommand } from './shop-helpers';
import { insertPaidOrder, sandboxPayment } from './refund-helpers';

let shop: TestShop;
let dressing: TestProduct;
let cream: TestProduct;

beforeAll(async () => {
  shop = await buildTestShop();
  dressing = await makeProduct(shop, { price: '349.00', stock: 40 });
  cream = await makeProduct(shop, { price: '590.00', stock: 40 });
  await shop.database.db.execute(sql`UPDATE products SET hsn_code = '3005', gst_rate = 5 WHERE id = ${dressing.id}`);
  await shop.database.db.execute(sql`UPDATE products SET hsn_code = '3304', gst_rate = 18 WHERE id = ${cream.id}`);
});
afterAll(() => shop.close());

const shopCli = (...argv: string[]) => runShopCommand(shop, argv);

/** A delivered order of 2 dressings and 1 cream, ₹65 delivery, ₹50 coupon, paid in the sandbox. */
async function order(state = 'Tamil Nadu') {
  const o = await insertPaidOrder(shop.database.db, {
    state,
    status: 'delivered',
    couponPaise: 5000,
    deliveryPaise: 6500,
    lines: [
      { productId: dressing.id, name: 'Test dressing', quantity: 2, unitPaise: 34900 },
      { productId: cream.id, name: 'Test cream', quantity: 1, unitPaise: 59000 },
    ],
  });
  await sandboxPayment(shop.database.db, o.orderNo, o.totalPaise);
  return o;
}

const statusOf = async (orderNo: string) =>
  (
    await queryRows<{ status: string }>(shop.database.db, sql`SELECT status FROM orders WHERE order_no = ${orderNo}`)
  )[0]!.status;

const movements = (orderId: number) =>
  queryRows<{ product_id: number; delta: number; reason: string }>(
    shop.database.db,
    sql`SELECT product_id, delta, reason FROM stock_movements WHERE order_id = ${orderId} ORDER BY id`,
  );

describe('orders refund (sandbox)', () => {
  it('refunds a whole order: refunded, a credit note equal to the invoice, e-mailed, no stock moved', async () => {
    const o = await order();
    const before = await stockOf(shop, dressing.id);
    const done = await shopCli('orders', 'refund', o.orderNo, '--reason', 'Damaged in transit');
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain(
      `Refunded ₹${(o.totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(done.out).toMatch(/the order is refunded/);
    expect(done.out).toMatch(/Credit note CN\/\d{4}-\d{2}\/\d{5} against invoice CC\/\d{4}-\d{2}\/\d{5} issued/);
    expect(await statusOf(o.orderNo)).toBe('refunded');

    const [note] = await creditNotesOf(shop.database.db, o.orderNo);
    const [invoice] = await queryRows<{ invoice_no: string; data: { date: string; invoice: { totals: object } } }>(
      shop.database.db,
      sql`SELECT i.invoice_no, i.data FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.order_no = ${o.orderNo}`,
    );
    expect(note!.invoiceNo).toBe(invoice!.invoice_no);
    expect(note!.invoiceDate).toBe(invoice!.data.date);
    // Every line credited whole: the note's taxable value and tax equal the invoice's to the paisa.
    expect(note!.credit.totals).toEqual(invoice!.data.invoice.totals);
    expect(note!.credit.totals.totalPaise).toBe(o.totalPaise);
    expect(note!.credit.intraState).toBe(true);
    expect(note!.credit.totals.igstPaise).toBe(0);

    const mail = await queryRows<{ label: string; to_address: string }>(
      shop.database.db,
      sql`SELECT label, to_address FROM mail_queue WHERE label LIKE ${`Refund of %${o.orderNo}`}`,
    );
    expect(mail).toHaveLength(1);
    expect(await movements(o.orderId)).toEqual([]);
    expect(await stockOf(shop, dressing.id)).toBe(before);

    const shown = await shopCli('orders', 'show', o.orderNo);
    expect(shown.out).toMatch(
      /Refund: .* processed \(rfnd_\w+\), credit note CN\/\d{4}-\d{2}\/\d{5}: Damaged in transit/,
    );
    expect(shown.out).toMatch(/delivered\s+→ refunded\s+by cli:\S+:/);

    // The order is refunded: nothing more can be.
    const again = await shopCli('orders', 'refund', o.orderNo, '--reason', 'again');
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/is refunded: only paid, shipped, delivered or partly refunded orders can be refunded/);
  });

  it('refunds in parts, refuses more than is left, and closes the invoice exactly', async () => {
    const o = await order('Kerala');
    const one = await shopCli('orders', 'refund', o.orderNo, '--lines', '1x1', '--reason', 'One dressing torn');
    expect(one.code, one.err).toBe(0);
    expect(await statusOf(o.orderNo)).toBe('partially_refunded');
    const over = await shopCli(
      'orders',
      'refund',
      o.orderNo,
      '--amount',
      String(o.totalPaise / 100),
      '--reason',
      'Too much',
    );
    expect(over.code).toBe(1);
    expect(over.err).toMatch(/more than is left to refund/);
    const twoUnits = await shopCli('orders', 'refund', o.orderNo, '--lines', '1x2', '--reason', 'x');
    expect(twoUnits.code).toBe(1);
    expect(twoUnits.err).toMatch(/Line 1 has 1 unit\(s\) left to refund, not 2/);
    const part = await shopCli('orders', 'refund', o.orderNo, '--amount', '100', '--reason', 'Goodwill');
    expect(part.code, part.err).toBe(0);
    const rest = await shopCli('orders', 'refund', o.orderNo, '--reason', 'The rest');
    expect(rest.code, rest.err).toBe(0);
    expect(await statusOf(o.orderNo)).toBe('refunded');

    const notes = await creditNotesOf(shop.database.db, o.orderNo);
    expect(notes).toHaveLength(3);
    const sum = (k: 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'totalPaise') =>
      notes.reduce((n, c) => n + c.credit.totals[k], 0);
    const [invoice] = await queryRows<{ data: { invoice: { totals: Record<string, number> } } }>(
      shop.database.db,
      sql`SELECT data FROM invoices WHERE order_id = ${o.orderId}`,
    );
    // Kerala from Tamil Nadu: IGST, as on the invoice; the three notes add up to the invoice exactly.
    expect(notes.every((n) => !n.credit.intraState && n.credit.totals.cgstPaise === 0)).toBe(true);
    expect(sum('totalPaise')).toBe(o.totalPaise);
    expect(sum('taxablePaise')).toBe(invoice!.data.invoice.totals.taxablePaise);
    expect(sum('igstPaise')).toBe(invoice!.data.invoice.totals.igstPaise);
    expect(notes[1]!.credit.totals.totalPaise).toBe(10000);
    // The sandbox refunded the same amounts as the shop recorded.
    const [sandbox] = await queryRows<{ total: string }>(
      shop.database.db,
      sql`SELECT sum(amount) AS total FROM sandbox_refunds WHERE payment_id = ${`pay_T${o.orderNo}`}`,
    );
    expect(Number(sandbox!.total)).toBe(o.totalPaise);
  });

  it('puts units back into stock through the ledger only when the goods came back', async () => {
    const o = await order();
    const dressingBefore = (await stockOf(shop, dressing.id))!;
    const creamBefore = (await stockOf(shop, cream.id))!;
    const kept = await shopCli(
      'orders',
      'refund',
      o.orderNo,
      '--lines',
      '2',
      '--reason',
      'Cream leaked; customer keeps it',
    );
    expect(kept.code, kept.err).toBe(0);
    expect(await movements(o.orderId)).toEqual([]);
    expect(await stockOf(shop, cream.id)).toBe(creamBefore);

    const amountOnly = await shopCli('orders', 'refund', o.orderNo, '--amount', '10', '--returned', '--reason', 'x');
    expect(amountOnly.code).toBe(1);
    expect(amountOnly.err).toMatch(/name the lines that came back with --lines/);

    const back = await shopCli(
      'orders',
      'refund',
      o.orderNo,
      '--lines',
      '1x2',
      '--returned',
      '--reason',
      'Returned unopened',
    );
    expect(back.code, back.err).toBe(0);
    expect(back.out).toContain(`Returned to stock: 2 of product ${dressing.id}.`);
    expect(await movements(o.orderId)).toEqual([{ product_id: dressing.id, delta: 2, reason: 'returned' }]);
    expect(await stockOf(shop, dressing.id)).toBe(dressingBefore + 2);
    expect(await stockOf(shop, cream.id)).toBe(creamBefore);
    expect(await ledgerMismatches(shop.database.db)).toEqual([]);
    expect(await statusOf(o.orderNo)).toBe('partially_refunded'); // the delivery charge is left
  });

  it('lets only one of two refunds sent at once pass', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await order();
      const results = await Promise.all(
        [1, 2].map(() =>
          shopCli('orders', 'refund', o.orderNo, '--amount', String(o.totalPaise / 100), '--reason', 'Twice'),
        ),
      );
      expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
      expect(results.find((r) => r.code === 1)!.err).toMatch(/Nothing is left to refund|is refunded/);
      const [sum] = await queryRows<{ refunded: string; n: number }>(
        shop.database.db,
        sql`SELECT sum(amount_paise) AS refunded, count(*)::int AS n FROM refunds WHERE order_id = ${o.orderId}`,
      );
      expect(Number(sum!.refunded)).toBe(o.totalPaise);
      expect(sum!.n).toBe(1);
      expect(await creditNotesOf(shop.database.db, o.orderNo)).toHaveLength(1);
    }
  });

  it('lets two of four refunds of 40% each sent at once pass, never more than was paid', async () => {
    const o = await order();
    const part = (Math.floor(o.totalPaise * 0.4) / 100).toFixed(2);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => shopCli('orders', 'refund', o.orderNo, '--amount', part, '--reason', 'Part')),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(2);
    for (const r of results.filter((x) => x.code === 1)) expect(r.err).toMatch(/more than is left to refund/);
    const [sum] = await queryRows<{ refunded: string }>(
      shop.database.db,
      sql`SELECT sum(amount_paise) AS refunded FROM refunds WHERE order_id = ${o.orderId} AND status = 'processed'`,
    );
    expect(Number(sum!.refunded)).toBe(2 * Math.round(Number(part) * 100));
    expect(Number(sum!.refunded)).toBeLessThanOrEqual(o.totalPaise);
    expect(await creditNotesOf(shop.database.db, o.orderNo)).toHaveLength(2);
  });

  it('refuses orders that are not paid, bad amounts and bad lines with a reason', async () => {
    const o = await order();
    await shop.database.db.execute(sql`UPDATE orders SET status = 'awaiting_payment' WHERE id = ${o.orderId}`);
    const unpaid = await shopCli('orders', 'refund', o.orderNo, '--reason', 'x');
    expect(unpaid.code).toBe(1);
    expect(unpaid.err).toMatch(/is awaiting payment/);
    await shop.database.db.execute(sql`UPDATE orders SET status = 'paid' WHERE id = ${o.orderId}`);
    for (const [argv, message] of [
      [['--amount', '-5'], /--amount is rupees/],
      [['--amount', '1e3'], /--amount is rupees/],
      [['--amount', '0.50'], /at least ₹1.00/],
      [['--lines', '9'], /has no line 9/],
      [['--lines', '1x0'], /at least 1/],
      [['--lines', '=1+1'], /--lines takes invoice line numbers/],
      [['--reason', ''], /--reason/],
    ] as const) {
      const r = await shopCli('orders', 'refund', o.orderNo, '--reason', 'x', ...argv);
      expect(r.code, `${argv.join(' ')}: ${r.out}`).toBe(1);
      expect(r.err).toMatch(message);
    }
    const none = await shopCli('orders', 'refund', 'ZZZZ2222', '--reason', 'x');
    expect(none.err).toMatch(/No order ZZZZ2222/);
    expect(await statusOf(o.orderNo)).toBe('paid');
  });
});

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

describe.skipIf(!hasPdftotext)('the printed credit note (pdftotext)', () => {
  it('names the invoice, the states with their codes, the total in words and the signatory', async () => {
    const o = await order('Kerala');
    const done = await shopCli('orders', 'refund', o.orderNo, '--lines', '2', '--reason', 'Cream jar cracked');
    expect(done.code, done.err).toBe(0);
    const [note] = await creditNotesOf(shop.database.db, o.orderNo);
    const text = spawnSync('pdftotext', ['-layout', '-', '-'], {
      input: await renderCreditNotePdf(note!),
    }).stdout.toString();
    expect(text).toContain('Credit Note');
    expect(text).toContain(note!.creditNoteNo);
    expect(text).toContain(note!.invoiceNo);
    expect(text).toMatch(/Place of supply\s+Kerala \(32\)/);
    expect(text).toContain('State: Tamil Nadu (33)');
    expect(text).toContain('State: Kerala (32)');
    expect(text).toContain(`Amount in words: ${rupeesInWords(note!.credit.totals.totalPaise)}`);
    expect(text).toContain('Authorised Signatory');
    expect(text).toContain('Reason: Cream jar cracked.');
    const [inv] = await queryRows<{ data: InvoiceData }>(
      shop.database.db,
      sql`SELECT data FROM invoices WHERE order_id = ${o.orderId}`,
    );
    const invoiceText = spawnSync('pdftotext', ['-layout', '-', '-'], {
      input: await renderInvoicePdf(inv!.data),
    }).stdout.toString();
    expect(invoiceText).toContain('Tax Invoice');
    expect(invoiceText).toContain(`Amount in words: ${rupeesInWords(inv!.data.invoice.totals.totalPaise)}`);
    expect(invoiceText).toContain('Authorised Signatory');
    expect(invoiceText).toMatch(/Place of supply\s+Kerala \(32\)/);
  });
});

describe('credit note numbers', () => {
  it('are gap-free per financial year, and a failed refund takes no number', async () => {
    const deps: RefundDeps = {
      db: shop.database.db,
      shop: EXAMPLE_SHOP_DETAILS,
      providers: (await paymentProviders(shop.app.config, shop.database.db)).providers,
      mailer: shop.app.accounts.mailer,
    };
    const march = new Date('2027-03-31T20:00:00+05:30');
    const april = new Date('2027-04-01T09:00:00+05:30');
    const numbers: string[] = [];
    for (const now of [march, march, april]) {
      const o = await order();
      const r = await requestRefund(deps, { orderNo: o.orderNo, reason: 'FY test', returned: false, now });
      numbers.push(r.settled!.creditNote!.creditNoteNo);
    }
    // A refund the provider refuses (the sandbox has no such payment): no note, no number used.
    const orphan = await insertPaidOrder(shop.database.db, {
      lines: [{ productId: dressing.id, name: 'Test dressing', quantity: 1, unitPaise: 34900 }],
    });
    const failed = await requestRefund(deps, { orderNo: orphan.orderNo, reason: 'x', returned: false, now: april });
    expect(failed.providerStatus).toBe('failed');
    expect(await creditNotesOf(shop.database.db, orphan.orderNo)).toEqual([]);
    const o = await order();
    numbers.push(
      (await requestRefund(deps, { orderNo: o.orderNo, reason: 'FY', returned: false, now: april })).settled!
        .creditNote!.creditNoteNo,
    );

    expect(numbers[0]).toMatch(/^CN\/2026-27\/\d{5}$/);
    expect(Number(numbers[1]!.slice(-5))).toBe(Number(numbers[0]!.slice(-5)) + 1);
    expect(numbers[2]).toBe('CN/2027-28/00001');
    expect(numbers[3]).toBe('CN/2027-28/00002');
    // The whole series of each year: 1..n with no gap.
    const rows = await queryRows<{ financial_year: string; seqs: number[] }>(
      shop.database.db,
      sql`SELECT financial_year, array_agg(seq ORDER BY seq) AS seqs FROM credit_notes GROUP BY financial_year`,
    );
    for (const r of rows) expect(r.seqs).toEqual(r.seqs.map((_, i) => i + 1));
  });
});
