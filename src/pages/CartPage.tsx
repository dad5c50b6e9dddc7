import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

// The feature behind this page arrives in a later issue; until then it says so honestly.
export default function CartPage() {
  useSeo({
    title: 'Cart',
    description: 'Review the products in your CocoCare Naturals cart before checkout.',
    path: paths.cart,
  });
  return (
    <>
      <PageBanner title="Cart" />
      <ComingSoon>
        <p className="lead">Your cart is being set up. Please check back soon.</p>
      </ComingSoon>
    </>
  );
}
