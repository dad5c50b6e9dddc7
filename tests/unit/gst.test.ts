import { describe, expect, it } from 'vitest';
import {
  computeInvoice,
  financialYear,
  invoiceNumber,
  shareOut,
  taxableOf,
  type InvoiceLineInput,
} from '../../common/domain/gst';
import { exampleGstin, gstinCheckCharacter, gstinProblem, stateCodes } from '../../common/domain/gstin';

const line = (lineTotalPaise: number, rate: number, quantity = 1): InvoiceLineInput => ({
  description: 'x',
  hsn: '3005',
  rate,
  quantity,
  unitPaise: Math.ceil(lineTotalPaise / quantity),
  lineTotalPaise,
});

describe('GST invoice arithmetic', () => {
  it('carves the tax out of a tax-inclusive price, half up', () => {
    expect(taxableOf(11800, 18)).toBe(10000);
    expect(taxableOf(10500, 5)).toBe(10000);
    // 100 × 100 / 118 = 84.745… → 85
    expect(taxableOf(100, 18)).toBe(85);
    expect(taxableOf(0, 18)).toBe(0);
  });

  it('splits the tax into CGST + SGST in Tamil Nadu and IGST elsewhere', () => {
    const input = { lines: [line(11800, 18), line(10501, 5)], couponDiscountPaise: 0, deliveryPaise: 6500 };
    const tn = computeInvoice({ ...input, placeOfSupply: ' tamil nadu ', sellerState: 'Tamil Nadu' });
    const ka = computeInvoice({ ...input, placeOfSupply: 'Karnataka', sellerState: 'Tamil Nadu' });
    expect(tn.intraState).toBe(true);
    expect(tn.lines[0]).toMatchObject({ taxablePaise: 10000, cgstPaise: 900, sgstPaise: 900, igstPaise: 0 });
    // 10501 at 5%: taxable 10001, tax 500
    expect(tn.lines[1]).toMatchObject({ taxablePaise: 10001, cgstPaise: 250, sgstPaise: 250 });
    expect(ka.intraState).toBe(false);
    expect(ka.lines[0]).toMatchObject({ taxablePaise: 10000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1800 });
    // The delivery charge is a line of its own (SAC 9965, 18%): 6500 → 5508 + 992
    expect(ka.lines[2]).toMatchObject({ hsn: '9965', rate: 18, taxablePaise: 5508, igstPaise: 992 });
    expect(tn.lines[2]).toMatchObject({ taxablePaise: 5508, cgstPaise: 496, sgstPaise: 496 });
    // Same taxable value and tax either way; only the heads differ.
    expect(tn.totals.taxablePaise).toBe(ka.totals.taxablePaise);
    expect(tn.totals.cgstPaise + tn.totals.sgstPaise).toBe(ka.totals.igstPaise);
  });

  it('gives an odd paisa of tax to SGST', () => {
    const inv = computeInvoice({
      lines: [line(119, 18)],
      couponDiscountPaise: 0,
      deliveryPaise: 0,
      placeOfSupply: 'Tamil Nadu',
      sellerState: 'Tamil Nadu',
    });
    const odd = computeInvoice({
      lines: [line(120, 18)],
      couponDiscountPaise: 0,
      deliveryPaise: 0,
      placeOfSupply: 'Tamil Nadu',
      sellerState: 'Tamil Nadu',
    });
    expect(inv.lines[0]!.cgstPaise + inv.lines[0]!.sgstPaise + inv.lines[0]!.taxablePaise).toBe(119);
    const l = odd.lines[0]!;
    expect(l.taxablePaise).toBe(102);
    expect([l.cgstPaise, l.sgstPaise]).toEqual([9, 9]);
    const l3 = computeInvoice({
      lines: [line(121, 18)],
      couponDiscountPaise: 0,
      deliveryPaise: 0,
      placeOfSupply: 'Tamil Nadu',
      sellerState: 'Tamil Nadu',
    }).lines[0]!;
    expect(l3.taxablePaise).toBe(103);
    expect([l3.cgstPaise, l3.sgstPaise]).toEqual([9, 9]);
    const l4 = computeInvoice({
      lines: [line(122, 18)],
      couponDiscountPaise: 0,
      deliveryPaise: 0,
      placeOfSupply: 'Tamil Nadu',
      sellerState: 'Tamil Nadu',
    }).lines[0]!;
    expect(l4.taxablePaise).toBe(103);
    expect([l4.cgstPaise, l4.sgstPaise]).toEqual([9, 10]);
  });

  it('shares a coupon over the goods by line total, to the paisa', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(1000, [3000, 1000])).toEqual([750, 250]);
    const inv = computeInvoice({
      lines: [line(30000, 18, 2), line(10000, 5)],
      couponDiscountPaise: 4001,
      deliveryPaise: 0,
      placeOfSupply: 'Kerala',
      sellerState: 'Tamil Nadu',
    });
    expect(inv.lines.map((l) => l.valuePaise)).toEqual([30000 - 3001, 10000 - 1000]);
    expect(inv.lines[0]!.discountPaise).toBe(3001);
  });

  it('adds up to the order total to the paisa for many random orders', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const rates = [0, 5, 12, 18, 28, 40];
    for (let i = 0; i < 2000; i++) {
      const lines = Array.from({ length: 1 + rand(6) }, () => {
        const quantity = 1 + rand(5);
        const unit = 1 + rand(500000);
        const free = rand(quantity); // buy-X-get-Y free units
        return { ...line(unit * (quantity - free), rates[rand(rates.length)]!, quantity), unitPaise: unit };
      });
      const subtotal = lines.reduce((n, l) => n + l.lineTotalPaise, 0);
      const coupon = rand(3) === 0 ? 0 : rand(subtotal + 1);
      const delivery = [0, 6500, 9900][rand(3)]!;
      const state = rand(2) ? 'Tamil Nadu' : 'Maharashtra';
      const inv = computeInvoice({
        lines,
        couponDiscountPaise: coupon,
        deliveryPaise: delivery,
        placeOfSupply: state,
        sellerState: 'Tamil Nadu',
      });
      const orderTotal = subtotal + delivery - coupon;
      const t = inv.totals;
      expect(t.totalPaise).toBe(orderTotal);
      expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(orderTotal);
      for (const l of inv.lines) {
        expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.valuePaise);
        expect(l.valuePaise).toBeGreaterThanOrEqual(0);
        expect(l.unitPaise * l.quantity - l.discountPaise).toBe(l.valuePaise);
        if (state === 'Tamil Nadu') expect(l.igstPaise).toBe(0);
        else expect(l.cgstPaise + l.sgstPaise).toBe(0);
      }
    }
  });

  it('numbers invoices per financial year, April to March, in at most 16 characters', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-01')).toBe('2099-00');
    expect(invoiceNumber('CC', '2026-27', 1)).toBe('CC/2026-27/00001');
    expect(invoiceNumber('CC', '2026-27', 1).length).toBe(16);
    expect(() => invoiceNumber('CCN', '2026-27', 1)).toThrow(RangeError);
  });

  it('a Kerala seller: a Kerala delivery is CGST + SGST, a Tamil Nadu delivery IGST', () => {
    const input = { lines: [line(11800, 18)], couponDiscountPaise: 0, deliveryPaise: 12000, sellerState: 'Kerala' };
    const kerala = computeInvoice({ ...input, placeOfSupply: 'Kerala' });
    const tamilNadu = computeInvoice({ ...input, placeOfSupply: 'Tamil Nadu' });
    expect(kerala.intraState).toBe(true);
    expect(kerala.lines[0]).toMatchObject({ taxablePaise: 10000, cgstPaise: 900, sgstPaise: 900, igstPaise: 0 });
    expect(tamilNadu.intraState).toBe(false);
    expect(tamilNadu.lines[0]).toMatchObject({ taxablePaise: 10000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1800 });
    expect(tamilNadu.lines[1]).toMatchObject({ hsn: '9965', igstPaise: 12000 - 10169, cgstPaise: 0 });
  });
});

describe('GSTIN', () => {
  // A GSTIN published in the GST portal's own examples (Maharashtra, 27).
  const real = '27AAPFU0939F1ZV';

  it('computes the check character (mod 36, weights 1 and 2)', () => {
    expect(gstinCheckCharacter(real.slice(0, 14))).toBe('V');
    expect(gstinProblem(real, 'Maharashtra')).toBeNull();
    expect(gstinProblem('32AAPFU0939F1Z' + gstinCheckCharacter('32AAPFU0939F1Z'), 'Kerala')).toBeNull();
  });

  it('refuses a mistyped character, a swapped pair and a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', 'Maharashtra')).toMatch(/wrong check character \(W; .* give V\)/);
    expect(gstinProblem('27AAPFU0939E1ZV', 'Maharashtra')).toMatch(/wrong check character/);
    expect(gstinProblem('27AAPFU9039F1ZV', 'Maharashtra')).toMatch(/wrong check character/);
  });

  it('refuses a bad format, and a state code that is not the seller’s state', () => {
    expect(gstinProblem('27AAPFU0939F1V', 'Maharashtra')).toMatch(/is not a GSTIN/);
    expect(gstinProblem('27aapfu0939f1zv', 'Maharashtra')).toMatch(/is not a GSTIN/);
    expect(gstinProblem('27AAPFU0939F1AV', 'Maharashtra')).toMatch(/is not a GSTIN/);
    expect(gstinProblem(real, 'Kerala')).toBe(
      '"27AAPFU0939F1ZV" is registered in state code 27, but the seller\'s state Kerala has code 32',
    );
    expect(gstinProblem(real, 'Atlantis')).toMatch(/not an Indian state/);
  });

  it('knows every state and union territory, and makes example GSTINs that pass', () => {
    expect(stateCodes(' kerala ')).toEqual(['32']);
    expect(stateCodes('Tamil Nadu')).toEqual(['33']);
    expect(exampleGstin('Kerala')).toBe('32ABCDE1234F1Z9');
    expect(gstinProblem(exampleGstin('Kerala'), 'Kerala')).toBeNull();
    expect(gstinProblem(exampleGstin('Tamil Nadu'), 'Tamil Nadu')).toBeNull();
  });
});
