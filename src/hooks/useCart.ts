import { useMemo } from 'react';
import { addToCart, removeCartItem, updateCartItem, type AddToCartBody } from '../api/cart';
import { queries } from '../api/queries';
import { queryCache } from '../lib/queryCache';
import { useQuery } from './useQuery';
import { useSession } from './useSession';

/** The shopper's cart lines from the shared cache (the mini-cart, /Cart and /Payment read the same entry). */
export function useCart() {
  const { userId } = useSession();
  const query = useMemo(() => queries.cart(userId), [userId]);
  return { ...useQuery(query), userId };
}

/** After any change to the cart, the lines and the header count are read again. */
const refresh = () => queryCache.invalidate('cart');

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
  refresh,
};
