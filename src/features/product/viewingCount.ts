import { fetchViewing } from './viewersApi';

/** The shop's count of browsers on a product's page (the notification asks it for the product it shows). */
export const countViewers = (productId: number, signal?: AbortSignal) => fetchViewing(productId, signal);
