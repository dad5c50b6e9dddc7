import { useMemo } from 'react';
import type { ProductSummary } from './catalogueApi';
import { catalogueQueries } from './catalogueQueries';
import { useQuery, type QueryResult } from '../../hooks/useQuery';

/** A product list a page or section names; the hooks turn it into the cached read. */
export type ProductListName = 'latestCollection' | 'bestSellers' | 'featured' | { category: string };

const listQuery = (name: ProductListName) =>
  typeof name === 'string' ? catalogueQueries[name]() : catalogueQueries.categoryProducts(name.category);

/**
 * A product list from the shared cache. `reverse` shows the server's list newest-first, as
 * the best-seller, featured and latest-collection pages do (category lists are shown as they
 * come). An unexpected (non-list) answer counts as no products. `null` asks nothing.
 */
export function useProductList(list: ProductListName | null, reverse: boolean): QueryResult<ProductSummary[]> {
  const result = useQuery(list === null ? null : listQuery(list));
  const data = result.status === 'success' ? result.data : undefined;
  const items = useMemo(() => {
    if (data === undefined) return undefined;
    const list = Array.isArray(data) ? data : [];
    return reverse ? [...list].reverse() : list;
  }, [data, reverse]);
  return items === undefined ? result : { ...result, status: 'success', data: items, error: undefined };
}
