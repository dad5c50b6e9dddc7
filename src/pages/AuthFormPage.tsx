import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

// The feature behind this page arrives in a later issue; until then it says so honestly.
export default function AuthFormPage() {
  useSeo({
    title: 'Login / Register',
    description: 'Log in to your CocoCare Naturals account or create a new one.',
    path: paths.auth,
  });
  return (
    <>
      <PageBanner title="Login / Register" />
      <ComingSoon>
        <p className="lead">Sign-in and registration are being set up. Please check back soon.</p>
      </ComingSoon>
    </>
  );
}
