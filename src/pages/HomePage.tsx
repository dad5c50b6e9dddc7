import { company } from '../../common/site/company';
import { lazy, Suspense, useCallback, useState } from 'react';
import { queries } from '../api/queries';
import type { ProductSummary } from '../api/catalogue';
import { CategoryCards } from '../components/home/CategoryCards';
import { FaqAccordion } from '../components/home/FaqAccordion';
import { HeroBanner } from '../components/home/HeroBanner';
import { HomeProductSection } from '../components/home/HomeProductSection';
import { PromoBlocks } from '../components/home/PromoBlocks';
import { Testimonials } from '../components/home/Testimonials';
import { paths } from '../../common/site/paths';
import { homeGridSize } from '../../common/domain/pagination';
import { useViewportWidth } from '../hooks/useViewportWidth';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';
import { useStages } from '../app/firstRender';
import '../styles/catalogue.css';
import { loadChunk } from '../lib/chunk';

/**
 * The top of the home page, which needs no data: the page's heading and the banner. The build
 * prerenders it into the HTML of / (src/app/shell.tsx), so the banner shows before any script runs.
 */
export function HomeTop() {
  return (
    <>
      <h1 className="visually-hidden">{company.brand}: wound care, bio-cellulose and coconut health and beauty</h1>
      <HeroBanner />
    </>
  );
}

/** The quick view's code downloads when a shopper first opens it, not with the page. */
const QuickViewModal = lazy(() =>
  loadChunk(() => import('../components/product/QuickViewModal')).then((module) => ({
    default: module.QuickViewModal,
  })),
);

export default function HomePage() {
  usePageMeta(staticMeta('home'));
  const width = useViewportWidth();
  const count = homeGridSize(width);
  const [quickView, setQuickView] = useState<ProductSummary | null>(null);
  const openQuickView = useCallback((product: ProductSummary) => setQuickView(product), []);

  // On the first visit the sections below the first screen follow one group per task.
  const stage = useStages(3);

  return (
    <>
      <HomeTop />
      <CategoryCards />
      {stage >= 1 && (
        <HomeProductSection
          id="home-trending"
          title="Our Trending products"
          viewAllTo={paths.latestCollection}
          query={queries.latestCollection()}
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
            query={queries.bestSellers()}
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
            query={queries.featured()}
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
