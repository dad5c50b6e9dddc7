/**
 * Number of items in the shopper's cart, for the header badge.
 * The cart API arrives in a later issue, so for now this is 0 and makes no request.
 */
export function useCartCount(): number {
  return 0;
}
