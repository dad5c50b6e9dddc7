import type { AddToCartBody, CartItem } from '../../common/contract/cart';
import { messages } from '../../common/domain/messages';
import type { ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import { ShopError } from '../lib/errors';
import type { Owner } from '../accounts/owner';
import { toCartItem } from './lines';
import type { DayRange } from '../../common/domain/policy';
import { createCartRepository, type ProductForCart } from './repository';

const notInCart = () => new ShopError(404, 'This item is not in your cart.');

/** The size a request names, by id or by its text; a product with sizes gets its first when none is named. */
function chosenSize(product: ProductForCart, sizeArg: AddToCartBody['size']): number | null {
  if (sizeArg !== undefined && sizeArg !== null && sizeArg !== '') {
    const size =
      typeof sizeArg === 'number'
        ? product.sizes.find((s) => s.id === sizeArg)
        : product.sizes.find((s) => s.value.trim().toLowerCase() === sizeArg.trim().toLowerCase());
    if (!size) throw new ShopError(400, 'This size is not offered for this product.');
    return size.id;
  }
  return product.sizes.length ? product.sizes[0]!.id : null;
}

/** The options a request names, once each and sorted (one line per set); at most one of each kind. */
function chosenOptions(product: ProductForCart, options: AddToCartBody['option']): number[] {
  const optionIds = [...new Set((options ?? []).map((o) => o.id))].sort((a, b) => a - b);
  const categories = new Set<number>();
  for (const id of optionIds) {
    const option = product.options.find((o) => o.id === id);
    if (!option) throw new ShopError(400, 'This option is not offered for this product.');
    if (categories.has(option.category)) throw new ShopError(400, 'Choose one option of each kind.');
    categories.add(option.category);
  }
  return optionIds;
}

/**
 * The cart's rules between the routes (which find the owner: the signed-in customer or the guest
 * session) and the SQL: what may be added, quantities within stock, one line per product, size and
 * options, and moving a guest's cart to the customer who signs in. Refusals are ShopErrors.
 */
/** `dispatchDays`: the shop's dispatch promise, for the lines of products that name none. */
export function createCartService(db: ShopDb, dispatchDays?: DayRange) {
  const repo = createCartRepository(db);
  return {
    /** Adds to the owner's line of this choice (made when new), never past the stock. */
    async add(owner: Owner, body: AddToCartBody): Promise<{ cart_item: CartItem; cart_count: number }> {
      const { product_id: productId, quantity } = body;
      const product = await repo.product(productId);
      if (!product) throw new ShopError(404, 'This product does not exist.');
      if (product.coming_soon) throw new ShopError(400, 'This product is coming soon and cannot be ordered yet.');
      if (product.sold_out) throw new ShopError(400, messages.soldOutSelect);
      if (product.stock_quantity === null) throw new ShopError(400, messages.stockUnavailable);
      if (product.stock_quantity <= 0) throw new ShopError(400, messages.soldOutSelect);
      const choice = {
        productId,
        sizeId: chosenSize(product, body.size),
        optionIds: chosenOptions(product, body.option),
      };
      const stock = product.stock_quantity;
      if (quantity > stock) throw new ShopError(400, messages.onlyInStock(stock));
      const line = await repo.addToLine(owner, choice, quantity, stock);
      if (!line) {
        const inCart = await repo.lineQuantity(owner, choice);
        throw new ShopError(400, `${messages.onlyInStock(stock)} You already have ${inCart} in your cart.`);
      }
      const [row] = await repo.rows(owner, [line.id]);
      return { cart_item: toCartItem(row!, dispatchDays), cart_count: await repo.count(owner) };
    },

    /** The owner's lines, newest first; nobody's cart is empty. */
    async list(owner: Owner | null): Promise<CartItem[]> {
      return owner ? (await repo.rows(owner)).map((row) => toCartItem(row, dispatchDays)) : [];
    },

    /** Units in the owner's cart. */
    count: (owner: Owner | null): Promise<number> => repo.count(owner),

    /** Sets a line's quantity (1..stock). A line id that cannot exist (undefined) is not in the cart. */
    async update(owner: Owner | null, id: number | undefined, quantity: number): Promise<CartItem> {
      const [row] = owner && id ? await repo.rows(owner, [id]) : [];
      if (!owner || !id || !row) throw notInCart();
      if (row.sold_out || row.coming_soon) throw new ShopError(400, messages.soldOutSelect);
      if (row.stock_quantity === null) throw new ShopError(400, messages.stockUnavailable);
      if (quantity > row.stock_quantity) throw new ShopError(400, messages.onlyInStock(row.stock_quantity));
      await repo.setQuantity(owner, id, quantity);
      return toCartItem({ ...row, quantity }, dispatchDays);
    },

    /** Removes one of the owner's lines. */
    async remove(owner: Owner | null, id: number | undefined): Promise<void> {
      if (!owner || !id || !(await repo.remove(owner, id))) throw notInCart();
    },

    /** Moves the guest session's lines (none without a session) to the customer; how many moved. */
    merge: (sessionId: number | null, userId: number): Promise<number> =>
      sessionId === null ? Promise.resolve(0) : mergeSessionCart(db, sessionId, userId),
  };
}

export type CartService = ReturnType<typeof createCartService>;

/**
 * Moves the session's lines to the user: a line the user already has gains the guest's quantity up to
 * the stock; the others change owner. Returns how many guest lines were moved or merged.
 */
export async function mergeSessionCart(db: ShopDb, sessionId: number, userId: number): Promise<number> {
  return inTransaction(db, async (t) => {
    const repo = createCartRepository(t);
    const guest = await repo.guestLinesForMerge(sessionId);
    let merged = 0;
    for (const line of guest) {
      const choice = { productId: line.product_id, sizeId: line.size_id, optionIds: line.option_ids };
      const mine = await repo.userLineForMerge(userId, choice);
      const cap = line.stock !== null && line.stock > 0 ? line.stock : null;
      if (mine) {
        const total = mine.quantity + line.quantity;
        const quantity = cap === null ? total : Math.max(mine.quantity, Math.min(total, cap));
        await repo.mergeInto(mine.id, quantity, line.id);
      } else {
        await repo.moveToUser(line.id, userId, cap === null ? line.quantity : Math.min(line.quantity, cap));
      }
      merged++;
    }
    return merged;
  });
}
