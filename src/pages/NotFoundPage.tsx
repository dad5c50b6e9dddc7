import { Link } from 'react-router-dom';
import { paths } from '../../common/site/paths';
import { usePageMeta } from '../lib/seo';
import { notFoundMeta } from '../../common/site/meta';

export default function NotFoundPage() {
  usePageMeta(notFoundMeta.page);
  return (
    <section className="container py-5 text-center not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="mb-3">Page not found</h1>
      <p className="mb-4">The page you were looking for has moved or never existed.</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={paths.home} className="btn btn-primary">
          Back to the home page
        </Link>
        <Link to={paths.latestCollection} className="btn btn-outline-primary">
          Browse trending products
        </Link>
      </div>
    </section>
  );
}
