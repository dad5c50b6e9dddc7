import { lazy, Suspense, useCallback, useState } from 'react';
import type { ProductSummary } from '../catalogue/catalogueApi';
import { paths } from '../../../common/site/paths';
import { homeGridSize } from '../../../common/domain/pagination';
import { useViewportWidth } from '../../hooks/useViewportWidth';
import { loadChunk } from '../../lib/chunk';
import { CategoryCards } from './CategoryCards';
import { FaqAccordion } from './FaqAccordion';
import { HomeProductSection } from './HomeProductSection';
import { PromoBlocks } from './PromoBlocks';
import { Testimonials } from './Testimonials';
import '../catalogue/catalogue.css';

/** The quick view's code downloads when a shopper first opens it, not with the page. */
const QuickViewModal = lazy(() =>
  loadChunk(() => import('../catalogue/QuickViewModal')).then((module) => ({
    default: module.QuickViewModal,
  })),
);

/**
 * The home page below its first screen (src/pages/HomePage.tsx loads this module on its own, so
 * the first screen's code does not wait for it): the category cards, the product grids, FAQ, testimonials and promo
 * blocks, shown `stage` groups at a time.
 */
export default function HomeBelow({ stage }: { stage: number }) {
  const width = useViewportWidth();
  const count = homeGridSize(width);
  const [quickView, setQuickView] = useState<ProductSummary | null>(null);
  const openQuickView = useCallback((product: ProductSummary) => setQuickView(product), []);
  return (
    <>
      <CategoryCards />
      {stage >= 1 && (
        <HomeProductSection
          id="home-trending"
          title="Our Trending products"
          viewAllTo={paths.latestCollection}
          list="latestCollection"
          count={count}
          onQuickView={openQuickView}
          className="cc-band"
        />
      )}
      {stage >= 2 && (
        <>
          <FaqAccordion />
          <HomeProductSection
            id="home-bestsellers"
            title="Best Seller Products"
            viewAllTo={paths.bestseller}
            list="bestSellers"
            count={count}
            onQuickView={openQuickView}
            className="cc-band"
          />
        </>
      )}
      {stage >= 3 && (
        <>
          <Testimonials />
          <HomeProductSection
            id="home-featured"
            title="Featured Products"
            viewAllTo={paths.featured}
            list="featured"
            count={count}
            onQuickView={openQuickView}
          />
          <PromoBlocks />
        </>
      )}
      {/* Until the last sections are in, the footer stays below the screen. */}
      {stage < 3 && <div style={{ minHeight: '100vh' }} />}
      {quickView && (
        <Suspense fallback={null}>
          <QuickViewModal product={quickView} onClose={() => setQuickView(null)} />
        </Suspense>
      )}
    </>
  );
}
