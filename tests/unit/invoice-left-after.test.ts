import { describe, expect, it } from 'vitest';
import { computeCredit } from '../../common/domain/credit-note';
import { computeInvoice, invoiceLeftAfter } from '../../common/domain/gst';

/** The invoice of an order partly refunded before it shipped (docs/decisions/0212-no-invoice-for-goods-that-never-left.md). */
const full = computeInvoice({
  placeOfSupply: 'Kerala',
  sellerState: 'Tamil Nadu',
  couponDiscountPaise: 5000,
  deliveryPaise: 6500,
  lines: [
    { description: 'Dressing', hsn: '3005', rate: 5, quantity: 3, unitPaise: 34900, lineTotalPaise: 104700 },
    { description: 'Cream', hsn: '3304', rate: 18, quantity: 1, unitPaise: 59000, lineTotalPaise: 59000 },
  ],
});

describe('invoiceLeftAfter', () => {
  it('leaves out a line refunded whole, keeps the order line numbers, and adds up to the order less the refund', () => {
    const credit = computeCredit(full, [], { lines: [{ line: 2 }] });
    const left = invoiceLeftAfter(
      full,
      credit.lines.map((l) => ({ orderLine: l.line, quantity: l.quantity, valuePaise: l.valuePaise })),
    );
    expect(left.lines.map((l) => [l.orderLine, l.description, l.quantity])).toEqual([
      [1, 'Dressing', 3],
      [3, 'Delivery charge', 1],
    ]);
    expect(left.totals.totalPaise).toBe(full.totals.totalPaise - credit.totals.totalPaise);
    expect(left.intraState).toBe(false);
    for (const l of left.lines) expect(l.taxablePaise + l.igstPaise).toBe(l.valuePaise);
  });

  it('takes units off a line with their share of its value and coupon; the tax is recomputed on what is left', () => {
    const credit = computeCredit(full, [], { lines: [{ line: 1, quantity: 1 }] });
    const left = invoiceLeftAfter(full, [{ orderLine: 1, quantity: 1, valuePaise: credit.totals.totalPaise }]);
    const dressing = left.lines[0]!;
    expect(dressing.quantity).toBe(2);
    expect(dressing.valuePaise).toBe(full.lines[0]!.valuePaise - credit.totals.totalPaise);
    expect(dressing.unitPaise * dressing.quantity - dressing.discountPaise).toBe(dressing.valuePaise);
    // taxable = value × 100 / 105, half up: the invoice's own rule on the rest.
    expect(dressing.taxablePaise).toBe(Math.floor((dressing.valuePaise * 200 + 105) / 210));
    expect(left.totals.totalPaise).toBe(full.totals.totalPaise - credit.totals.totalPaise);
  });

  it('an amount refunded with no units lowers the value and keeps the units; refunding more than a line had is refused', () => {
    const left = invoiceLeftAfter(full, [{ orderLine: 2, quantity: 0, valuePaise: 10000 }]);
    expect(left.lines[1]).toMatchObject({ orderLine: 2, quantity: 1, valuePaise: full.lines[1]!.valuePaise - 10000 });
    expect(() => invoiceLeftAfter(full, [{ orderLine: 2, quantity: 2, valuePaise: 0 }])).toThrow(RangeError);
  });
});
