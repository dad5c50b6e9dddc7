/**
 * GST on a tax invoice, in integer paise. Shelf prices include GST, so each line's tax is carved out of
 * what the customer paid for it; the invoice therefore always adds up to the order total exactly.
 *
 * Rounding rule (docs/decisions.md):
 * 1. A coupon discount is shared over the goods lines in proportion to their line totals, in whole
 *    paise, by largest remainder (ties to the earlier line), so the shares add up to the coupon exactly.
 *    The delivery charge takes no share.
 * 2. A line's value is its line total minus its coupon share (tax inclusive).
 *    taxable = round(value × 100 / (100 + rate)), half up; tax = value − taxable.
 *    So taxable + tax = value on every line, and the lines add up to the order total to the paisa.
 * 3. Same state as the seller (configured, docs/decisions.md): CGST = floor(tax / 2), SGST = tax − CGST (SGST carries an odd paisa).
 *    Any other state: IGST = tax.
 * 4. The delivery charge is its own line (SAC 9965) at DELIVERY_GST_RATE, by the same rule.
 */
import type { Paise } from './money';

/** Goods transport services (courier). */
export const DELIVERY_SAC = '9965';
export const DELIVERY_GST_RATE = 18;

export interface InvoiceLineInput {
  description: string;
  /** HSN code of the goods. */
  hsn: string;
  /** GST rate in whole percent (0, 5, 18, 40). */
  rate: number;
  quantity: number;
  /** Price per unit charged before any free units and the coupon (tax inclusive). */
  unitPaise: Paise;
  /** What the line cost in the order (after offers, before the coupon; tax inclusive). */
  lineTotalPaise: Paise;
}

export interface InvoiceInput {
  lines: InvoiceLineInput[];
  couponDiscountPaise: Paise;
  deliveryPaise: Paise;
  /** The state goods are delivered to (place of supply). */
  placeOfSupply: string;
  /** The seller's registered state: deliveries there pay CGST + SGST, elsewhere IGST. */
  sellerState: string;
}

export interface InvoiceLine {
  description: string;
  hsn: string;
  rate: number;
  quantity: number;
  unitPaise: Paise;
  /** Offer (free units) plus coupon share. */
  discountPaise: Paise;
  /** Tax-inclusive value after discounts. */
  valuePaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /**
   * The order's line it bills (1-based: the items in id order, then the delivery charge), where an
   * invoice left out lines refunded before it was issued; absent means its own position.
   */
  orderLine?: number;
}

export interface InvoiceTotals {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** Sum of line values: equals the order total. */
  totalPaise: Paise;
}

export interface Invoice {
  intraState: boolean;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/** Spacing and case are forgiven ('tamilnadu' is Tamil Nadu), as the delivery form's state is typed. */
const stateKey = (state: string) => state.replace(/\s+/g, '').toLowerCase();

export function isIntraState(placeOfSupply: string, sellerState: string): boolean {
  return stateKey(placeOfSupply) === stateKey(sellerState);
}

/** round(value × 100 / (100 + rate)) half up, in integers. */
export function taxableOf(valuePaise: Paise, rate: number): Paise {
  if (!Number.isInteger(rate) || rate < 0 || rate > 100) throw new RangeError(`GST rate must be 0 to 100: ${rate}`);
  const d = 100 + rate;
  return Math.floor((valuePaise * 200 + d) / (2 * d));
}

/** Splits `total` over `weights` in proportion, whole units, largest remainder; the parts add up to `total`. */
export function shareOut(total: Paise, weights: Paise[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  // Integer quotient and remainder of total × weight / sum (exact while total × weight < 2^53).
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, r: (total * w) % sum })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export function taxLine(
  base: Omit<InvoiceLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
  intra: boolean,
): InvoiceLine {
  const taxablePaise = taxableOf(base.valuePaise, base.rate);
  const tax = base.valuePaise - taxablePaise;
  const cgstPaise = intra ? Math.floor(tax / 2) : 0;
  return {
    ...base,
    taxablePaise,
    cgstPaise,
    sgstPaise: intra ? tax - cgstPaise : 0,
    igstPaise: intra ? 0 : tax,
  };
}

export function computeInvoice(input: InvoiceInput): Invoice {
  const intra = isIntraState(input.placeOfSupply, input.sellerState);
  const goodsTotal = input.lines.reduce((n, l) => n + l.lineTotalPaise, 0);
  if (input.couponDiscountPaise < 0 || input.couponDiscountPaise > goodsTotal)
    throw new RangeError('The coupon discount must be between zero and the goods total.');
  const shares = shareOut(
    input.couponDiscountPaise,
    input.lines.map((l) => l.lineTotalPaise),
  );
  const lines = input.lines.map((l, i) =>
    taxLine(
      {
        description: l.description,
        hsn: l.hsn,
        rate: l.rate,
        quantity: l.quantity,
        unitPaise: l.unitPaise,
        discountPaise: l.unitPaise * l.quantity - l.lineTotalPaise + shares[i]!,
        valuePaise: l.lineTotalPaise - shares[i]!,
      },
      intra,
    ),
  );
  if (input.deliveryPaise > 0)
    lines.push(
      taxLine(
        {
          description: 'Delivery charge',
          hsn: DELIVERY_SAC,
          rate: DELIVERY_GST_RATE,
          quantity: 1,
          unitPaise: input.deliveryPaise,
          discountPaise: 0,
          valuePaise: input.deliveryPaise,
        },
        intra,
      ),
    );
  const sum = (key: keyof InvoiceLine) => lines.reduce((n, l) => n + (l[key] as number), 0);
  return {
    intraState: intra,
    lines,
    totals: {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('valuePaise'),
    },
  };
}

/** What a refund before the invoice took from one of the order's lines (1-based, as `orderLine`). */
export interface RefundedBefore {
  orderLine: number;
  quantity: number;
  valuePaise: Paise;
}

/**
 * The invoice of an order some of which was refunded before it shipped
 * (docs/decisions/0212-no-invoice-for-goods-that-never-left.md): each of the order's lines less the
 * units and value refunded from it, its tax recomputed by rule 2 on what is left, and a line left
 * with nothing dropped. Its lines keep `orderLine`, so later credit notes and returns find the item.
 * It adds up to the order total less the refunds, to the paisa.
 */
export function invoiceLeftAfter(full: Invoice, refunded: readonly RefundedBefore[]): Invoice {
  const lines: InvoiceLine[] = [];
  full.lines.forEach((l, i) => {
    const taken = refunded.filter((r) => r.orderLine === i + 1);
    const quantity = l.quantity - taken.reduce((n, r) => n + r.quantity, 0);
    const valuePaise = l.valuePaise - taken.reduce((n, r) => n + r.valuePaise, 0);
    if (quantity < 0 || valuePaise < 0) throw new RangeError(`Order line ${i + 1} was refunded more than it had.`);
    if (quantity === 0 && valuePaise === 0) return;
    lines.push({
      ...taxLine(
        {
          description: l.description,
          hsn: l.hsn,
          rate: l.rate,
          quantity,
          unitPaise: l.unitPaise,
          discountPaise: l.unitPaise * quantity - valuePaise,
          valuePaise,
        },
        full.intraState,
      ),
      orderLine: i + 1,
    });
  });
  const sum = (key: keyof InvoiceLine) => lines.reduce((n, l) => n + (l[key] as number), 0);
  return {
    intraState: full.intraState,
    lines,
    totals: {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('valuePaise'),
    },
  };
}

/** The financial year (April to March) a date falls in, as "2026-27". `date` is a calendar date in India. */
export function financialYear(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "CC/2026-27/00001": 16 characters with a 2-character prefix, within the 16 GST allows. */
export function invoiceNumber(prefix: string, year: string, seq: number): string {
  const no = `${prefix}/${year}/${String(seq).padStart(5, '0')}`;
  if (no.length > 16) throw new RangeError(`Invoice number ${no} is longer than 16 characters.`);
  return no;
}
