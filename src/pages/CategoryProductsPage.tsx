import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { fetchCategories, fetchCategoryProducts } from '../api/catalogue';
import { ProductListing } from '../components/product/ProductListing';
import { paths } from '../../common/site/paths';
import { useAsync } from '../hooks/useAsync';
import { useSeo } from '../lib/seo';

/** /product/{categoryId} and /category/{categoryId}: the category's products, not reversed. */
export default function CategoryProductsPage() {
  const { categoryId = '' } = useParams<{ categoryId: string }>();
  const categories = useAsync((signal) => fetchCategories(signal), []);
  const category =
    categories.status === 'success' ? categories.data.find((c) => String(c.id) === categoryId) : undefined;
  const fetcher = useCallback((signal: AbortSignal) => fetchCategoryProducts(categoryId, signal), [categoryId]);

  useSeo({
    title: category ? `${category.name} | OUR PRODUCTS` : 'OUR PRODUCTS',
    description: category?.description || 'Browse CocoCare Naturals products by category.',
    path: paths.category(categoryId),
    image: category?.image,
  });

  return (
    <ProductListing
      key={categoryId}
      title="OUR PRODUCTS"
      subtitle={category?.name}
      fetcher={fetcher}
      reverse={false}
      listKey={categoryId}
      notFoundMessage="We could not find this category."
    />
  );
}
