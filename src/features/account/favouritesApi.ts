import type { Favourite } from '../../../common/contract/accounts';
import { api, get } from '../../api/client';

export type { Favourite };

export const fetchFavourites = (userId: string | number, signal?: AbortSignal) =>
  get<Favourite[]>(`fetch-favorites/${userId}/`, undefined, signal);

export const createFavourite = async (userId: string | number, productId: number): Promise<Favourite> =>
  (await api.post<Favourite>('create-favorites/', { user_id: Number(userId), product_id: productId })).data;

export const removeFavourite = async (id: number): Promise<void> => {
  await api.delete(`remove-favorites/${id}/`);
};
