import { catalogueQueries } from '../catalogue/catalogueQueries';
import { useQuery } from '../../hooks/useQuery';

export function useProductDetail(id: string | undefined) {
  return useQuery(catalogueQueries.productDetail(id ?? ''));
}
