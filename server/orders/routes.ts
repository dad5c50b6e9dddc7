import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CouponList,
  PlaceOrderBody,
  PlaceOrderResponse,
  SavedAddress,
  TotalMismatch,
} from '../../common/contract/orders';
import { ErrorResponse, IdParam } from '../http/schemas';
import { customerOf, ownerOf } from '../accounts/caller';
import { CUSTOMER_OR_GUEST, GUEST_SESSION, SIGNED_IN } from '../http/private-answers';

/** The request's own origin, for links in e-mails when PUBLIC_URL is not set. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const orders = app.orders;

  app.get(
    '/user-address/:userId/',
    {
      config: { caller: { self: 'params', key: 'userId' } },
      schema: {
        security: SIGNED_IN,
        tags: ['orders'],
        summary: 'The signed-in customer’s last delivery address (null when none yet)',
        params: Type.Object({ userId: IdParam }),
        response: {
          200: Type.Union([SavedAddress, Type.Null()]),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => {
      const address = await orders.lastAddress({ kind: 'user', userId: customerOf(request).id });
      // No address yet is an answer, not an error: the checkout form then starts empty.
      return address ?? null;
    },
  );

  app.get(
    '/guest-address/',
    {
      config: { caller: 'owner' },
      schema: {
        security: GUEST_SESSION,
        tags: ['orders'],
        summary: 'The guest session’s last delivery address (null when none yet)',
        response: { 200: Type.Union([SavedAddress, Type.Null()]), 401: ErrorResponse },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const address = owner && (await orders.lastAddress(owner));
      // No address yet is an answer, not an error: the checkout form then starts empty.
      return address ?? null;
    },
  );

  app.get(
    '/coupen/',
    { schema: { tags: ['orders'], summary: 'The active coupons', response: { 200: CouponList } } },
    async () => orders.activeCoupons(),
  );

  app.post(
    '/place-order/',
    {
      config: { caller: 'owner-or-new' },
      schema: {
        security: CUSTOMER_OR_GUEST,
        tags: ['orders'],
        summary:
          'Place an order from the caller’s selected cart lines; priced on the server, stock reserved. Header Idempotency-Key: same key and body → same answer, another body → 422',
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 200 })) }),
        body: PlaceOrderBody,
        response: {
          200: PlaceOrderResponse,
          201: PlaceOrderResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: Type.Union([TotalMismatch, ErrorResponse]),
          422: ErrorResponse,
          502: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request)!;
      const asked = request.body.user_id;
      if (
        asked !== undefined &&
        asked !== null &&
        asked !== '' &&
        owner.kind === 'user' &&
        Number(asked) !== owner.userId
      )
        return reply.code(403).send({ message: 'You can only place orders for your own account.' });
      // A refusal (OrderError) is answered by the error handler with its status and message.
      const result = await orders.placeOrder(owner, request.body, request.headers['idempotency-key']);
      return reply.code(result.replayed ? 200 : 201).send(result.answer);
    },
  );
}
