/**
 * The console's stock routes under /api/admin/ (tag `console`, the `stock.manage` action: owner and
 * packer): products with their stock, one product's movements, and − / + / "set to" with a reason.
 * Handlers only call the stock service (./service.ts), the one `stock set` and `stock low` call too.
 * Writes run under idempotency keys (server/http/idempotency.ts): a retried tap counts once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ProductIdParams,
  StockChangeBody,
  StockChangeResult,
  StockLevel,
  StockList,
  StockLowAtBody,
  StockProduct,
  StockQuery,
  StockSetBody,
} from '../../common/contract/admin-stock';
import type { ShopDb } from '../db/client';
import { CONSOLE_ERRORS, IDEMPOTENCY_KEY, staffIdempotentWrites } from '../http/console-writes';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { isoInstant } from '../lib/instants';
import type { StockService } from './service';

export interface StockRouteDeps {
  stock: StockService;
  db: ShopDb;
  staffActor: (request: FastifyRequest) => Actor;
}

export async function stockRoutes(admin: FastifyInstance, deps: StockRouteDeps): Promise<void> {
  const { stock } = deps;

  await admin.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    staffIdempotentWrites(app, deps);

    app.get(
      '/stock',
      {
        config: { staff: 'stock.manage' },
        schema: {
          tags: ['console'],
          summary:
            'Products with their stock by name (or a product id), optionally only the low or the sold-out ones (lowest first).',
          querystring: StockQuery,
          response: { 200: StockList, ...CONSOLE_ERRORS },
        },
      },
      async (request, reply) => {
        const { q, filter, limit } = request.query;
        reply.header('Cache-Control', 'private, no-store');
        return stock.list({ q, filter, limit });
      },
    );

    app.get(
      '/stock/:productId',
      {
        config: { staff: 'stock.manage' },
        schema: {
          tags: ['console'],
          summary: 'One product’s stock and its movements, newest first, each naming who or what made it.',
          params: ProductIdParams,
          response: { 200: StockProduct, ...CONSOLE_ERRORS },
        },
      },
      async (request, reply) => {
        const { productId } = request.params;
        const product = await stock.product(productId);
        if (!product) throw new ShopError(404, `No product with id ${productId}.`);
        const movements = await stock.history(productId);
        reply.header('Cache-Control', 'private, no-store');
        return {
          product,
          movements: movements.map((m) => ({
            id: m.id,
            at: isoInstant(m.created_at),
            delta: m.delta,
            kind: m.reason,
            note: m.note,
            orderNo: m.order_no,
            actor: m.actor,
            balance: m.balance,
          })),
        };
      },
    );

    app.post(
      '/stock/:productId/change',
      {
        config: { staff: 'stock.manage' },
        schema: {
          tags: ['console'],
          summary: 'So many more (positive `by`) or fewer (negative) units, with a reason: one ledger movement.',
          params: ProductIdParams,
          headers: IDEMPOTENCY_KEY,
          body: StockChangeBody,
          response: { 200: StockChangeResult, ...CONSOLE_ERRORS },
        },
      },
      async (request) =>
        stock.change({
          productId: request.params.productId,
          by: request.body.by,
          reason: request.body.reason,
          actor: deps.staffActor(request),
        }),
    );

    app.post(
      '/stock/:productId/set',
      {
        config: { staff: 'stock.manage' },
        schema: {
          tags: ['console'],
          summary: 'The units on hand now, with a reason: the difference is one ledger movement.',
          params: ProductIdParams,
          headers: IDEMPOTENCY_KEY,
          body: StockSetBody,
          response: { 200: StockChangeResult, ...CONSOLE_ERRORS },
        },
      },
      async (request) =>
        stock.set({
          productId: request.params.productId,
          to: request.body.to,
          reason: request.body.reason,
          actor: deps.staffActor(request),
        }),
    );

    app.post(
      '/stock/:productId/low-at',
      {
        config: { staff: 'stock.manage' },
        schema: {
          tags: ['console'],
          summary: 'The product’s low level: at or under it the product is low (its page says low stock).',
          params: ProductIdParams,
          headers: IDEMPOTENCY_KEY,
          body: StockLowAtBody,
          response: { 200: StockLevel, ...CONSOLE_ERRORS },
        },
      },
      async (request) =>
        stock.setLowAt({
          productId: request.params.productId,
          lowAt: request.body.lowAt,
          actor: deps.staffActor(request),
        }),
    );
  });
}
