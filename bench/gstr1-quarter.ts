/**
 * The generated quarter's GSTR-1 (issue 44's closing note): the 2,000 orders of
 * tests/api/gstr1-quarter.test.ts (same generator, tests/api/gstr1-quarter-data.ts), then
 * `books export --gstr1`, and a table of each GSTR-1 table's totals beside the stored invoices'
 * and credit notes' totals classified on their own, with the difference in paise.
 *
 *   npm run bench:gstr1        (node --import tsx bench/gstr1-quarter.ts)
 *
 * An in-memory PGlite, seeded with the demo catalogue; the files are written to a temporary folder
 * and removed, unless GSTR1_OUT names a folder to keep them in.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EXAMPLE_SHOP_DETAILS } from '../common/site/company';
import { loadConfig } from '../server/config/env';
import { migrateDatabase, openDatabase, queryRows } from '../server/db/client';
import type { CreditNoteData } from '../server/invoices/refunds';
import type { InvoiceData } from '../server/invoices/service';
import { createMailer } from '../server/mail/mailer';
import { runCommand } from '../server/operators/run';
import { paymentProviders } from '../server/payments/providers';
import { seedDatabase } from '../server/seed/seed';
import { generateQuarter, jsonTotals, QUARTER_PRODUCTS, storedTotals } from '../tests/api/gstr1-quarter-data';

const keep = process.env.GSTR1_OUT;
const dir = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'gstr1-quarter-'));
mkdirSync(dir, { recursive: true });
const database = await openDatabase({});
await migrateDatabase(database);
await seedDatabase(database.db);
const db = database.db;
const config = { ...loadConfig({}), dataDir: dir };
const silent = {
  level: 'silent',
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child: () => silent,
} as unknown as FastifyBaseLogger;
const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, dataDir: dir, log: silent, db });

// Three products with the quarter's HSN codes and rates, stock enough for any order.
const products = await queryRows<{ id: number }>(db, sql`SELECT id FROM products ORDER BY id LIMIT 3`);
for (const [i, [hsn, rate]] of QUARTER_PRODUCTS.entries())
  await db.execute(
    sql`UPDATE products SET hsn_code = ${hsn}, gst_rate = ${rate}, stock_quantity = 1000000 WHERE id = ${products[i]!.id}`,
  );

const t0 = performance.now();
const quarter = await generateQuarter(
  db,
  { db, shop: EXAMPLE_SHOP_DETAILS, providers: (await paymentProviders(config, db)).providers, mailer },
  products.map((p) => p.id),
);
const writeS = (performance.now() - t0) / 1000;

const out: string[] = [];
const t1 = performance.now();
const code = await runCommand(
  ['books', 'export', '--from', '2026-10-01', '--to', '2026-12-31', '--file', 'q3', '--gstr1', 'q3-gstr1.json'],
  { database, config, mailer, io: { out: (l) => out.push(l), err: (l) => out.push(l) }, cwd: dir },
);
const exportMs = performance.now() - t1;
if (code) throw new Error(`books export failed:\n${out.join('\n')}`);

const json = JSON.parse(readFileSync(path.join(dir, 'q3-gstr1.json'), 'utf8')) as Record<string, unknown>;
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

const rupees = (p: number) => (p / 100).toFixed(2);
const rows = (['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'all'] as const).map((t) => {
  const j = fromJson[t];
  const s = stored[t];
  const jTotal = j.taxable + j.igst + j.cgst + j.sgst;
  const sTotal = s.taxable + s.igst + s.cgst + s.sgst;
  return [
    t === 'all' ? 'return (net)' : t,
    rupees(j.taxable),
    rupees(j.igst),
    rupees(j.cgst + j.sgst),
    rupees(jTotal),
    rupees(s.taxable),
    rupees(s.igst),
    rupees(s.cgst + s.sgst),
    rupees(sTotal),
    String(jTotal - sTotal),
  ];
});
const header = [
  'Table',
  'JSON taxable',
  'JSON IGST',
  'JSON CGST+SGST',
  'JSON value',
  'Stored taxable',
  'Stored IGST',
  'Stored CGST+SGST',
  'Stored value',
  'Diff (paise)',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');

const refundedBefore = quarter.beforeDispatch.reduce((n, b) => n + b.refunded, 0);
console.log(
  `Generated quarter Oct–Dec 2026: ${quarter.placed.length + quarter.beforeDispatch.length} orders, ` +
    `${invoices.length} invoices, ${notes.length} credit notes; ${quarter.refunds} refunds after dispatch ` +
    `(₹${rupees(quarter.refundedAfterPaise)}), ${quarter.beforeDispatch.length} before dispatch ` +
    `(${quarter.beforeDispatch.filter((b) => b.whole).length} in full, ₹${rupees(refundedBefore)}, no credit note). ` +
    `Written in ${writeS.toFixed(1)} s, exported in ${exportMs.toFixed(0)} ms.\n`,
);
console.log(
  'Stored: invoices and credit notes classified on their own (credit notes as positive amounts in cdnr/cdnur; B2CS net of its notes).',
);
console.log(line(header));
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log(`\n${out.filter((l) => !l.startsWith('Wrote')).join('\n')}`);
if (keep) console.log(`\nFiles kept in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
await database.close();
