import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Category,
  CATEGORY_PAGE_DEFAULT_LIMIT,
  CategoryPage,
  CategoryPageQuery,
  ProductDetail,
  ProductSummary,
  SearchQuery,
} from '../../common/contract/catalogue';
import { ErrorResponse, IdParam } from '../../common/contract/common';
import { cardsArray, type ProductFlag } from './repository';
import { searchKey } from './search';
import { CachedJson } from '../http/cached-json';

const ProductList = Type.Array(ProductSummary);
const errors = { 400: ErrorResponse, 404: ErrorResponse };

/** The catalogue reads the storefront makes. Every answer comes from the read cache. */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { cache, repos } = app;

  app.get(
    '/categories/',
    {
      schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: Type.Array(Category) } },
    },
    async (request, reply) =>
      (await cache.get('categories', async () => CachedJson.of(await repos.catalogue.categories()))).send(
        request,
        reply,
      ),
  );

  const flagged: [string, ProductFlag, string][] = [
    ['/latest-collection/', 'latest_collection', 'Latest collection (oldest first; the storefront reverses it)'],
    ['/featured-products/', 'featured', 'Featured products (oldest first; the storefront reverses it)'],
    ['/best-sellers/', 'best_seller', 'Best sellers (oldest first; the storefront reverses it)'],
  ];
  for (const [url, flag, summary] of flagged) {
    app.get(url, { schema: { tags: ['catalogue'], summary, response: { 200: ProductList } } }, async (request, reply) =>
      (await cache.get(`flag:${flag}`, async () => CachedJson.ofText(await repos.catalogue.flaggedJson(flag)))).send(
        request,
        reply,
      ),
    );
  }

  app.get(
    '/products/:categoryId/',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A category's products: the whole list, or one page with ?page= and/or ?limit=",
        description:
          'Without page and limit: every product of the category (the storefront contract). With either: ' +
          '`{ results, total, page, limit, pages }`, page 1-based (default 1), limit 1-100 (default 24); ' +
          'a page past the last answers 400.',
        params: Type.Object({ categoryId: IdParam }),
        querystring: CategoryPageQuery,
        response: { 200: Type.Union([ProductList, CategoryPage]), ...errors },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.categoryId);
      const { page, limit } = request.query;
      if (page === undefined && limit === undefined) {
        const products = await cache.get(`category:${id}`, async () => {
          const json = await repos.catalogue.byCategoryJson(id);
          return json === null ? null : CachedJson.ofText(json);
        });
        if (!products) return reply.code(404).send({ message: 'Category not found.' });
        return products.send(request, reply);
      }

      const size = limit ?? CATEGORY_PAGE_DEFAULT_LIMIT;
      const number = page ?? 1;
      const total = await cache.get(`category-count:${id}`, async () => {
        const count = await repos.catalogue.categoryTotal(id);
        return count === null ? null : { total: count };
      });
      if (!total) return reply.code(404).send({ message: 'Category not found.' });
      const pages = Math.max(1, Math.ceil(total.total / size));
      if (number > pages)
        return reply.code(400).send({ message: `Page ${number} is past the last page (${pages}) of this category.` });
      const answer = await cache.get(
        `category:${id}:page:${number}:${size}`,
        async () =>
          // As JSON.stringify writes { results, total, page, limit, pages }, the results joined from cards.
          await CachedJson.ofText(
            `{"results":${cardsArray(await repos.catalogue.byCategoryPageCards(id, (number - 1) * size, size))},` +
              `"total":${total.total},"page":${number},"limit":${size},"pages":${pages}}`,
          ),
      );
      return answer.send(request, reply);
    },
  );

  app.get(
    '/search/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Typo-tolerant product search over names and descriptions, best matches first',
        querystring: SearchQuery,
        response: { 200: ProductList, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const q = request.query.q.trim();
      if (!q) return reply.code(400).send({ message: 'Please enter a product name.' });
      // One entry per query the search tells apart: case, punctuation and spacing make no difference
      // to its answer, so `Coconut!` and `coconut!!` share the entry of `coconut`.
      const key = searchKey(q);
      const results = await cache.get(`search:${key}`, async () =>
        CachedJson.ofText(await repos.search.searchJson(key)),
      );
      return results.send(request, reply);
    },
  );

  app.get(
    '/product-detail/:id/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product with sizes, options, stock, reviews and related products',
        params: Type.Object({ id: IdParam }),
        response: { 200: ProductDetail, ...errors },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      // The stored HTML was sanitized when it was written (server/lib/sanitize.ts): a read does no HTML work.
      const product = await cache.get(`product:${id}`, async () => {
        const found = await repos.catalogue.detailJson(id);
        return found === null ? null : CachedJson.ofText(found);
      });
      if (!product) return reply.code(404).send({ message: 'Product not found.' });
      return product.send(request, reply);
    },
  );
};

export default catalogueRoutes;
