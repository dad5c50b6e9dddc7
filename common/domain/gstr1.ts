/**
 * GSTR-1 in the GST portal's offline-tool JSON format, from the invoices and credit notes of a period
 * as issued (pure: server/invoices/books.ts reads them from the database).
 *
 * Tables (keys as the offline tool names them; every one is present, empty or not):
 * - b2b: invoices to a buyer with a GSTIN, grouped by `ctin`;
 * - b2cl: inter-state invoices to unregistered buyers above ₹1,00,000 (B2CL_LIMIT_PAISE), by `pos`;
 * - b2cs: every other invoice to an unregistered buyer, summed by supply type, place of supply and
 *   rate, net of their credit notes (the portal takes B2CS credit notes there, not in CDNUR);
 * - cdnr: credit notes to registered buyers, by `ctin`; cdnur: credit notes against B2CL invoices;
 * - hsn: per HSN/SAC and rate, invoices less credit notes, with UQC and quantity;
 * - doc_issue: invoice and credit-note number ranges per series, with the numbers missing from a
 *   range counted as cancelled.
 * Amounts are rupees with two decimals (numbers), dates DD-MM-YYYY, `pos` the 2-digit state code.
 */
import { DELIVERY_SAC } from './gst';
import { canonicalState, gstStateCode } from './states';

/** An inter-state invoice to an unregistered buyer above this value is B2CL (₹1,00,000 since 1 August 2024). */
export const B2CL_LIMIT_PAISE = 100_000_00;

export interface TaxedLine {
  hsn: string;
  description: string;
  rate: number;
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface Gstr1Invoice {
  invoiceNo: string;
  /** YYYY-MM-DD (India). */
  date: string;
  buyerGstin?: string;
  placeOfSupply: string;
  intraState: boolean;
  totalPaise: number;
  lines: readonly TaxedLine[];
}

export interface Gstr1Note {
  noteNo: string;
  date: string;
  invoiceNo: string;
  invoiceDate: string;
  /** The value of the invoice the note corrects (B2CL or not). */
  invoiceTotalPaise: number;
  buyerGstin?: string;
  placeOfSupply: string;
  intraState: boolean;
  totalPaise: number;
  lines: readonly TaxedLine[];
}

/** Rupees as the JSON holds them; `toJson` prints them with exactly two decimals. */
export class Amount {
  constructor(readonly paise: number) {}
  toJSON(): string {
    return `${AMOUNT_MARK}${(this.paise / 100).toFixed(2)}`;
  }
}
const AMOUNT_MARK = '\u0000amount:';
const amt = (paise: number) => new Amount(paise);

/** The JSON text: amounts as numbers with two decimals (8300.00), as the offline tool writes them. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/"\\u0000amount:(-?\d+\.\d{2})"/g, '$1');
}

/** "2026-11-28" → "28-11-2026". */
export const gstDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** The place of supply's code ("32"), or '' for a state outside the list (books export warns of those). */
export function posCode(state: string): string {
  const canonical = canonicalState(state);
  return canonical ? gstStateCode(canonical) : '';
}

interface RateSum {
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}

function byRate(lines: readonly TaxedLine[]): RateSum[] {
  const rows = new Map<number, RateSum>();
  for (const l of lines) {
    const r = rows.get(l.rate) ?? { rt: l.rate, txval: 0, iamt: 0, camt: 0, samt: 0 };
    r.txval += l.taxablePaise;
    r.iamt += l.igstPaise;
    r.camt += l.cgstPaise;
    r.samt += l.sgstPaise;
    rows.set(l.rate, r);
  }
  return [...rows.values()].sort((a, b) => a.rt - b.rt);
}

const itms = (lines: readonly TaxedLine[], intra: boolean) =>
  byRate(lines).map((r, i) => ({
    num: i + 1,
    itm_det: intra
      ? { rt: r.rt, txval: amt(r.txval), camt: amt(r.camt), samt: amt(r.samt), csamt: amt(0) }
      : { rt: r.rt, txval: amt(r.txval), iamt: amt(r.iamt), csamt: amt(0) },
  }));

export type Gstr1Table = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur';

/** Which table an invoice goes to. */
export function invoiceTable(inv: Pick<Gstr1Invoice, 'buyerGstin' | 'intraState' | 'totalPaise'>): Gstr1Table {
  if (inv.buyerGstin) return 'b2b';
  return !inv.intraState && inv.totalPaise > B2CL_LIMIT_PAISE ? 'b2cl' : 'b2cs';
}

/** Which table a credit note goes to: its invoice's, as a note (B2CS notes are netted in B2CS). */
export function noteTable(note: Gstr1Note): Gstr1Table {
  const of = invoiceTable({
    buyerGstin: note.buyerGstin,
    intraState: note.intraState,
    totalPaise: note.invoiceTotalPaise,
  });
  return of === 'b2b' ? 'cdnr' : of === 'b2cl' ? 'cdnur' : 'b2cs';
}

export interface TableTotals {
  documents: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** Document values (B2CS: taxable + tax of its rows). */
  valuePaise: number;
}

const zero = (): TableTotals => ({
  documents: 0,
  taxablePaise: 0,
  igstPaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  valuePaise: 0,
});

export interface Gstr1 {
  json: Record<string, unknown>;
  /** Per table, what it holds (credit-note tables and B2CS's notes as positive amounts, subtracted in `net`). */
  totals: Record<Gstr1Table, TableTotals> & { b2csNotes: TableTotals };
  /** b2b + b2cl + b2cs − cdnr − cdnur − B2CS notes: must equal invoices − credit notes. */
  net: TableTotals;
}

function addTo(t: TableTotals, lines: readonly TaxedLine[], valuePaise: number) {
  t.documents += 1;
  for (const l of lines) {
    t.taxablePaise += l.taxablePaise;
    t.igstPaise += l.igstPaise;
    t.cgstPaise += l.cgstPaise;
    t.sgstPaise += l.sgstPaise;
  }
  t.valuePaise += valuePaise;
}

/** The document series of a number: "CC/2026-27/00007" → ["CC/2026-27/", 7]. */
function series(no: string): [string, number] {
  const m = /^(.*?)(\d+)$/.exec(no);
  return m ? [m[1]!, Number(m[2])] : [no, 0];
}

function docRanges(numbers: readonly string[]) {
  const bySeries = new Map<string, { seqs: number[]; width: number }>();
  for (const no of numbers) {
    const [prefix, seq] = series(no);
    const s = bySeries.get(prefix) ?? { seqs: [], width: no.length - prefix.length };
    s.seqs.push(seq);
    bySeries.set(prefix, s);
  }
  return [...bySeries]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([prefix, s], i) => {
      const seqs = [...new Set(s.seqs)].sort((a, b) => a - b);
      const first = seqs[0]!;
      const last = seqs[seqs.length - 1]!;
      const totnum = last - first + 1;
      const pad = (n: number) => `${prefix}${String(n).padStart(s.width, '0')}`;
      return {
        num: i + 1,
        from: pad(first),
        to: pad(last),
        totnum,
        cancel: totnum - seqs.length,
        net_issue: seqs.length,
      };
    });
}

/** GSTR-1 of the period `to`'s month (fp MMYYYY: a quarter is filed with its last month). */
export function buildGstr1(
  gstin: string,
  to: string,
  invoices: readonly Gstr1Invoice[],
  notes: readonly Gstr1Note[],
): Gstr1 {
  const totals = { b2b: zero(), b2cl: zero(), b2cs: zero(), cdnr: zero(), cdnur: zero(), b2csNotes: zero() };
  const b2b = new Map<string, unknown[]>();
  const b2cl = new Map<string, unknown[]>();
  const b2cs = new Map<string, RateSum & { sply_ty: string; pos: string }>();
  const cdnr = new Map<string, unknown[]>();
  const cdnur: unknown[] = [];
  const hsn = new Map<string, { hsn: string; desc: string; rt: number; qty: number } & Omit<RateSum, 'rt'>>();

  const toB2cs = (pos: string, intra: boolean, lines: readonly TaxedLine[], sign: 1 | -1) => {
    for (const r of byRate(lines)) {
      const key = `${intra ? 'INTRA' : 'INTER'}|${pos}|${r.rt}`;
      const row = b2cs.get(key) ?? {
        sply_ty: intra ? 'INTRA' : 'INTER',
        pos,
        rt: r.rt,
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
      };
      row.txval += sign * r.txval;
      row.iamt += sign * r.iamt;
      row.camt += sign * r.camt;
      row.samt += sign * r.samt;
      b2cs.set(key, row);
    }
  };
  const toHsn = (lines: readonly TaxedLine[], sign: 1 | -1) => {
    for (const l of lines) {
      const key = `${l.hsn}|${l.rate}`;
      const h = hsn.get(key) ?? {
        hsn: l.hsn,
        desc: l.hsn === DELIVERY_SAC ? 'Delivery charge' : l.description.slice(0, 30),
        rt: l.rate,
        qty: 0,
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
      };
      h.qty += sign * l.quantity;
      h.txval += sign * l.taxablePaise;
      h.iamt += sign * l.igstPaise;
      h.camt += sign * l.cgstPaise;
      h.samt += sign * l.sgstPaise;
      hsn.set(key, h);
    }
  };
  const push = (map: Map<string, unknown[]>, key: string, row: unknown) => map.set(key, [...(map.get(key) ?? []), row]);

  for (const inv of invoices) {
    const pos = posCode(inv.placeOfSupply);
    const table = invoiceTable(inv);
    addTo(totals[table], inv.lines, inv.totalPaise);
    toHsn(inv.lines, 1);
    const base = { inum: inv.invoiceNo, idt: gstDate(inv.date), val: amt(inv.totalPaise) };
    if (table === 'b2b')
      push(b2b, inv.buyerGstin!, { ...base, pos, rchrg: 'N', inv_typ: 'R', itms: itms(inv.lines, inv.intraState) });
    else if (table === 'b2cl') push(b2cl, pos, { ...base, itms: itms(inv.lines, false) });
    else toB2cs(pos, inv.intraState, inv.lines, 1);
  }
  for (const note of notes) {
    const pos = posCode(note.placeOfSupply);
    const table = noteTable(note);
    addTo(table === 'b2cs' ? totals.b2csNotes : totals[table], note.lines, note.totalPaise);
    toHsn(note.lines, -1);
    const base = { ntty: 'C', nt_num: note.noteNo, nt_dt: gstDate(note.date), val: amt(note.totalPaise) };
    if (table === 'cdnr')
      push(cdnr, note.buyerGstin!, { ...base, pos, rchrg: 'N', inv_typ: 'R', itms: itms(note.lines, note.intraState) });
    else if (table === 'cdnur') cdnur.push({ ...base, typ: 'B2CL', pos, itms: itms(note.lines, false) });
    else toB2cs(pos, note.intraState, note.lines, -1);
  }
  // B2CS's value is its rows' taxable value and tax (it has no documents of its own).
  const b2csRows = [...b2cs.values()].sort(
    (a, b) => a.sply_ty.localeCompare(b.sply_ty) || a.pos.localeCompare(b.pos) || a.rt - b.rt,
  );

  const sorted = <T>(map: Map<string, T[]>) => [...map].sort(([a], [b]) => a.localeCompare(b));
  const json = {
    gstin,
    fp: `${to.slice(5, 7)}${to.slice(0, 4)}`,
    version: 'GST3.2.1',
    hash: 'hash',
    b2b: sorted(b2b).map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: sorted(b2cl).map(([pos, inv]) => ({ pos, inv })),
    b2cs: b2csRows.map((r) =>
      r.sply_ty === 'INTRA'
        ? {
            sply_ty: r.sply_ty,
            pos: r.pos,
            typ: 'OE',
            rt: r.rt,
            txval: amt(r.txval),
            camt: amt(r.camt),
            samt: amt(r.samt),
            csamt: amt(0),
          }
        : {
            sply_ty: r.sply_ty,
            pos: r.pos,
            typ: 'OE',
            rt: r.rt,
            txval: amt(r.txval),
            iamt: amt(r.iamt),
            csamt: amt(0),
          },
    ),
    cdnr: sorted(cdnr).map(([ctin, nt]) => ({ ctin, nt })),
    cdnur,
    hsn: {
      data: [...hsn.values()]
        .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rt - b.rt)
        .map((h, i) => ({
          num: i + 1,
          hsn_sc: h.hsn,
          desc: h.desc,
          uqc: h.hsn === DELIVERY_SAC ? 'OTH' : 'NOS',
          qty: h.hsn === DELIVERY_SAC ? 0 : h.qty,
          rt: h.rt,
          txval: amt(h.txval),
          iamt: amt(h.iamt),
          camt: amt(h.camt),
          samt: amt(h.samt),
          csamt: amt(0),
        })),
    },
    doc_issue: {
      doc_det: [
        { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: docRanges(invoices.map((i) => i.invoiceNo)) },
        { doc_num: 5, doc_typ: 'Credit Note', docs: docRanges(notes.map((n) => n.noteNo)) },
      ],
    },
  };
  const net = zero();
  for (const [t, sign] of [
    [totals.b2b, 1],
    [totals.b2cl, 1],
    [totals.b2cs, 1],
    [totals.cdnr, -1],
    [totals.cdnur, -1],
    [totals.b2csNotes, -1],
  ] as const) {
    net.documents += t.documents;
    net.taxablePaise += sign * t.taxablePaise;
    net.igstPaise += sign * t.igstPaise;
    net.cgstPaise += sign * t.cgstPaise;
    net.sgstPaise += sign * t.sgstPaise;
    net.valuePaise += sign * t.valuePaise;
  }
  return { json, totals, net };
}
