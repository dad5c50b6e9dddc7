import { ProductListing } from '../components/product/ProductListing';
import { staticMeta } from '../../common/site/meta';
import { LISTING_TITLES } from '../../common/site/first-screen';
import { usePageParam } from '../hooks/usePageParam';
import { usePageMeta } from '../lib/seo';

export default function FeaturedPage() {
  usePageMeta(staticMeta('featured', usePageParam()));
  // The heading's lower-case 'featured' is the shop's wording, kept as it is.
  return <ProductListing title={LISTING_TITLES.featured} source={{ kind: 'list', list: 'featured', reverse: true }} />;
}
