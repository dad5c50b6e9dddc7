import { embeddedQuery } from '../../api/queries';
import { queryCache } from '../../lib/queryCache';
import { fetchCart, fetchCartCount } from './cartApi';

function guestCount(answer: unknown): number {
  const count = (answer as { cart_count?: unknown } | null)?.cart_count;
  return typeof count === 'number' ? count : 0;
}

/** The cart's cached reads; every cart write invalidates `cart`. */
export const cartQueries = {
  /** A guest's cart (by session cookie) or a customer's. */
  cart: (userId: string | null) =>
    queryCache.query(`cart:lines:${userId ?? 'guest'}`, (signal) => fetchCart(userId, signal)),
  /** The server embeds a guest's count (by the session cookie); a customer's is asked for. */
  cartCount: (userId: string | null) =>
    userId
      ? queryCache.query(`cart:count:${userId}`, (signal) => fetchCartCount(userId, signal))
      : embeddedQuery(
          'cart:count:guest',
          'api/cart/session-count/',
          (signal) => fetchCartCount(null, signal),
          guestCount,
        ),
};
