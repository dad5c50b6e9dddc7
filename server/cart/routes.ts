import { inTransaction } from '../db/tx';
import { sql } from 'drizzle-orm';
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
import { messages } from '../../common/domain/messages';
import { queryRows, type ShopDb } from '../db/client';
import { currentUser, requireSelf } from '../accounts/context';
import { cartCount, cartRows, productForCart, toCartItem } from './cart';
import { currentSessionId, ownedBy, resolveOwner, type Owner } from '../accounts/owner';

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
  const db = app.database.db;

  app.post(
    '/cart/',
    {
      schema: {
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
      const owner = await resolveOwner(app, request, reply, true);
      if (!owner) return reply;
      if (!(await checkBodyUser(app, request, reply, owner, request.body.user_id))) return reply;
      const { product_id: productId, quantity } = request.body;
      const product = await productForCart(db, productId);
      if (!product) return reply.code(404).send({ message: 'This product does not exist.' });
      if (product.coming_soon)
        return reply.code(400).send({ message: 'This product is coming soon and cannot be ordered yet.' });
      if (product.sold_out) return reply.code(400).send({ message: messages.soldOutSelect });
      if (product.stock_quantity === null) return reply.code(400).send({ message: messages.stockUnavailable });
      if (product.stock_quantity <= 0) return reply.code(400).send({ message: messages.soldOutSelect });

      // The size: by id or by its text; a product with sizes gets its first size when none is named.
      const sizeArg = request.body.size;
      let sizeId: number | null = null;
      if (sizeArg !== undefined && sizeArg !== null && sizeArg !== '') {
        const size =
          typeof sizeArg === 'number'
            ? product.sizes.find((s) => s.id === sizeArg)
            : product.sizes.find((s) => s.value.trim().toLowerCase() === sizeArg.trim().toLowerCase());
        if (!size) return reply.code(400).send({ message: 'This size is not offered for this product.' });
        sizeId = size.id;
      } else if (product.sizes.length) {
        sizeId = product.sizes[0]!.id;
      }
      const optionIds = [...new Set((request.body.option ?? []).map((o) => o.id))].sort((a, b) => a - b);
      const categories = new Set<number>();
      for (const id of optionIds) {
        const option = product.options.find((o) => o.id === id);
        if (!option) return reply.code(400).send({ message: 'This option is not offered for this product.' });
        if (categories.has(option.category))
          return reply.code(400).send({ message: 'Choose one option of each kind.' });
        categories.add(option.category);
      }

      // One line per product, size and options: add to it, never past the stock.
      if (quantity > product.stock_quantity)
        return reply.code(400).send({ message: messages.onlyInStock(product.stock_quantity) });
      const optionJson = JSON.stringify(optionIds);
      const stock = product.stock_quantity;
      const ownerColumn = owner.kind === 'user' ? sql`user_id` : sql`session_id`;
      const ownerValue = owner.kind === 'user' ? owner.userId : owner.sessionId;
      const conflictTarget =
        owner.kind === 'user'
          ? sql`(user_id, product_id, COALESCE(size_id, 0), option_ids) WHERE user_id IS NOT NULL`
          : sql`(session_id, product_id, COALESCE(size_id, 0), option_ids) WHERE session_id IS NOT NULL`;
      const [line] = await queryRows<{ id: number; quantity: number }>(
        db,
        sql`INSERT INTO cart_items (${ownerColumn}, product_id, size_id, option_ids, quantity)
            VALUES (${ownerValue}, ${productId}, ${sizeId}, ${optionJson}::jsonb, ${quantity})
            ON CONFLICT ${conflictTarget}
            DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
              WHERE cart_items.quantity + EXCLUDED.quantity <= ${stock}
            RETURNING id, quantity`,
      );
      if (!line) {
        const [existing] = await queryRows<{ quantity: number }>(
          db,
          sql`SELECT quantity FROM cart_items WHERE ${ownedBy(owner)} AND product_id = ${productId}
                AND COALESCE(size_id, 0) = ${sizeId ?? 0} AND option_ids = ${optionJson}::jsonb`,
        );
        const inCart = existing?.quantity ?? 0;
        return reply
          .code(400)
          .send({ message: `${messages.onlyInStock(stock)} You already have ${inCart} in your cart.` });
      }
      const [row] = await cartRows(db, owner, [line.id]);
      return reply.code(201).send({
        message: 'Your product has been successfully added to the cart.',
        cart_item: toCartItem(row!),
        cart_count: await cartCount(db, owner),
      });
    },
  );

  const listSchema = { tags, response: { 200: CartList, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse } };

  async function customerCart(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const user = await requireSelf(app, request, reply, userId);
    if (!user) return reply;
    return (await cartRows(db, { kind: 'user', userId: user.id })).map(toCartItem);
  }

  app.get(
    '/cart-fetch/',
    {
      schema: {
        ...listSchema,
        summary: 'The guest’s cart (session cookie), or ?user_id= the signed-in customer’s',
        querystring: CartFetchQuery,
      },
    },
    async (request, reply) => {
      if (request.query.user_id) return customerCart(request, reply, Number(request.query.user_id));
      const owner = await resolveOwner(app, request, reply, false);
      if (owner === undefined) return reply;
      return owner ? (await cartRows(db, owner)).map(toCartItem) : [];
    },
  );

  app.get(
    '/cart-fetch/:userId/',
    {
      schema: { ...listSchema, summary: 'The signed-in customer’s own cart', params: Type.Object({ userId: IdParam }) },
    },
    async (request, reply) => customerCart(request, reply, Number(request.params.userId)),
  );

  app.patch(
    '/cart-update/:cartItemId/',
    {
      schema: {
        tags,
        summary: 'Change a line’s quantity (1..stock)',
        params: Type.Object({ cartItemId: Type.String({ maxLength: 20 }) }),
        body: CartUpdateBody,
        response: { 200: CartUpdateResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const owner = await resolveOwner(app, request, reply, false);
      if (owner === undefined) return reply;
      const id = lineId(request.params.cartItemId);
      const [row] = owner && id ? await cartRows(db, owner, [id]) : [];
      if (!owner || !row) return reply.code(404).send({ message: 'This item is not in your cart.' });
      const { quantity } = request.body;
      if (row.sold_out || row.coming_soon) return reply.code(400).send({ message: messages.soldOutSelect });
      if (row.stock_quantity === null) return reply.code(400).send({ message: messages.stockUnavailable });
      if (quantity > row.stock_quantity)
        return reply.code(400).send({ message: messages.onlyInStock(row.stock_quantity) });
      await db.execute(
        sql`UPDATE cart_items SET quantity = ${quantity}, updated_at = now() WHERE id = ${id!} AND ${ownedBy(owner)}`,
      );
      return { message: 'Quantity and price updated successfully!', cart_item: toCartItem({ ...row, quantity }) };
    },
  );

  app.delete(
    '/cart-remove/:cartItemId/',
    {
      schema: {
        tags,
        summary: 'Remove a line from the caller’s cart',
        params: Type.Object({ cartItemId: Type.String({ maxLength: 20 }) }),
        response: { 200: MessageResponseSchema, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const owner = await resolveOwner(app, request, reply, false);
      if (owner === undefined) return reply;
      const id = lineId(request.params.cartItemId);
      const removed =
        owner && id
          ? await queryRows<{ id: number }>(
              db,
              sql`DELETE FROM cart_items WHERE id = ${id} AND ${ownedBy(owner)} RETURNING id`,
            )
          : [];
      if (!removed.length) return reply.code(404).send({ message: 'This item is not in your cart.' });
      return { message: 'Item removed successfully from cart!' };
    },
  );

  app.get(
    '/api/cart/count-by-user/:userId/',
    {
      schema: {
        tags,
        summary: 'Units in the signed-in customer’s cart',
        params: Type.Object({ userId: IdParam }),
        response: { 200: CartCount, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireSelf(app, request, reply, Number(request.params.userId));
      if (!user) return reply;
      return { cart_count: await cartCount(db, { kind: 'user', userId: user.id }) };
    },
  );

  app.get(
    '/api/cart/session-count/',
    {
      schema: {
        tags,
        summary: 'Units in the caller’s cart (the guest session’s)',
        response: { 200: CartCount, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const owner = await resolveOwner(app, request, reply, false);
      if (owner === undefined) return reply;
      return { cart_count: await cartCount(db, owner) };
    },
  );

  app.post(
    '/api/cart/merge/',
    {
      schema: {
        tags,
        summary: 'Move the guest session’s lines into the signed-in customer’s cart, merging quantities within stock',
        body: Type.Optional(CartMergeBody),
        response: { 200: CartMergeResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await currentUser(app, request);
      if (!user || user === 'invalid') return reply.code(401).send({ message: 'Please log in.' });
      const asked = request.body?.user_id;
      if (asked !== undefined && asked !== null && asked !== user.id)
        return reply.code(403).send({ message: 'You can only see and change your own cart.' });
      const sessionId = await currentSessionId(app, request);
      if (sessionId === null) return { merged_count: 0, message: 'Nothing to merge.' };
      const merged = await mergeSessionCart(db, sessionId, user.id);
      return { merged_count: merged, message: merged ? 'Your cart was merged.' : 'Nothing to merge.' };
    },
  );
}

/**
 * Moves the session's lines to the user: a line the user already has gains the guest's quantity up to
 * the stock; the others change owner. Returns how many guest lines were moved or merged.
 */
export async function mergeSessionCart(db: ShopDb, sessionId: number, userId: number): Promise<number> {
  return inTransaction(db, async (t) => {
    const guest = await queryRows<{
      id: number;
      product_id: number;
      size_id: number | null;
      option_ids: unknown;
      quantity: number;
      stock: number | null;
    }>(
      t,
      sql`SELECT ci.id, ci.product_id, ci.size_id, ci.option_ids, ci.quantity, p.stock_quantity AS stock
          FROM cart_items ci JOIN products p ON p.id = ci.product_id
          WHERE ci.session_id = ${sessionId} ORDER BY ci.id FOR UPDATE OF ci`,
    );
    let merged = 0;
    for (const line of guest) {
      const optionJson = JSON.stringify(line.option_ids);
      const [mine] = await queryRows<{ id: number; quantity: number }>(
        t,
        sql`SELECT id, quantity FROM cart_items WHERE user_id = ${userId} AND product_id = ${line.product_id}
              AND COALESCE(size_id, 0) = ${line.size_id ?? 0} AND option_ids = ${optionJson}::jsonb FOR UPDATE`,
      );
      const cap = line.stock !== null && line.stock > 0 ? line.stock : null;
      if (mine) {
        const total = mine.quantity + line.quantity;
        const quantity = cap === null ? total : Math.max(mine.quantity, Math.min(total, cap));
        await t.execute(sql`UPDATE cart_items SET quantity = ${quantity}, updated_at = now() WHERE id = ${mine.id}`);
        await t.execute(sql`DELETE FROM cart_items WHERE id = ${line.id}`);
      } else {
        const quantity = cap === null ? line.quantity : Math.min(line.quantity, cap);
        await t.execute(
          sql`UPDATE cart_items SET session_id = NULL, user_id = ${userId}, quantity = ${quantity}, updated_at = now() WHERE id = ${line.id}`,
        );
      }
      merged++;
    }
    return merged;
  });
}
