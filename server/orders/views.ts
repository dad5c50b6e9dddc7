import { sql } from 'drizzle-orm';
import type { OrderItem, OrderSummary } from '../../common/contract/orders';
import { toDecimalString } from '../../common/domain/money';
import type { OrderStatus } from '../../common/domain/order-lifecycle';
import { queryRows, type ShopDb } from '../db/client';
import { productImageOf, productPicturesSql } from '../media/images';
import { ownedBy, type Owner } from '../accounts/owner';

/**
 * What the order pages read: a customer's or a guest session's orders with their lines, the public
 * lookup by number, and an order's shipping state. The SQL behind server/orders/tracking-routes.ts.
 */

interface OrderListRow {
  id: number;
  order_no: string;
  status: OrderStatus;
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
  options: { name: string; value: string }[] | null;
  line_total_paise: string;
  net_quantity: string | null;
  model_wearing_size: string | null;
  images: { position: number; media: string; alt: string }[] | null;
}

export const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The lines of these orders, each with the product's current pictures (none once it is gone). */
export async function itemsOf(db: ShopDb, orderIds: number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT oi.order_id, oi.product_id, oi.product_name, oi.quantity, oi.size_value, oi.options,
          oi.line_total_paise::text AS line_total_paise,
          p.net_quantity, p.model_wearing_size,
          ${productPicturesSql(sql`oi.product_id`, sql`oi.product_name`)} AS images
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
      option: (row.options ?? []).map((o) => `${o.name}: ${o.value}`).join(', '),
      images:
        row.product_id === null
          ? []
          : (row.images ?? []).map((i) => productImageOf(row.product_id!, i.position, i.media, i.alt, source)),
      total_price: toDecimalString(Number(row.line_total_paise)),
    });
  }
  return byOrder;
}

/** The owner's orders, newest first (500 at most), each with its lines. */
export async function ordersList(db: ShopDb, owner: Owner): Promise<{ orders: OrderSummary[] }> {
  const rows = await queryRows<OrderListRow>(
    db,
    sql`SELECT id, order_no, status, total_paise::text AS total_paise, created_at, ship_street, ship_city, ship_state,
          ship_postal_code, ship_country
        FROM orders WHERE ${ownedBy(owner)} ORDER BY created_at DESC, id DESC LIMIT 500`,
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

/** The order behind a number, for the public lookup: no name, street, phone or e-mail. */
export async function orderForLookup(db: ShopDb, orderNo: string) {
  const [order] = await queryRows<Omit<OrderListRow, 'ship_street' | 'ship_postal_code' | 'ship_country'>>(
    db,
    sql`SELECT id, order_no, status, total_paise::text AS total_paise, created_at, ship_city, ship_state
        FROM orders WHERE order_no = ${orderNo}`,
  );
  return order;
}

/** An order's owner and shipping state, for the tracking answer. */
export async function orderForTracking(db: ShopDb, orderId: number) {
  const [order] = await queryRows<{
    id: number;
    order_no: string;
    user_id: number | null;
    session_id: number | null;
    tracking_number: string | null;
    tracking_url: string | null;
    courier: string | null;
    status: OrderStatus;
    shipped_at: string | Date | null;
    delivered_at: string | Date | null;
    created_at: string | Date;
  }>(
    db,
    sql`SELECT id, order_no, user_id, session_id, tracking_number, tracking_url, courier, status, shipped_at, delivered_at, created_at
        FROM orders WHERE id = ${orderId}`,
  );
  return order;
}

/** Who placed the order with this number, its state and whether it has shipped (invoice downloads check them). */
export async function orderOwnership(db: ShopDb, orderNo: string) {
  const [order] = await queryRows<{
    user_id: number | null;
    session_id: number | null;
    status: OrderStatus;
    shipped_at: string | Date | null;
  }>(db, sql`SELECT user_id, session_id, status, shipped_at FROM orders WHERE order_no = ${orderNo}`);
  return order;
}
