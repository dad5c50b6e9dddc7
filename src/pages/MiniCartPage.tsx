import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';

// The feature behind this page arrives in a later issue; until then it says so honestly.
export default function MiniCartPage() {
  usePageMeta(staticMeta('miniCart'));
  return (
    <>
      <PageBanner title="Mini Cart" />
      <ComingSoon>
        <p className="lead">The quick cart view is being set up. Please check back soon.</p>
      </ComingSoon>
    </>
  );
}
