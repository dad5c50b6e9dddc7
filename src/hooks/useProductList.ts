import type { ProductSummary } from '../api/catalogue';
import { useAsync } from './useAsync';

/**
 * Loads a product list. `reverse` shows the server's list newest-first, as SPEC §2 says for
 * best sellers, featured and latest collection (category lists are shown as they come).
 */
export function useProductList(
  fetcher: (signal: AbortSignal) => Promise<ProductSummary[]>,
  { reverse, key = '' }: { reverse: boolean; key?: string | number },
) {
  return useAsync(
    async (signal) => {
      const list = await fetcher(signal);
      const items = Array.isArray(list) ? list : [];
      return reverse ? [...items].reverse() : items;
    },
    [key, reverse],
  );
}
