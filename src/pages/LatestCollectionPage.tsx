import { queries } from '../api/queries';
import { ProductListing } from '../components/product/ProductListing';
import { staticMeta } from '../../common/site/meta';
import { usePageParam } from '../hooks/usePageParam';
import { usePageMeta } from '../lib/seo';

export default function LatestCollectionPage() {
  usePageMeta(staticMeta('latestCollection', usePageParam()));
  return (
    <ProductListing
      title="Our Trending Products"
      source={{ kind: 'list', query: queries.latestCollection(), reverse: true }}
    />
  );
}
