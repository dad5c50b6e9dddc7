import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Category,
  CategoryPage,
  CategoryPageQuery,
  ProductDetail,
  ProductSummary,
  SearchQuery,
} from '../../common/contract/catalogue';
import { ErrorResponse, IdParam } from '../../common/contract/common';
import type { ProductFlag } from './repository';
import { createCatalogueService } from './service';

const ProductList = Type.Array(ProductSummary);
const errors = { 400: ErrorResponse, 404: ErrorResponse };

/** The catalogue reads the storefront makes: schema, then one call (server/catalogue/service.ts). */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const catalogue = createCatalogueService(app.cache, app.repos.catalogue, app.repos.search);

  app.get(
    '/categories/',
    {
      schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: Type.Array(Category) } },
    },
    async (request, reply) => (await catalogue.categories()).send(request, reply),
  );

  const flagged: [string, ProductFlag, string][] = [
    ['/latest-collection/', 'latest_collection', 'Latest collection (oldest first; the storefront reverses it)'],
    ['/featured-products/', 'featured', 'Featured products (oldest first; the storefront reverses it)'],
    ['/best-sellers/', 'best_seller', 'Best sellers (oldest first; the storefront reverses it)'],
  ];
  for (const [url, flag, summary] of flagged) {
    app.get(url, { schema: { tags: ['catalogue'], summary, response: { 200: ProductList } } }, async (request, reply) =>
      (await catalogue.flagged(flag)).send(request, reply),
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
      const answer =
        page === undefined && limit === undefined
          ? await catalogue.category(id)
          : await catalogue.categoryPage(id, page, limit);
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
      return (await catalogue.search(q)).send(request, reply);
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
    async (request, reply) => (await catalogue.detail(Number(request.params.id))).send(request, reply),
  );
};

export default catalogueRoutes;
