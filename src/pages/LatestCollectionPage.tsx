import { fetchLatestCollection } from '../api/catalogue';
import { ProductListing } from '../components/product/ProductListing';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

export default function LatestCollectionPage() {
  useSeo({
    title: 'Our Trending Products',
    description: 'The newest bio-cellulose dressings, coconut oils and natural care products from CocoCare Naturals.',
    path: paths.latestCollection,
  });
  return <ProductListing title="Our Trending Products" fetcher={fetchLatestCollection} reverse />;
}
