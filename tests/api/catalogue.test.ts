// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestShop, type TestShop } from './helper';

let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop();
});
afterAll(() => shop?.close());

describe('categories and product lists', () => {
  it('lists the seeded categories with images', async () => {
    const { status, body } = await shop.get('/api/categories/');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(8);
    for (const category of body) {
      expect(category).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect(category.image).toMatch(/^\/media\/.+\.webp$/);
    }
  });

  it.each([
    ['/api/latest-collection/', 'latest_collection'],
    ['/api/featured-products/', 'featured'],
    ['/api/best-sellers/', 'best_seller'],
  ])('%s lists only products carrying %s', async (url, flag) => {
    const { status, body } = await shop.get(url);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    for (const product of body) {
      expect(product[flag]).toBe(true);
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers the same list without the trailing slash', async () => {
    const withSlash = await shop.get('/api/best-sellers/');
    const without = await shop.get('/api/best-sellers');
    expect(without.body).toEqual(withSlash.body);
  });

  it("lists a category's products and nothing else", async () => {
    const categories = (await shop.get('/api/categories/')).body;
    const { status, body } = await shop.get(`/api/products/${categories[0].id}/`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p: { category: number }) => p.category === categories[0].id)).toBe(true);
  });

  it('gives a BOGO product both naming sets of its offer', async () => {
    const all = (await shop.get('/api/categories/')).body as { id: number }[];
    const lists = await Promise.all(all.map((c) => shop.get(`/api/products/${c.id}/`)));
    const bogo = lists.flatMap((l) => l.body).find((p: { offer_type: string }) => p.offer_type === 'buy_x_get_y');
    expect(bogo).toBeDefined();
    expect(bogo.is_bogo).toBe(true);
    expect(bogo.buy_quantity).toBe(bogo.buy_x);
    expect(bogo.get_quantity).toBe(bogo.get_y);
  });

  it.each([
    ['/api/products/999999/', 404, 'Category not found.'],
    ['/api/products/abc/', 400, undefined],
    ['/api/products/0/', 400, undefined],
    ['/api/products/-1/', 400, undefined],
    ['/api/products/99999999999/', 400, undefined],
    ['/api/products/9999999999/', 404, 'Category not found.'],
  ])('%s answers %i with a JSON message', async (url, status, message) => {
    const response = await shop.get(url);
    expect(response.status).toBe(status);
    expect(response.body.message).toEqual(message ?? expect.any(String));
  });
});

describe('product detail', () => {
  it('carries sizes, options, stock, reviews, related products and sanitized HTML', async () => {
    const reviewed = (await shop.database.db.execute(
      sql`SELECT product_id FROM reviews GROUP BY product_id ORDER BY count(*) DESC LIMIT 1`,
    )) as unknown as { rows: { product_id: number }[] };
    const id = reviewed.rows[0]!.product_id;
    const { status, body } = await shop.get(`/api/product-detail/${id}/`);
    expect(status).toBe(200);
    expect(body.id).toBe(id);
    expect(body.reviews.length).toBeGreaterThan(0);
    expect(body.reviews[0]).toMatchObject({
      user: expect.any(String),
      text: expect.any(String),
      star_rating: expect.any(Number),
    });
    expect(body.related_products.length).toBeGreaterThan(0);
    expect(body.related_products.every((p: { id: number }) => p.id !== id)).toBe(true);
    expect(Array.isArray(body.sizes)).toBe(true);
    expect(Array.isArray(body.option_categories)).toBe(true);
    expect(body.dispatch_time).toEqual(expect.any(String));
    for (const declaration of ['MRP', 'Net quantity', 'Country of origin', 'Best before', 'Consumer care']) {
      expect(body.additional_info).toContain(declaration);
    }
  });

  it('shows stock_details null when stock was never recorded', async () => {
    await shop.database.db.execute(sql`UPDATE products SET stock_quantity = NULL WHERE id = 2`);
    shop.app.cache.invalidate();
    const { body } = await shop.get('/api/product-detail/2/');
    expect(body.stock_details).toBeNull();
  });

  it.each([
    ['/api/product-detail/987654/', 404],
    ['/api/product-detail/2147483648/', 404],
    ['/api/product-detail/one/', 400],
    ['/api/product-detail/1.5/', 400],
    ["/api/product-detail/1'%20OR%201=1/", 400],
  ])('%s answers %i', async (url, status) => {
    const response = await shop.get(url);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});

describe('search', () => {
  const names = (body: { name: string }[]) => body.map((p) => p.name.toLowerCase());

  it('finds coconut products from the misspelling "cocnut", best matches first', async () => {
    const { status, body } = await shop.get('/api/search/?q=cocnut');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(
      names(body)
        .slice(0, 3)
        .every((n) => n.includes('coconut')),
    ).toBe(true);
  });

  it('finds dressings from the misspelling "dresing"', async () => {
    const { body } = await shop.get('/api/search/?q=dresing');
    expect(names(body)[0]).toContain('dressing');
  });

  it('is case-insensitive', async () => {
    const lower = await shop.get('/api/search/?q=coconut%20oil');
    const upper = await shop.get('/api/search/?q=COCONUT%20OIL');
    expect(upper.body.map((p: { id: number }) => p.id)).toEqual(lower.body.map((p: { id: number }) => p.id));
    expect(lower.body.length).toBeGreaterThan(0);
  });

  it('searches descriptions too', async () => {
    const { rows } = (await shop.database.db.execute(
      sql`SELECT name, description FROM products WHERE description ILIKE '%turmeric%' AND name NOT ILIKE '%turmeric%' LIMIT 1`,
    )) as unknown as { rows: { name: string }[] };
    if (rows.length === 0) return; // catalogue has no such product
    const { body } = await shop.get('/api/search/?q=turmeric');
    expect(body.map((p: { name: string }) => p.name)).toContain(rows[0]!.name);
  });

  it('answers an empty list when nothing matches', async () => {
    const { status, body } = await shop.get('/api/search/?q=zzqxjv');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each(['/api/search/?q=', '/api/search/?q=%20%20', '/api/search/'])('%s answers 400', async (url) => {
    const { status, body } = await shop.get(url);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it.each(["'); DROP TABLE products; --", ':*&|!()<>', 'a'.repeat(200)])('survives hostile input %s', async (q) => {
    const { status } = await shop.get(`/api/search/?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
  });

  it('refuses a control character in the query (no one types one) with 400', async () => {
    const { status, body } = await shop.get('/api/search/?q=%00coconut');
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid querystring: q contains a character that is not allowed.');
  });

  it('refuses a query over 200 characters', async () => {
    const { status } = await shop.get(`/api/search/?q=${'a'.repeat(201)}`);
    expect(status).toBe(400);
  });
});

describe('read cache', () => {
  it('serves repeated reads from memory and drops them on invalidate', async () => {
    await shop.get('/api/categories/');
    const hits = shop.app.cache.hits;
    await shop.get('/api/categories/');
    expect(shop.app.cache.hits).toBe(hits + 1);

    await shop.database.db.execute(
      sql`UPDATE categories SET name = 'Renamed Category' WHERE id = (SELECT min(id) FROM categories)`,
    );
    expect((await shop.get('/api/categories/')).body[0].name).not.toBe('Renamed Category');
    shop.app.cache.invalidate();
    expect((await shop.get('/api/categories/')).body.map((c: { name: string }) => c.name)).toContain(
      'Renamed Category',
    );
  });
});

describe('HTTP caching of catalogue answers', () => {
  it('answers a matching ETag with 304 and no body', async () => {
    const first = await fetch(`${shop.baseUrl}/api/best-sellers/`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${shop.baseUrl}/api/best-sellers/`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends large lists gzipped to clients that accept it, plain JSON to others', async () => {
    const { request } = await import('node:http');
    const get = (headers: Record<string, string>) =>
      new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
        request(`${shop.baseUrl}/api/best-sellers/`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    const plain = await get({});
    expect(gzipped.encoding).toBe('gzip');
    expect(plain.encoding).toBeUndefined();
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(gzipped.bytes).toString())).toEqual(JSON.parse(plain.bytes.toString()));
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });
});
