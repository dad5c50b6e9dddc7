import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatRupees, toPaise } from '../../common/domain/money';
import { ShopError } from '../lib/errors';
import {
  buildBooks,
  CREDIT_NOTE_COLUMNS,
  HSN_COLUMNS,
  INVOICE_COLUMNS,
  toCsv,
  gstr1Of,
  unlistedStateWarning,
  type BookTotals,
} from '../invoices/books';
import { toJson } from '../../common/domain/gstr1';
import { GSTR1_TABLES, gstr1CsvTables } from '../../common/domain/gstr1-csv';
import { sellerFromEnv } from '../invoices/service';
import { CliError, flag, table, type Args } from './io';
import type { CliContext } from './context';

const rupees = (paise: number) => formatRupees(paise);

/** The seller's GSTIN for the return; a misconfigured one is the tool's refusal, not a stack trace. */
function sellerGstin(ctx: CliContext): string {
  try {
    return sellerFromEnv(process.env, ctx.shop).gstin;
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

/** --lines "1,3x2": invoice line 1 whole (what is left of it), 2 units of line 3. */
export function parseLines(text: string): { line: number; quantity?: number }[] {
  const items = text.split(',').map((s) => s.trim());
  if (!items.length || items.some((s) => !/^\d{1,3}([x:]\d{1,5})?$/i.test(s)))
    throw new CliError(
      `--lines takes invoice line numbers, each with an optional quantity: "1,3x2" (line 1, and 2 units of line 3); got "${text}".`,
    );
  return items.map((s) => {
    const [line, quantity] = s.split(/[x:]/i).map(Number);
    return quantity === undefined ? { line: line! } : { line: line!, quantity };
  });
}

export async function refundOrder(ctx: CliContext, args: Args): Promise<void> {
  const usage = 'shop orders refund ORDERNO [--amount A] [--lines 1,3x2] --reason "…" [--returned]';
  const no = args.words[2];
  if (!no || args.words.length > 3) throw new CliError(`Usage: ${usage}`);
  if (!/^[2-9A-Z]{8}$/i.test(no)) throw new CliError(`${no} is not an order number (8 letters and digits).`);
  const reason = flag(args, 'reason', true).trim();
  if (!reason) throw new CliError('--reason must say why the order is refunded (the credit note prints it).');
  if (reason.length > 200) throw new CliError('--reason is at most 200 characters.');
  const amountText = flag(args, 'amount');
  let amountPaise: number | undefined;
  if (amountText !== undefined) {
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(amountText.trim()))
      throw new CliError(`--amount is rupees with up to 2 decimals, such as 249.50 (got "${amountText}").`);
    amountPaise = toPaise(amountText);
  }
  const linesText = flag(args, 'lines');
  const lines = linesText === undefined ? undefined : parseLines(linesText);
  const returnedFlag = args.flags.get('returned');
  if (returnedFlag !== undefined && returnedFlag !== true) throw new CliError('--returned takes no value.');

  let outcome;
  try {
    outcome = await (
      await ctx.fulfilment()
    ).refund(ctx.actor, {
      orderNo: no.toUpperCase(),
      reason,
      amountPaise,
      lines,
      returned: returnedFlag === true,
    });
  } catch (error) {
    if (error instanceof ShopError) throw new CliError(error.message);
    throw error;
  }
  const c = outcome.credit;
  ctx.io.out(
    table(
      ['Line', 'Item', 'Qty', 'Rate', 'Taxable', c.intraState ? 'CGST + SGST' : 'IGST', 'Amount'],
      c.lines.map((l) => [
        String(l.line),
        l.description,
        l.quantity ? String(l.quantity) : '—',
        `${l.rate}%`,
        rupees(l.taxablePaise),
        rupees(c.intraState ? l.cgstPaise + l.sgstPaise : l.igstPaise),
        rupees(l.valuePaise),
      ]),
      { right: [0, 2, 3, 4, 5, 6], max: [4, 40] },
    ),
  );
  for (const r of outcome.restocked) ctx.io.out(`Returned to stock: ${r.quantity} of product ${r.productId}.`);
  if (outcome.providerStatus === 'failed') {
    throw new CliError(
      `Refund of ${rupees(outcome.amountPaise)} for order ${outcome.orderNo} failed: ${outcome.failure}. Nothing was refunded${outcome.restocked.length ? ' (the returned goods stay in stock)' : ''}.`,
    );
  }
  if (outcome.providerStatus === 'pending') {
    ctx.io.out(
      `Refund of ${rupees(outcome.amountPaise)} for order ${outcome.orderNo} asked (${outcome.providerRefundId}); the provider is processing it. The order moves and the credit note is issued when its refund.processed webhook arrives.`,
    );
    return;
  }
  const s = outcome.settled;
  ctx.io.out(
    `Refunded ${rupees(outcome.amountPaise)} for order ${outcome.orderNo} (${outcome.providerRefundId}); the order is ${s?.orderStatus?.replace(/_/g, ' ')}.`,
  );
  if (s?.creditNote)
    ctx.io.out(
      `Credit note ${s.creditNote.creditNoteNo} against invoice ${s.creditNote.invoiceNo} issued${s.emailed === false ? '; the e-mail is queued and will be retried' : `, e-mailed to ${s.creditNote.buyer.email}`}.`,
    );
  else if (s?.changed && s.status === 'processed')
    ctx.io.out(
      'No credit note: the order has no invoice yet, and the invoice issued when it ships leaves the refunded goods out (docs/decisions/0212-no-invoice-for-goods-that-never-left.md).',
    );
}

function day(args: Args, name: string): string {
  const value = flag(args, name, true);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new CliError(`--${name} must be a date such as 2026-11-01 (got "${value}").`);
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value)
    throw new CliError(`--${name} ${value} is not a date.`);
  return value;
}

const AMOUNT_COLUMNS = [
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'invoice_value',
  'note_value',
  'total_value',
  'total_quantity',
  'rate',
];

export async function exportBooks(ctx: CliContext, args: Args): Promise<void> {
  const from = day(args, 'from');
  const to = day(args, 'to');
  if (from > to) throw new CliError(`--from ${from} is after --to ${to}.`);
  const file = flag(args, 'file', true);
  // F (or F.csv) gives F-invoices.csv, F-credit-notes.csv and F-hsn.csv beside each other.
  const base = ctx.resolvePath(file).replace(/\.csv$/i, '');
  mkdirSync(path.dirname(base), { recursive: true });
  const books = await buildBooks(ctx.db, from, to);
  // Told before anything is written: these documents cannot be placed in the return as they stand.
  if (books.unlistedStates.length) {
    ctx.io.err(
      `Warning: ${books.unlistedStates.length} document(s) of the period have a place of supply outside the list of states and union territories:`,
    );
    for (const u of books.unlistedStates) ctx.io.err(`  ${unlistedStateWarning(u)}`);
  }
  const files: [string, string][] = [
    [`${base}-invoices.csv`, toCsv(INVOICE_COLUMNS, books.invoices, AMOUNT_COLUMNS)],
    [`${base}-credit-notes.csv`, toCsv(CREDIT_NOTE_COLUMNS, books.creditNotes, AMOUNT_COLUMNS)],
    [`${base}-hsn.csv`, toCsv(HSN_COLUMNS, books.hsn, AMOUNT_COLUMNS)],
  ];
  // The return's tables as CSVs, read from the very JSON object `--gstr1` writes (one computation).
  const gstin = sellerGstin(ctx);
  const r = gstr1Of(books, gstin, to);
  const tables = gstr1CsvTables(r.json);
  for (const t of GSTR1_TABLES) {
    const { header, rows, numeric } = tables[t];
    files.push([`${base}-gstr1-${t.replace('_', '-')}.csv`, toCsv(header, rows, numeric)]);
  }
  for (const [name, text] of files) writeFileSync(name, text, { mode: 0o600 });
  const row = (label: string, t: BookTotals, count = true) => [
    label,
    count ? String(t.documents) : '',
    rupees(t.taxablePaise),
    rupees(t.cgstPaise),
    rupees(t.sgstPaise),
    rupees(t.igstPaise),
    rupees(t.totalPaise),
  ];
  const i = books.totals.invoices;
  const n = books.totals.creditNotes;
  const net: BookTotals = {
    documents: i.documents + n.documents,
    taxablePaise: i.taxablePaise - n.taxablePaise,
    cgstPaise: i.cgstPaise - n.cgstPaise,
    sgstPaise: i.sgstPaise - n.sgstPaise,
    igstPaise: i.igstPaise - n.igstPaise,
    totalPaise: i.totalPaise - n.totalPaise,
  };
  ctx.io.out(`GST books ${from} to ${to} (dates in India):`);
  ctx.io.out(
    table(
      ['', 'Documents', 'Taxable', 'CGST', 'SGST', 'IGST', 'Total'],
      [row('Invoices', i), row('Credit notes', n), row('Net', net, false)],
      { right: [1, 2, 3, 4, 5, 6] },
    ),
  );
  for (const [name] of files) ctx.io.out(`Wrote ${name}`);
  const gstr1File = flag(args, 'gstr1');
  if (gstr1File) {
    const target = ctx.resolvePath(gstr1File);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, toJson(r.json), { mode: 0o600 });
    const t = r.totals;
    const signed = (paise: number, sign: string) => `${paise ? sign : ''}${rupees(paise)}`;
    const line = (label: string, x: BookTotals | typeof r.net, sign = '') => [
      label,
      String(x.documents),
      signed(x.taxablePaise, sign),
      signed(x.igstPaise, sign),
      signed(x.cgstPaise, sign),
      signed(x.sgstPaise, sign),
    ];
    ctx.io.out(`GSTR-1 ${r.json.fp as string} for ${gstin}:`);
    ctx.io.out(
      table(
        ['Table', 'Documents', 'Taxable', 'IGST', 'CGST', 'SGST'],
        [
          line('B2B', t.b2b),
          line('B2CL', t.b2cl),
          line('B2CS', t.b2cs),
          line('B2CS credit notes', t.b2csNotes, '−'),
          line('CDNR', t.cdnr, '−'),
          line('CDNUR', t.cdnur, '−'),
          line('Return (net)', r.net),
        ],
        { right: [1, 2, 3, 4, 5] },
      ),
    );
    // The reconciliation: the return's totals against the invoices less the credit notes, to the paisa.
    const agrees =
      r.net.taxablePaise === net.taxablePaise &&
      r.net.igstPaise === net.igstPaise &&
      r.net.cgstPaise === net.cgstPaise &&
      r.net.sgstPaise === net.sgstPaise;
    ctx.io.out(
      `Reconciliation: return ${rupees(r.net.taxablePaise + r.net.igstPaise + r.net.cgstPaise + r.net.sgstPaise)}, ` +
        `invoices less credit notes ${rupees(net.totalPaise)}: ${agrees ? 'equal to the paisa' : 'DIFFERENT'}`,
    );
    ctx.io.out(`Wrote ${target}`);
    if (!agrees) throw new CliError('The GSTR-1 totals differ from the invoices less the credit notes.');
  }
}
