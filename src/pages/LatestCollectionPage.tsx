import { ProductListing } from '../components/product/ProductListing';
import { staticMeta } from '../../common/site/meta';
import { LISTING_TITLES } from '../../common/site/first-screen';
import { usePageParam } from '../hooks/usePageParam';
import { usePageMeta } from '../lib/seo';

export default function LatestCollectionPage() {
  usePageMeta(staticMeta('latestCollection', usePageParam()));
  return (
    <ProductListing
      title={LISTING_TITLES.latestCollection}
      source={{ kind: 'list', list: 'latestCollection', reverse: true }}
    />
  );
}
