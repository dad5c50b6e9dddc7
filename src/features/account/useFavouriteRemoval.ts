import { useState } from 'react';
import type { Favourite } from './favouritesApi';
import type { useFavourites } from './useFavourites';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/errors';

/**
 * Remove on the favourites page: which row is being removed, and the spec's messages afterwards
 * ('Favorite removed successfully!' for 1.5 s, or the server's reason, else 'Failed to remove favorite.').
 */
export function useFavouriteRemoval(favourites: ReturnType<typeof useFavourites>) {
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(favourite: Favourite) {
    setRemoving(favourite.id);
    try {
      await favourites.remove(favourite.id);
      void showAlert({
        icon: 'success',
        title: 'Favorite removed successfully!',
        timer: 1500,
        showConfirmButton: false,
      });
    } catch (error) {
      // The server's own reason when it gave one; otherwise (no answer, or a proxy's 502 without a
      // body) the spec's text, never the client's "Request failed with status code 502".
      const data = error instanceof ApiError ? (error.data as { message?: unknown } | undefined) : undefined;
      const message = typeof data?.message === 'string' && data.message ? data.message : 'Failed to remove favorite.';
      void showAlert({ icon: 'error', title: 'Error', text: message });
    } finally {
      setRemoving(null);
    }
  }

  return { removing, remove };
}
