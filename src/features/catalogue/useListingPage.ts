import { LISTING_PAGE_SIZE, pageCount, pageSlice } from '../../../common/domain/pagination';
import type { CategoryPage, ProductSummary } from './catalogueApi';
import { catalogueQueries } from './catalogueQueries';
import { useProductList, type ProductListName } from './useProductList';
import { useQuery } from '../../hooks/useQuery';

/** Where a listing's products come from. */
export type ListingSource =
  /** The whole list in one request, paged in the browser (`null`: not known yet what to ask). */
  | { kind: 'list'; list: ProductListName | null; reverse: boolean }
  /** One page per request, paged by the server (large categories); `expectedTotal` clamps the page asked for. */
  | { kind: 'pages'; categoryId: string; expectedTotal: number };

export type ListingPage =
  | { status: 'loading'; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'success';
      /** The products of the page shown. */
      items: ProductSummary[];
      totalItems: number;
      totalPages: number;
      /** 0-based, clamped into range. */
      pageIndex: number;
      retry: () => void;
    };

/** One page of a listing (`requested` is 1-based, from `?page=`), whichever side does the paging. */
export function useListingPage(source: ListingSource, requested: number): ListingPage {
  const list = useProductList(source.kind === 'list' ? source.list : null, source.kind === 'list' && source.reverse);
  const askFor = source.kind === 'pages' ? Math.min(requested, pageCount(source.expectedTotal, LISTING_PAGE_SIZE)) : 1;
  const paged = useQuery<CategoryPage>(
    source.kind === 'pages' ? catalogueQueries.categoryPage(source.categoryId, askFor, LISTING_PAGE_SIZE) : null,
  );

  const result = source.kind === 'list' ? list : paged;
  if (result.status === 'loading') return { status: 'loading', retry: result.retry };
  if (result.status === 'error') return { status: 'error', error: result.error, retry: result.retry };

  if (source.kind === 'list') {
    const items = list.status === 'success' ? list.data : [];
    const totalPages = pageCount(items.length, LISTING_PAGE_SIZE);
    const pageIndex = Math.min(requested - 1, totalPages - 1);
    return {
      status: 'success',
      items: pageSlice(items, pageIndex, LISTING_PAGE_SIZE),
      totalItems: items.length,
      totalPages,
      pageIndex,
      retry: list.retry,
    };
  }
  const page = paged.status === 'success' ? paged.data : null;
  return {
    status: 'success',
    items: page?.results ?? [],
    totalItems: page?.total ?? 0,
    totalPages: page?.pages ?? 1,
    pageIndex: (page?.page ?? 1) - 1,
    retry: paged.retry,
  };
}
