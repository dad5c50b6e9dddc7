/**
 * The console's coupon routes under /api/admin/ (tag `console`, the `coupons.manage` action: the
 * owner): the coupons, add one, disable one. Handlers only call the coupon service (./service.ts),
 * the one `coupons add` and `coupons disable` call too. Writes run under idempotency keys
 * (server/http/idempotency.ts): a retried tap adds once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CouponBody, CouponChanged, CouponCodeParams, CouponList } from '../../common/contract/admin-coupons';
import type { ShopDb } from '../db/client';
import { CONSOLE_ERRORS, IDEMPOTENCY_KEY, staffIdempotentWrites } from '../http/console-writes';
import type { Actor } from '../lib/actor';
import type { CouponService } from './service';

export interface CouponRouteDeps {
  coupons: CouponService;
  db: ShopDb;
  staffActor: (request: FastifyRequest) => Actor;
}

export async function couponRoutes(admin: FastifyInstance, deps: CouponRouteDeps): Promise<void> {
  const { coupons } = deps;

  await admin.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    staffIdempotentWrites(app, deps);

    app.get(
      '/coupons',
      {
        config: { staff: 'coupons.manage' },
        schema: {
          tags: ['console'],
          summary: 'Every coupon, the active first, with its uses and whether shoppers can use it now.',
          response: { 200: CouponList, ...CONSOLE_ERRORS },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return { coupons: await coupons.list() };
      },
    );

    app.post(
      '/coupons',
      {
        config: { staff: 'coupons.manage' },
        schema: {
          tags: ['console'],
          summary: 'A new coupon: so many rupees or per cent off orders from a minimum, between dates, so many uses.',
          headers: IDEMPOTENCY_KEY,
          body: CouponBody,
          response: { 200: CouponChanged, ...CONSOLE_ERRORS },
        },
      },
      async (request) => ({
        coupon: await coupons.add(request.body, deps.staffActor(request)),
        changed: true,
      }),
    );

    app.post(
      '/coupons/:code/disable',
      {
        config: { staff: 'coupons.manage' },
        schema: {
          tags: ['console'],
          summary: 'Shoppers can no longer use the coupon (once; again changes nothing).',
          params: CouponCodeParams,
          headers: IDEMPOTENCY_KEY,
          response: { 200: CouponChanged, ...CONSOLE_ERRORS },
        },
      },
      async (request) => coupons.disable(request.params.code, deps.staffActor(request)),
    );
  });
}
