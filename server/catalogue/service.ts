import { CATEGORY_PAGE_DEFAULT_LIMIT } from '../../common/contract/catalogue';
import { CachedJson } from '../http/cached-json';
import type { ReadCache } from '../http/cache';
import { ShopError } from '../lib/errors';
import { cardsArray, type CatalogueRepository, type ProductFlag } from './repository';
import { searchKey, type SearchRepository } from './search';

/**
 * The catalogue's reads as the API sends them: each through the read cache (so a write that drops an
 * entry is seen at once, server/http/cache.ts), serialized and compressed once per version. A
 * category or product that does not exist, and a page past the last, are ShopErrors.
 */
export function createCatalogueService(cache: ReadCache, catalogue: CatalogueRepository, search: SearchRepository) {
  const notFound = (what: 'Category' | 'Product') => new ShopError(404, `${what} not found.`);

  /** A read kept in the cache, or a 404 naming `what` when the database has no such row (null). */
  async function cachedOrNotFound(
    key: string,
    load: () => Promise<string | null>,
    what: 'Category' | 'Product',
  ): Promise<CachedJson> {
    const answer = await cache.get(key, async () => {
      const json = await load();
      return json === null ? null : CachedJson.ofText(json);
    });
    if (!answer) throw notFound(what);
    return answer;
  }

  return {
    categories: (): Promise<CachedJson> =>
      cache.get('categories', async () => CachedJson.of(await catalogue.categories())),

    flagged: (flag: ProductFlag): Promise<CachedJson> =>
      cache.get(`flag:${flag}`, async () => CachedJson.ofText(await catalogue.flaggedJson(flag))),

    /** Every product of a category (the storefront contract's list). */
    category: (id: number): Promise<CachedJson> =>
      cachedOrNotFound(`category:${id}`, () => catalogue.byCategoryJson(id), 'Category'),

    /** One page of a category: `{ results, total, page, limit, pages }`, page 1-based. */
    async categoryPage(id: number, page = 1, limit = CATEGORY_PAGE_DEFAULT_LIMIT): Promise<CachedJson> {
      const total = await cache.get(`category-count:${id}`, async () => {
        const count = await catalogue.categoryTotal(id);
        return count === null ? null : { total: count };
      });
      if (!total) throw notFound('Category');
      const pages = Math.max(1, Math.ceil(total.total / limit));
      if (page > pages) throw new ShopError(400, `Page ${page} is past the last page (${pages}) of this category.`);
      return cache.get(
        `category:${id}:page:${page}:${limit}`,
        async () =>
          // As JSON.stringify writes { results, total, page, limit, pages }, the results joined from cards.
          await CachedJson.ofText(
            `{"results":${cardsArray(await catalogue.byCategoryPageCards(id, (page - 1) * limit, limit))},` +
              `"total":${total.total},"page":${page},"limit":${limit},"pages":${pages}}`,
          ),
      );
    },

    /** Search results for what the shopper typed (trimmed and not empty: the route checks). */
    search(q: string): Promise<CachedJson> {
      // One entry per query the search tells apart: case, punctuation and spacing make no difference
      // to its answer, so `Coconut!` and `coconut!!` share the entry of `coconut`.
      const key = searchKey(q);
      return cache.get(`search:${key}`, async () => CachedJson.ofText(await search.searchJson(key)));
    },

    /** One product's page; its stored HTML was sanitized when it was written (server/lib/sanitize.ts). */
    detail: (id: number): Promise<CachedJson> =>
      cachedOrNotFound(`product:${id}`, () => catalogue.detailJson(id), 'Product'),
  };
}
