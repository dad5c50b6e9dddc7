import { catalogueQueries } from './catalogueQueries';
import type { Category } from './catalogueApi';
import { useQuery } from '../../hooks/useQuery';

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
  const result = useQuery(catalogueQueries.categories());
  return {
    categories: result.status === 'success' ? result.data : [],
    loading: result.status === 'loading',
    error: result.status === 'error',
    retry: result.retry,
  };
}
