import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import {
  B2CL_LIMIT_PAISE,
  buildGstr1,
  gstDate,
  invoiceTable,
  toJson,
  type Gstr1Invoice,
} from '../../common/domain/gstr1';
import { computeInvoice } from '../../common/domain/gst';
import { GSTR1_TABLES, gstr1CsvTables } from '../../common/domain/gstr1-csv';

const schema = JSON.parse(readFileSync(new URL('../api/gstr1.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);
const SELLER = '33ABCDE1234F1Z7';

/** An invoice of one line (tax-inclusive `valuePaise`, plus nothing else) to `state`. */
function invoice(
  no: number,
  state: string,
  valuePaise: number,
  extra: Partial<Gstr1Invoice> = {},
  rate = 5,
): Gstr1Invoice {
  const inv = computeInvoice({
    placeOfSupply: state,
    sellerState: 'Tamil Nadu',
    couponDiscountPaise: 0,
    deliveryPaise: 0,
    lines: [
      {
        description: 'Dressing',
        hsn: '3005',
        rate,
        quantity: 2,
        unitPaise: valuePaise / 2,
        lineTotalPaise: valuePaise,
      },
    ],
  });
  return {
    invoiceNo: `CC/2026-27/${String(no).padStart(5, '0')}`,
    date: '2026-11-05',
    placeOfSupply: state,
    intraState: inv.intraState,
    totalPaise: inv.totals.totalPaise,
    lines: inv.lines,
    ...extra,
  };
}

// The JSON as a file holds it: its shape is what the schema checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const parse = (r: ReturnType<typeof buildGstr1>) => JSON.parse(toJson(r.json)) as Record<string, any>;

describe('GSTR-1', () => {
  it('a month with no sales: every table present and empty, and valid', () => {
    const r = buildGstr1(SELLER, '2026-11-30', [], []);
    const json = parse(r);
    expect(json).toMatchObject({
      gstin: SELLER,
      fp: '112026',
      b2b: [],
      b2cl: [],
      b2cs: [],
      cdnr: [],
      cdnur: [],
      hsn: { data: [] },
    });
    expect(json.doc_issue.doc_det.map((d: { docs: unknown[] }) => d.docs)).toEqual([[], []]);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(r.net.taxablePaise).toBe(0);
  });

  it('B2CL starts one paisa above ₹1,00,000, inter-state and unregistered only', () => {
    expect(B2CL_LIMIT_PAISE).toBe(10_000_000);
    expect(invoiceTable({ intraState: false, totalPaise: 10_000_000 })).toBe('b2cs');
    expect(invoiceTable({ intraState: false, totalPaise: 10_000_001 })).toBe('b2cl');
    expect(invoiceTable({ intraState: true, totalPaise: 50_000_000 })).toBe('b2cs');
    expect(invoiceTable({ intraState: false, totalPaise: 50_000_000, buyerGstin: '32AAECM1234K1ZS' })).toBe('b2b');
    const r = buildGstr1(
      SELLER,
      '2026-11-30',
      [invoice(1, 'Kerala', 10_000_000), invoice(2, 'Kerala', 10_000_002)],
      [],
    );
    const json = parse(r);
    expect(json.b2cl).toHaveLength(1);
    expect(json.b2cl[0].pos).toBe('32');
    expect(json.b2cl[0].inv[0]).toMatchObject({ inum: 'CC/2026-27/00002', idt: '05-11-2026', val: 100000.02 });
    expect(json.b2cs).toHaveLength(1);
    expect(toJson(r.json)).toContain('"val": 100000.02');
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  });

  it('B2CS sums by supply type, place of supply and rate; amounts print with two decimals', () => {
    const r = buildGstr1(
      SELLER,
      '2026-11-30',
      [
        invoice(1, 'Tamil Nadu', 10_500),
        invoice(2, 'Tamil Nadu', 21_000),
        invoice(3, 'Tamil Nadu', 11_800, {}, 18),
        invoice(4, 'Kerala', 10_500),
        invoice(5, 'Karnataka', 10_500),
        invoice(6, 'Kerala', 10_500),
      ],
      [],
    );
    const json = parse(r);
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 5, txval: 100, iamt: 5, csamt: 0 },
      { sply_ty: 'INTER', pos: '32', typ: 'OE', rt: 5, txval: 200, iamt: 10, csamt: 0 },
      { sply_ty: 'INTRA', pos: '33', typ: 'OE', rt: 5, txval: 300, camt: 7.5, samt: 7.5, csamt: 0 },
      { sply_ty: 'INTRA', pos: '33', typ: 'OE', rt: 18, txval: 100, camt: 9, samt: 9, csamt: 0 },
    ]);
    expect(toJson(r.json)).toContain('"txval": 300.00');
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  });

  it('HSN: quantities and values of invoices less credit notes; a B2B note goes to CDNR', () => {
    const clinic = '32AAECM1234K1ZS';
    const inv = invoice(1, 'Kerala', 21_000, { buyerGstin: clinic });
    const r = buildGstr1(
      SELLER,
      '2026-11-30',
      [inv, invoice(2, 'Tamil Nadu', 10_500)],
      [
        {
          noteNo: 'CN/2026-27/00001',
          date: '2026-11-20',
          invoiceNo: inv.invoiceNo,
          invoiceDate: inv.date,
          invoiceTotalPaise: inv.totalPaise,
          buyerGstin: clinic,
          placeOfSupply: 'Kerala',
          intraState: false,
          totalPaise: 10_500,
          lines: [{ ...inv.lines[0]!, quantity: 1, taxablePaise: 10_000, igstPaise: 500 }],
        },
      ],
    );
    const json = parse(r);
    expect(json.hsn.data).toEqual([
      {
        num: 1,
        hsn_sc: '3005',
        desc: 'Dressing',
        uqc: 'NOS',
        qty: 3,
        rt: 5,
        txval: 200,
        iamt: 5,
        camt: 2.5,
        samt: 2.5,
        csamt: 0,
      },
    ]);
    expect(json.b2b[0]).toMatchObject({ ctin: clinic, inv: [{ pos: '32', rchrg: 'N', inv_typ: 'R', val: 210 }] });
    expect(json.cdnr[0]).toMatchObject({
      ctin: clinic,
      nt: [{ ntty: 'C', nt_num: 'CN/2026-27/00001', nt_dt: '20-11-2026', val: 105 }],
    });
    expect(r.net.taxablePaise).toBe(20_000);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  });

  it('documents issued: one range per series, a missing number in the middle counted cancelled', () => {
    const r = buildGstr1(
      SELLER,
      '2026-11-30',
      [1, 2, 4, 5].map((n) => invoice(n, 'Tamil Nadu', 10_500)),
      [],
    );
    const json = parse(r);
    expect(json.doc_issue.doc_det[0]).toEqual({
      doc_num: 1,
      doc_typ: 'Invoices for outward supply',
      docs: [{ num: 1, from: 'CC/2026-27/00001', to: 'CC/2026-27/00005', totnum: 5, cancel: 1, net_issue: 4 }],
    });
    expect(gstDate('2027-03-31')).toBe('31-03-2027');
  });

  it('the CSV tables: read from the JSON object, a header and no rows for a month with no sales', () => {
    const empty = gstr1CsvTables(buildGstr1(SELLER, '2026-11-30', [], []).json);
    expect(Object.keys(empty)).toEqual([...GSTR1_TABLES]);
    for (const t of GSTR1_TABLES) {
      expect(empty[t].rows, t).toEqual([]);
      expect(empty[t].header.length, t).toBeGreaterThan(3);
    }
  });

  it('the CSV tables: a B2B invoice and its note row by row, B2CS by pos and rate, documents with a cancelled number', () => {
    const clinic = '32AAECM1234K1ZS';
    const inv = invoice(1, 'Kerala', 21_000, { buyerGstin: clinic });
    const r = buildGstr1(
      SELLER,
      '2026-11-30',
      [inv, invoice(3, 'Tamil Nadu', 10_500), invoice(4, 'Tamil Nadu', 10_500, {}, 12)],
      [
        {
          noteNo: 'CN/2026-27/00001',
          date: '2026-11-20',
          invoiceNo: inv.invoiceNo,
          invoiceDate: inv.date,
          invoiceTotalPaise: inv.totalPaise,
          buyerGstin: clinic,
          placeOfSupply: 'Kerala',
          intraState: false,
          totalPaise: 10_500,
          lines: [{ ...inv.lines[0]!, quantity: 1, taxablePaise: 10_000, igstPaise: 500 }],
        },
      ],
    );
    const t = gstr1CsvTables(r.json);
    const row = (name: keyof typeof t, i = 0) =>
      Object.fromEntries(t[name].header.map((h, j) => [h, t[name].rows[i]![j]]));
    expect(t.b2b.rows).toHaveLength(1);
    expect(row('b2b')).toEqual({
      buyer_gstin: clinic,
      invoice_no: 'CC/2026-27/00001',
      invoice_date: '05-11-2026',
      value: '210.00',
      place_of_supply: '32',
      reverse_charge: 'N',
      invoice_type: 'R',
      rate: '5',
      taxable_value: '200.00',
      igst: '10.00',
      cgst: '0.00',
      sgst: '0.00',
      cess: '0.00',
    });
    expect(row('cdnr')).toMatchObject({ note_no: 'CN/2026-27/00001', note_type: 'C', value: '105.00', igst: '5.00' });
    expect(t.b2cs.rows.map((x) => x.slice(0, 4))).toEqual([
      ['INTRA', '33', 'OE', '5'],
      ['INTRA', '33', 'OE', '12'],
    ]);
    expect(row('doc_issue')).toEqual({
      document_type: 'Invoices for outward supply',
      from: 'CC/2026-27/00001',
      to: 'CC/2026-27/00004',
      total_number: '4',
      cancelled: '1',
      net_issued: '3',
    });
    expect(row('hsn', 0)).toMatchObject({ hsn_sac: '3005', uqc: 'NOS', rate: '5' });
  });
});
