import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';

// The feature behind this page arrives in a later issue; until then it says so honestly.
export default function AuthFormPage() {
  usePageMeta(staticMeta('auth'));
  return (
    <>
      <PageBanner title="Login / Register" />
      <ComingSoon>
        <p className="lead">Sign-in and registration are being set up. Please check back soon.</p>
      </ComingSoon>
    </>
  );
}
