import { useState } from 'react';
import { searchProducts, type ProductSummary } from './catalogueApi';
import { queryCache } from '../../lib/queryCache';
import { useQuery } from '../../hooks/useQuery';

/**
 * A search's results through the cache, by its words as typed (trimmed). Kept here, not in
 * catalogueQueries.ts, which every page's header loads: only the search dialog carries it.
 */
const searchQuery = (text: string) => queryCache.query(`search:${text}`, (signal) => searchProducts(text, signal));

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
  const query = words ? searchQuery(words) : null;
  const result = useQuery(query);

  function search(text: string) {
    const next = text.trim();
    if (next && next === words) queryCache.refetch(searchQuery(next));
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
