import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Category, ProductDetail, ProductSummary, SearchQuery } from '../../common/contract/catalogue';
import { ErrorResponse, IdParam } from '../../common/contract/common';
import { sanitizeHtml } from '../lib/sanitize';
import type { ProductFlag } from '../repositories/catalogue';
import { CachedJson } from '../lib/cached-json';

const ProductList = Type.Array(ProductSummary);
const errors = { 400: ErrorResponse, 404: ErrorResponse };

/** The catalogue reads of SPEC §7. Every answer comes from the read cache. */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { cache, repos } = app;

  app.get(
    '/categories/',
    {
      schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: Type.Array(Category) } },
    },
    async (request, reply) =>
      (await cache.get('categories', async () => new CachedJson(await repos.catalogue.categories()))).send(
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
      (await cache.get(`flag:${flag}`, async () => new CachedJson(await repos.catalogue.flagged(flag)))).send(
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
        summary: "A category's products",
        params: Type.Object({ categoryId: IdParam }),
        response: { 200: ProductList, ...errors },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.categoryId);
      const products = await cache.get(`category:${id}`, async () =>
        (await repos.catalogue.categoryExists(id)) ? new CachedJson(await repos.catalogue.byCategory(id)) : null,
      );
      if (!products) return reply.code(404).send({ message: 'Category not found.' });
      return products.send(request, reply);
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
      // Control characters (NUL above all) can't reach PostgreSQL text; they carry no meaning in a search.
      const q = request.query.q.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
      if (!q) return reply.code(400).send({ message: 'Please enter a product name.' });
      const results = await cache.get(
        `search:${q.toLowerCase()}`,
        async () => new CachedJson(await repos.search.search(q)),
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
      const product = await cache.get(`product:${id}`, async () => {
        const found = await repos.catalogue.detail(id);
        if (!found) return null;
        return new CachedJson({
          ...found,
          product_details: await sanitizeHtml(found.product_details),
          additional_info: await sanitizeHtml(found.additional_info),
        });
      });
      if (!product) return reply.code(404).send({ message: 'Product not found.' });
      return product.send(request, reply);
    },
  );
};

export default catalogueRoutes;
