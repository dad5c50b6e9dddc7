// @vitest-environment node
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_TIME } from '../../common/domain/policy';
import { buildTestShop, type TestShop } from './helper';
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { makeProduct, newClient } from './shop-helpers';

const MIGRATION = new URL('../../server/db/migrations/0010_dispatch_promise.sql', import.meta.url);

let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop();
});
afterAll(async () => {
  await shop?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await shop.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('the dispatch promise in the catalogue', () => {
  it('is the shop’s on every seeded product that is not coming soon: blank in the catalogue, the setting in the API', async () => {
    const texts = await rows<{ dispatch_time: string }>(
      sql`SELECT DISTINCT dispatch_time FROM products WHERE NOT coming_soon ORDER BY 1`,
    );
    expect(texts.map((r) => r.dispatch_time)).toEqual(['']);

    const [first] = await rows<{ id: number }>(sql`SELECT id FROM products WHERE NOT coming_soon ORDER BY id LIMIT 1`);
    const { status, body } = await shop.get(`/api/product-detail/${first!.id}/`);
    expect(status).toBe(200);
    expect(body.dispatch_time).toBe(DISPATCH_TIME);
  });

  it('migration 0010 rewrites the old seeded texts in an existing database and keeps an operator’s own', async () => {
    const ids = (await rows<{ id: number }>(sql`SELECT id FROM products ORDER BY id LIMIT 4`)).map((r) => r.id);
    const before = [
      'Ships in 1-2 business days',
      'Ships in 5-7 business days by freight',
      'Made to order: dispatched in 3 weeks',
      'Ships in 1-2 business days (express)',
    ];
    for (const [i, text] of before.entries())
      await shop.database.db.execute(sql`UPDATE products SET dispatch_time = ${text} WHERE id = ${ids[i]!}`);

    await shop.database.db.execute(sql.raw(readFileSync(MIGRATION, 'utf8')));

    const after = await rows<{ id: number; dispatch_time: string }>(
      sql`SELECT id, dispatch_time FROM products WHERE id IN (${sql.join(ids, sql`, `)}) ORDER BY id`,
    );
    expect(after.map((r) => r.dispatch_time)).toEqual([
      DISPATCH_TIME,
      DISPATCH_TIME,
      'Made to order: dispatched in 3 weeks',
      'Ships in 1-2 business days (express)',
    ]);
  });
});

describe('a shop that promises its own dispatch time (shop.config.json dispatchDays)', () => {
  let kochi: TestShop;
  beforeAll(async () => {
    kochi = await buildTestShop({ shop: { ...EXAMPLE_SHOP_DETAILS, dispatchDays: { min: 2, max: 4 } } });
  });
  afterAll(async () => {
    await kochi?.close();
  });

  it('shows the shop’s promise on the product and in the cart, and a product’s own where it names one', async () => {
    const plain = await makeProduct(kochi);
    const own = await makeProduct(kochi);
    await kochi.database.db.execute(sql`UPDATE products SET dispatch_time = '' WHERE id = ${plain.id}`);
    await kochi.database.db.execute(
      sql`UPDATE products SET dispatch_time = 'Made to order: 3 weeks' WHERE id = ${own.id}`,
    );
    kochi.app.cache.clear();

    expect((await kochi.get(`/api/product-detail/${plain.id}/`)).body.dispatch_time).toBe('2–4 business days');
    expect((await kochi.get(`/api/product-detail/${own.id}/`)).body.dispatch_time).toBe('Made to order: 3 weeks');

    const browser = newClient(kochi);
    for (const id of [plain.id, own.id])
      expect((await browser.post('/api/cart/', { product_id: id, quantity: 1 })).status).toBe(201);
    const cart = await browser.get('/api/cart-fetch/');
    expect(
      Object.fromEntries(
        cart.body.map((l: { product_id: number; dispatch_time: string }) => [l.product_id, l.dispatch_time]),
      ),
    ).toEqual({
      [plain.id]: '2–4 business days',
      [own.id]: 'Made to order: 3 weeks',
    });

    // The shipping policy page's description (its head tags, from the server) names the shop's promise.
    const page = await kochi.get('/Shippingpolicy');
    expect(page.text).toContain('dispatch in 2–4 business days');
  });
});
