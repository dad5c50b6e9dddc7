import type { Favourite } from '../../common/contract/accounts';
import type { ShopDb } from '../db/client';
import { ShopError } from '../lib/errors';
import { createFavouritesRepository } from './repository';

/**
 * A customer's favourites: the rules between the routes (which check who is asking) and the SQL.
 * What is refused is a ShopError, which the error handler answers with its status and message.
 */
export function createFavouritesService(db: ShopDb) {
  const repo = createFavouritesRepository(db);
  return {
    list: (userId: number): Promise<Favourite[]> => repo.list(userId),

    /** Adds a product once; adding it again changes nothing and answers the favourite already there. */
    async add(userId: number, productId: number): Promise<{ favourite: Favourite; created: boolean }> {
      const result = await repo.add(userId, productId);
      if (!result) throw new ShopError(404, 'Product not found.');
      return result;
    },

    /** Someone else's favourite is "not found": its existence is not theirs to learn. */
    async remove(userId: number, favouriteId: number): Promise<void> {
      if (!(await repo.remove(userId, favouriteId))) throw new ShopError(404, 'Favourite not found.');
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
