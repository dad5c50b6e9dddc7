import { queries } from '../api/queries';
import { useQuery } from './useQuery';

export function useProductDetail(id: string | undefined) {
  return useQuery(queries.productDetail(id ?? ''));
}
