import { fetchFeaturedProducts } from '../api/catalogue';
import { ProductListing } from '../components/product/ProductListing';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

export default function FeaturedPage() {
  useSeo({
    title: 'Featured Products',
    description: 'Featured bio-cellulose, wound-care and coconut-based products chosen by CocoCare Naturals.',
    path: paths.featured,
  });
  // The heading's lower-case 'featured' is as SPEC §2 writes it.
  return <ProductListing title="featured Products" fetcher={fetchFeaturedProducts} reverse />;
}
