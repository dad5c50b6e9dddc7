import { ProductListing } from '../features/catalogue/ProductListing';
import { LISTING_TITLES } from '../../common/site/first-screen';
import { usePageParam } from '../hooks/usePageParam';
import { useStaticPageMeta } from '../lib/seo';

export default function FeaturedPage() {
  useStaticPageMeta('featured', usePageParam());
  // The heading's lower-case 'featured' is the shop's wording, kept as it is.
  return <ProductListing title={LISTING_TITLES.featured} source={{ kind: 'list', list: 'featured', reverse: true }} />;
}
