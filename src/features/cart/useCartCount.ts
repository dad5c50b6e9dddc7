import { useEffect, useMemo, useState } from 'react';
import { cartQueries } from './cartQueries';
import { queryCache } from '../../lib/queryCache';
import { useQuery } from '../../hooks/useQuery';
import { useSession } from '../../hooks/useSession';

/** How often the header asks again, so a cart changed in another tab shows up. */
export const CART_COUNT_POLL_MS = 10_000;

/**
 * Number of items in the shopper's cart, for the header badge: polled every 10 s, and read
 * again at once after every cart write (those invalidate the `cart` keys). A failed poll keeps
 * the last count shown; 0 until one is known.
 */
export function useCartCount(): number {
  const { userId } = useSession();
  const query = useMemo(() => cartQueries.cartCount(userId), [userId]);
  const result = useQuery(query);
  useEffect(() => {
    const timer = setInterval(() => queryCache.refetch(query), CART_COUNT_POLL_MS);
    return () => clearInterval(timer);
  }, [query]);
  const [last, setLast] = useState(0);
  if (result.status === 'success' && result.data !== last) setLast(result.data);
  return result.status === 'success' ? result.data : last;
}
