import { lazy, Suspense } from 'react';
import { HeroBanner } from '../features/home/HeroBanner';
import { useStaticPageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import { useStages } from '../lib/firstRender';
import { loadChunk } from '../lib/chunk';
import '../features/catalogue/catalogue.css';

/**
 * The top of the home page, which needs no data: the page's heading and the banner. The build
 * prerenders it into the HTML of / (src/app/shell.tsx), so the banner shows before any script runs.
 */
export function HomeTop() {
  const { brand } = useShopDetails();
  return (
    <>
      <h1 className="visually-hidden">{brand}: wound care, bio-cellulose and coconut health and beauty</h1>
      <HeroBanner />
    </>
  );
}

/**
 * Everything below the first screen, in a chunk of its own that starts downloading with this
 * page's, so the code the first screen needs stays small (scripts/check-budget.ts).
 */
const loadBelow = () => loadChunk(() => import('../features/home/HomeBelow'));
const HomeBelow = lazy(loadBelow);
if (typeof window !== 'undefined') void loadBelow().catch(() => {});

export default function HomePage() {
  useStaticPageMeta('home');
  // On the first visit the sections below the first screen follow one group per task.
  const stage = useStages(3);

  return (
    <>
      <HomeTop />
      {/* Keeps the footer below the screen while the lower sections' code comes in. */}
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <HomeBelow stage={stage} />
      </Suspense>
    </>
  );
}
