import { queries } from '../api/queries';
import { CategoryCards } from '../components/home/CategoryCards';
import { FaqAccordion } from '../components/home/FaqAccordion';
import { HeroBanner } from '../components/home/HeroBanner';
import { HomeProductSection } from '../components/home/HomeProductSection';
import { PromoBlocks } from '../components/home/PromoBlocks';
import { Testimonials } from '../components/home/Testimonials';
import { QuickViewModal, useQuickView } from '../components/product/QuickViewModal';
import { paths } from '../../common/site/paths';
import { homeGridSize } from '../../common/domain/pagination';
import { useViewportWidth } from '../hooks/useViewportWidth';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';
import '../styles/catalogue.css';

/**
 * The top of the home page, which needs no data: the page's heading and the banner. The build
 * prerenders it into the HTML of / (src/app/shell.tsx), so the banner shows before any script runs.
 */
export function HomeTop() {
  return (
    <>
      <h1 className="visually-hidden">CocoCare Naturals: wound care, bio-cellulose and coconut health and beauty</h1>
      <HeroBanner />
    </>
  );
}

export default function HomePage() {
  usePageMeta(staticMeta('home'));
  const width = useViewportWidth();
  const count = homeGridSize(width);
  const quickView = useQuickView();

  return (
    <>
      <HomeTop />
      <CategoryCards />
      <HomeProductSection
        id="home-trending"
        title="Our Trending products"
        viewAllTo={paths.latestCollection}
        query={queries.latestCollection()}
        count={count}
        onQuickView={quickView.open}
        className="cc-band"
      />
      <FaqAccordion />
      <HomeProductSection
        id="home-bestsellers"
        title="Best Seller Products"
        viewAllTo={paths.bestseller}
        query={queries.bestSellers()}
        count={count}
        onQuickView={quickView.open}
        className="cc-band"
      />
      <Testimonials />
      <HomeProductSection
        id="home-featured"
        title="Featured Products"
        viewAllTo={paths.featured}
        query={queries.featured()}
        count={count}
        onQuickView={quickView.open}
      />
      <PromoBlocks />
      <QuickViewModal product={quickView.product} onClose={quickView.close} />
    </>
  );
}
