import type {
  AddToCartBody,
  AddToCartResponse,
  CartCount,
  CartItem,
  CartMergeResponse,
  CartUpdateResponse,
} from '../../../common/contract/cart';
import { api, get } from '../../api/client';
import { UnexpectedCartFormat } from '../../lib/errors';

export type { AddToCartBody, CartItem };

/**
 * The cart list out of whatever shape the answer has: a bare list, `{items}` or `{cart_items}`.
 * Null when it is none of these.
 */
export function cartLines(data: unknown): CartItem[] | null {
  if (Array.isArray(data)) return data as CartItem[];
  if (data && typeof data === 'object') {
    const box = data as { items?: unknown; cart_items?: unknown };
    if (Array.isArray(box.items)) return box.items as CartItem[];
    if (Array.isArray(box.cart_items)) return box.cart_items as CartItem[];
  }
  return null;
}

export { UnexpectedCartFormat } from '../../lib/errors';

/** The cart's lines: a guest's by the session cookie, a customer's by id. */
export async function fetchCart(userId: string | null, signal?: AbortSignal): Promise<CartItem[]> {
  const lines = cartLines(await get<unknown>(userId ? `cart-fetch/${userId}/` : 'cart-fetch/', undefined, signal));
  if (!lines) throw new UnexpectedCartFormat();
  return lines;
}

export const addToCart = async (body: AddToCartBody) => (await api.post<AddToCartResponse>('cart/', body)).data;

export const updateCartItem = async (cartItemId: number, quantity: number) =>
  (await api.patch<CartUpdateResponse>(`cart-update/${cartItemId}/`, { quantity })).data;

export const removeCartItem = async (cartItemId: number) =>
  (await api.delete<{ message?: string }>(`cart-remove/${cartItemId}/`)).data;

export const fetchCartCount = async (userId: string | null, signal?: AbortSignal): Promise<number> => {
  const answer = await get<Partial<CartCount>>(
    userId ? `api/cart/count-by-user/${userId}/` : 'api/cart/session-count/',
    undefined,
    signal,
  );
  return typeof answer.cart_count === 'number' ? answer.cart_count : 0;
};

/** Moves the guest's lines into the account just signed in to. */
export const mergeCart = async (userId: string) =>
  (await api.post<CartMergeResponse>('api/cart/merge/', { user_id: Number(userId) })).data;
