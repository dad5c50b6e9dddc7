import { sql, type SQL } from 'drizzle-orm';
import type { PlaceOrderBody, SavedAddress } from '../../common/contract/orders';
import type { Coupon } from '../../common/domain/coupon';
import type { OrderStatus } from '../../common/domain/order-lifecycle';
import { queryRows, type ShopDb } from '../db/client';
import { emailImagePath, productImageOf, productPicturesSql } from '../media/images';
import type { StockLine } from '../stock/ledger';
import { ownedBy, ownerKey, type Owner } from '../accounts/owner';
import { COUPON_LIVE } from '../coupons/service';

/**
 * The SQL on orders, their lines, addresses and payment events. Services call these with the
 * database or with a transaction (server/db/tx.ts); no route runs SQL on these tables itself.
 * Status changes are not here: they go through server/orders/lifecycle.ts.
 */

export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number | null;
  session_id: number | null;
  owner_key: string;
  status: OrderStatus;
  subtotal_paise: string;
  delivery_paise: string;
  coupon_code: string | null;
  coupon_discount_paise: string;
  total_paise: string;
  ship_name: string;
  ship_street: string;
  ship_city: string;
  ship_state: string;
  ship_country: string;
  ship_postal_code: string;
  ship_phone: string;
  ship_email: string;
  provider: 'razorpay' | 'sandbox';
  provider_order_id: string | null;
  payment_id: string | null;
  request_hash: string;
  flag: string | null;
  stock_released: boolean;
  created_at: string;
}

const ids = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export async function orderByIdempotencyKey(db: ShopDb, owner: Owner, key: string): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`SELECT * FROM orders WHERE owner_key = ${ownerKey(owner)} AND idempotency_key = ${key}`,
  );
  return row;
}

export async function orderById(db: ShopDb, id: number, lock = false): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`SELECT * FROM orders WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function orderByNo(db: ShopDb, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(db, sql`SELECT * FROM orders WHERE order_no = ${orderNo}`);
  return row;
}

export async function orderByProviderId(
  db: ShopDb,
  providerOrderId: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`SELECT * FROM orders WHERE provider_order_id = ${providerOrderId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** The owner's unpaid orders still holding stock that contain any of these cart lines, locked. */
export async function lockUnpaidOrdersWithLines(tx: ShopDb, owner: Owner, cartItemIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT o.id FROM orders o
        WHERE o.owner_key = ${ownerKey(owner)} AND o.status = 'awaiting_payment' AND NOT o.stock_released
          AND EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id AND oi.cart_item_id IN (${ids(cartItemIds)}))
        ORDER BY o.id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

/** Locks these products in id order, so two checkouts never wait on each other in a circle. */
export async function lockProducts(tx: ShopDb, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  await tx.execute(sql`SELECT id FROM products WHERE id IN (${ids([...new Set(productIds)])}) ORDER BY id FOR UPDATE`);
}

/** The units each of these orders holds, per product. */
export async function stockLinesOf(db: ShopDb, orderIds: number[]): Promise<(StockLine & { orderId: number })[]> {
  if (!orderIds.length) return [];
  const rows = await queryRows<{ order_id: number; product_id: number; quantity: number }>(
    db,
    sql`SELECT order_id, product_id, sum(quantity)::int AS quantity FROM order_items
        WHERE order_id IN (${ids(orderIds)}) AND product_id IS NOT NULL
        GROUP BY order_id, product_id ORDER BY order_id, product_id`,
  );
  return rows.map((r) => ({ orderId: r.order_id, productId: r.product_id, quantity: r.quantity }));
}

export interface NewOrder {
  orderNo: string;
  owner: Owner;
  subtotal: number;
  delivery: number;
  couponCode: string | null;
  discount: number;
  total: number;
  body: PlaceOrderBody;
  provider: 'razorpay' | 'sandbox';
  idempotencyKey: string | null;
  requestHash: string;
}

/** Inserts an order, or answers undefined when its number is taken (the caller draws another). */
export async function insertOrder(tx: ShopDb, o: NewOrder): Promise<OrderRow | undefined> {
  const b = o.body;
  const [row] = await queryRows<OrderRow>(
    tx,
    sql`INSERT INTO orders (order_no, user_id, session_id, owner_key, subtotal_paise, delivery_paise, coupon_code,
          coupon_discount_paise, total_paise, ship_name, ship_street, ship_city, ship_state, ship_country,
          ship_postal_code, ship_phone, ship_email, bill_name, bill_street, bill_city, bill_state, bill_country,
          bill_postal_code, bill_phone, bill_email, provider, idempotency_key, request_hash, buyer_gstin,
          buyer_business_name)
        VALUES (${o.orderNo}, ${o.owner.kind === 'user' ? o.owner.userId : null},
          ${o.owner.kind === 'session' ? o.owner.sessionId : null}, ${ownerKey(o.owner)}, ${o.subtotal}, ${o.delivery},
          ${o.couponCode}, ${o.discount}, ${o.total},
          ${b.name.trim()}, ${b.street.trim()}, ${b.city.trim()}, ${b.state.trim()}, ${b.country.trim()},
          ${b.postal_code.trim()}, ${b.mobile.trim()}, ${b.email.trim()}, ${b.bill_name.trim()}, ${b.bill_street.trim()},
          ${b.bill_city.trim()}, ${b.bill_state.trim()}, ${b.bill_country.trim()}, ${b.bill_postal_code.trim()},
          ${b.bill_mobile.trim()}, ${(b.bill_email ?? b.email).trim()}, ${o.provider}, ${o.idempotencyKey}, ${o.requestHash},
          ${b.buyer_gstin ?? null}, ${b.buyer_business_name ?? null})
        ON CONFLICT (order_no) DO NOTHING RETURNING *`,
  );
  return row;
}

export interface NewOrderLine {
  cartItemId: number;
  productId: number;
  productName: string;
  sizeId: number | null;
  sizeValue: string;
  options: unknown[];
  unitPaise: number;
  listPaise: number;
  quantity: number;
  totalPaise: number;
}

export async function insertOrderLines(tx: ShopDb, orderId: number, lines: NewOrderLine[]): Promise<void> {
  for (const l of lines)
    await tx.execute(
      sql`INSERT INTO order_items (order_id, cart_item_id, product_id, product_name, size_id, size_value, options,
            unit_price_paise, list_price_paise, quantity, line_total_paise)
          VALUES (${orderId}, ${l.cartItemId}, ${l.productId}, ${l.productName}, ${l.sizeId}, ${l.sizeValue},
            ${JSON.stringify(l.options)}::jsonb, ${l.unitPaise}, ${l.listPaise}, ${l.quantity}, ${l.totalPaise})`,
    );
}

/** Keeps the delivery address as the owner's last one, for the next checkout form. */
export async function saveAddress(tx: ShopDb, owner: Owner, b: PlaceOrderBody): Promise<void> {
  const column = owner.kind === 'user' ? sql`user_id` : sql`session_id`;
  const value = owner.kind === 'user' ? owner.userId : owner.sessionId;
  await tx.execute(
    sql`INSERT INTO addresses (${column}, name, street, city, state, country, postal_code, phone, email, buyer_gstin,
          buyer_business_name)
        VALUES (${value}, ${b.name.trim()}, ${b.street.trim()}, ${b.city.trim()}, ${b.state.trim()}, ${b.country.trim()},
          ${b.postal_code.trim()}, ${b.mobile.trim()}, ${b.email.trim()}, ${b.buyer_gstin ?? null},
          ${b.buyer_business_name ?? null})
        ON CONFLICT (${column}) DO UPDATE SET name = EXCLUDED.name, street = EXCLUDED.street, city = EXCLUDED.city,
          state = EXCLUDED.state, country = EXCLUDED.country, postal_code = EXCLUDED.postal_code, phone = EXCLUDED.phone,
          email = EXCLUDED.email, buyer_gstin = EXCLUDED.buyer_gstin, buyer_business_name = EXCLUDED.buyer_business_name,
          updated_at = now()`,
  );
}

export async function lastAddress(db: ShopDb, owner: Owner): Promise<SavedAddress | undefined> {
  const [row] = await queryRows<SavedAddress>(
    db,
    sql`SELECT name, street, city, state, country, postal_code, phone, email, buyer_gstin, buyer_business_name
        FROM addresses WHERE ${ownedBy(owner)}`,
  );
  return row;
}

export function activeCoupons(db: ShopDb): Promise<Coupon[]> {
  return queryRows<Coupon>(
    db,
    sql`SELECT code AS coupen_code, actual_price::text AS actual_price, discount_type,
          discount_price::text AS discount_price, discount_percentage::text AS discount_percentage
        FROM coupons c WHERE ${COUPON_LIVE} ORDER BY id`,
  );
}

/**
 * Holds a coupon's row until the transaction ends, so two checkouts with a coupon limited in uses
 * count each other's order before one more use is allowed (server/orders/service.ts).
 */
export async function lockCoupon(tx: ShopDb, code: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM coupons WHERE code = ${code} FOR UPDATE`);
}

/** Gives the order its provider order, unless a parallel replay gave it one first (then undefined). */
export async function setProviderOrderId(
  db: ShopDb,
  orderId: number,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`UPDATE orders SET provider_order_id = ${providerOrderId}, updated_at = now()
        WHERE id = ${orderId} AND provider_order_id IS NULL RETURNING *`,
  );
  return row;
}

export async function recordPaymentError(db: ShopDb, providerOrderId: string, description: string): Promise<void> {
  await db.execute(
    sql`UPDATE orders SET last_payment_error = ${description.slice(0, 500)}, updated_at = now()
        WHERE provider_order_id = ${providerOrderId}`,
  );
}

/** Sets or clears what a person must look at on this order. */
export async function setFlag(tx: ShopDb, orderId: number, flag: string | null): Promise<void> {
  await tx.execute(sql`UPDATE orders SET flag = ${flag}, updated_at = now() WHERE id = ${orderId}`);
}

export async function setStockReleased(tx: ShopDb, orderIds: number[], released: boolean): Promise<void> {
  if (!orderIds.length) return;
  await tx.execute(sql`UPDATE orders SET stock_released = ${released} WHERE id IN (${ids(orderIds)})`);
}

/** A paid order's lines leave the cart they came from. */
export async function removeOrderedCartLines(tx: ShopDb, orderId: number): Promise<void> {
  await tx.execute(
    sql`DELETE FROM cart_items WHERE id IN (SELECT cart_item_id FROM order_items WHERE order_id = ${orderId})`,
  );
}

/** Unpaid orders holding stock that match `where` (placed before the hold, one order…), locked. */
export async function lockReleasableOrders(tx: ShopDb, where: SQL): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM orders WHERE status = 'awaiting_payment' AND NOT stock_released AND ${where}
        ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

/**
 * Orders that can still be paid at the provider (awaiting payment, or expired but within the
 * provider's window), a page at a time, newest first: `before` is the last id of the previous page.
 */
export function payableOrdersPage(
  db: ShopDb,
  windowDays: number,
  before: number | undefined,
  limit: number,
): Promise<OrderRow[]> {
  return queryRows<OrderRow>(
    db,
    sql`SELECT * FROM orders
        WHERE status IN ('awaiting_payment', 'expired') AND provider_order_id IS NOT NULL
          AND created_at > now() - make_interval(days => ${windowDays})
          ${before === undefined ? sql`` : sql`AND id < ${before}`}
        ORDER BY id DESC LIMIT ${limit}`,
  );
}

export interface ConfirmationLine {
  product_name: string;
  size_value: string;
  /** The chosen options, as placed: [{ id, name, value }]. */
  options: { name: string; value: string }[] | null;
  quantity: number;
  line_total_paise: string;
  /** The product's first picture, small, as a path (`/media/…`); null once the product is gone. */
  image: string | null;
}

export async function confirmationLines(db: ShopDb, orderId: number): Promise<ConfirmationLine[]> {
  const rows = await queryRows<
    Omit<ConfirmationLine, 'image'> & {
      product_id: number | null;
      net_quantity: string | null;
      model_wearing_size: string | null;
      images: { position: number; media: string; alt: string }[] | string;
    }
  >(
    db,
    sql`SELECT oi.product_name, oi.size_value, oi.options, oi.quantity, oi.line_total_paise, oi.product_id, p.net_quantity, p.model_wearing_size,
          ${productPicturesSql(sql`oi.product_id`, sql`oi.product_name`)} AS images
        FROM order_items oi LEFT JOIN products p ON p.id = oi.product_id WHERE oi.order_id = ${orderId} ORDER BY oi.id`,
  );
  return rows.map(({ product_id, net_quantity, model_wearing_size, images, ...line }) => {
    const first = (typeof images === 'string' ? (JSON.parse(images) as Exclude<typeof images, string>) : images)[0];
    const source = { name: line.product_name, netQuantity: net_quantity ?? '', packSize: model_wearing_size ?? '' };
    return {
      ...line,
      image:
        product_id !== null && first
          ? emailImagePath(productImageOf(product_id, first.position, first.media, first.alt, source))
          : null,
    };
  });
}

/** Keeps a webhook event once; false when it was seen before. */
export async function recordPaymentEvent(
  db: ShopDb,
  event: { provider: string; eventId: string; type: string; providerOrderId: string | null; payload: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO payment_events (provider, event_id, type, provider_order_id, payload)
        VALUES (${event.provider}, ${event.eventId}, ${event.type}, ${event.providerOrderId}, ${event.payload}::jsonb)
        ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}
