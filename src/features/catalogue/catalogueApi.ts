import type { Category, CategoryPage, ProductDetail, ProductSummary } from '../../../common/contract/catalogue';
import { ApiError, get } from '../../api/client';

export type { Category, CategoryPage, ProductDetail, ProductSummary };

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  try {
    return await get<Category[]>('categories/', undefined, signal);
  } catch (error) {
    if (!(error instanceof ApiError && error.canceled)) console.error('Error during Category fetch', error);
    throw error;
  }
}

export const fetchLatestCollection = (signal?: AbortSignal) =>
  get<ProductSummary[]>('latest-collection/', undefined, signal);
export const fetchFeaturedProducts = (signal?: AbortSignal) =>
  get<ProductSummary[]>('featured-products/', undefined, signal);
export const fetchBestSellers = (signal?: AbortSignal) => get<ProductSummary[]>('best-sellers/', undefined, signal);
export const fetchCategoryProducts = (categoryId: string | number, signal?: AbortSignal) =>
  get<ProductSummary[]>(`products/${categoryId}/`, undefined, signal);
/** One page of a category (the server pages it): `{ results, total, page, limit, pages }`. */
export const fetchCategoryPage = (categoryId: string | number, page: number, limit: number, signal?: AbortSignal) =>
  get<CategoryPage>(`products/${categoryId}/`, { page, limit }, signal);
export const searchProducts = (q: string, signal?: AbortSignal) => get<ProductSummary[]>('search/', { q }, signal);
export const fetchProductDetail = (id: string | number, signal?: AbortSignal) =>
  get<ProductDetail>(`product-detail/${id}/`, undefined, signal);
