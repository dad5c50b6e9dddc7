import { useParams } from 'react-router-dom';
import { queries } from '../api/queries';
import { ProductListing } from '../components/product/ProductListing';
import { categoryMeta, notFoundMeta } from '../../common/site/meta';
import { useCategories } from '../hooks/useCategories';
import { usePageParam } from '../hooks/usePageParam';
import { usePageMeta } from '../lib/seo';

/** /product/{categoryId} and /category/{categoryId}: the category's products, not reversed. */
export default function CategoryProductsPage() {
  const { categoryId = '' } = useParams<{ categoryId: string }>();
  const { categories, loading, error } = useCategories();
  const page = usePageParam();
  const category = categories.find((c) => String(c.id) === categoryId);

  // The same tags the server wrote: the category's, or not-found once the list shows it is unknown.
  usePageMeta(category ? categoryMeta(category, page) : loading || error ? null : notFoundMeta.category);

  return (
    <ProductListing
      key={categoryId}
      title="OUR PRODUCTS"
      subtitle={category?.name}
      query={queries.categoryProducts(categoryId)}
      reverse={false}
      notFoundMessage="We could not find this category."
    />
  );
}
