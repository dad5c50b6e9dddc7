import { useMemo } from 'react';
import type { ProductSummary } from '../api/catalogue';
import type { Query } from '../lib/queryCache';
import { useQuery, type QueryResult } from './useQuery';

/**
 * A product list from the shared cache. `reverse` shows the server's list newest-first, as
 * the best-seller, featured and latest-collection pages do (category lists are shown as they
 * come). An unexpected (non-list) answer counts as no products. `null` asks nothing.
 */
export function useProductList(query: Query<ProductSummary[]> | null, reverse: boolean): QueryResult<ProductSummary[]> {
  const result = useQuery(query);
  const data = result.status === 'success' ? result.data : undefined;
  const items = useMemo(() => {
    if (data === undefined) return undefined;
    const list = Array.isArray(data) ? data : [];
    return reverse ? [...list].reverse() : list;
  }, [data, reverse]);
  return items === undefined ? result : { ...result, status: 'success', data: items, error: undefined };
}
