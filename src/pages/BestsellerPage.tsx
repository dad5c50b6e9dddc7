import { fetchBestSellers } from '../api/catalogue';
import { ProductListing } from '../components/product/ProductListing';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

export default function BestsellerPage() {
  useSeo({
    title: 'Best Seller Products',
    description: 'The wound-care, coconut and beauty products our customers buy most at CocoCare Naturals.',
    path: paths.bestseller,
  });
  return <ProductListing title="Best Seller Products" fetcher={fetchBestSellers} reverse />;
}
