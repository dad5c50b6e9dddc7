import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

// The feature behind this page arrives in a later issue; until then it says so honestly.
export default function MiniCartPage() {
  useSeo({
    title: 'Cart',
    description: 'A quick look at the products in your CocoCare Naturals cart.',
    path: paths.miniCart,
  });
  return (
    <>
      <PageBanner title="Mini Cart" />
      <ComingSoon>
        <p className="lead">The quick cart view is being set up. Please check back soon.</p>
      </ComingSoon>
    </>
  );
}
