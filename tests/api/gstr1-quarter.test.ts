// @vitest-environment node
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Ajv from 'ajv';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../../common/domain/money';
import { queryRows } from '../../server/db/client';
import type { InvoiceData } from '../../server/invoices/service';
import type { CreditNoteData } from '../../server/invoices/refunds';
import { paymentProviders } from '../../server/payments/providers';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, runShopCommand, type TestProduct } from './shop-helpers';
import { GSTR1_TABLES } from '../../common/domain/gstr1-csv';
import {
  addItems,
  generateQuarter,
  jsonTotals,
  QUARTER_PRODUCTS,
  storedTotals,
  sums,
  type Sums,
} from './gstr1-quarter-data';

/**
 * A generated quarter (October to December 2026) of 2,000 orders, written straight through the
 * tables and the invoice service (B2C in and out of Tamil Nadu, B2B in and out, a few above ₹1 lakh,
 * refunds after shipping, and refunds before dispatch, which have no invoice (a full refund) or an
 * invoice of what is left and no credit note: docs/decisions/0212-no-invoice-for-goods-that-never-left.md),
 * then `books export --gstr1`: the JSON validates against the schema of the offline tool's format, its
 * tables' totals equal the stored invoices less credit notes, per table and in all, to the paisa, the
 * refunds before dispatch add nothing to the return, and each table's CSV adds up to its JSON table.
 */
let shop: TestShop;
let dir: string;
const products: TestProduct[] = [];

beforeAll(async () => {
  shop = await buildTestShop();
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-gstr1-'));
  for (const [hsn, rate] of QUARTER_PRODUCTS) {
    const p = await makeProduct(shop, { price: '100.00', stock: 1_000_000 });
    await shop.database.db.execute(sql`UPDATE products SET hsn_code = ${hsn}, gst_rate = ${rate} WHERE id = ${p.id}`);
    products.push(p);
  }
}, 120_000);
afterAll(async () => {
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GSTR-1 of a generated quarter', () => {
  it('2,000 orders: the JSON validates and its tables equal the invoices less the credit notes, to the paisa', async () => {
    const db = shop.database.db;
    const started = performance.now();
    const deps = {
      db,
      shop: EXAMPLE_SHOP_DETAILS,
      providers: (await paymentProviders(shop.app.config, db)).providers,
      mailer: shop.app.accounts.mailer,
    };
    const { placed, beforeDispatch, refunds, refundedAfterPaise } = await generateQuarter(
      db,
      deps,
      products.map((p) => p.id),
    );
    const writeMs = performance.now() - started;

    const file = path.join(dir, 'q3.json');
    const t0 = performance.now();
    const done = await runShopCommand(shop, [
      'books',
      'export',
      '--from',
      '2026-10-01',
      '--to',
      '2026-12-31',
      '--file',
      path.join(dir, 'q3'),
      '--gstr1',
      file,
    ]);
    const exportMs = performance.now() - t0;
    expect(done.code, done.err).toBe(0);
    expect(done.out).toMatch(/Reconciliation: .* equal to the paisa/);
    const text = readFileSync(file, 'utf8');
    const json = JSON.parse(text);
    const schema = JSON.parse(readFileSync(new URL('./gstr1.schema.json', import.meta.url), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);
    expect(validate(json), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    expect(json.fp).toBe('122026');

    // The stored documents, classified here on their own: registered buyer → B2B; unregistered,
    // inter-state and above ₹1,00,000 → B2CL; else B2CS. Notes follow their invoice.
    const invoices = await queryRows<{ data: InvoiceData }>(
      db,
      sql`SELECT data FROM invoices WHERE data->>'date' BETWEEN '2026-10-01' AND '2026-12-31'`,
    );
    const notes = await queryRows<{ data: CreditNoteData }>(
      db,
      sql`SELECT data FROM credit_notes WHERE issue_date BETWEEN '2026-10-01' AND '2026-12-31'`,
    );
    const stored = storedTotals(invoices, notes);
    const fromJson = jsonTotals(json);

    for (const t of ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'all'] as const) expect(fromJson[t], t).toEqual(stored[t]);
    // The HSN table carries the same net taxable value and tax.
    const hsn = sums();
    addItems(hsn, json.hsn.data);
    expect(hsn).toEqual(stored.all);
    // Documents: every invoice and note of the quarter, none cancelled.
    const [invDocs, noteDocs] = json.doc_issue.doc_det;
    expect(invDocs.docs.reduce((n: number, d: { net_issue: number }) => n + d.net_issue, 0)).toBe(invoices.length);
    expect(noteDocs.docs.reduce((n: number, d: { net_issue: number }) => n + d.net_issue, 0)).toBe(notes.length);
    expect(invDocs.docs[0].cancel).toBe(0);
    // The threshold: exactly ₹1,00,000 stays in B2CS, a paisa over is B2CL.
    expect(
      json.b2cl.flatMap((c: { inv: { val: number }[] }) => c.inv).some((i: { val: number }) => i.val === 100000.01),
    ).toBe(true);
    expect(
      json.b2cl.flatMap((c: { inv: { val: number }[] }) => c.inv).some((i: { val: number }) => i.val === 100000),
    ).toBe(false);

    // Refunds before dispatch add nothing to the return: no credit note; a full one leaves no invoice,
    // a partial one an invoice of what shipped, already without the refunded goods.
    expect(beforeDispatch.filter((b) => b.whole).length).toBeGreaterThan(5);
    expect(beforeDispatch.filter((b) => !b.whole).length).toBeGreaterThan(5);
    const numbers = new Set(invoices.map((i) => i.data.invoiceNo));
    for (const b of beforeDispatch) {
      const [notesOf] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM credit_notes WHERE order_id = ${b.orderId}`,
      );
      expect(notesOf!.n, b.orderNo).toBe(0);
      const own = await queryRows<{ data: InvoiceData }>(
        db,
        sql`SELECT data FROM invoices WHERE order_id = ${b.orderId}`,
      );
      if (b.whole) expect(own, b.orderNo).toEqual([]);
      else {
        expect(own[0]!.data.invoice.totals.totalPaise, b.orderNo).toBe(b.total - b.refunded);
        expect(own[0]!.data.refundedBefore?.totalPaise).toBe(b.refunded);
        expect(numbers.has(own[0]!.data.invoiceNo)).toBe(true);
      }
    }
    expect(notes.length).toBe(refunds);
    // In money: the return is every order's total less every refund, before dispatch or after.
    const returnPaise = fromJson.all.taxable + fromJson.all.igst + fromJson.all.cgst + fromJson.all.sgst;
    const ordersPaise = [...placed, ...beforeDispatch].reduce((n, o) => n + o.total, 0);
    const refundedBeforePaise = beforeDispatch.reduce((n, b) => n + b.refunded, 0);
    expect(returnPaise).toBe(ordersPaise - refundedBeforePaise - refundedAfterPaise);
    expect(invoices.length).toBe(placed.length + beforeDispatch.filter((b) => !b.whole).length);

    // Each table's CSV adds up to its JSON table, to the paisa (they are written from the same tables).
    const csv = (t: string) =>
      parseCsv(readFileSync(path.join(dir, `q3-gstr1-${t.replace('_', '-')}.csv`), 'utf8'), {
        columns: true,
      }) as Record<string, string>[];
    const csvSums = (rows: Record<string, string>[]): Sums => ({
      taxable: rows.reduce((n, r) => n + toPaise(r.taxable_value!), 0),
      igst: rows.reduce((n, r) => n + toPaise(r.igst!), 0),
      cgst: rows.reduce((n, r) => n + toPaise(r.cgst!), 0),
      sgst: rows.reduce((n, r) => n + toPaise(r.sgst!), 0),
    });
    const csvTotals: Record<string, Sums> = {};
    for (const t of ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'] as const) {
      csvTotals[t] = csvSums(csv(t));
      expect(csvTotals[t], `${t}.csv`).toEqual(fromJson[t]);
    }
    expect(new Set(csv('b2b').map((r) => r.invoice_no)).size).toBe(
      json.b2b.flatMap((c: { inv: never[] }) => c.inv).length,
    );
    expect(new Set(csv('cdnr').map((r) => r.note_no)).size).toBe(
      json.cdnr.flatMap((c: { nt: never[] }) => c.nt).length,
    );
    const hsnCsv = csv('hsn');
    expect(csvSums(hsnCsv), 'hsn.csv').toEqual(hsn);
    expect(hsnCsv.reduce((n, r) => n + Number(r.quantity), 0)).toBe(
      json.hsn.data.reduce((n: number, h: { qty: number }) => n + h.qty, 0),
    );
    const docCsv = csv('doc_issue');
    expect(docCsv.reduce((n, r) => n + Number(r.net_issued), 0)).toBe(invoices.length + notes.length);
    expect(docCsv.map((r) => [r.from, r.to, Number(r.cancelled)])).toEqual(
      json.doc_issue.doc_det.flatMap((d: { docs: { from: string; to: string; cancel: number }[] }) =>
        d.docs.map((x) => [x.from, x.to, x.cancel]),
      ),
    );
    expect(GSTR1_TABLES.every((t) => done.out.includes(`q3-gstr1-${t.replace('_', '-')}.csv`))).toBe(true);

    const r = (p: number) => (p / 100).toFixed(2);
    const row = (t: keyof typeof stored) =>
      `${t.padEnd(6)} json taxable ${r(fromJson[t].taxable)} igst ${r(fromJson[t].igst)} cgst ${r(fromJson[t].cgst)} sgst ${r(fromJson[t].sgst)}` +
      ` | stored taxable ${r(stored[t].taxable)} igst ${r(stored[t].igst)} cgst ${r(stored[t].cgst)} sgst ${r(stored[t].sgst)}`;
    console.log(
      `GSTR-1 quarter: ${invoices.length} invoices, ${notes.length} credit notes (${refunds} refunds after dispatch; ` +
        `${beforeDispatch.length} before dispatch, ${beforeDispatch.filter((b) => b.whole).length} in full, ` +
        `${r(refundedBeforePaise)} refunded before dispatch, no credit note); ` +
        `written in ${(writeMs / 1000).toFixed(1)} s, exported in ${exportMs.toFixed(0)} ms\n` +
        (['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'all'] as const).map(row).join('\n') +
        `\n${done.out}`,
    );
  }, 900_000);
});
