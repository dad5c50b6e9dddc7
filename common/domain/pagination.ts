/** Page sizes and the phone breakpoint of the listings, home grid, related products and blog. */
const MOBILE_BREAKPOINT = 768;
export const LISTING_PAGE_SIZE = 12;
export const BLOG_PAGE_SIZE = 8;

/**
 * Up to this many products a listing loads the whole list once and pages it in the browser
 * (every later page is instant); a larger category is asked for one page at a time.
 */
export const CLIENT_PAGING_MAX_ITEMS = 96;

/** Home grids: 8 items up to 768 px wide, 12 above. */
export function homeGridSize(viewportWidth: number): number {
  return viewportWidth <= MOBILE_BREAKPOINT ? 8 : 12;
}

/** Related products: 4 at 768 px or less, 8 above. */
export function relatedProductsCount(viewportWidth: number): number {
  return viewportWidth <= MOBILE_BREAKPOINT ? 4 : 8;
}

export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** The items of one page; pageIndex is 0-based and clamped into range. */
export function pageSlice<T>(items: readonly T[], pageIndex: number, pageSize: number): T[] {
  const last = pageCount(items.length, pageSize) - 1;
  const index = Math.min(Math.max(0, pageIndex), last);
  return items.slice(index * pageSize, index * pageSize + pageSize);
}

export type PagerEntry = number | 'gap';

/**
 * Page indices (0-based) a pager shows: `edge` pages at each end, `around`
 * pages centred on the current one, and 'gap' where pages are skipped.
 */
export function pagerWindow(currentIndex: number, totalPages: number, edge = 2, around = 5): PagerEntry[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(0, currentIndex), totalPages - 1);
  const half = Math.floor(around / 2);
  let start = Math.max(0, current - half);
  const end = Math.min(totalPages - 1, start + around - 1);
  start = Math.max(0, end - around + 1);

  const shown = new Set<number>();
  for (let i = 0; i < Math.min(edge, totalPages); i++) shown.add(i);
  for (let i = start; i <= end; i++) shown.add(i);
  for (let i = Math.max(0, totalPages - edge); i < totalPages; i++) shown.add(i);
  // A gap that would hide a single page shows that page instead: '…' must save space.
  for (const page of [...shown]) if (!shown.has(page + 1) && shown.has(page + 2)) shown.add(page + 1);

  const sorted = [...shown].sort((a, b) => a - b);
  const result: PagerEntry[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1]! > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

export interface PagerModel {
  /** The page shown, 0-based, clamped into range. */
  current: number;
  /** What to draw between Previous and Next: page indices, and 'gap' for skipped runs. */
  entries: PagerEntry[];
  /** The page Previous / Next go to; null at the ends (the button is disabled). */
  previous: number | null;
  next: number | null;
}

/**
 * What a pager shows and where its buttons go, for every pager in the shop (listings and
 * the blog draw it differently). `window` limits the numbered pages to `edge` at each end
 * and `around` near the current one; without it every page is listed. Null for a single
 * page: no pager then.
 */
export function pagerModel(
  currentIndex: number,
  totalPages: number,
  window?: { edge: number; around: number },
): PagerModel | null {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(0, currentIndex), totalPages - 1);
  const entries = window
    ? pagerWindow(current, totalPages, window.edge, window.around)
    : Array.from({ length: totalPages }, (_, i) => i);
  return {
    current,
    entries,
    previous: current > 0 ? current - 1 : null,
    next: current < totalPages - 1 ? current + 1 : null,
  };
}

/** Blog pager pages are 1-based and ignore requests outside 1..last. */
export function clampBlogPage(requested: number, current: number, totalPages: number): number {
  return requested >= 1 && requested <= totalPages ? requested : current;
}

/** The blog card hint: cut at 80 characters plus '...' when longer. */
export function blogHint(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
