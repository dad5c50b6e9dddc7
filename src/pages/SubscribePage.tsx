import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';

// The feature behind this page arrives in a later issue; until then it says so honestly.
export default function SubscribePage() {
  usePageMeta(staticMeta('subscribe'));
  return (
    <>
      <PageBanner title="Subscribe" />
      <ComingSoon>
        <p className="lead">Newsletter sign-up opens soon.</p>
      </ComingSoon>
    </>
  );
}
