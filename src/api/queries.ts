import { queryCache } from '../lib/queryCache';
import { fetchBlog, fetchBlogs } from './blogs';
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

/**
 * Every cached API read, by key. Keys are `resource` or `resource:id`, so a write can
 * invalidate a whole family at once (`queryCache.invalidate('products')`).
 */
export const queries = {
  categories: () => queryCache.query('categories', fetchCategories),
  latestCollection: () => queryCache.query('products:latest', fetchLatestCollection),
  featured: () => queryCache.query('products:featured', fetchFeaturedProducts),
  bestSellers: () => queryCache.query('products:best', fetchBestSellers),
  categoryProducts: (categoryId: string) =>
    queryCache.query(`products:category:${categoryId}`, (signal) => fetchCategoryProducts(categoryId, signal)),
  categoryPage: (categoryId: string, page: number, limit: number) =>
    queryCache.query(`products:category:${categoryId}:page:${page}:${limit}`, (signal) =>
      fetchCategoryPage(categoryId, page, limit, signal),
    ),
  productDetail: (id: string) => queryCache.query(`product:${id}`, (signal) => fetchProductDetail(id, signal)),
  blogs: () =>
    queryCache.query('blogs', async (signal) => {
      const blogs = await fetchBlogs(signal);
      // An unexpected (non-list) answer counts as no posts.
      return Array.isArray(blogs) ? blogs : [];
    }),
  blog: (id: string) => queryCache.query(`blog:${id}`, (signal) => fetchBlog(id, signal)),
  /** A guest's cart (by session cookie) or a customer's; every cart write invalidates `cart`. */
  cart: (userId: string | null) =>
    queryCache.query(`cart:lines:${userId ?? 'guest'}`, (signal) => fetchCart(userId, signal)),
  cartCount: (userId: string | null) =>
    queryCache.query(`cart:count:${userId ?? 'guest'}`, (signal) => fetchCartCount(userId, signal)),
};
