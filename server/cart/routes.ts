import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddToCartBody,
  AddToCartResponse,
  CartCount,
  CartFetchQuery,
  CartList,
  CartMergeBody,
  CartMergeResponse,
  CartUpdateBody,
  CartUpdateResponse,
} from '../../common/contract/cart';
import { ErrorResponse, IdParam, MessageResponseSchema } from '../http/schemas';
import { customerOf, ownerOf } from '../accounts/caller';
import { currentSessionId, type Owner } from '../accounts/owner';
import { createCartService } from './service';
import { CUSTOMER_OR_GUEST, SIGNED_IN } from '../http/private-answers';

const MAX_ID = 2_147_483_647;
const tags = ['cart'];

/** The line id of a path, or undefined for ids that cannot exist (answered 404 like any other). */
function lineId(raw: string): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/** A user id sent in a body must be the caller's own; a guest may send none. undefined: answered. */
async function checkBodyUser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: Owner,
  userId: number | null | undefined,
): Promise<boolean> {
  if (userId === undefined || userId === null) return true;
  if (owner.kind === 'user' && owner.userId === userId) return true;
  reply.code(owner.kind === 'user' ? 403 : 401).send({
    message: owner.kind === 'user' ? 'You can only see and change your own cart.' : 'Please log in.',
  });
  return false;
}

export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cart = createCartService(app.database.db, app.config.shop.dispatchDays);

  app.post(
    '/cart/',
    {
      config: { caller: 'owner-or-new' },
      schema: {
        security: CUSTOMER_OR_GUEST,
        tags,
        summary: 'Add a product (size, options, quantity) to the caller’s cart; the same choice adds to one line',
        body: AddToCartBody,
        response: {
          201: AddToCartResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request)!;
      if (!(await checkBodyUser(app, request, reply, owner, request.body.user_id))) return reply;
      const added = await cart.add(owner, request.body);
      return reply.code(201).send({ message: 'Your product has been successfully added to the cart.', ...added });
    },
  );

  const listSchema = { tags, response: { 200: CartList, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse } };

  app.get(
    '/cart-fetch/',
    {
      config: { caller: { self: 'query', key: 'user_id', absent: 'owner' } },
      schema: {
        security: CUSTOMER_OR_GUEST,
        ...listSchema,
        summary: 'The guest’s cart (session cookie), or ?user_id= the signed-in customer’s',
        querystring: CartFetchQuery,
      },
    },
    async (request) => cart.list(ownerOf(request)),
  );

  app.get(
    '/cart-fetch/:userId/',
    {
      config: { caller: { self: 'params', key: 'userId' } },
      schema: {
        security: SIGNED_IN,
        ...listSchema,
        summary: 'The signed-in customer’s own cart',
        params: Type.Object({ userId: IdParam }),
      },
    },
    async (request) => cart.list({ kind: 'user', userId: customerOf(request).id }),
  );

  app.patch(
    '/cart-update/:cartItemId/',
    {
      config: { caller: 'owner' },
      schema: {
        security: CUSTOMER_OR_GUEST,
        tags,
        summary: 'Change a line’s quantity (1..stock)',
        params: Type.Object({ cartItemId: Type.String({ maxLength: 20 }) }),
        body: CartUpdateBody,
        response: { 200: CartUpdateResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const cartItem = await cart.update(owner, lineId(request.params.cartItemId), request.body.quantity);
      return { message: 'Quantity and price updated successfully!', cart_item: cartItem };
    },
  );

  app.delete(
    '/cart-remove/:cartItemId/',
    {
      config: { caller: 'owner' },
      schema: {
        security: CUSTOMER_OR_GUEST,
        tags,
        summary: 'Remove a line from the caller’s cart',
        params: Type.Object({ cartItemId: Type.String({ maxLength: 20 }) }),
        response: { 200: MessageResponseSchema, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      await cart.remove(owner, lineId(request.params.cartItemId));
      return { message: 'Item removed successfully from cart!' };
    },
  );

  app.get(
    '/api/cart/count-by-user/:userId/',
    {
      config: { caller: { self: 'params', key: 'userId' } },
      schema: {
        security: SIGNED_IN,
        tags,
        summary: 'Units in the signed-in customer’s cart',
        params: Type.Object({ userId: IdParam }),
        response: { 200: CartCount, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => ({ cart_count: await cart.count({ kind: 'user', userId: customerOf(request).id }) }),
  );

  app.get(
    '/api/cart/session-count/',
    {
      config: { caller: 'owner' },
      schema: {
        security: CUSTOMER_OR_GUEST,
        tags,
        summary: 'Units in the caller’s cart (the guest session’s)',
        response: { 200: CartCount, 401: ErrorResponse },
      },
    },
    async (request) => ({ cart_count: await cart.count(ownerOf(request)) }),
  );

  app.post(
    '/api/cart/merge/',
    {
      config: { caller: 'customer' },
      schema: {
        security: SIGNED_IN,
        tags,
        summary: 'Move the guest session’s lines into the signed-in customer’s cart, merging quantities within stock',
        body: Type.Optional(CartMergeBody),
        response: { 200: CartMergeResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = customerOf(request);
      const asked = request.body?.user_id;
      if (asked !== undefined && asked !== null && asked !== user.id)
        return reply.code(403).send({ message: 'You can only see and change your own cart.' });
      const merged = await cart.merge(await currentSessionId(app, request), user.id);
      return { merged_count: merged, message: merged ? 'Your cart was merged.' : 'Nothing to merge.' };
    },
  );
}
