import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatRupees, toPaise } from '../../common/domain/money';
import { ShopError } from '../lib/errors';
import { requestRefund } from '../invoices/refunds';
import {
  buildBooks,
  CREDIT_NOTE_COLUMNS,
  HSN_COLUMNS,
  INVOICE_COLUMNS,
  toCsv,
  type BookTotals,
} from '../invoices/books';
import { CliError, flag, table, type Args } from './io';
import type { CliContext } from './orders';

const rupees = (paise: number) => formatRupees(paise);

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
    outcome = await requestRefund(await ctx.refunds(), {
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
  const files: [string, string][] = [
    [`${base}-invoices.csv`, toCsv(INVOICE_COLUMNS, books.invoices, AMOUNT_COLUMNS)],
    [`${base}-credit-notes.csv`, toCsv(CREDIT_NOTE_COLUMNS, books.creditNotes, AMOUNT_COLUMNS)],
    [`${base}-hsn.csv`, toCsv(HSN_COLUMNS, books.hsn, AMOUNT_COLUMNS)],
  ];
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
}
