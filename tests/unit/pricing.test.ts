import { describe, expect, it } from 'vitest';
import {
  discountedUnitPaise,
  formatPercent,
  hasBuyXGetY,
  hasPercentDiscount,
  lineTotalPaise,
  payableQuantity,
  unitSavingPaise,
} from '../../common/domain/pricing';

describe('discounted price', () => {
  it('takes the percentage off the price', () => {
    expect(
      discountedUnitPaise({ price: '1000.00', discount_percentage: '10.00', offer_type: 'discount_percentage' }),
    ).toBe(90000);
  });

  it("leaves the price alone for '0.00', no offer and a buy-X-get-Y offer", () => {
    expect(
      discountedUnitPaise({ price: '499.00', discount_percentage: '0.00', offer_type: 'discount_percentage' }),
    ).toBe(49900);
    expect(discountedUnitPaise({ price: '499.00', discount_percentage: '15.00', offer_type: 'buy_x_get_y' })).toBe(
      49900,
    );
    expect(hasPercentDiscount({ discount_percentage: '0.00', offer_type: 'discount_percentage' })).toBe(false);
  });

  it('rounds the discounted price half up, as price − price × discount / 100 to 2 decimals', () => {
    // 3.33 − 3.33 × 12.5% = 2.91375 → 2.91; 0.99 − 0.99 × 50% = 0.495 → 0.50 (the price rounds, not the saving)
    expect(
      discountedUnitPaise({ price: '3.33', discount_percentage: '12.50', offer_type: 'discount_percentage' }),
    ).toBe(291);
    expect(
      discountedUnitPaise({ price: '0.99', discount_percentage: '50.00', offer_type: 'discount_percentage' }),
    ).toBe(50);
    expect(unitSavingPaise({ price: '0.99', discount_percentage: '50.00', offer_type: 'discount_percentage' })).toBe(
      49,
    );
    // The seeded 12.5 % products: 349.00 → 305.375 → 305.38; 499.00 → 436.625 → 436.63; 549.00 → 480.375 → 480.38.
    for (const [price, expected] of [
      ['349.00', 30538],
      ['499.00', 43663],
      ['549.00', 48038],
    ] as const)
      expect(discountedUnitPaise({ price, discount_percentage: '12.50', offer_type: 'discount_percentage' })).toBe(
        expected,
      );
  });

  it('charges the discount only on a discount-type offer whose value is not 0.00', () => {
    const base = { price: '200.00', discount_percentage: '10.00' };
    expect(discountedUnitPaise({ ...base, offer_type: 'discount_percentage' })).toBe(18000);
    // No offer type, or a buy-X-get-Y offer: the percentage in the row is not an offer.
    expect(discountedUnitPaise({ ...base, offer_type: null })).toBe(20000);
    expect(hasPercentDiscount({ ...base, offer_type: null })).toBe(false);
    expect(discountedUnitPaise({ ...base, offer_type: 'buy_x_get_y', buy_x: 2, get_y: 1 })).toBe(20000);
    expect(hasPercentDiscount({ ...base, offer_type: 'buy_x_get_y' })).toBe(false);
    // …and the buy-X-get-Y line charges the full price for the units paid for: 3 units, 2 paid.
    expect(lineTotalPaise({ ...base, offer_type: 'buy_x_get_y', buy_x: 2, get_y: 1, quantity: 3 })).toBe(40000);
    expect(hasPercentDiscount({ discount_percentage: '0.00', offer_type: 'discount_percentage' })).toBe(false);
  });

  it('never goes below zero or above the price', () => {
    expect(
      discountedUnitPaise({ price: '100.00', discount_percentage: '150.00', offer_type: 'discount_percentage' }),
    ).toBe(0);
    expect(
      discountedUnitPaise({ price: '100.00', discount_percentage: '-5.00', offer_type: 'discount_percentage' }),
    ).toBe(10000);
  });

  it("writes the label's number as the field spells it", () => {
    expect(formatPercent('10.00')).toBe('10.00');
    expect(formatPercent('12.50')).toBe('12.50');
  });
});

describe('buy X get Y', () => {
  it.each([
    [1, 2, 1, 1],
    [2, 2, 1, 2],
    [3, 2, 1, 2],
    [4, 2, 1, 3],
    [6, 2, 1, 4],
    [7, 2, 1, 5],
    [2, 1, 1, 1],
    [5, 1, 1, 3],
  ])('%i units of buy %i get %i pays for %i', (quantity, x, y, paid) => {
    expect(payableQuantity(quantity, x, y)).toBe(paid);
  });

  it('needs a buy_x_get_y offer with both numbers', () => {
    expect(hasBuyXGetY({ offer_type: 'buy_x_get_y', buy_x: 2, get_y: 1 })).toBe(true);
    expect(hasBuyXGetY({ offer_type: 'buy_x_get_y', buy_x: 2, get_y: 0 })).toBe(false);
    expect(hasBuyXGetY({ offer_type: 'discount_percentage', buy_x: 2, get_y: 1 })).toBe(false);
  });
});

describe('line total', () => {
  it('is (discounted unit + size add-on) × quantity', () => {
    expect(
      lineTotalPaise({
        price: '500.00',
        discount_percentage: '10.00',
        offer_type: 'discount_percentage',
        sizeAddOn: '200.00',
        quantity: 3,
      }),
    ).toBe((45000 + 20000) * 3);
  });

  it('charges only the paid units of a buy-X-get-Y offer, add-on included', () => {
    expect(
      lineTotalPaise({
        price: '300.00',
        offer_type: 'buy_x_get_y',
        buy_x: 2,
        get_y: 1,
        sizeAddOn: '50.00',
        quantity: 3,
      }),
    ).toBe(35000 * 2);
  });
});
