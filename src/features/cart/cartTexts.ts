import type { ApiError } from '../../lib/errors';

/**
 * What the cart, mini-cart and checkout say, word for word as the storefront always has
 * (docs/decisions.md); the texts shared with the server's rules are in common/domain/messages.ts.
 */
export const cartTexts = {
  // mini-cart
  miniCartHttpError: (status: number, message?: string) => `Error ${status}: ${message || 'Failed to fetch cart'}`,
  unexpectedFormat: 'Unexpected response format from server',
  connectFailed: 'Failed to connect to server. Please try again.',
  miniCartEmpty: 'Your cart is empty.',
  // add to cart (product page)
  added: 'Your product has been successfully added to the cart.',
  addFailed: 'Failed to add product to cart.',
  addError: 'Error adding product to cart.',
  // /Cart
  noItems: 'No cart items found.',
  loadFailed: 'Failed to load cart items. Please try again.',
  updateFailed: 'Failed to update quantity.',
  updated: 'Quantity and price updated successfully!',
  /** Checkout could not save a quantity changed on screen: nothing was ordered at the old one. */
  notSaved: (name: string) => `The new quantity of ${name} is not saved; checkout has not started.`,
  removeFailed: 'Failed to remove item from cart.',
  removed: 'Item removed successfully from cart!',
  // checkout
  orderError: 'Order Error: Unable to create the order. Please try again.',
  orderFailed: 'There was an issue creating your order.',
  networkError: 'Network error. Please try again.',
  orderPlacedTitle: 'Order Placed',
  orderPlaced: (orderNo: string) =>
    `Thank you! Your order ${orderNo} is confirmed. A confirmation e-mail is on its way.`,
  // Not in the old storefront, which said nothing here: the cart is kept and the shopper can pay again.
  paymentFailed: 'Payment failed. Your cart is unchanged; you can try again.',
  paymentCancelled: 'Payment cancelled. Your cart is unchanged; you can try again.',
  verifyFailed:
    'We could not confirm your payment yet. If money was taken, the order is confirmed by e-mail shortly; otherwise please try again.',
  scriptFailed: 'The payment window could not be opened. Please check your connection and try again.',
  totalChanged: 'Prices in your cart have changed. Please review the order summary and try again.',
} as const;

/** The server's own `{message}` of a failed call, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as Partial<ApiError> | null)?.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message ? data.message : undefined;
}

/** 'Order Error: Unable to …' → title 'Order Error', text 'Unable to …' (a dialog's two parts). */
export function titled(message: string): { title: string; text: string } {
  const at = message.indexOf(': ');
  return at < 0 ? { title: message, text: '' } : { title: message.slice(0, at), text: message.slice(at + 2) };
}
