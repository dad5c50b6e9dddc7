import { queryCache, type Query } from '../lib/queryCache';
import { fetchBlog, fetchBlogs, type BlogSummary } from './blogs';
import { fetchCart, fetchCartCount } from './cart';
import {
  fetchBestSellers,
  fetchCategories,
  fetchCategoryPage,
  fetchCategoryProducts,
  fetchFeaturedProducts,
  fetchLatestCollection,
  fetchProductDetail,
} from './catalogue';
import { takePageData } from './pageData';
import { categoryPagePath } from '../../common/site/first-screen';

/**
 * A cached read whose first answer may already be in the page (src/api/pageData.ts). `path` is the
 * one its fetcher requests, under the API base; `fromAnswer` turns the raw answer into what the
 * fetcher returns, where the fetcher does more than pass it on.
 */
function read<T>(
  key: string,
  path: string,
  load: (signal: AbortSignal) => Promise<T>,
  fromAnswer: (answer: unknown) => T = (answer) => answer as T,
): Query<T> {
  const query = queryCache.query(key, load);
  const embedded = takePageData(path);
  if (embedded !== undefined) queryCache.seed(query, fromAnswer(embedded));
  return query;
}

/** An unexpected (non-list) answer counts as no posts. */
const blogList = (answer: unknown): BlogSummary[] => (Array.isArray(answer) ? (answer as BlogSummary[]) : []);

/**
 * Every cached API read, by key. Keys are `resource` or `resource:id`, so a write can
 * invalidate a whole family at once (`queryCache.invalidate('products')`).
 */
export const queries = {
  categories: () => read('categories', 'categories/', fetchCategories),
  latestCollection: () => read('products:latest', 'latest-collection/', fetchLatestCollection),
  featured: () => read('products:featured', 'featured-products/', fetchFeaturedProducts),
  bestSellers: () => read('products:best', 'best-sellers/', fetchBestSellers),
  categoryProducts: (categoryId: string) =>
    read(`products:category:${categoryId}`, `products/${categoryId}/`, (signal) =>
      fetchCategoryProducts(categoryId, signal),
    ),
  categoryPage: (categoryId: string, page: number, limit: number) =>
    read(`products:category:${categoryId}:page:${page}:${limit}`, categoryPagePath(categoryId, page, limit), (signal) =>
      fetchCategoryPage(categoryId, page, limit, signal),
    ),
  productDetail: (id: string) =>
    read(`product:${id}`, `product-detail/${id}/`, (signal) => fetchProductDetail(id, signal)),
  blogs: () => read('blogs', 'api/blogs', async (signal) => blogList(await fetchBlogs(signal)), blogList),
  blog: (id: string) => read(`blog:${id}`, `api/blogs/${id}/`, (signal) => fetchBlog(id, signal)),
  /** A guest's cart (by session cookie) or a customer's; every cart write invalidates `cart`. */
  cart: (userId: string | null) =>
    queryCache.query(`cart:lines:${userId ?? 'guest'}`, (signal) => fetchCart(userId, signal)),
  /** The server embeds a guest's count (by the session cookie); a customer's is asked for. */
  cartCount: (userId: string | null) =>
    userId
      ? queryCache.query(`cart:count:${userId}`, (signal) => fetchCartCount(userId, signal))
      : read('cart:count:guest', 'api/cart/session-count/', (signal) => fetchCartCount(null, signal), guestCount),
};

function guestCount(answer: unknown): number {
  const count = (answer as { cart_count?: unknown } | null)?.cart_count;
  return typeof count === 'number' ? count : 0;
}
