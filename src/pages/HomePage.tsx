import { fetchBestSellers, fetchFeaturedProducts, fetchLatestCollection } from '../api/catalogue';
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
import { useSeo } from '../lib/seo';
import '../styles/catalogue.css';

export default function HomePage() {
  useSeo({
    title: 'CocoCare Naturals | Bio-cellulose wound care and coconut health and beauty',
    description:
      'Shop bio-cellulose wound dressings, virgin coconut oil and natural beauty care made in India by CocoCare Naturals. Prices in INR.',
    path: paths.home,
    image: '/media/banner-140-a-1200.webp',
  });
  const width = useViewportWidth();
  const count = homeGridSize(width);
  const quickView = useQuickView();

  return (
    <>
      <h1 className="visually-hidden">CocoCare Naturals: wound care, bio-cellulose and coconut health and beauty</h1>
      <HeroBanner />
      <CategoryCards />
      <HomeProductSection
        id="home-trending"
        title="Our Trending products"
        viewAllTo={paths.latestCollection}
        fetcher={fetchLatestCollection}
        count={count}
        onQuickView={quickView.open}
        className="cc-band"
      />
      <FaqAccordion />
      <HomeProductSection
        id="home-bestsellers"
        title="Best Seller Products"
        viewAllTo={paths.bestseller}
        fetcher={fetchBestSellers}
        count={count}
        onQuickView={quickView.open}
        className="cc-band"
      />
      <Testimonials />
      <HomeProductSection
        id="home-featured"
        title="Featured Products"
        viewAllTo={paths.featured}
        fetcher={fetchFeaturedProducts}
        count={count}
        onQuickView={quickView.open}
      />
      <PromoBlocks />
      <QuickViewModal product={quickView.product} onClose={quickView.close} />
    </>
  );
}
