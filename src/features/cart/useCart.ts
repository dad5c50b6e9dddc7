import { useMemo } from 'react';
import { addToCart, mergeCart, removeCartItem, updateCartItem, type AddToCartBody, type CartItem } from './cartApi';
import { cartQueries } from './cartQueries';
import { queryCache } from '../../lib/queryCache';
import { useQuery } from '../../hooks/useQuery';
import { useSession } from '../../hooks/useSession';

/** The shopper's cart lines from the shared cache (the mini-cart, /Cart and /Payment read the same entry). */
export function useCart() {
  const { userId } = useSession();
  const query = useMemo(() => cartQueries.cart(userId), [userId]);
  return { ...useQuery(query), userId };
}

/** After any change to the cart, the lines and the header count are read again. */
const refresh = () => queryCache.invalidate('cart');

/**
 * Reads the cart again and waits for the answer (a cached copy will not do: stock may have
 * changed). Null when it could not be read.
 */
export function reloadCart(userId: string | null): Promise<CartItem[] | null> {
  const query = cartQueries.cart(userId);
  refresh();
  return new Promise((resolve) => {
    // Subscribing loads the stale entry if nothing is loading it yet; the first change is the new answer.
    const unsubscribe = queryCache.subscribe(query, () => {
      unsubscribe();
      const state = queryCache.snapshot(query);
      resolve(state.status === 'success' ? state.data : null);
    });
  });
}

async function afterWrite<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    // Even a refused write may mean the cart changed meanwhile (a line sold out, removed in another tab).
    refresh();
  }
}

/** Every cart write goes through here, so nothing on screen keeps an old count or total. */
export const cartWrites = {
  add: (body: AddToCartBody) => afterWrite(addToCart(body)),
  update: (cartItemId: number, quantity: number) => afterWrite(updateCartItem(cartItemId, quantity)),
  remove: (cartItemId: number) => afterWrite(removeCartItem(cartItemId)),
  /** A guest's lines move into the account the shopper just signed in to. */
  merge: (userId: string) => afterWrite(mergeCart(userId)),
  refresh,
};
