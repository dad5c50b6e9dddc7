import { embeddedQuery } from '../../api/queries';
import {
  fetchBestSellers,
  fetchCategories,
  fetchCategoryPage,
  fetchCategoryProducts,
  fetchFeaturedProducts,
  fetchLatestCollection,
  fetchProductDetail,
} from './catalogueApi';
import { categoryPagePath } from '../../../common/site/first-screen';

/** The catalogue's cached reads: the categories, the product lists and a product's page (`product:{id}`). */
export const catalogueQueries = {
  categories: () => embeddedQuery('categories', 'categories/', fetchCategories),
  latestCollection: () => embeddedQuery('products:latest', 'latest-collection/', fetchLatestCollection),
  featured: () => embeddedQuery('products:featured', 'featured-products/', fetchFeaturedProducts),
  bestSellers: () => embeddedQuery('products:best', 'best-sellers/', fetchBestSellers),
  categoryProducts: (categoryId: string) =>
    embeddedQuery(`products:category:${categoryId}`, `products/${categoryId}/`, (signal) =>
      fetchCategoryProducts(categoryId, signal),
    ),
  categoryPage: (categoryId: string, page: number, limit: number) =>
    embeddedQuery(
      `products:category:${categoryId}:page:${page}:${limit}`,
      categoryPagePath(categoryId, page, limit),
      (signal) => fetchCategoryPage(categoryId, page, limit, signal),
    ),
  productDetail: (id: string) =>
    embeddedQuery(`product:${id}`, `product-detail/${id}/`, (signal) => fetchProductDetail(id, signal)),
};
