import { Link } from 'react-router-dom';
import { paths } from '../../common/site/paths';
import { usePageMeta } from '../lib/seo';
import { errorMeta } from '../../common/site/meta';

/** Browsers word a failed dynamic import differently; Vite and webpack name it too. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong while showing this page.';
}

/**
 * The error screen (src/app/RouteErrorBoundary.tsx shows it): an unexpected render error, or a page
 * chunk that could not be downloaded (usually a new version was deployed, or the connection
 * dropped) — the latter offers a reload.
 */
export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  usePageMeta(errorMeta);

  return (
    <section className="container py-5 route-error" role="alert">
      <h1 className="h2 mb-3">Unexpected Application Error!</h1>
      {chunk ? (
        <>
          <p className="mb-2">
            <strong>Chunk load error:</strong> part of the shop could not be downloaded. This usually means the shop was
            just updated or your connection dropped.
          </p>
          <p className="text-body-secondary small mb-4">{describe(error)}</p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              Reload the page
            </button>
            <Link to={paths.home} className="btn btn-outline-primary" reloadDocument>
              Go to the home page
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="mb-4">
            <code className="route-error__message">{describe(error)}</code>
          </p>
          <Link to={paths.home} className="btn btn-primary" reloadDocument>
            Go to the home page
          </Link>
        </>
      )}
    </section>
  );
}
