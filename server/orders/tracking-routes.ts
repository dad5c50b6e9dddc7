import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  OrderDetail,
  OrdersList,
  TrackingResponse,
  type OrderItem,
  type OrderSummary,
} from '../../common/contract/orders';
import { toDecimalString } from '../../common/domain/money';
import { normalizeOrderNo, trackingMessages } from '../../common/domain/tracking';
import { requireSelf, SESSION_COOKIE } from '../auth/context';
import { tokenDigest } from '../auth/tokens';
import { limitedBy, LIMITS } from '../auth/limits';
import { queryRows, type ShopDb } from '../db/client';
import { productImageOf } from '../lib/images';
import { resolveOwner } from './owner';
import { ErrorResponse, IdParam } from './schemas';
import { trackingHistory } from './tracking';

/** Lookups by order number per IP: enough for a person, far too few to guess 32^8 numbers. */
export const ORDER_LOOKUP_LIMIT = LIMITS['order-lookup-ip'].points;

const NOT_FOUND = 'Order not found.';

interface OrderListRow {
  id: number;
  order_no: string;
  status: string;
  total_paise: string;
  created_at: string | Date;
  ship_street: string;
  ship_city: string;
  ship_state: string;
  ship_postal_code: string;
  ship_country: string;
}

interface ItemRow {
  order_id: number;
  product_id: number | null;
  product_name: string;
  quantity: number;
  size_value: string;
  line_total_paise: string;
  net_quantity: string | null;
  model_wearing_size: string | null;
  images: { position: number; media: string; alt: string }[] | null;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The lines of these orders, each with the product's current pictures (none once it is gone). */
async function itemsOf(db: ShopDb, orderIds: number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT oi.order_id, oi.product_id, oi.product_name, oi.quantity, oi.size_value, oi.line_total_paise::text AS line_total_paise,
          p.net_quantity, p.model_wearing_size,
          (SELECT json_agg(json_build_object('position', i.position, 'media', i.media, 'alt', i.alt) ORDER BY i.position)
             FROM product_images i WHERE i.product_id = oi.product_id) AS images
        FROM order_items oi LEFT JOIN products p ON p.id = oi.product_id
        WHERE oi.order_id IN (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY oi.order_id, oi.id`,
  );
  for (const row of rows) {
    const source = {
      name: row.product_name,
      netQuantity: row.net_quantity ?? '',
      packSize: row.model_wearing_size ?? '',
    };
    byOrder.get(row.order_id)?.push({
      product_id: row.product_id,
      product_name: row.product_name,
      quantity: row.quantity,
      selected_size: row.size_value || null,
      images:
        row.product_id === null
          ? []
          : (row.images ?? []).map((i) => productImageOf(row.product_id!, i.position, i.media, i.alt, source)),
      total_price: toDecimalString(Number(row.line_total_paise)),
    });
  }
  return byOrder;
}

async function ordersList(db: ShopDb, where: ReturnType<typeof sql>): Promise<{ orders: OrderSummary[] }> {
  const rows = await queryRows<OrderListRow>(
    db,
    sql`SELECT id, order_no, status, total_paise::text AS total_paise, created_at, ship_street, ship_city, ship_state,
          ship_postal_code, ship_country
        FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 500`,
  );
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    orders: rows.map((r) => ({
      order_id: r.id,
      order_no: r.order_no,
      total_price: toDecimalString(Number(r.total_paise)),
      status: r.status,
      created_at: iso(r.created_at)!,
      items: items.get(r.id) ?? [],
      address: {
        street: r.ship_street,
        city: r.ship_city,
        state: r.ship_state,
        postal_code: r.ship_postal_code,
        country: r.ship_country,
      },
    })),
  };
}

/** The guest session behind the cookie (id and public id), without making one. */
async function cookieSession(app: FastifyInstance, request: FastifyRequest) {
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return undefined;
  return (await app.accounts.repo.sessionByDigest(tokenDigest(cookie))) ?? undefined;
}

export default async function trackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  // Order-number guesses, counted in the shop's one limiter table (server/auth/limits.ts).
  const lookupLimit = limitedBy(app.accounts.limits, 'order-lookup-ip', trackingMessages.tooManyLookups);

  app.get(
    '/orders/:orderNo/',
    {
      onRequest: lookupLimit,
      schema: {
        tags: ['orders'],
        summary: `The order behind an order number, for anyone holding it (the tracking link). Town and state only, no name, street, phone or e-mail. ${ORDER_LOOKUP_LIMIT} lookups per IP in 10 minutes, then 429 with Retry-After`,
        params: Type.Object({ orderNo: Type.String({ maxLength: 40 }) }),
        response: { 200: OrderDetail, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const orderNo = normalizeOrderNo(request.params.orderNo);
      if (!orderNo) return reply.code(400).send({ message: trackingMessages.invalidOrderNo });
      const [order] = await queryRows<OrderListRow>(
        db,
        sql`SELECT id, order_no, status, total_paise::text AS total_paise, created_at, ship_city, ship_state
            FROM orders WHERE order_no = ${orderNo}`,
      );
      reply.header('Cache-Control', 'private, no-store');
      if (!order) return reply.code(404).send({ message: NOT_FOUND });
      const items = await itemsOf(db, [order.id]);
      return {
        id: order.id,
        order_no: order.order_no,
        total_price: toDecimalString(Number(order.total_paise)),
        status: order.status,
        created_at: iso(order.created_at)!,
        items: items.get(order.id) ?? [],
        address: { city: order.ship_city, state: order.ship_state },
        tracking_info: await trackingHistory(db, order.id),
      };
    },
  );

  app.get(
    '/fetch-order/:userId/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Every order the signed-in customer placed, newest first, with its status (own id only)',
        params: Type.Object({ userId: IdParam }),
        response: { 200: OrdersList, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireSelf(app, request, reply, Number(request.params.userId));
      if (!user) return reply;
      reply.header('Cache-Control', 'private, no-store');
      return ordersList(db, sql`user_id = ${user.id}`);
    },
  );

  app.get(
    '/fetch-orders-by-session/',
    {
      schema: {
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
      return ordersList(db, sql`session_id = ${session.id}`);
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
      schema: {
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
      const owner = await resolveOwner(app, request, reply, false);
      if (owner === undefined) return reply;
      const [order] = await queryRows<{
        id: number;
        order_no: string;
        user_id: number | null;
        session_id: number | null;
        tracking_number: string | null;
        tracking_url: string | null;
        status: string;
        shipped_at: string | Date | null;
        delivered_at: string | Date | null;
        created_at: string | Date;
      }>(
        db,
        sql`SELECT id, order_no, user_id, session_id, tracking_number, tracking_url, status, shipped_at, delivered_at, created_at
            FROM orders WHERE id = ${orderId}`,
      );
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
