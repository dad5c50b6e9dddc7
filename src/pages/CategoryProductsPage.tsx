import { useParams } from 'react-router-dom';
import { ProductListing } from '../features/catalogue/ProductListing';
import { CLIENT_PAGING_MAX_ITEMS } from '../../common/domain/pagination';
import type { ListingSource } from '../features/catalogue/useListingPage';
import { categoryMeta, notFoundMeta } from '../../common/site/meta';
import { LISTING_TITLES } from '../../common/site/first-screen';
import { useCategories } from '../features/catalogue/useCategories';
import { usePageParam } from '../hooks/usePageParam';
import { usePageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';

/** /product/{categoryId} and /category/{categoryId}: the category's products, not reversed. */
export default function CategoryProductsPage() {
  const { categoryId = '' } = useParams<{ categoryId: string }>();
  const { categories, loading, error } = useCategories();
  const page = usePageParam();
  const { brand } = useShopDetails();
  const category = categories.find((c) => String(c.id) === categoryId);

  // The same tags the server wrote: the category's, or not-found once the list shows it is unknown.
  usePageMeta(category ? categoryMeta(category, page, brand) : loading || error ? null : notFoundMeta.category);

  // A large category is asked for one page at a time; the rest load whole and page here. Which
  // way is known once the categories are in: usually at once, as the layout asked for them first.
  const source: ListingSource = loading
    ? { kind: 'list', list: null, reverse: false }
    : category && category.product_count > CLIENT_PAGING_MAX_ITEMS
      ? { kind: 'pages', categoryId, expectedTotal: category.product_count }
      : { kind: 'list', list: { category: categoryId }, reverse: false };

  return (
    <ProductListing
      key={categoryId}
      title={LISTING_TITLES.category}
      subtitle={category?.name}
      source={source}
      notFoundMessage="We could not find this category."
    />
  );
}
