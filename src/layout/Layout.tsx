import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useCategories } from '../features/catalogue/useCategories';
import { Spinner } from '../components/common/Spinner';
import { loadChunk } from '../lib/chunk';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { WhatsAppButton } from './WhatsAppButton';
import { SessionExpiredNotice } from '../features/account/SessionExpiredNotice';

/**
 * The footer is below every page's first screen: its code (with the newsletter form) downloads
 * once the app has started, so no page's first screen waits for it (scripts/check-budget.ts).
 */
const Footer = lazy(() => loadChunk(() => import('./Footer')).then((module) => ({ default: module.Footer })));

/** The shared frame of every route: skip link, header, the page, footer. */
export function Layout() {
  // One category request feeds both the header's Product menu and the footer.
  const categories = useCategories();
  return (
    <>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header categories={categories} />
      <main id="main" tabIndex={-1}>
        {/* As tall as the screen while a page's code loads, so the footer does not flash up and get pushed down. */}
        <Suspense fallback={<Spinner minHeight="100vh" />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer categories={categories} />
      </Suspense>
      <WhatsAppButton />
      <SessionExpiredNotice />
    </>
  );
}
