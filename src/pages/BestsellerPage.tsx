import { ProductListing } from '../features/catalogue/ProductListing';
import { LISTING_TITLES } from '../../common/site/first-screen';
import { usePageParam } from '../hooks/usePageParam';
import { useStaticPageMeta } from '../lib/seo';

export default function BestsellerPage() {
  useStaticPageMeta('bestseller', usePageParam());
  return (
    <ProductListing title={LISTING_TITLES.bestseller} source={{ kind: 'list', list: 'bestSellers', reverse: true }} />
  );
}
