import { useSearchParams } from 'react-router-dom';
import { parsePageParam } from '../../common/site/meta';

/** A listing's 1-based page number from `?page=`, read the way the server reads it for the canonical URL. */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  return parsePageParam(searchParams.get('page'));
}
