// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardKey } from '../../server/catalogue/repository';
import { buildTestShop, type TestShop } from './helper';
import { newClient, runShopCommand, signedInCustomer } from './shop-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop();
});
afterAll(() => shop?.close());

type Card = { id: number; review_count: number; average_rating: number | null; sold_out: boolean };

/** Lists, search answers and pages are joined from each product's card; these prove they say what a fresh summary says. */
describe('answers joined from product cards', () => {
  it('are written exactly as the summaries themselves would be, cold and cached', async () => {
    const { catalogue, search } = shop.app.repos;
    const [category] = (await shop.get('/api/categories/')).body as { id: number }[];
    const detailId = ((await shop.get('/api/best-sellers/')).body as Card[])[0]!.id;
    const expected: [string, () => Promise<unknown>][] = [
      ['/api/best-sellers/', () => catalogue.flagged('best_seller')],
      ['/api/featured-products/', () => catalogue.flagged('featured')],
      ['/api/latest-collection/', () => catalogue.flagged('latest_collection')],
      [`/api/products/${category!.id}/`, () => catalogue.byCategory(category!.id)],
      [
        `/api/products/${category!.id}/?page=2&limit=3`,
        async () => {
          const total = await catalogue.categoryCount(category!.id);
          const results = await catalogue.byCategoryPage(category!.id, 3, 3);
          return { results, total, page: 2, limit: 3, pages: Math.ceil(total / 3) };
        },
      ],
      ['/api/search/?q=cocnut%20oil', () => search.search('cocnut oil')],
      ['/api/search/?q=wound%20zanzibarian', () => search.search('wound zanzibarian')],
      [`/api/product-detail/${detailId}/`, () => catalogue.detail(detailId)],
    ];
    for (const clear of [true, false]) {
      // Cold (no card held), then with every card already made by the other answers.
      for (const [url, summaries] of expected) {
        if (clear) shop.app.cache.clear();
        const answer = await shop.get(url);
        expect(answer.status, url).toBe(200);
        expect(answer.text, url).toBe(JSON.stringify(await summaries()));
      }
    }
  });

  it('follow a review of one product everywhere it shows, and keep the other products cards', async () => {
    const lists = (await shop.get('/api/best-sellers/')).body as Card[];
    const page = (await shop.get(`/api/product-detail/${lists[0]!.id}/`)).body as { related_products: Card[] };
    const reviewed = page.related_products[0]!;
    const other = page.related_products[1]!;
    const name = ((await shop.get(`/api/product-detail/${reviewed.id}/`)).body as { name: string }).name;
    const category = ((await shop.get(`/api/product-detail/${reviewed.id}/`)).body as { category: number }).category;
    const shown = async () => {
      const detail = (await shop.get(`/api/product-detail/${lists[0]!.id}/`)).body as { related_products: Card[] };
      const listing = (await shop.get(`/api/products/${category}/`)).body as Card[];
      const found = (await shop.get(`/api/search/?q=${encodeURIComponent(name)}`)).body as Card[];
      const count = (cards: Card[]) => cards.find((c) => c.id === reviewed.id)?.review_count;
      return { related: count(detail.related_products), listing: count(listing), search: count(found) };
    };
    const before = reviewed.review_count;
    expect(await shown()).toEqual({ related: before, listing: before, search: before });
    expect(shop.app.cache.has(cardKey(reviewed.id))).toBe(true);
    expect(shop.app.cache.has(cardKey(other.id))).toBe(true);

    const { browser } = await signedInCustomer(shop, newClient(shop));
    const posted = await browser.post('/api/reviews/', { product: reviewed.id, text: 'Soothing.', star_rating: 5 });
    expect(posted.status).toBe(201);
    expect(shop.app.cache.has(cardKey(reviewed.id))).toBe(false);
    expect(shop.app.cache.has(cardKey(other.id))).toBe(true);
    expect(await shown()).toEqual({ related: before + 1, listing: before + 1, search: before + 1 });
  });

  it('follow a stock change made by the operator in lists, search and related products', async () => {
    const [first] = (await shop.get('/api/best-sellers/')).body as Card[];
    const page = (await shop.get(`/api/product-detail/${first!.id}/`)).body as { related_products: Card[] };
    const product = page.related_products.find((c) => !c.sold_out)!;
    const { name, category } = (await shop.get(`/api/product-detail/${product.id}/`)).body as {
      name: string;
      category: number;
    };
    const soldOut = async () => {
      const detail = (await shop.get(`/api/product-detail/${first!.id}/`)).body as { related_products: Card[] };
      const listing = (await shop.get(`/api/products/${category}/`)).body as Card[];
      const found = (await shop.get(`/api/search/?q=${encodeURIComponent(name)}`)).body as Card[];
      const of = (cards: Card[]) => cards.find((c) => c.id === product.id)?.sold_out;
      return [of(detail.related_products), of(listing), of(found)];
    };
    expect(await soldOut()).toEqual([false, false, false]);
    const catalogueChanged = (change: Parameters<typeof shop.app.cache.invalidate>[0]) =>
      shop.app.cache.invalidate(change);
    expect((await runShopCommand(shop, ['stock', 'set', String(product.id), '0'], { catalogueChanged })).code).toBe(0);
    expect(await soldOut()).toEqual([true, true, true]);
    expect((await runShopCommand(shop, ['stock', 'set', String(product.id), '9'], { catalogueChanged })).code).toBe(0);
    expect(await soldOut()).toEqual([false, false, false]);
  });

  it('are all made again after a change not limited to some products (an import, an edit)', async () => {
    const [card] = (await shop.get('/api/best-sellers/')).body as Card[];
    expect(shop.app.cache.has(cardKey(card!.id))).toBe(true);
    shop.app.cache.invalidate();
    expect(shop.app.cache.has(cardKey(card!.id))).toBe(false);
  });
});
