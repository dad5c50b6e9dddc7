import { queries } from '../api/queries';
import type { Category } from '../api/catalogue';
import { useQuery } from './useQuery';

export interface CategoriesState {
  categories: Category[];
  loading: boolean;
  error: boolean;
}

/**
 * The category list, shared by the header menu, the footer, the home cards and the category
 * page (one request for all). `loading` turns false when the fetch ends, success or failure;
 * fetchCategories logs the failure.
 */
export function useCategories(): CategoriesState & { retry: () => void } {
  const result = useQuery(queries.categories());
  return {
    categories: result.status === 'success' ? result.data : [],
    loading: result.status === 'loading',
    error: result.status === 'error',
    retry: result.retry,
  };
}
