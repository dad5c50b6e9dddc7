import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

// The feature behind this page arrives in a later issue; until then it says so honestly.
export default function PaymentPage() {
  useSeo({
    title: 'Checkout',
    description: 'Enter your delivery address and pay securely for your CocoCare Naturals order.',
    path: paths.payment,
  });
  return (
    <>
      <PageBanner title="Checkout" />
      <ComingSoon>
        <p className="lead">Checkout is being set up. Please check back soon.</p>
      </ComingSoon>
    </>
  );
}
