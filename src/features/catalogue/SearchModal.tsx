import { lazy, Suspense } from 'react';
import type { SearchModalProps } from './SearchDialog';
import { loadChunk } from '../../lib/chunk';

/** The dialog's code (with the search call and price formatting) is not needed until it first opens. */
const SearchDialog = lazy(() =>
  loadChunk(() => import('./SearchDialog')).then((module) => ({ default: module.SearchDialog })),
);

/** Product search in a dialog (SearchDialog.tsx); its code downloads the first time it opens. */
export function SearchModal(props: SearchModalProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <SearchDialog {...props} />
    </Suspense>
  ) : null;
}
