import { sql } from 'drizzle-orm';
import { placeOfSupplyCode } from '../../common/domain/gstin';
import { canonicalState, likelyState } from '../../common/domain/states';
import { buildGstr1, type Gstr1, type Gstr1Invoice, type Gstr1Note } from '../../common/domain/gstr1';
import { DELIVERY_SAC } from '../../common/domain/gst';
import { toDecimalString } from '../../common/domain/money';
import { queryRows, type ShopDb } from '../db/client';
import { writeCsv } from '../lib/csv';
import type { InvoiceData } from './service';
import type { CreditNoteData } from './credit-note';

/**
 * The GST books of a period, for the accountant's GSTR-1: three CSV tables built from the issued
 * invoices and credit notes as stored (fixed when issued), dated by their date in India.
 * - invoices: one row per invoice and GST rate (GSTR-1 reports rate-wise), with the invoice's value;
 * - credit notes: one row per note and rate, with the invoice it corrects;
 * - HSN summary: per HSN/SAC and rate, the invoices less the credit notes of the period.
 */

export interface BookTotals {
  documents: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** A document of the period whose place of supply is not a state of the list (stored before it was checked). */
export interface UnlistedState {
  /** Invoice or credit-note number. */
  documentNo: string;
  orderNo: string;
  /** The place of supply as stored. */
  state: string;
  /** The state it most likely means, if any (common/domain/states.ts). */
  likely?: string;
}

export interface Books {
  invoices: string[][];
  creditNotes: string[][];
  hsn: string[][];
  totals: { invoices: BookTotals; creditNotes: BookTotals };
  /** Documents the return cannot place: their place of supply is no state of the list. */
  unlistedStates: UnlistedState[];
  /** The same documents as GSTR-1 reads them (common/domain/gstr1.ts). */
  gstr1: { invoices: Gstr1Invoice[]; notes: Gstr1Note[] };
}

/** The period's GSTR-1 for the seller's GSTIN. */
export function gstr1Of(books: Books, gstin: string, to: string): Gstr1 {
  return buildGstr1(gstin, to, books.gstr1.invoices, books.gstr1.notes);
}

/** The warning line `books export` prints for a document with an unlisted state. */
export function unlistedStateWarning(u: UnlistedState): string {
  return `${u.documentNo} (order ${u.orderNo}): place of supply "${u.state}" is not an Indian state or union territory${
    u.likely ? ` (probably ${u.likely})` : ''
  }`;
}

export const INVOICE_COLUMNS = [
  'invoice_no',
  'invoice_date',
  'order_no',
  'buyer_name',
  'place_of_supply',
  'supply_type',
  'rate',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'invoice_value',
];
export const CREDIT_NOTE_COLUMNS = [
  'credit_note_no',
  'credit_note_date',
  'original_invoice_no',
  'original_invoice_date',
  'order_no',
  'buyer_name',
  'place_of_supply',
  'supply_type',
  'rate',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'note_value',
  'reason',
];
export const HSN_COLUMNS = [
  'hsn_sac',
  'description',
  'uqc',
  'rate',
  'total_quantity',
  'total_value',
  'taxable_value',
  'igst',
  'cgst',
  'sgst',
];

const rupees = (paise: number) => toDecimalString(paise);

interface TaxLine {
  hsn: string;
  description: string;
  rate: number;
  quantity: number;
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

interface RateRow {
  rate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

function byRate(lines: readonly TaxLine[]): RateRow[] {
  const rows = new Map<number, RateRow>();
  for (const l of lines) {
    const r = rows.get(l.rate) ?? { rate: l.rate, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    r.taxablePaise += l.taxablePaise;
    r.cgstPaise += l.cgstPaise;
    r.sgstPaise += l.sgstPaise;
    r.igstPaise += l.igstPaise;
    rows.set(l.rate, r);
  }
  return [...rows.values()].sort((a, b) => a.rate - b.rate);
}

const empty = (): BookTotals => ({
  documents: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  totalPaise: 0,
});

function add(
  t: BookTotals,
  x: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number },
) {
  t.documents += 1;
  t.taxablePaise += x.taxablePaise;
  t.cgstPaise += x.cgstPaise;
  t.sgstPaise += x.sgstPaise;
  t.igstPaise += x.igstPaise;
  t.totalPaise += x.totalPaise;
}

/** The books from `from` to `to` (YYYY-MM-DD, both included, dates in India). */
export async function buildBooks(db: ShopDb, from: string, to: string): Promise<Books> {
  const invoices = await queryRows<{ data: InvoiceData }>(
    db,
    sql`SELECT data FROM invoices WHERE data->>'date' BETWEEN ${from} AND ${to} ORDER BY financial_year, seq`,
  );
  const notes = await queryRows<{ data: CreditNoteData; invoice_total: string }>(
    db,
    sql`SELECT c.data, i.data->'invoice'->'totals'->>'totalPaise' AS invoice_total
        FROM credit_notes c LEFT JOIN invoices i ON i.invoice_no = c.data->>'invoiceNo'
        WHERE c.issue_date BETWEEN ${from}::date AND ${to}::date ORDER BY c.financial_year, c.seq`,
  );
  const gstr1: Books['gstr1'] = {
    invoices: invoices.map(({ data }) => ({
      invoiceNo: data.invoiceNo,
      date: data.date,
      buyerGstin: data.buyer.gstin,
      placeOfSupply: data.placeOfSupply,
      intraState: data.invoice.intraState,
      totalPaise: data.invoice.totals.totalPaise,
      lines: data.invoice.lines,
    })),
    notes: notes.map(({ data, invoice_total }) => ({
      noteNo: data.creditNoteNo,
      date: data.date,
      invoiceNo: data.invoiceNo,
      invoiceDate: data.invoiceDate,
      invoiceTotalPaise: Number(invoice_total ?? 0),
      buyerGstin: data.buyer.gstin,
      placeOfSupply: data.placeOfSupply,
      intraState: data.credit.intraState,
      totalPaise: data.credit.totals.totalPaise,
      lines: data.credit.lines,
    })),
  };
  const totals = { invoices: empty(), creditNotes: empty() };
  const unlistedStates: UnlistedState[] = [];
  const checkState = (documentNo: string, orderNo: string, state: string) => {
    if (!canonicalState(state)) unlistedStates.push({ documentNo, orderNo, state, likely: likelyState(state) });
  };
  const hsn = new Map<string, TaxLine & { sign: number }>();
  const toHsn = (l: TaxLine, sign: 1 | -1) => {
    const key = `${l.hsn}|${l.rate}`;
    const h = hsn.get(key) ?? {
      hsn: l.hsn,
      description: l.hsn === DELIVERY_SAC ? 'Delivery charge' : l.description,
      rate: l.rate,
      quantity: 0,
      valuePaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      sign: 1,
    };
    h.quantity += sign * l.quantity;
    h.valuePaise += sign * l.valuePaise;
    h.taxablePaise += sign * l.taxablePaise;
    h.cgstPaise += sign * l.cgstPaise;
    h.sgstPaise += sign * l.sgstPaise;
    h.igstPaise += sign * l.igstPaise;
    hsn.set(key, h);
  };

  const invoiceRows: string[][] = [];
  for (const { data } of invoices) {
    const inv = data.invoice;
    checkState(data.invoiceNo, data.orderNo, data.placeOfSupply);
    add(totals.invoices, inv.totals);
    for (const r of byRate(inv.lines))
      invoiceRows.push([
        data.invoiceNo,
        data.date,
        data.orderNo,
        data.buyer.name,
        placeOfSupplyCode(data.placeOfSupply),
        inv.intraState ? 'intra-state' : 'inter-state',
        String(r.rate),
        rupees(r.taxablePaise),
        rupees(r.cgstPaise),
        rupees(r.sgstPaise),
        rupees(r.igstPaise),
        rupees(inv.totals.totalPaise),
      ]);
    for (const l of inv.lines) toHsn(l, 1);
  }
  const noteRows: string[][] = [];
  for (const { data } of notes) {
    const c = data.credit;
    checkState(data.creditNoteNo, data.orderNo, data.placeOfSupply);
    add(totals.creditNotes, c.totals);
    for (const r of byRate(c.lines))
      noteRows.push([
        data.creditNoteNo,
        data.date,
        data.invoiceNo,
        data.invoiceDate,
        data.orderNo,
        data.buyer.name,
        placeOfSupplyCode(data.placeOfSupply),
        c.intraState ? 'intra-state' : 'inter-state',
        String(r.rate),
        rupees(r.taxablePaise),
        rupees(r.cgstPaise),
        rupees(r.sgstPaise),
        rupees(r.igstPaise),
        rupees(c.totals.totalPaise),
        data.reason,
      ]);
    for (const l of c.lines) toHsn(l, -1);
  }
  const hsnRows = [...hsn.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map((h) => [
      h.hsn,
      h.description,
      h.hsn === DELIVERY_SAC ? 'OTH' : 'NOS',
      String(h.rate),
      String(h.quantity),
      rupees(h.valuePaise),
      rupees(h.taxablePaise),
      rupees(h.igstPaise),
      rupees(h.cgstPaise),
      rupees(h.sgstPaise),
    ]);
  return { invoices: invoiceRows, creditNotes: noteRows, hsn: hsnRows, totals, unlistedStates, gstr1 };
}

/**
 * The CSV text of a table; `numeric` are the columns that hold amounts and counts. No cell is run as a
 * formula by a spreadsheet (server/lib/csv.ts), except that in the HSN summary a net negative amount is
 * a number, which a spreadsheet reads as one, so it is left as it is.
 */
export function toCsv(header: string[], rows: string[][], numeric: string[]): string {
  return writeCsv(header, rows, { eol: '\r\n', safe: true, numeric });
}
