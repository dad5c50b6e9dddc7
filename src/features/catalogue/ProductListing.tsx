import { useEffect, useRef, type Ref } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/errors';
import { useListingPage, type ListingSource } from './useListingPage';
import { usePageParam } from '../../hooks/usePageParam';
import { Breadcrumb } from '../../components/common/Breadcrumb';
import { Pager } from '../../components/common/Pager';
import { ProductGrid } from './ProductGrid';
import { QuickViewModal, useQuickView } from './QuickViewModal';
import { EmptyState, LoadError, Loading } from '../../components/common/StatusViews';
import { LISTING_FIRST_SCREEN_CARDS } from '../../../common/site/first-screen';
import { productCount } from '../../../common/domain/display';
import './catalogue.css';

interface ProductListingProps {
  title: string;
  subtitle?: string;
  /**
   * The products: a whole list paged here (best sellers, featured and latest collection shown
   * newest first; category lists as they come), or a large category paged by the server.
   */
  source: ListingSource;
  /** What to say when the server answers 404 (an unknown category). */
  notFoundMessage?: string;
}

/**
 * The listing template shared by /Latestcollection, /Bestseller, /Featured and /product/{id}:
 * 12 per page. The page index (0-based inside) is kept in `?page=` (1-based, as people read
 * it) so Back and shared links land on the same page.
 */
export function ProductListing({ title, subtitle, source, notFoundMessage }: ProductListingProps) {
  const list = useListingPage(source, usePageParam());
  const quickView = useQuickView();
  const [, setSearchParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageIndex = list.status === 'success' ? list.pageIndex : 0;
  const totalPages = list.status === 'success' ? list.totalPages : 1;
  const movedByPager = useRef(false);

  useEffect(() => {
    if (!movedByPager.current) return;
    movedByPager.current = false;
    // Start the new page at its heading, for keyboard and screen-reader users too.
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pageIndex]);

  function goTo(index: number) {
    movedByPager.current = true;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (index <= 0) next.delete('page');
        else next.set('page', String(index + 1));
        return next;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <section className="container py-4 py-lg-5 cc-listing">
      <ListingHeader
        title={title}
        subtitle={subtitle}
        headingRef={headingRef}
        page={list.status === 'success' ? pageIndex + 1 : 1}
        totalPages={list.status === 'success' ? totalPages : 1}
        count={list.status === 'success' && list.totalItems > 0 ? list.totalItems : undefined}
      />
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' &&
        (notFoundMessage && list.error instanceof ApiError && list.error.status === 404 ? (
          <EmptyState>{notFoundMessage}</EmptyState>
        ) : (
          <LoadError message="We could not load these products." onRetry={list.retry} />
        ))}
      {list.status === 'success' && list.totalItems === 0 && <EmptyState />}
      {list.status === 'success' && list.totalItems > 0 && (
        <>
          <ProductGrid
            products={list.items}
            onQuickView={quickView.open}
            label={title}
            leadImages={LISTING_FIRST_SCREEN_CARDS}
          />
          <Pager current={pageIndex} totalPages={totalPages} onChange={goTo} label={`${title} pages`} />
        </>
      )}
      <QuickViewModal product={quickView.product} onClose={quickView.close} />
    </section>
  );
}

interface ListingHeaderProps {
  title: string;
  /** The listing's own subject (a category's name), shown under the title and ending the breadcrumb. */
  subtitle?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** 1-based; 'Page x of y' shows when there is more than one page. */
  page: number;
  totalPages: number;
  /** How many products the whole listing holds, once known. */
  count?: number;
}

/** A listing's breadcrumb and heading, with how many products it holds and the page it is on. */
export function ListingHeader({ title, subtitle, headingRef, page, totalPages, count }: ListingHeaderProps) {
  return (
    <header className="text-center mb-4">
      <Breadcrumb
        className="cc-listing__crumbs"
        listClassName="breadcrumb small justify-content-center mb-2"
        trail={[{ label: subtitle ?? title }]}
      />
      <h1 ref={headingRef} tabIndex={-1} className="cc-section-title">
        {title}
      </h1>
      {subtitle && <p className="cc-listing__subject mb-0">{subtitle}</p>}
      {(count !== undefined || totalPages > 1) && (
        <p className="small text-body-secondary mb-0">
          {count !== undefined && <span>{productCount(count)}</span>}
          {count !== undefined && totalPages > 1 && <span aria-hidden="true"> · </span>}
          {totalPages > 1 && (
            <span>
              Page {page} of {totalPages}
            </span>
          )}
        </p>
      )}
    </header>
  );
}
