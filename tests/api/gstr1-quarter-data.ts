/**
 * The generated quarter of tests/api/gstr1-quarter.test.ts (October to December 2026, 2,000 orders),
 * written straight through the tables and the invoice and refund services; bench/gstr1-quarter.ts
 * prints its GSTR-1 from the same generator. No test runner here, so the bench can run it too.
 */
import { sql } from 'drizzle-orm';
import { toPaise } from '../../common/domain/money';
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import type { ShopDb } from '../../server/db/client';
import { requestRefund, type CreditNoteData, type RefundDeps, type RefundOutcome } from '../../server/invoices/refunds';
import { issueInvoice, type InvoiceData } from '../../server/invoices/service';
import { insertPaidOrder, sandboxPayment } from './refund-helpers';

/** The three products' HSN codes and rates (set on them before the quarter is written). */
export const QUARTER_PRODUCTS = [
  ['3005', 5],
  ['3005', 12],
  ['3304', 18],
] as const;

/** A small seeded generator, so the quarter is the same on every run. */
export function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

export const KINDS = [
  { kind: 'b2c-in', state: 'Tamil Nadu', pin: '641001', gstin: null, weight: 45 },
  { kind: 'b2c-out', state: 'Kerala', pin: '682016', gstin: null, weight: 15 },
  { kind: 'b2c-out', state: 'Karnataka', pin: '560001', gstin: null, weight: 15 },
  { kind: 'b2b-in', state: 'Tamil Nadu', pin: '600001', gstin: '33AAECM1234K1ZQ', weight: 10 },
  { kind: 'b2b-out', state: 'Kerala', pin: '682016', gstin: '32AAECM1234K1ZS', weight: 10 },
  { kind: 'b2c-big', state: 'Delhi', pin: '110001', gstin: null, weight: 5 },
] as const;

export interface Quarter {
  /** Orders invoiced when placed (shipped), some refunded after. */
  placed: { orderNo: string; total: number; kind: string; day: number }[];
  /** Orders refunded before dispatch: in full (no invoice) or in part (invoiced without the refunded goods). */
  beforeDispatch: { orderNo: string; orderId: number; total: number; refunded: number; whole: boolean }[];
  /** Refunds after dispatch, each with a credit note, and their amount. */
  refunds: number;
  refundedAfterPaise: number;
}

function processed(r: RefundOutcome) {
  if (r.providerStatus !== 'processed')
    throw new Error(`refund of ${r.orderNo}: ${r.providerStatus} ${r.failure ?? ''}`);
}

/** Writes the quarter: B2C in and out of Tamil Nadu, B2B in and out, a few above ₹1 lakh, refunds before and after dispatch. */
export async function generateQuarter(db: ShopDb, deps: RefundDeps, productIds: readonly number[]): Promise<Quarter> {
  const rand = random(44);
  const days = Array.from({ length: 2000 }, () => rand(92)).sort((a, b) => a - b);
  const placed: { orderNo: string; total: number; kind: string; day: number }[] = [];
  // Refunded before dispatch (stock short, or the shopper asked): in full (never shipped, never
  // invoiced) or one unit of a line (the rest ships, invoiced without it).
  const beforeDispatch: { orderNo: string; orderId: number; total: number; refunded: number; whole: boolean }[] = [];
  for (let i = 0; i < days.length; i++) {
    let pick = rand(100);
    const k = KINDS.find((x) => (pick -= x.weight) < 0)!;
    const big = k.kind === 'b2c-big';
    const lines = Array.from({ length: 1 + rand(3) }, (_, j) => {
      const p = productIds[(i + j) % productIds.length]!;
      return {
        productId: p,
        name: `Product ${(i + j) % productIds.length}`,
        quantity: big ? 100 + rand(200) : 1 + rand(5),
        unitPaise: big ? 50_000 + rand(50_000) : 5_000 + rand(200_000),
      };
    });
    // The B2CL threshold exactly, and one paisa over it.
    if (i === 7) lines.splice(0, lines.length, { ...lines[0]!, quantity: 1, unitPaise: 10_000_000 });
    if (i === 8) lines.splice(0, lines.length, { ...lines[0]!, quantity: 1, unitPaise: 10_000_001 });
    const o = await insertPaidOrder(db, {
      state: i === 7 || i === 8 ? 'Kerala' : k.state,
      postalCode: i === 7 || i === 8 ? '682016' : k.pin,
      lines,
      deliveryPaise: i === 7 || i === 8 ? 0 : k.state === 'Tamil Nadu' ? 6500 : 12000,
      status: i % 50 === 25 || rand(10) === 0 ? 'paid' : 'delivered',
    });
    if (k.gstin && i !== 7 && i !== 8)
      await db.execute(
        sql`UPDATE orders SET buyer_gstin = ${k.gstin}, buyer_business_name = 'Medicare Clinic LLP' WHERE id = ${o.orderId}`,
      );
    const day = new Date(Date.UTC(2026, 9, 1 + days[i]!, 6, 30));
    if (i % 50 === 25 && days[i]! < 85) {
      await sandboxPayment(db, o.orderNo, o.totalPaise);
      const units = lines.reduce((n, l) => n + l.quantity, 0);
      const whole = units === 1 || beforeDispatch.length % 2 === 0;
      const r = await requestRefund(deps, {
        orderNo: o.orderNo,
        reason: 'Stock short',
        returned: false,
        now: new Date(day.getTime() + 86_400_000),
        ...(whole ? {} : { lines: [{ line: 1, quantity: 1 }] }),
      });
      processed(r);
      // What is left ships two days later, with its invoice (server/fulfilment/service.ts issues it).
      if (!whole)
        await issueInvoice(db, o.orderNo, {
          shop: EXAMPLE_SHOP_DETAILS,
          now: new Date(day.getTime() + 2 * 86_400_000),
        });
      beforeDispatch.push({
        orderNo: o.orderNo,
        orderId: o.orderId,
        total: o.totalPaise,
        refunded: r.amountPaise,
        whole,
      });
      continue;
    }
    await issueInvoice(db, o.orderNo, { shop: EXAMPLE_SHOP_DETAILS, now: day });
    placed.push({ orderNo: o.orderNo, total: o.totalPaise, kind: i === 8 ? 'b2c-big' : k.kind, day: days[i]! });
  }
  // Refunds in the quarter: whole and in part, before shipping (paid) and after (delivered), of every kind.
  let refunds = 0;
  let refundedAfterPaise = 0;
  for (const kind of ['b2c-in', 'b2c-out', 'b2b-in', 'b2b-out', 'b2c-big']) {
    for (const o of placed.filter((p) => p.kind === kind && p.day < 85).slice(0, 8)) {
      await sandboxPayment(db, o.orderNo, o.total);
      const r = await requestRefund(deps, {
        orderNo: o.orderNo,
        reason: 'Damaged',
        returned: false,
        now: new Date(Date.UTC(2026, 9, 1 + o.day + 5, 8)),
        ...(refunds % 3 === 0 ? {} : { lines: [{ line: 1, quantity: 1 }] }),
      });
      processed(r);
      refundedAfterPaise += r.amountPaise;
      refunds++;
    }
  }
  return { placed, beforeDispatch, refunds, refundedAfterPaise };
}

export type Sums = { taxable: number; igst: number; cgst: number; sgst: number };
export const sums = (): Sums => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
export const addLines = (
  s: Sums,
  lines: readonly { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number }[],
  sign = 1,
) => {
  for (const l of lines) {
    s.taxable += sign * l.taxablePaise;
    s.igst += sign * l.igstPaise;
    s.cgst += sign * l.cgstPaise;
    s.sgst += sign * l.sgstPaise;
  }
};
export type Item = { txval: number; iamt?: number; camt?: number; samt?: number };
export const addItems = (s: Sums, items: Item[], sign = 1) => {
  for (const i of items) {
    s.taxable += sign * toPaise(i.txval.toFixed(2));
    s.igst += sign * toPaise((i.iamt ?? 0).toFixed(2));
    s.cgst += sign * toPaise((i.camt ?? 0).toFixed(2));
    s.sgst += sign * toPaise((i.samt ?? 0).toFixed(2));
  }
};

/**
 * The stored documents' totals per GSTR-1 table, classified here on their own: registered buyer →
 * B2B; unregistered, inter-state and above ₹1,00,000 → B2CL; else B2CS. Notes follow their invoice
 * (B2CS's netted in B2CS); `all` is invoices less credit notes.
 */
export function storedTotals(invoices: { data: InvoiceData }[], notes: { data: CreditNoteData }[]) {
  const tableOf = new Map<string, string>();
  const stored = { b2b: sums(), b2cl: sums(), b2cs: sums(), cdnr: sums(), cdnur: sums(), all: sums() };
  for (const { data } of invoices) {
    const t = data.buyer.gstin
      ? 'b2b'
      : !data.invoice.intraState && data.invoice.totals.totalPaise > 10_000_000
        ? 'b2cl'
        : 'b2cs';
    tableOf.set(data.invoiceNo, t);
    addLines(stored[t], data.invoice.lines);
    addLines(stored.all, data.invoice.lines);
  }
  for (const { data } of notes) {
    const t = tableOf.get(data.invoiceNo)!;
    if (t === 'b2cs') addLines(stored.b2cs, data.credit.lines, -1);
    else addLines(stored[t === 'b2b' ? 'cdnr' : 'cdnur'], data.credit.lines);
    addLines(stored.all, data.credit.lines, -1);
  }
  return stored;
}

/** The totals of the GSTR-1 JSON's tables, as parsed from the file; `all` is b2b + b2cl + b2cs − cdnr − cdnur. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function jsonTotals(json: Record<string, any>) {
  const fromJson = { b2b: sums(), b2cl: sums(), b2cs: sums(), cdnr: sums(), cdnur: sums(), all: sums() };
  const itemsOf = (docs: { itms: { itm_det: Item }[] }[]) => docs.flatMap((d) => d.itms.map((i) => i.itm_det));
  addItems(fromJson.b2b, itemsOf(json.b2b.flatMap((c: { inv: never[] }) => c.inv)));
  addItems(fromJson.b2cl, itemsOf(json.b2cl.flatMap((c: { inv: never[] }) => c.inv)));
  addItems(fromJson.b2cs, json.b2cs);
  addItems(fromJson.cdnr, itemsOf(json.cdnr.flatMap((c: { nt: never[] }) => c.nt)));
  addItems(fromJson.cdnur, itemsOf(json.cdnur));
  for (const [t, sign] of [
    ['b2b', 1],
    ['b2cl', 1],
    ['b2cs', 1],
    ['cdnr', -1],
    ['cdnur', -1],
  ] as const)
    addItems(
      fromJson.all,
      [
        {
          txval: fromJson[t].taxable / 100,
          iamt: fromJson[t].igst / 100,
          camt: fromJson[t].cgst / 100,
          samt: fromJson[t].sgst / 100,
        },
      ],
      sign,
    );

  return fromJson;
}
