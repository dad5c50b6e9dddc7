import { lazy, Suspense } from 'react';
import { loadChunk } from '../../lib/chunk';

/** The notification's code (with its product query) downloads once the app has started, not before the first screen. */
const NewProductNotification = lazy(() =>
  loadChunk(() => import('./NewProductNotification')).then((module) => ({ default: module.NewProductNotification })),
);

/** The header's new-product notification (NewProductNotification.tsx, 'strip'), its code loaded on its own. */
export function StripNotification() {
  return (
    <Suspense fallback={null}>
      <NewProductNotification />
    </Suspense>
  );
}
