import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../components/common/Spinner';
import { useStaticPageMeta } from '../lib/seo';
import { paths } from '../../common/site/paths';

/** How long the loading screen shows before it says there is nothing to wait for. */
export const LOADING_HINT_AFTER_MS = 3000;

/**
 * /Loading: the shop's loading screen, as pages show it while they fetch. Nothing is being
 * fetched on this route, so after a moment it says so and offers a way on, rather than leaving
 * a shopper who followed an old link waiting for ever.
 */
export default function LoadingPage() {
  useStaticPageMeta('loading');
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), LOADING_HINT_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section className="container py-5 text-center">
      <Spinner minHeight={240} />
      <p className={waited ? '' : 'invisible'} aria-hidden={!waited}>
        Nothing more is on its way here. <Link to={paths.home}>Go to the home page</Link> or browse{' '}
        <Link to={paths.latestCollection}>our trending products</Link>.
      </p>
    </section>
  );
}
