import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

// The feature behind this page arrives in a later issue; until then it says so honestly.
export default function FavouritePage() {
  useSeo({
    title: 'Favourites',
    description: 'The CocoCare Naturals products you saved as favourites.',
    path: paths.favourite,
  });
  return (
    <>
      <PageBanner title="Favourites" />
      <ComingSoon>
        <p className="lead">Your favourites list is being set up. Please check back soon.</p>
      </ComingSoon>
    </>
  );
}
