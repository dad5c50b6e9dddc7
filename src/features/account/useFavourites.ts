import { useMemo } from 'react';
import { createFavourite, fetchFavourites, removeFavourite, type Favourite } from './favouritesApi';
import { queryCache } from '../../lib/queryCache';
import { useQuery } from '../../hooks/useQuery';
import { useSession } from '../../hooks/useSession';

const KEY = 'favourites';

/**
 * The signed-in customer's favourites, one request shared by every heart on
 * the page; adding or removing refreshes it. A guest has none and asks nothing.
 */
export function useFavourites() {
  const { userId } = useSession();
  const query = useMemo(
    () => (userId ? queryCache.query(`${KEY}:${userId}`, (signal) => fetchFavourites(userId, signal)) : null),
    [userId],
  );
  const result = useQuery(query);
  const favourites: Favourite[] = result.status === 'success' ? result.data : [];

  return {
    signedIn: Boolean(userId),
    favourites,
    loading: Boolean(userId) && result.status === 'loading',
    error: result.status === 'error',
    retry: result.retry,
    /** The favourite holding `productId`, if the customer saved it. */
    favouriteOf: (productId: number) => favourites.find((f) => f.product === productId),
    async add(productId: number): Promise<Favourite> {
      const favourite = await createFavourite(userId!, productId);
      queryCache.invalidate(KEY);
      return favourite;
    },
    async remove(favouriteId: number): Promise<void> {
      await removeFavourite(favouriteId);
      queryCache.invalidate(KEY);
    },
  };
}
