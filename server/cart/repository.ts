import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { productPicturesSql } from '../media/images';
import { ownedBy, type Owner } from '../accounts/owner';
import type { CartRow } from './lines';

const lineColumns = sql`
  ci.id, ci.product_id, ci.quantity, ci.size_id, ci.option_ids,
  p.name, p.price::text AS price, p.discount_percentage::text AS discount_percentage,
  p.offer_type, p.buy_x, p.get_y, p.dispatch_time, p.sold_out, p.coming_soon, p.stock_quantity, p.net_quantity, p.model_wearing_size,
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

/** What makes two lines one: the product, its size (none counts as 0) and its sorted option ids. */
export interface LineChoice {
  productId: number;
  sizeId: number | null;
  optionIds: number[];
}

/** A guest's line as the merge reads it, with its product's stock. */
export interface GuestLine {
  id: number;
  product_id: number;
  size_id: number | null;
  option_ids: number[];
  quantity: number;
  stock: number | null;
}

/** The cart's SQL. Inside a transaction, make one on the transaction's handle. */
export function createCartRepository(db: ShopDb) {
  /** The same line of the same owner: product, size and options. */
  const sameLine = (choice: LineChoice) =>
    sql`product_id = ${choice.productId} AND COALESCE(size_id, 0) = ${choice.sizeId ?? 0}
          AND option_ids = ${JSON.stringify(choice.optionIds)}::jsonb`;

  return {
    rows: (owner: Owner, ids?: number[]) => cartRows(db, owner, ids),
    count: (owner: Owner | null) => cartCount(db, owner),

    /** The product with its sizes and options, to check a requested line against. */
    async product(productId: number): Promise<ProductForCart | undefined> {
      const [row] = await queryRows<ProductForCart>(
        db,
        sql`SELECT p.id, p.name, p.sold_out, p.coming_soon, p.stock_quantity,
          COALESCE((SELECT json_agg(json_build_object('id', s.id, 'value', s.value) ORDER BY s.position, s.id)
                    FROM product_sizes s WHERE s.product_id = p.id), '[]'::json) AS sizes,
          COALESCE((SELECT json_agg(json_build_object('id', o.id, 'category', oc.id))
                    FROM options o JOIN option_categories oc ON oc.id = o.option_category_id WHERE oc.product_id = p.id), '[]'::json) AS options
        FROM products p WHERE p.id = ${productId}`,
      );
      return row;
    },

    /**
     * Adds `quantity` to the owner's line of this choice, making the line when there is none; the
     * addition happens only while the line stays within `stock`. undefined: it would not.
     */
    async addToLine(
      owner: Owner,
      choice: LineChoice,
      quantity: number,
      stock: number,
    ): Promise<{ id: number; quantity: number } | undefined> {
      const ownerColumn = owner.kind === 'user' ? sql`user_id` : sql`session_id`;
      const ownerValue = owner.kind === 'user' ? owner.userId : owner.sessionId;
      const conflictTarget =
        owner.kind === 'user'
          ? sql`(user_id, product_id, COALESCE(size_id, 0), option_ids) WHERE user_id IS NOT NULL`
          : sql`(session_id, product_id, COALESCE(size_id, 0), option_ids) WHERE session_id IS NOT NULL`;
      const [line] = await queryRows<{ id: number; quantity: number }>(
        db,
        sql`INSERT INTO cart_items (${ownerColumn}, product_id, size_id, option_ids, quantity)
            VALUES (${ownerValue}, ${choice.productId}, ${choice.sizeId}, ${JSON.stringify(choice.optionIds)}::jsonb, ${quantity})
            ON CONFLICT ${conflictTarget}
            DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
              WHERE cart_items.quantity + EXCLUDED.quantity <= ${stock}
            RETURNING id, quantity`,
      );
      return line;
    },

    /** Units of this choice already in the owner's cart (0 when there is no such line). */
    async lineQuantity(owner: Owner, choice: LineChoice): Promise<number> {
      const [existing] = await queryRows<{ quantity: number }>(
        db,
        sql`SELECT quantity FROM cart_items WHERE ${ownedBy(owner)} AND ${sameLine(choice)}`,
      );
      return existing?.quantity ?? 0;
    },

    async setQuantity(owner: Owner, id: number, quantity: number): Promise<void> {
      await db.execute(
        sql`UPDATE cart_items SET quantity = ${quantity}, updated_at = now() WHERE id = ${id} AND ${ownedBy(owner)}`,
      );
    },

    /** Removes one of the owner's lines; false when the owner has no such line. */
    async remove(owner: Owner, id: number): Promise<boolean> {
      const removed = await queryRows<{ id: number }>(
        db,
        sql`DELETE FROM cart_items WHERE id = ${id} AND ${ownedBy(owner)} RETURNING id`,
      );
      return removed.length > 0;
    },

    /** The guest session's lines, oldest first, locked for the merge. */
    guestLinesForMerge: (sessionId: number): Promise<GuestLine[]> =>
      queryRows<GuestLine>(
        db,
        sql`SELECT ci.id, ci.product_id, ci.size_id, ci.option_ids, ci.quantity, p.stock_quantity AS stock
          FROM cart_items ci JOIN products p ON p.id = ci.product_id
          WHERE ci.session_id = ${sessionId} ORDER BY ci.id FOR UPDATE OF ci`,
      ),

    /** The customer's own line of this choice, locked for the merge. */
    async userLineForMerge(userId: number, choice: LineChoice): Promise<{ id: number; quantity: number } | undefined> {
      const [mine] = await queryRows<{ id: number; quantity: number }>(
        db,
        sql`SELECT id, quantity FROM cart_items WHERE user_id = ${userId} AND ${sameLine(choice)} FOR UPDATE`,
      );
      return mine;
    },

    /** Sets a line's quantity and drops the guest line merged into it. */
    async mergeInto(lineId: number, quantity: number, guestLineId: number): Promise<void> {
      await db.execute(sql`UPDATE cart_items SET quantity = ${quantity}, updated_at = now() WHERE id = ${lineId}`);
      await db.execute(sql`DELETE FROM cart_items WHERE id = ${guestLineId}`);
    },

    /** Hands a guest line to the customer with this quantity. */
    async moveToUser(lineId: number, userId: number, quantity: number): Promise<void> {
      await db.execute(
        sql`UPDATE cart_items SET session_id = NULL, user_id = ${userId}, quantity = ${quantity}, updated_at = now() WHERE id = ${lineId}`,
      );
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
