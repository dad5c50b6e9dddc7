import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_SUMMARY,
  DISPATCH_STRIP,
  DISPATCH_TIME,
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
    expect(DISPATCH_STRIP).toBe('Orders dispatch in 8–10 business days · Delivery across India');
    expect(DELIVERY_SUMMARY).toBe(
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

  it('is what every seeded product promises, except those not on sale yet', () => {
    const promises = new Set(seedProducts.filter((p) => !p.comingSoon).map((p) => p.dispatchTime));
    expect([...promises]).toEqual([DISPATCH_TIME]);
  });

  it('is the text the migration writes into existing catalogues', () => {
    const file = readdirSync(migrations).find((f) => f.endsWith('_dispatch_promise.sql'))!;
    const text = readFileSync(new URL(file, migrations), 'utf8');
    expect(text).toContain(`SET "dispatch_time" = '${DISPATCH_TIME}'`);
  });
});
