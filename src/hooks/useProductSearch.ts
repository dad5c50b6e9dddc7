import { useState } from 'react';
import type { ProductSummary } from '../api/catalogue';
import { queries } from '../api/queries';
import { queryCache } from '../lib/queryCache';
import { useQuery } from './useQuery';

export type SearchState =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; results: ProductSummary[] };

/**
 * The search dialog's search, read through the cache: nothing asked yet, an empty search refused,
 * or the words sent and their answer. Sending the same words again asks again.
 */
export function useProductSearch() {
  // null: nothing sent yet; '': an empty search.
  const [words, setWords] = useState<string | null>(null);
  const query = words ? queries.search(words) : null;
  const result = useQuery(query);

  function search(text: string) {
    const next = text.trim();
    if (next && next === words) queryCache.refetch(queries.search(next));
    setWords(next);
  }

  const state: SearchState =
    words === null
      ? { status: 'idle' }
      : words === ''
        ? { status: 'invalid' }
        : result.status === 'success'
          ? { status: 'done', results: result.data }
          : { status: result.status };
  return { state, search };
}
