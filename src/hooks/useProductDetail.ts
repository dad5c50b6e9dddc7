import { fetchProductDetail } from '../api/catalogue';
import { useAsync } from './useAsync';

export function useProductDetail(id: string | undefined) {
  return useAsync((signal) => fetchProductDetail(id ?? '', signal), [id]);
}
