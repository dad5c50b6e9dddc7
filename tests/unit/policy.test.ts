import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  deliverySummary,
  dispatchStrip,
  dispatchTimeText,
  DISPATCH_BUSINESS_DAYS,
  DISPATCH_TIME,
  productDispatchTime,
  PAYMENT_METHODS_TEXT,
  TERMS_UPDATED,
} from '../../common/domain/policy';
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { staticMeta } from '../../common/site/meta';
import { seedProducts } from '../../server/seed/products';

const migrations = new URL('../../server/db/migrations/', import.meta.url);

describe('the shop policy', () => {
  it('promises dispatch in 8–10 business days everywhere it is written', () => {
    expect(DISPATCH_TIME).toBe('8–10 business days');
    expect(dispatchStrip(DISPATCH_BUSINESS_DAYS)).toBe('Orders dispatch in 8–10 business days · Delivery across India');
    expect(deliverySummary(DISPATCH_BUSINESS_DAYS)).toBe(
      'Orders are dispatched in 8–10 business days (7–10 days more in festive seasons). ' +
        'Delivery within India then takes 2–3 working days; international delivery takes 5–8 days.',
    );
    expect(staticMeta('shippingPolicy', 1, EXAMPLE_SHOP_DETAILS.brand).description).toContain(
      'dispatch in 8–10 business days',
    );
  });

  it('names the payments and the date the terms last changed', () => {
    expect(PAYMENT_METHODS_TEXT).toBe('UPI, debit card and credit card');
    expect(TERMS_UPDATED).toEqual({ iso: '2024-10-23', label: 'Oct 23, 2024' });
  });

  it('is what every seeded product promises, except those not on sale yet: the shop’s own, blank in the catalogue', () => {
    const promises = new Set(seedProducts.filter((p) => !p.comingSoon).map((p) => p.dispatchTime));
    expect([...promises]).toEqual(['']);
  });

  it('is the shop’s setting for a product that names none, and the product’s own where it does', () => {
    const kerala = { min: 2, max: 4 };
    expect(productDispatchTime('', kerala)).toBe('2–4 business days');
    expect(productDispatchTime('   ', kerala)).toBe('2–4 business days');
    expect(productDispatchTime(null, DISPATCH_BUSINESS_DAYS)).toBe('8–10 business days');
    expect(productDispatchTime(' Made to order: 3 weeks ', kerala)).toBe('Made to order: 3 weeks');
    expect(dispatchTimeText({ min: 1, max: 1 })).toBe('1 business day');
    expect(dispatchTimeText({ min: 3, max: 3 })).toBe('3 business days');
    expect(dispatchStrip(kerala)).toBe('Orders dispatch in 2–4 business days · Delivery across India');
    expect(staticMeta('shippingPolicy', 1, 'Kochi Crafts', kerala).description).toContain(
      'dispatch in 2–4 business days',
    );
  });

  it('migration 0022 hands the products carrying the old default back to the shop’s setting', () => {
    const text = readFileSync(new URL('0022_owner_settings.sql', migrations), 'utf8');
    expect(text).toContain(`SET "dispatch_time" = '' WHERE "dispatch_time" = '${DISPATCH_TIME}'`);
  });

  it('is the text the migration writes into existing catalogues', () => {
    const file = readdirSync(migrations).find((f) => f.endsWith('_dispatch_promise.sql'))!;
    const text = readFileSync(new URL(file, migrations), 'utf8');
    expect(text).toContain(`SET "dispatch_time" = '${DISPATCH_TIME}'`);
  });
});
