/**
 * A GST credit note's lines, in integer paise, taken from the invoice it corrects: each credited line
 * keeps its invoice line's HSN, rate and kind of tax (CGST + SGST or IGST), by the invoice's rule
 * (common/domain/gst.ts). What earlier refunds took is not credited twice, and the refund that
 * closes a line credits exactly the rest of its taxable value and tax, so a fully refunded invoice's
 * credit notes add up to the invoice to the paisa.
 */
import { shareOut, taxableOf, type Invoice } from './gst';
import { formatRupees, type Paise } from './money';

export interface CreditLine {
  /** The invoice line it credits, 1-based as printed. */
  line: number;
  description: string;
  hsn: string;
  rate: number;
  /** Units credited (0 for an amount not tied to units). */
  quantity: number;
  valuePaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

export interface CreditTotals {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  totalPaise: Paise;
}

export interface CreditNoteLines {
  intraState: boolean;
  lines: CreditLine[];
  totals: CreditTotals;
}

/** What the operator asks for: whole lines (some units of them), an amount, both, or neither (the rest). */
export interface CreditRequest {
  lines?: readonly { line: number; quantity?: number }[];
  amountPaise?: Paise;
}

export class CreditError extends Error {}

const KEYS = ['quantity', 'valuePaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;
type Sums = Record<(typeof KEYS)[number], number>;

/** Per invoice line (1-based), what earlier credit lines took. */
export function creditedSoFar(earlier: readonly CreditLine[]): Map<number, Sums> {
  const map = new Map<number, Sums>();
  for (const l of earlier) {
    const s = map.get(l.line) ?? {
      quantity: 0,
      valuePaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    for (const k of KEYS) s[k] += l[k];
    map.set(l.line, s);
  }
  return map;
}

export function creditTotals(lines: readonly CreditLine[]): CreditTotals {
  const sum = (k: keyof CreditTotals | 'valuePaise') =>
    lines.reduce((n, l) => n + (l[k === 'totalPaise' ? 'valuePaise' : (k as keyof CreditLine)] as number), 0);
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
}

/**
 * The lines of a new credit note against `invoice`, after the `earlier` credit lines (of refunds
 * pending or processed). Throws CreditError, naming the limit, when more is asked than is left.
 */
export function computeCredit(
  invoice: Invoice,
  earlier: readonly CreditLine[],
  request: CreditRequest,
): CreditNoteLines {
  const done = creditedSoFar(earlier);
  const left = invoice.lines.map((l, i) => {
    const d = done.get(i + 1);
    return { quantity: l.quantity - (d?.quantity ?? 0), valuePaise: l.valuePaise - (d?.valuePaise ?? 0) };
  });
  const leftTotal = left.reduce((n, l) => n + l.valuePaise, 0);
  if (leftTotal <= 0) throw new CreditError('Nothing is left to refund: the whole invoice has been credited.');

  // The value asked for each invoice line (index → paise) and the units it covers.
  const value = new Map<number, number>();
  const units = new Map<number, number>();
  if (request.lines?.length) {
    for (const { line, quantity } of request.lines) {
      const i = line - 1;
      const inv = invoice.lines[i];
      if (!inv || !Number.isInteger(line))
        throw new CreditError(`The invoice has no line ${line} (it has 1 to ${invoice.lines.length}).`);
      if (value.has(i)) throw new CreditError(`Line ${line} is named twice.`);
      const q = quantity ?? left[i]!.quantity;
      if (!Number.isInteger(q) || q < 1)
        throw new CreditError(`Line ${line}: the quantity must be a whole number of at least 1.`);
      if (q > left[i]!.quantity)
        throw new CreditError(`Line ${line} has ${left[i]!.quantity} unit(s) left to refund, not ${q}.`);
      // The units' share of the line's value (half up); the last units take what is left of it.
      const v =
        q === left[i]!.quantity
          ? left[i]!.valuePaise
          : Math.min(left[i]!.valuePaise, Math.floor((inv.valuePaise * q * 2 + inv.quantity) / (2 * inv.quantity)));
      value.set(i, v);
      units.set(i, q);
    }
  } else {
    left.forEach((l, i) => {
      if (l.valuePaise > 0) value.set(i, l.valuePaise);
      if (request.amountPaise === undefined && l.quantity > 0) units.set(i, l.quantity);
    });
  }
  const asked = [...value.values()].reduce((a, b) => a + b, 0);
  if (request.amountPaise !== undefined) {
    const amount = request.amountPaise;
    if (!Number.isSafeInteger(amount) || amount < 1) throw new CreditError('The amount must be at least ₹0.01.');
    if (amount > asked)
      throw new CreditError(
        `The amount is more than is left to refund${request.lines?.length ? ' on those lines' : ''}: at most ${formatRupees(asked)}.`,
      );
    // An amount below the lines' value is shared over them in proportion, like a coupon on the invoice.
    if (amount < asked) {
      const idx = [...value.keys()];
      const parts = shareOut(
        amount,
        idx.map((i) => value.get(i)!),
      );
      idx.forEach((i, k) => value.set(i, parts[k]!));
    }
  }

  const intra = invoice.intraState;
  const lines: CreditLine[] = [];
  for (const [i, v] of [...value].sort((a, b) => a[0] - b[0])) {
    if (v <= 0) continue;
    const inv = invoice.lines[i]!;
    const d = done.get(i + 1);
    let taxable: number;
    let cgst: number;
    let sgst: number;
    let igst: number;
    if (v === left[i]!.valuePaise) {
      // Closes the line: exactly what the invoice charged, less what earlier notes took.
      taxable = inv.taxablePaise - (d?.taxablePaise ?? 0);
      cgst = inv.cgstPaise - (d?.cgstPaise ?? 0);
      sgst = inv.sgstPaise - (d?.sgstPaise ?? 0);
      igst = inv.igstPaise - (d?.igstPaise ?? 0);
    } else {
      // A part: its own split of value into taxable value and tax, kept within what the line has
      // left of each, so the note that closes the line never takes a negative paisa of anything
      // (partial notes each rounding their SGST up had together taken 1 paisa more than the invoice).
      const leftTaxable = inv.taxablePaise - (d?.taxablePaise ?? 0);
      const leftCgst = inv.cgstPaise - (d?.cgstPaise ?? 0);
      const leftSgst = inv.sgstPaise - (d?.sgstPaise ?? 0);
      const leftIgst = inv.igstPaise - (d?.igstPaise ?? 0);
      taxable = Math.max(v - (leftCgst + leftSgst + leftIgst), Math.min(leftTaxable, taxableOf(v, inv.rate)));
      const tax = v - taxable;
      if (intra) {
        cgst = Math.min(leftCgst, Math.max(tax - leftSgst, Math.floor(tax / 2)));
        sgst = tax - cgst;
        igst = 0;
      } else {
        cgst = 0;
        sgst = 0;
        igst = tax;
      }
    }
    lines.push({
      line: i + 1,
      description: inv.description,
      hsn: inv.hsn,
      rate: inv.rate,
      quantity: units.get(i) ?? 0,
      valuePaise: v,
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
    });
  }
  return { intraState: intra, lines, totals: creditTotals(lines) };
}
