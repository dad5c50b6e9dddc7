import { Type, type Static } from 'typebox';
import { Decimal } from './common';
import { ProductImage } from './catalogue';

/**
 * Cart calls. Money is a decimal string ("1499.00") on the wire; the server
 * computes every figure with common/domain/pricing.ts, so the SPA can redo a
 * line locally with `lineTotalPaise({ ...item, quantity, sizeAddOn: item.size_price })`
 * and get the same paise.
 *
 * Who owns a cart: the signed-in customer (Authorization: Bearer) when there is
 * one, else the guest session (httpOnly `sessionid` cookie). A line that is not
 * the caller's answers 404, as if it did not exist.
 */

/** Largest quantity any cart call accepts; the real cap is the product's stock. */
export const CART_MAX_QUANTITY = 10_000;

/**
 * A whole number of units. The cart routes validate without type coercion,
 * so '1', 1.5, 0, -1 and 10^9 all answer 400.
 */
export const CartQuantity = Type.Integer({ minimum: 1, maximum: CART_MAX_QUANTITY });

const OfferType = Type.Union([Type.Literal('discount_percentage'), Type.Literal('buy_x_get_y'), Type.Null()]);

/** One chosen option: `id` is the option's id (from the product's option_categories). */
export const CartOption = Type.Object({
  /** The option's id; the server checks it belongs to the product and takes name/value from the database. */
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  /** Option category name, e.g. "Pack" (informational; the server's own name is used). */
  name: Type.Optional(Type.String({ maxLength: 200 })),
  /** Option value, e.g. "Box of 10" (informational). */
  value: Type.Optional(Type.String({ maxLength: 200 })),
});
export type CartOption = Static<typeof CartOption>;

/** POST /api/cart/ */
export const AddToCartBody = Type.Object({
  /** The signed-in customer's own id, or null/absent for a guest. Another user's id answers 403. */
  user_id: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 })])),
  product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  /**
   * The chosen size: its id (integer) or its value text ("10 x 10 cm"); null/absent when the
   * product has no sizes. A product with sizes requires one.
   */
  size: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 }), Type.String({ maxLength: 200 })])),
  quantity: CartQuantity,
  /** Ignored: the server prices every line itself. Accepted so older clients keep working. */
  item_price: Type.Optional(Type.Unknown()),
  /** At most one option per option category of the product. */
  option: Type.Optional(Type.Array(CartOption, { maxItems: 20 })),
});
export type AddToCartBody = Static<typeof AddToCartBody>;

/** One line of a cart, as cart-fetch/ lists it. */
export const CartItem = Type.Object({
  /** The line's id: use it for cart-update/, cart-remove/ and place-order's cart_items. */
  cart_item_id: Type.Integer(),
  /** The same line id again (older mini-cart code reads `id`). */
  id: Type.Integer(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  /** The LINE total: lineTotalPaise (discount, buy-X-get-Y, size add-on, quantity) as a decimal string. */
  item_price: Decimal,
  /** The product's list price for one unit, before any discount and without the size add-on. */
  price: Decimal,
  /** One unit after the product's percentage discount (no size add-on). */
  discounted_price: Decimal,
  /** The chosen size's add-on per unit ("0.00" when none). */
  size_price: Decimal,
  /** Units in this line. */
  quantity: Type.Integer(),
  /** Units on hand now (0 when stock was never recorded). */
  stock_quantity: Type.Integer(),
  /** Units of this line that can be ordered now: min(quantity, stock), 0 when sold out or coming soon. */
  actual_quantity: Type.Integer(),
  /** True when the product is sold out (or coming soon, or has no stock): the line cannot be selected. */
  sold_out: Type.Boolean(),
  /** The product's pictures; the first is shown. */
  images: Type.Array(ProductImage),
  /** The chosen size's id, null when none. */
  size: Type.Union([Type.Integer(), Type.Null()]),
  /** The chosen size's text, '' when none. */
  selected_size: Type.String(),
  /** The chosen options as text, "Name: Value, Name: Value" ('' when none). */
  option: Type.String(),
  /** The chosen options as a list. */
  options: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), value: Type.String() })),
  offer_type: OfferType,
  buy_x: Type.Union([Type.Integer(), Type.Null()]),
  get_y: Type.Union([Type.Integer(), Type.Null()]),
  /** Percentage off the list price ("0.00" when none). */
  discount_percentage: Decimal,
  /** When the line leaves the shop: the product's own promise, else the shop's ('8–10 business days'). */
  dispatch_time: Type.String(),
});
export type CartItem = Static<typeof CartItem>;

/** GET /api/cart-fetch/ (guest), /api/cart-fetch/{userId}/, /api/cart-fetch/?user_id= : a bare list, newest first. */
export const CartList = Type.Array(CartItem);
export type CartList = Static<typeof CartList>;

export const CartFetchQuery = Type.Object({
  user_id: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
});

/** POST /api/cart/ answer (201). */
export const AddToCartResponse = Type.Object({
  message: Type.String(),
  cart_item: CartItem,
  /** Units in the whole cart afterwards (same figure as the count calls). */
  cart_count: Type.Integer(),
});
export type AddToCartResponse = Static<typeof AddToCartResponse>;

/** PATCH /api/cart-update/{cartItemId}/ : the new quantity, 1..stock. */
export const CartUpdateBody = Type.Object({ quantity: CartQuantity });
export type CartUpdateBody = Static<typeof CartUpdateBody>;

/** PATCH answer: 'Quantity and price updated successfully!' and the repriced line. */
export const CartUpdateResponse = Type.Object({ message: Type.String(), cart_item: CartItem });
export type CartUpdateResponse = Static<typeof CartUpdateResponse>;

/** GET /api/api/cart/count-by-user/{userId}/ and /api/api/cart/session-count/ : units in the cart (sum of quantities). */
export const CartCount = Type.Object({ cart_count: Type.Integer() });
export type CartCount = Static<typeof CartCount>;

/** POST /api/api/cart/merge/ : the session's lines move into the signed-in account. */
export const CartMergeBody = Type.Object({
  /** Must be the signed-in customer's own id when sent. */
  user_id: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 })])),
});
/** How many guest lines were moved or merged into the account. */
export const CartMergeResponse = Type.Object({ merged_count: Type.Integer(), message: Type.String() });
export type CartMergeResponse = Static<typeof CartMergeResponse>;
