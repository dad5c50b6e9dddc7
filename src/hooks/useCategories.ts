import { useEffect, useState } from 'react';
import { fetchCategories, type Category } from '../api/catalogue';

export interface CategoriesState {
  categories: Category[];
  loading: boolean;
  error: boolean;
}

/**
 * Loads the category list once per mount. `loading` becomes false when the
 * fetch ends, success or failure (SPEC §4); fetchCategories logs the failure.
 */
export function useCategories(): CategoriesState {
  const [state, setState] = useState<CategoriesState>({ categories: [], loading: true, error: false });

  useEffect(() => {
    const controller = new AbortController();
    fetchCategories(controller.signal)
      .then((categories) => {
        if (!controller.signal.aborted) setState({ categories, loading: false, error: false });
      })
      .catch(() => {
        // Already logged by fetchCategories ('Error during Category fetch').
        if (!controller.signal.aborted) setState({ categories: [], loading: false, error: true });
      });
    return () => controller.abort();
  }, []);

  return state;
}
