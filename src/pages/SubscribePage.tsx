import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

// The feature behind this page arrives in a later issue; until then it says so honestly.
export default function SubscribePage() {
  useSeo({
    title: 'Subscribe',
    description: 'Subscribe to the CocoCare Naturals newsletter for new products and wound-care tips.',
    path: paths.subscribe,
  });
  return (
    <>
      <PageBanner title="Subscribe" />
      <ComingSoon>
        <p className="lead">Newsletter sign-up opens soon.</p>
      </ComingSoon>
    </>
  );
}
