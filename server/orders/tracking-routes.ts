import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OrderDetail, OrdersList, TrackingResponse } from '../../common/contract/orders';
import { toDecimalString } from '../../common/domain/money';
import { normalizeOrderNo, trackingMessages } from '../../common/domain/tracking';
import { SESSION_COOKIE } from '../accounts/context';
import { customerOf, ownerOf } from '../accounts/caller';
import { tokenDigest } from '../accounts/tokens';
import { limitedBy, LIMITS } from '../http/limits';
import { ErrorResponse, IdParam } from '../http/schemas';
import { trackingHistory } from './tracking';
import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { INVOICED_STATUSES } from '../../common/domain/order-lifecycle';
import { iso, itemsOf, orderForLookup, orderForTracking, orderOwnership, ordersList } from './views';
import { ANYONE_OR_OWNER, GUEST_SESSION, SIGNED_IN } from '../http/private-answers';

/** Lookups by order number per IP: enough for a person, far too few to guess 32^8 numbers. */
export const ORDER_LOOKUP_LIMIT = LIMITS['order-lookup-ip'].points;

const NOT_FOUND = 'Order not found.';
/** The statuses whose order may have an invoice (issued at dispatch: server/fulfilment/service.ts). */
const INVOICEABLE: readonly string[] = INVOICED_STATUSES;

/** The guest session behind the cookie (id and public id), without making one. */
async function cookieSession(app: FastifyInstance, request: FastifyRequest) {
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return undefined;
  return (await app.accounts.repo.sessionByDigest(tokenDigest(cookie))) ?? undefined;
}

export default async function trackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  // Order-number guesses, counted in the shop's one limiter table (server/http/limits.ts).
  const lookupLimit = limitedBy(app.accounts.limits, 'order-lookup-ip', trackingMessages.tooManyLookups);

  app.get(
    '/orders/:orderNo/',
    {
      onRequest: lookupLimit,
      config: { caller: 'maybe-customer' },
      schema: {
        security: ANYONE_OR_OWNER,
        tags: ['orders'],
        summary: `The order behind an order number, for anyone holding it (the tracking link). Town and state only, no name, street, phone or e-mail. ${ORDER_LOOKUP_LIMIT} lookups per IP in 10 minutes, then 429 with Retry-After`,
        params: Type.Object({ orderNo: Type.String({ maxLength: 40 }) }),
        response: { 200: OrderDetail, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const orderNo = normalizeOrderNo(request.params.orderNo);
      if (!orderNo) return reply.code(400).send({ message: trackingMessages.invalidOrderNo });
      const order = await orderForLookup(db, orderNo);
      reply.header('Cache-Control', 'private, no-store');
      if (!order) return reply.code(404).send({ message: NOT_FOUND });
      const items = await itemsOf(db, [order.id]);
      // Whether this browser placed it (the invoice route's own test), so the page offers the invoice
      // only to whoever can download it. A stale token is simply not the owner here.
      const ownership = await orderOwnership(db, order.order_no);
      const user = request.caller?.user;
      const session = ownership?.session_id != null ? await cookieSession(app, request) : undefined;
      const mine =
        !!ownership &&
        ((user && ownership.user_id === user.id) || (session !== undefined && ownership.session_id === session.id));
      return {
        id: order.id,
        order_no: order.order_no,
        total_price: toDecimalString(Number(order.total_paise)),
        status: order.status,
        created_at: iso(order.created_at)!,
        items: items.get(order.id) ?? [],
        address: { city: order.ship_city, state: order.ship_state },
        tracking_info: await trackingHistory(db, order.id),
        // The invoice is issued at dispatch: none before it, and none for an order refunded in full
        // before it shipped (decision 0212); one issued before that rule stays downloadable.
        invoice_available:
          mine &&
          INVOICEABLE.includes(order.status) &&
          ((ownership?.shipped_at ?? null) !== null || (await hasInvoice(db, order.id))),
      };
    },
  );

  app.get(
    '/fetch-order/:userId/',
    {
      config: { caller: { self: 'params', key: 'userId' } },
      schema: {
        security: SIGNED_IN,
        tags: ['orders'],
        summary: 'Every order the signed-in customer placed, newest first, with its status (own id only)',
        params: Type.Object({ userId: IdParam }),
        response: { 200: OrdersList, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ordersList(db, { kind: 'user', userId: customerOf(request).id });
    },
  );

  app.get(
    '/fetch-orders-by-session/',
    {
      schema: {
        security: GUEST_SESSION,
        tags: ['orders'],
        summary:
          'The orders placed as a guest in this browser session (cookie), newest first. `session_id`, if sent, must be this session’s own (get-session-info/), else 403',
        querystring: Type.Object({ session_id: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: OrdersList, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await cookieSession(app, request);
      const asked = request.query.session_id?.trim();
      reply.header('Cache-Control', 'private, no-store');
      if (asked && asked !== session?.publicId)
        return reply.code(403).send({ message: 'You can only see the orders of your own session.' });
      if (!session) return { orders: [] };
      return ordersList(db, { kind: 'session', sessionId: session.id });
    },
  );

  app.get(
    '/order_track/:orderId/',
    {
      // Only a lookup that presents an order number counts towards the guessing limit.
      onRequest: limitedBy(
        app.accounts.limits,
        'order-lookup-ip',
        trackingMessages.tooManyLookups,
        (req: FastifyRequest) => Boolean((req.query as { order_no?: string } | undefined)?.order_no),
      ),
      config: { caller: 'owner' },
      schema: {
        security: ANYONE_OR_OWNER,
        tags: ['orders'],
        summary:
          'Shipping and tracking of an order, with its history: for its owner (token or guest session), or anyone who sends its number as `order_no`. Otherwise 404',
        params: Type.Object({ orderId: IdParam }),
        querystring: Type.Object({ order_no: Type.Optional(Type.String({ maxLength: 40 })) }),
        response: {
          200: TrackingResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const orderId = Number(request.params.orderId);
      const presented = request.query.order_no;
      const orderNo = presented === undefined ? undefined : normalizeOrderNo(presented);
      if (presented !== undefined && !orderNo)
        return reply.code(400).send({ message: trackingMessages.invalidOrderNo });
      const owner = ownerOf(request);
      const order = await orderForTracking(db, orderId);
      reply.header('Cache-Control', 'private, no-store');
      // Someone else's order answers as an unknown one: ids are sequential, so 403 would confirm it exists.
      const session = order && !orderNo ? await cookieSession(app, request) : undefined;
      const allowed =
        order &&
        ((orderNo !== undefined && order.order_no === orderNo) ||
          (owner?.kind === 'user' && order.user_id === owner.userId) ||
          (order.session_id !== null && session?.id === order.session_id));
      if (!order || !allowed) return reply.code(404).send({ message: NOT_FOUND });
      return {
        order: order.id,
        order_no: order.order_no,
        tracking_number: order.tracking_number,
        tracking_url: order.tracking_url,
        courier: order.courier,
        is_shipped: order.shipped_at !== null || order.status === 'shipped' || order.status === 'delivered',
        is_delivered: order.delivered_at !== null || order.status === 'delivered',
        shipped_date: iso(order.shipped_at),
        delivered_date: iso(order.delivered_at),
        created_at: iso(order.created_at)!,
        tracking_info: await trackingHistory(db, order.id),
      };
    },
  );
}

async function hasInvoice(db: ShopDb, orderId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM invoices WHERE order_id = ${orderId}`);
  return rows.length > 0;
}
