import type { ProductViewersResponse } from '../../../common/contract/engagement';
import { api, get } from '../../api/client';

/** Tells the shop this browser has the product's page open (only while it shows viewing counts). */
export const reportViewing = async (productId: number, viewer: string): Promise<void> => {
  await api.post(`product-viewers/${productId}/`, { viewer });
};

/** How many browsers had the product's page open in the shop's window. */
export const fetchViewing = (productId: number, signal?: AbortSignal) =>
  get<ProductViewersResponse>(`product-viewers/${productId}/`, undefined, signal);
