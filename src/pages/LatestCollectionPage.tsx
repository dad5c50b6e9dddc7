import { ProductListing } from '../features/catalogue/ProductListing';
import { LISTING_TITLES } from '../../common/site/first-screen';
import { usePageParam } from '../hooks/usePageParam';
import { useStaticPageMeta } from '../lib/seo';

export default function LatestCollectionPage() {
  useStaticPageMeta('latestCollection', usePageParam());
  return (
    <ProductListing
      title={LISTING_TITLES.latestCollection}
      source={{ kind: 'list', list: 'latestCollection', reverse: true }}
    />
  );
}
