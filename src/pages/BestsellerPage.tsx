import { queries } from '../api/queries';
import { ProductListing } from '../components/product/ProductListing';
import { staticMeta } from '../../common/site/meta';
import { usePageParam } from '../hooks/usePageParam';
import { usePageMeta } from '../lib/seo';

export default function BestsellerPage() {
  usePageMeta(staticMeta('bestseller', usePageParam()));
  return (
    <ProductListing
      title="Best Seller Products"
      source={{ kind: 'list', query: queries.bestSellers(), reverse: true }}
    />
  );
}
