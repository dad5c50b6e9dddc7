import { lazy, Suspense, useEffect } from 'react';
import type { ProductDetail } from '../catalogue/catalogueApi';
import { Tabs, type TabItem } from '../../components/common/Tabs';
import { OPEN_TAB_EVENT } from '../catalogue/RatingSummary';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { StarRating } from '../catalogue/StarRating';
import { loadChunk } from '../../lib/chunk';

/** "4.5 out of 5 from 12 reviews", above the list; nothing before the first review. */
function RatingSummary({ average, count }: { average: number | null; count: number }) {
  if (!count || average === null) return null;
  return (
    <p className="d-flex flex-wrap align-items-center gap-2 mb-2">
      {/* The stars are rounded; the figure beside them is what is read out. */}
      <span aria-hidden="true">
        <StarRating value={average} />
      </span>
      <span>
        {average.toFixed(1)} out of 5 from {count} {count === 1 ? 'review' : 'reviews'}
      </span>
    </p>
  );
}

/**
 * The sanitizer (DOMPurify, about 12 KB gzipped) comes with the panels that need it, after the
 * page has shown: they are closed at first (Review is open), so nothing moves when they fill in.
 */
const SafeHtml = lazy(() =>
  loadChunk(() => import('../../components/common/SafeHtml')).then((module) => ({ default: module.SafeHtml })),
);

/** Description / Additional Information / Review tabs; Review is open first. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const tabs: TabItem[] = [
    {
      id: 'description',
      label: 'Description',
      panel: (
        <Suspense fallback={null}>
          <SafeHtml html={product.product_details} className="cc-rich-text" empty="No description yet." />
        </Suspense>
      ),
    },
    {
      id: 'additional',
      label: 'Additional Information',
      panel: (
        <Suspense fallback={null}>
          <SafeHtml html={product.additional_info} className="cc-rich-text" empty="No additional information." />
        </Suspense>
      ),
    },
    {
      id: 'review',
      label: 'Review',
      panel: (
        <>
          <RatingSummary average={product.average_rating} count={product.review_count} />
          <ReviewList reviews={product.reviews} />
          <ReviewForm productId={product.id} />
        </>
      ),
    },
  ];
  // Arriving from a quick view's rating link (#reviews): the page opens at the reviews, after the
  // scroll to the top every navigation makes.
  useEffect(() => {
    if (window.location.hash !== '#reviews') return;
    const timer = window.setTimeout(() => window.dispatchEvent(new CustomEvent(OPEN_TAB_EVENT, { detail: 'review' })));
    return () => window.clearTimeout(timer);
  }, [product.id]);
  return (
    <section id="reviews" className="cc-tabs mt-5" aria-labelledby="product-information">
      {/* The descriptions' own headings (h3) come under this one, not straight under the product's h1. */}
      <h2 id="product-information" className="visually-hidden">
        Product information
      </h2>
      <Tabs
        label="Product information"
        tabs={tabs}
        initial="review"
        openOn={OPEN_TAB_EVENT}
        listClassName="nav nav-tabs"
        panelClassName="cc-tabs__panel"
      />
    </section>
  );
}
