import { ProductListing } from '../components/product/ProductListing';
import { staticMeta } from '../../common/site/meta';
import { LISTING_TITLES } from '../../common/site/first-screen';
import { usePageParam } from '../hooks/usePageParam';
import { usePageMeta } from '../lib/seo';

export default function BestsellerPage() {
  usePageMeta(staticMeta('bestseller', usePageParam()));
  return (
    <ProductListing title={LISTING_TITLES.bestseller} source={{ kind: 'list', list: 'bestSellers', reverse: true }} />
  );
}
