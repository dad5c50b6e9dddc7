import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInvoice } from '../../common/domain/gst';
import { computeCredit, CreditError, type CreditLine } from '../../common/domain/credit-note';
import { placeOfSupplyCode, stateWithCode } from '../../common/domain/gstin';

const invoiceOf = (state: string, coupon = 5000) =>
  computeInvoice({
    placeOfSupply: state,
    sellerState: 'Tamil Nadu',
    couponDiscountPaise: coupon,
    deliveryPaise: 6500,
    lines: [
      { description: 'Dressing', hsn: '3005', rate: 5, quantity: 2, unitPaise: 34900, lineTotalPaise: 69800 },
      { description: 'Cream', hsn: '3304', rate: 18, quantity: 1, unitPaise: 59000, lineTotalPaise: 59000 },
    ],
  });

describe('credit notes', () => {
  it('credits a whole invoice exactly, with its kind of tax', () => {
    const inv = invoiceOf('Tamil Nadu');
    const c = computeCredit(inv, [], {});
    expect(c.totals).toEqual(inv.totals);
    expect(c.lines.map((l) => l.quantity)).toEqual([2, 1, 1]);
    expect(computeCredit(invoiceOf('Kerala'), [], {}).totals.cgstPaise).toBe(0);
  });

  it('credits units of a line, an amount shared over lines, and refuses more than is left', () => {
    const inv = invoiceOf('Kerala');
    const one = computeCredit(inv, [], { lines: [{ line: 1, quantity: 1 }] });
    expect(one.lines).toHaveLength(1);
    expect(one.totals.totalPaise).toBe(Math.round(inv.lines[0]!.valuePaise / 2));
    expect(one.totals.taxablePaise + one.totals.igstPaise).toBe(one.totals.totalPaise);
    const amount = computeCredit(inv, one.lines, { amountPaise: 10000 });
    expect(amount.totals.totalPaise).toBe(10000);
    expect(amount.lines.every((l) => l.quantity === 0)).toBe(true);
    expect(() => computeCredit(inv, one.lines, { lines: [{ line: 1, quantity: 2 }] })).toThrow(/1 unit\(s\) left/);
    expect(() => computeCredit(inv, [], { amountPaise: inv.totals.totalPaise + 1 })).toThrow(CreditError);
    expect(() => computeCredit(inv, [], { lines: [{ line: 4 }] })).toThrow(/no line 4/);
    expect(() => computeCredit(inv, [], { lines: [{ line: 1 }, { line: 1 }] })).toThrow(/named twice/);
    const all = computeCredit(inv, [], {});
    expect(() => computeCredit(inv, all.lines, {})).toThrow(/Nothing is left/);
  });

  it('never credits a negative paisa of tax when partial credits close a line (a case fast-check found)', () => {
    const inv = invoiceOf('Tamil Nadu', 4701);
    const done: CreditLine[] = [];
    const asks = [
      { amountPaise: 27670 },
      { amountPaise: 32156 },
      { lines: [{ line: 1, quantity: 1 }] },
      { amountPaise: 36125 },
    ];
    for (const ask of asks) {
      try {
        done.push(...computeCredit(inv, done, ask).lines);
      } catch (error) {
        expect(error).toBeInstanceOf(CreditError);
      }
    }
    done.push(...computeCredit(inv, done, {}).lines);
    for (const l of done)
      expect(Math.min(l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise)).toBeGreaterThanOrEqual(0);
    expect(done.reduce((n, l) => n + l.sgstPaise, 0)).toBe(inv.totals.sgstPaise);
    expect(done.reduce((n, l) => n + l.cgstPaise, 0)).toBe(inv.totals.cgstPaise);
  });

  it('adds up to the invoice to the paisa after any sequence of partial credits and the rest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Tamil Nadu', 'Kerala'),
        fc.integer({ min: 0, max: 20000 }),
        fc.array(
          fc.oneof(
            fc.record({ line: fc.integer({ min: 1, max: 3 }), quantity: fc.integer({ min: 1, max: 2 }) }),
            fc.integer({ min: 1, max: 50000 }),
          ),
          { maxLength: 5 },
        ),
        (state, coupon, asks) => {
          const inv = invoiceOf(state, coupon);
          const done: CreditLine[] = [];
          for (const ask of asks) {
            try {
              const c = computeCredit(inv, done, typeof ask === 'number' ? { amountPaise: ask } : { lines: [ask] });
              for (const l of c.lines) {
                expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.valuePaise);
                expect(l.valuePaise).toBeGreaterThan(0);
              }
              done.push(...c.lines);
            } catch (error) {
              expect(error).toBeInstanceOf(CreditError);
            }
          }
          try {
            done.push(...computeCredit(inv, done, {}).lines);
          } catch (error) {
            expect((error as Error).message).toMatch(/Nothing is left/);
          }
          const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'valuePaise') =>
            done.reduce((n, l) => n + l[k], 0);
          for (const l of done)
            expect(Math.min(l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise)).toBeGreaterThanOrEqual(0);
          expect(sum('valuePaise')).toBe(inv.totals.totalPaise);
          expect(sum('taxablePaise')).toBe(inv.totals.taxablePaise);
          expect(sum('cgstPaise') + sum('sgstPaise') + sum('igstPaise')).toBe(
            inv.totals.cgstPaise + inv.totals.sgstPaise + inv.totals.igstPaise,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('states with their GST codes', () => {
  it('prints the name with its code, forgiving spacing and case', () => {
    expect(stateWithCode('Tamil Nadu')).toBe('Tamil Nadu (33)');
    expect(stateWithCode(' tamilnadu ')).toBe('Tamil Nadu (33)');
    expect(stateWithCode('Andhra Pradesh')).toBe('Andhra Pradesh (37)');
    expect(stateWithCode('Atlantis')).toBe('Atlantis');
    expect(placeOfSupplyCode('kerala')).toBe('32-Kerala');
  });
});
