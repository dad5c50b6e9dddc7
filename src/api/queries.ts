import { queryCache, type Query } from '../lib/queryCache';
import { takePageData } from './pageData';

/**
 * A cached read whose first answer may already be in the page (src/api/pageData.ts). `path` is the
 * one its fetcher requests, under the API base; `fromAnswer` turns the raw answer into what the
 * fetcher returns, where the fetcher does more than pass it on. Each feature names its reads with
 * it (src/features/catalogue/catalogueQueries.ts, src/features/cart/cartQueries.ts, …). Keys are
 * `resource` or `resource:id`, so a write can invalidate a whole family at once
 * (`queryCache.invalidate('products')`).
 */
export function embeddedQuery<T>(
  key: string,
  path: string,
  load: (signal: AbortSignal) => Promise<T>,
  fromAnswer: (answer: unknown) => T = (answer) => answer as T,
): Query<T> {
  const query = queryCache.query(key, load);
  const embedded = takePageData(path);
  if (embedded !== undefined) queryCache.seed(query, fromAnswer(embedded));
  return query;
}
