// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestShop, type TestShop } from './helper';

let shop: TestShop;
let categoryId: number;
let whole: { id: number }[];
beforeAll(async () => {
  shop = await buildTestShop();
  const categories = (await shop.get('/api/categories/')).body as { id: number; product_count: number }[];
  const largest = categories.reduce((a, b) => (b.product_count > a.product_count ? b : a));
  categoryId = largest.id;
  whole = (await shop.get(`/api/products/${categoryId}/`)).body;
});
afterAll(() => shop?.close());

const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('GET /api/products/{categoryId}/ paged', () => {
  it('keeps answering the whole list when no page is asked for', () => {
    expect(Array.isArray(whole)).toBe(true);
    expect(whole.length).toBeGreaterThanOrEqual(6);
  });

  it('answers one page with the total, in the whole list’s order', async () => {
    const limit = 4;
    const pages = Math.ceil(whole.length / limit);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const { status, body } = await shop.get(`/api/products/${categoryId}/?page=${page}&limit=${limit}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: whole.length, page, limit, pages });
      expect(ids(body.results)).toEqual(ids(whole.slice((page - 1) * limit, page * limit)));
      seen.push(...ids(body.results));
    }
    expect(seen).toEqual(ids(whole));
  });

  it('defaults to page 1 and 24 per page', async () => {
    const { body } = await shop.get(`/api/products/${categoryId}/?limit=3`);
    expect(body).toMatchObject({ page: 1, limit: 3 });
    const { body: first } = await shop.get(`/api/products/${categoryId}/?page=1`);
    expect(first).toMatchObject({ page: 1, limit: 24, total: whole.length });
    expect(ids(first.results)).toEqual(ids(whole.slice(0, 24)));
  });

  it('counts pages for the largest limit', async () => {
    const { body } = await shop.get(`/api/products/${categoryId}/?page=1&limit=100`);
    expect(body.pages).toBe(Math.max(1, Math.ceil(whole.length / 100)));
  });

  it.each([
    ['page=0'],
    ['page=-1'],
    ['page=abc'],
    ['page=1.5'],
    ['limit=0'],
    ['limit=101'],
    ['limit=x'],
    ['page=99999999999'],
  ])('answers ?%s with 400 {message}', async (query) => {
    const { status, body } = await shop.get(`/api/products/${categoryId}/?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it('answers a page past the last with 400 {message}', async () => {
    const pages = Math.ceil(whole.length / 5);
    const { status, body } = await shop.get(`/api/products/${categoryId}/?page=${pages + 1}&limit=5`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/last page/);
  });

  it('answers an unknown category with 404, paged or not', async () => {
    for (const url of ['/api/products/999999/?page=1&limit=5', '/api/products/999999/']) {
      const { status, body } = await shop.get(url);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Category not found.' });
    }
  });

  it('serves pages with an ETag like the whole list', async () => {
    const first = await fetch(`${shop.baseUrl}/api/products/${categoryId}/?page=1&limit=4`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${shop.baseUrl}/api/products/${categoryId}/?page=1&limit=4`, {
      headers: { 'if-none-match': etag },
    });
    await again.arrayBuffer();
    expect(again.status).toBe(304);
  });

  it('documents the paged form in the OpenAPI document', async () => {
    const { body } = await shop.get('/api/docs/json');
    const operation = body.paths['/api/products/{categoryId}/'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['categoryId', 'page', 'limit']),
    );
  });
});
