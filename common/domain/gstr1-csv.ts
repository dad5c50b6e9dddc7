/**
 * GSTR-1's tables as CSV rows, read from the return's JSON object itself (common/domain/gstr1.ts's
 * `buildGstr1(...).json`): no second computation, so a CSV cannot disagree with the JSON the portal
 * takes. One row per rate of a document (b2b, b2cl, cdnr, cdnur), per row of b2cs and hsn, and per
 * number range of doc_issue; amounts in rupees with two decimals.
 */
import { Amount } from './gstr1';
import { toDecimalString } from './money';

export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc_issue'] as const;
export type Gstr1CsvTable = (typeof GSTR1_TABLES)[number];

export interface CsvTable {
  header: string[];
  rows: string[][];
  /** The columns holding amounts and counts (plain numbers in a spreadsheet). */
  numeric: string[];
}

const TAX = ['rate', 'taxable_value', 'igst', 'cgst', 'sgst', 'cess'];
const AMOUNTS = ['value', 'taxable_value', 'igst', 'cgst', 'sgst', 'cess', 'rate', 'quantity'];

interface ItemDet {
  rt: number;
  txval: Amount;
  iamt?: Amount;
  camt?: Amount;
  samt?: Amount;
  csamt?: Amount;
}
interface Itm {
  itm_det: ItemDet;
}

/** An amount of the JSON as the CSV writes it ('' where the JSON has none, e.g. IGST of an intra-state row). */
const money = (a: Amount | undefined) => (a instanceof Amount ? toDecimalString(a.paise) : '0.00');
const taxCells = (d: ItemDet) => [
  String(d.rt),
  money(d.txval),
  money(d.iamt),
  money(d.camt),
  money(d.samt),
  money(d.csamt),
];

/** The seven tables of a GSTR-1 JSON object (as built, with its amounts still `Amount`s). */
export function gstr1CsvTables(json: Record<string, unknown>): Record<Gstr1CsvTable, CsvTable> {
  const b2b = json.b2b as {
    ctin: string;
    inv: { inum: string; idt: string; val: Amount; pos: string; rchrg: string; inv_typ: string; itms: Itm[] }[];
  }[];
  const b2cl = json.b2cl as { pos: string; inv: { inum: string; idt: string; val: Amount; itms: Itm[] }[] }[];
  const b2cs = json.b2cs as ({ sply_ty: string; pos: string; typ: string } & ItemDet)[];
  const cdnr = json.cdnr as {
    ctin: string;
    nt: {
      ntty: string;
      nt_num: string;
      nt_dt: string;
      val: Amount;
      pos: string;
      rchrg: string;
      inv_typ: string;
      itms: Itm[];
    }[];
  }[];
  const cdnur = json.cdnur as {
    typ: string;
    ntty: string;
    nt_num: string;
    nt_dt: string;
    val: Amount;
    pos: string;
    itms: Itm[];
  }[];
  const hsn = (
    json.hsn as { data: ({ hsn_sc: string; desc: string; uqc: string; qty: number; rt: number } & ItemDet)[] }
  ).data;
  const docs = (
    json.doc_issue as {
      doc_det: {
        doc_num: number;
        doc_typ: string;
        docs: { from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
      }[];
    }
  ).doc_det;
  return {
    b2b: {
      header: [
        'buyer_gstin',
        'invoice_no',
        'invoice_date',
        'value',
        'place_of_supply',
        'reverse_charge',
        'invoice_type',
        ...TAX,
      ],
      rows: b2b.flatMap((c) =>
        c.inv.flatMap((i) =>
          i.itms.map((t) => [c.ctin, i.inum, i.idt, money(i.val), i.pos, i.rchrg, i.inv_typ, ...taxCells(t.itm_det)]),
        ),
      ),
      numeric: AMOUNTS,
    },
    b2cl: {
      header: ['place_of_supply', 'invoice_no', 'invoice_date', 'value', ...TAX],
      rows: b2cl.flatMap((c) =>
        c.inv.flatMap((i) => i.itms.map((t) => [c.pos, i.inum, i.idt, money(i.val), ...taxCells(t.itm_det)])),
      ),
      numeric: AMOUNTS,
    },
    b2cs: {
      header: ['supply_type', 'place_of_supply', 'type', ...TAX],
      rows: b2cs.map((r) => [r.sply_ty, r.pos, r.typ, ...taxCells(r)]),
      numeric: AMOUNTS,
    },
    cdnr: {
      header: [
        'buyer_gstin',
        'note_type',
        'note_no',
        'note_date',
        'value',
        'place_of_supply',
        'reverse_charge',
        'invoice_type',
        ...TAX,
      ],
      rows: cdnr.flatMap((c) =>
        c.nt.flatMap((n) =>
          n.itms.map((t) => [
            c.ctin,
            n.ntty,
            n.nt_num,
            n.nt_dt,
            money(n.val),
            n.pos,
            n.rchrg,
            n.inv_typ,
            ...taxCells(t.itm_det),
          ]),
        ),
      ),
      numeric: AMOUNTS,
    },
    cdnur: {
      header: ['ur_type', 'note_type', 'note_no', 'note_date', 'value', 'place_of_supply', ...TAX],
      rows: cdnur.flatMap((n) =>
        n.itms.map((t) => [n.typ, n.ntty, n.nt_num, n.nt_dt, money(n.val), n.pos, ...taxCells(t.itm_det)]),
      ),
      numeric: AMOUNTS,
    },
    hsn: {
      header: ['hsn_sac', 'description', 'uqc', 'quantity', ...TAX],
      rows: hsn.map((h) => [h.hsn_sc, h.desc, h.uqc, String(h.qty), ...taxCells(h)]),
      numeric: AMOUNTS,
    },
    doc_issue: {
      header: ['document_type', 'from', 'to', 'total_number', 'cancelled', 'net_issued'],
      rows: docs.flatMap((d) =>
        d.docs.map((r) => [d.doc_typ, r.from, r.to, String(r.totnum), String(r.cancel), String(r.net_issue)]),
      ),
      numeric: ['total_number', 'cancelled', 'net_issued'],
    },
  };
}
