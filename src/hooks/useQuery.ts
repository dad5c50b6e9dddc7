import { useCallback, useSyncExternalStore } from 'react';
import { LOADING, queryCache, type Query, type QueryState } from '../lib/queryCache';

export type QueryResult<T> = QueryState<T> & { retry: () => void };

const noop = () => {};
const never = () => noop;

/**
 * A query's state from the shared cache: loads on first use, shares the request with every
 * other component that asks for the same key, and re-renders when the answer arrives.
 * `null` waits (nothing to ask yet).
 */
export function useQuery<T>(query: Query<T> | null): QueryResult<T> {
  const subscribe = useCallback(
    (onChange: () => void) => (query ? queryCache.subscribe(query, onChange) : never()),
    [query],
  );
  const snapshot = useCallback((): QueryState<T> => (query ? queryCache.snapshot(query) : LOADING), [query]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const retry = useCallback(() => {
    if (query) queryCache.refetch(query);
  }, [query]);
  return { ...state, retry };
}
