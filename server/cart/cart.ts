import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import type { CartItem } from '../../common/contract/cart';
import { discountedUnitPaise, lineTotalPaise, type OfferType } from '../../common/domain/pricing';
import { toDecimalString, toPaise } from '../../common/domain/money';
import { productImageOf, productPicturesSql } from '../media/images';
import { ownedBy, type Owner } from '../accounts/owner';

/** A cart line with everything needed to price it, as read from the database. */
export interface CartRow {
  id: number;
  product_id: number;
  quantity: number;
  size_id: number | null;
  option_ids: number[];
  name: string;
  price: string;
  discount_percentage: string;
  offer_type: string | null;
  buy_x: number | null;
  get_y: number | null;
  sold_out: boolean;
  coming_soon: boolean;
  stock_quantity: number | null;
  net_quantity: string;
  model_wearing_size: string;
  size_value: string | null;
  size_price: string | null;
  images: { position: number; media: string; alt: string }[];
  options: { id: number; name: string; value: string }[];
}

export function offerTypeOf(value: string | null): OfferType {
  return value === 'buy_x_get_y' || value === 'discount_percentage' ? value : null;
}

/** The line total in paise: the one pricing rule of common/domain/pricing.ts. */
export function linePaise(
  row: Pick<CartRow, 'price' | 'discount_percentage' | 'offer_type' | 'buy_x' | 'get_y' | 'size_price'>,
  quantity: number,
): number {
  return lineTotalPaise({
    price: row.price,
    discount_percentage: row.discount_percentage,
    offer_type: offerTypeOf(row.offer_type),
    buy_x: row.buy_x,
    get_y: row.get_y,
    quantity,
    sizeAddOn: row.size_price,
  });
}

/** A line can be ordered when the product is on sale and has stock recorded. */
export function orderable(row: Pick<CartRow, 'sold_out' | 'coming_soon' | 'stock_quantity'>): boolean {
  return !row.sold_out && !row.coming_soon && row.stock_quantity !== null && row.stock_quantity > 0;
}

export function toCartItem(row: CartRow): CartItem {
  const stock = row.stock_quantity ?? 0;
  const source = { name: row.name, netQuantity: row.net_quantity, packSize: row.model_wearing_size };
  const options = row.options ?? [];
  return {
    cart_item_id: row.id,
    id: row.id,
    product_id: row.product_id,
    product_name: row.name,
    item_price: toDecimalString(linePaise(row, row.quantity)),
    price: row.price,
    discounted_price: toDecimalString(
      discountedUnitPaise({
        price: row.price,
        discount_percentage: row.discount_percentage,
        offer_type: offerTypeOf(row.offer_type),
      }),
    ),
    size_price: toDecimalString(row.size_price ? toPaise(row.size_price) : 0),
    quantity: row.quantity,
    stock_quantity: stock,
    actual_quantity: orderable(row) ? Math.min(row.quantity, stock) : 0,
    sold_out: !orderable(row),
    images: row.images.map((i) => productImageOf(row.product_id, i.position, i.media, i.alt, source)),
    size: row.size_id,
    selected_size: row.size_value ?? '',
    option: options.map((o) => `${o.name}: ${o.value}`).join(', '),
    options,
    offer_type: offerTypeOf(row.offer_type),
    buy_x: row.buy_x,
    get_y: row.get_y,
    discount_percentage: row.discount_percentage,
  };
}

const lineColumns = sql`
  ci.id, ci.product_id, ci.quantity, ci.size_id, ci.option_ids,
  p.name, p.price::text AS price, p.discount_percentage::text AS discount_percentage,
  p.offer_type, p.buy_x, p.get_y, p.sold_out, p.coming_soon, p.stock_quantity, p.net_quantity, p.model_wearing_size,
  s.value AS size_value, s.price::text AS size_price,
  ${productPicturesSql(sql`p.id`, sql`p.name`)} AS images,
  COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', oc.name, 'value', o.value) ORDER BY oc.position, oc.id)
            FROM options o JOIN option_categories oc ON oc.id = o.option_category_id
            WHERE o.id IN (SELECT jsonb_array_elements_text(ci.option_ids)::int)), '[]'::json) AS options`;

const lineFrom = sql`FROM cart_items ci JOIN products p ON p.id = ci.product_id LEFT JOIN product_sizes s ON s.id = ci.size_id`;

type Db = Pick<ShopDb, 'execute'>;

/** The owner's lines, newest first; `ids` narrows to those lines (still only the owner's). */
export async function cartRows(db: Db, owner: Owner, ids?: number[]): Promise<CartRow[]> {
  const only = ids
    ? sql` AND ci.id IN (${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`NULL`], sql`, `)})`
    : sql``;
  return queryRows<CartRow>(
    db as ShopDb,
    sql`SELECT ${lineColumns} ${lineFrom} WHERE ${ownedBy(owner, 'ci')}${only} ORDER BY ci.id DESC`,
  );
}

/** Units in the owner's cart (the header's number). */
export async function cartCount(db: Db, owner: Owner | null): Promise<number> {
  if (!owner) return 0;
  const [row] = await queryRows<{ n: number }>(
    db as ShopDb,
    sql`SELECT COALESCE(sum(quantity), 0)::int AS n FROM cart_items WHERE ${ownedBy(owner)}`,
  );
  return row?.n ?? 0;
}

export interface ProductForCart {
  id: number;
  name: string;
  sold_out: boolean;
  coming_soon: boolean;
  stock_quantity: number | null;
  sizes: { id: number; value: string }[];
  options: { id: number; category: number }[];
}

/** The product with its sizes and options, to check a requested line against. */
export async function productForCart(db: Db, productId: number): Promise<ProductForCart | undefined> {
  const [row] = await queryRows<ProductForCart>(
    db as ShopDb,
    sql`SELECT p.id, p.name, p.sold_out, p.coming_soon, p.stock_quantity,
          COALESCE((SELECT json_agg(json_build_object('id', s.id, 'value', s.value) ORDER BY s.position, s.id)
                    FROM product_sizes s WHERE s.product_id = p.id), '[]'::json) AS sizes,
          COALESCE((SELECT json_agg(json_build_object('id', o.id, 'category', oc.id))
                    FROM options o JOIN option_categories oc ON oc.id = o.option_category_id WHERE oc.product_id = p.id), '[]'::json) AS options
        FROM products p WHERE p.id = ${productId}`,
  );
  return row;
}
