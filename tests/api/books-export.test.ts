// @vitest-environment node
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../../common/domain/money';
import { placeOfSupplyCode } from '../../common/domain/gstin';
import { queryRows } from '../../server/db/client';
import { issueInvoice, type InvoiceData } from '../../server/invoices/service';
import { requestRefund, type CreditNoteData } from '../../server/invoices/refunds';
import { paymentProviders } from '../../server/payments/providers';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, runShopCommand } from './shop-helpers';
import { insertPaidOrder, sandboxPayment } from './refund-helpers';

let shop: TestShop;
let dir: string;
/** Products at each rate in use: 5% and 18% goods. */
const products: { id: number; rate: number; hsn: string }[] = [];
const STATES = ['Tamil Nadu', 'tamilnadu', 'Kerala', 'Karnataka', 'Delhi', 'Maharashtra', 'West Bengal'];

beforeAll(async () => {
  shop = await buildTestShop();
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-books-'));
  for (const [hsn, rate] of [
    ['3005', 5],
    ['1513', 5],
    ['3304', 18],
    ['2106', 18],
  ] as const) {
    const p = await makeProduct(shop, { price: '100.00', stock: null });
    await shop.database.db.execute(sql`UPDATE products SET hsn_code = ${hsn}, gst_rate = ${rate} WHERE id = ${p.id}`);
    products.push({ id: p.id, rate, hsn });
  }
});
afterAll(async () => {
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
});

const shopCli = (...argv: string[]) => runShopCommand(shop, argv);

/** Our own CSV: cells quoted only around commas and quotes (buyer names and reasons). */
function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

const orderArb = fc.record({
  lines: fc.array(
    fc.record({
      product: fc.integer({ min: 0, max: 3 }),
      quantity: fc.integer({ min: 1, max: 6 }),
      unitPaise: fc.integer({ min: 100, max: 250_000 }),
      free: fc.integer({ min: 0, max: 2 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  state: fc.constantFrom(...STATES),
  coupon: fc.integer({ min: 0, max: 30 }),
  delivery: fc.constantFrom(0, 4000, 6500, 9900),
  day: fc.integer({ min: 1, max: 30 }),
  name: fc.constantFrom('Meena Raman', '=HYPERLINK("x")', 'Ravi, Kumar', '+91 Anand', '@Priya "P"'),
});

describe('books export', () => {
  it('ties out to the orders to the paisa over 500 random orders, row by row against the invoices', async () => {
    const db = shop.database.db;
    const orders = fc.sample(orderArb, { numRuns: 500, seed: 2611 });
    const ids: { orderNo: string; total: number }[] = [];
    for (const o of orders) {
      const lines = o.lines.map((l) => {
        // Buy-X-get-Y leaves some units free: the line total is below unit × quantity.
        const charged = Math.max(1, l.quantity - Math.min(l.free, l.quantity - 1));
        return {
          productId: products[l.product]!.id,
          name: `Product ${l.product}`,
          quantity: l.quantity,
          unitPaise: l.unitPaise,
          lineTotalPaise: l.unitPaise * charged,
        };
      });
      const goods = lines.reduce((n, l) => n + l.lineTotalPaise, 0);
      const placed = await insertPaidOrder(db, {
        lines,
        state: o.state,
        couponPaise: Math.floor((goods * o.coupon) / 100),
        deliveryPaise: o.delivery,
      });
      await db.execute(sql`UPDATE orders SET bill_name = ${o.name} WHERE id = ${placed.orderId}`);
      await issueInvoice(db, placed.orderNo, {
        shop: EXAMPLE_SHOP_DETAILS,
        now: new Date(`2026-09-${String(o.day).padStart(2, '0')}T12:00:00+05:30`),
      });
      ids.push({ orderNo: placed.orderNo, total: placed.totalPaise });
    }
    // An invoice outside the period is left out.
    const late = await insertPaidOrder(db, {
      lines: [{ productId: products[0]!.id, name: 'x', quantity: 1, unitPaise: 9900 }],
    });
    await issueInvoice(db, late.orderNo, { shop: EXAMPLE_SHOP_DETAILS, now: new Date('2026-10-01T00:30:00+05:30') });
    // Two refunds in the period: one whole order, one line of another.
    const deps = {
      db,
      shop: EXAMPLE_SHOP_DETAILS,
      providers: (await paymentProviders(shop.app.config, db)).providers,
      mailer: shop.app.accounts.mailer,
    };
    for (const [i, ask] of [
      [0, {}],
      [1, { lines: [{ line: 1, quantity: 1 }] }],
    ] as const) {
      await sandboxPayment(db, ids[i]!.orderNo, ids[i]!.total);
      const r = await requestRefund(deps, {
        orderNo: ids[i]!.orderNo,
        reason: 'Damaged, "crushed"',
        returned: false,
        now: new Date('2026-09-30T18:00:00+05:30'),
        ...ask,
      });
      expect(r.providerStatus).toBe('processed');
    }

    const file = path.join(dir, 'sept.csv');
    const started = performance.now();
    const done = await shopCli('books', 'export', '--from', '2026-09-01', '--to', '2026-09-30', '--file', file);
    const ms = performance.now() - started;
    expect(done.code, done.err).toBe(0);
    console.log(`books export of 500 invoices and 2 credit notes: ${ms.toFixed(0)} ms\n${done.out}`);

    const invoices = readCsv(path.join(dir, 'sept-invoices.csv'));
    const notes = readCsv(path.join(dir, 'sept-credit-notes.csv'));
    const hsn = readCsv(path.join(dir, 'sept-hsn.csv'));
    const paise = (s: string) => toPaise(s);

    // Totals: the export's invoice values equal the orders' totals, to the paisa.
    const [sum] = await queryRows<{ total: string; n: number }>(
      db,
      sql`SELECT sum(o.total_paise) AS total, count(*)::int AS n FROM orders o JOIN invoices i ON i.order_id = o.id
          WHERE i.data->>'date' BETWEEN '2026-09-01' AND '2026-09-30'`,
    );
    expect(sum!.n).toBe(500);
    expect(Number(sum!.total)).toBe(ids.reduce((n, o) => n + o.total, 0));
    const perInvoice = new Map<string, { value: number; sum: number }>();
    for (const r of invoices) {
      const v = perInvoice.get(r.invoice_no!) ?? { value: paise(r.invoice_value!), sum: 0 };
      v.sum += paise(r.taxable_value!) + paise(r.cgst!) + paise(r.sgst!) + paise(r.igst!);
      perInvoice.set(r.invoice_no!, v);
    }
    expect(perInvoice.size).toBe(500);
    for (const v of perInvoice.values()) expect(v.sum).toBe(v.value);
    const exported = [...perInvoice.values()].reduce((n, v) => n + v.value, 0);
    expect(exported).toBe(Number(sum!.total));

    // Row by row against the stored invoices: rate-wise sums, place of supply, tax kind.
    const stored = await queryRows<{ data: InvoiceData }>(
      db,
      sql`SELECT data FROM invoices WHERE data->>'date' LIKE '2026-09-%'`,
    );
    for (const { data } of stored) {
      const rows = invoices.filter((r) => r.invoice_no === data.invoiceNo);
      const rates = [...new Set(data.invoice.lines.map((l) => l.rate))].sort((a, b) => a - b);
      expect(rows.map((r) => Number(r.rate))).toEqual(rates);
      for (const r of rows) {
        const lines = data.invoice.lines.filter((l) => l.rate === Number(r.rate));
        const s = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') => lines.reduce((n, l) => n + l[k], 0);
        expect([paise(r.taxable_value!), paise(r.cgst!), paise(r.sgst!), paise(r.igst!)]).toEqual([
          s('taxablePaise'),
          s('cgstPaise'),
          s('sgstPaise'),
          s('igstPaise'),
        ]);
        expect(r.invoice_date).toBe(data.date);
        expect(r.place_of_supply).toBe(placeOfSupplyCode(data.placeOfSupply));
        expect(r.supply_type).toBe(data.invoice.intraState ? 'intra-state' : 'inter-state');
        // A buyer's name never becomes a formula.
        expect(r.buyer_name).not.toMatch(/^[=+\-@]/);
      }
    }
    expect(invoices.some((r) => r.place_of_supply === '33-Tamil Nadu' && r.supply_type === 'intra-state')).toBe(true);
    expect(invoices.some((r) => r.place_of_supply === '32-Kerala' && r.supply_type === 'inter-state')).toBe(true);

    // Credit notes: each refers to its invoice, and adds up to its refund.
    const storedNotes = await queryRows<{ data: CreditNoteData }>(db, sql`SELECT data FROM credit_notes`);
    expect(new Set(notes.map((r) => r.credit_note_no))).toEqual(new Set(storedNotes.map((n) => n.data.creditNoteNo)));
    for (const { data } of storedNotes) {
      const rows = notes.filter((r) => r.credit_note_no === data.creditNoteNo);
      expect(
        rows.every((r) => r.original_invoice_no === data.invoiceNo && r.original_invoice_date === data.invoiceDate),
      ).toBe(true);
      expect(
        rows.reduce((n, r) => n + paise(r.taxable_value!) + paise(r.cgst!) + paise(r.sgst!) + paise(r.igst!), 0),
      ).toBe(data.credit.totals.totalPaise);
      expect(rows[0]!.reason).toBe('Damaged, "crushed"');
    }
    const credited = storedNotes.reduce((n, c) => n + c.data.credit.totals.totalPaise, 0);
    expect(credited).toBeGreaterThan(ids[0]!.total);

    // HSN summary: invoices less credit notes, equal to the net of the two tables.
    const hsnTotal = hsn.reduce((n, r) => n + paise(r.total_value!), 0);
    expect(hsnTotal).toBe(exported - credited);
    const hsnTax = hsn.reduce(
      (n, r) => n + paise(r.taxable_value!) + paise(r.igst!) + paise(r.cgst!) + paise(r.sgst!),
      0,
    );
    expect(hsnTax).toBe(exported - credited);
    expect(new Set(hsn.map((r) => r.hsn_sac))).toEqual(new Set(['3005', '1513', '3304', '2106', '9965']));
    expect(done.out).toMatch(/Invoices\s+500/);
    expect(done.out).toContain(`Wrote ${path.join(dir, 'sept-hsn.csv')}`);
  }, 180_000);

  it('warns of invoices whose place of supply is no state of the list, with their numbers, before writing', async () => {
    const db = shop.database.db;
    const issue = async (state: string, postalCode: string) => {
      const o = await insertPaidOrder(db, {
        state,
        postalCode,
        lines: [{ productId: products[0]!.id, name: 'x', quantity: 1, unitPaise: 9900 }],
      });
      return issueInvoice(db, o.orderNo, { shop: EXAMPLE_SHOP_DETAILS, now: new Date('2026-08-10T12:00:00+05:30') });
    };
    // Stored before checkout checked the state: a near miss whose PIN agrees is read as the state it means.
    const agreed = await issue('Kerela', '682016');
    expect(agreed.data.placeOfSupply).toBe('Kerala');
    const contradicted = await issue('Kerela', '641001');
    expect(contradicted.data.placeOfSupply).toBe('Kerela');
    const unknown = await issue('Narnia', '641001');
    const done = await shopCli(
      'books',
      'export',
      '--from',
      '2026-08-01',
      '--to',
      '2026-08-31',
      '--file',
      path.join(dir, 'aug'),
    );
    expect(done.code).toBe(0);
    expect(done.err).toContain(
      'Warning: 2 document(s) of the period have a place of supply outside the list of states and union territories:',
    );
    expect(done.err).toContain(
      `${contradicted.invoiceNo} (order ${contradicted.data.orderNo}): place of supply "Kerela" is not an Indian state or union territory (probably Kerala)`,
    );
    expect(done.err).toContain(
      `${unknown.invoiceNo} (order ${unknown.data.orderNo}): place of supply "Narnia" is not an Indian state or union territory`,
    );
    expect(done.err).not.toContain(agreed.invoiceNo);
    const rows = readCsv(path.join(dir, 'aug-invoices.csv'));
    expect(rows.find((r) => r.invoice_no === agreed.invoiceNo)?.place_of_supply).toBe('32-Kerala');
  });

  it('refuses bad dates', async () => {
    for (const [argv, message] of [
      [['--from', '2026-09-31', '--to', '2026-10-01'], /is not a date/],
      [['--from', '2026/09/01', '--to', '2026-10-01'], /must be a date/],
      [['--from', '2026-10-02', '--to', '2026-10-01'], /is after/],
    ] as const) {
      const r = await shopCli('books', 'export', ...argv, '--file', path.join(dir, 'bad'));
      expect(r.code).toBe(1);
      expect(r.err).toMatch(message);
    }
  });
});
