import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useCategories } from '../../hooks/useCategories';
import { Spinner } from '../common/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { WhatsAppButton } from './WhatsAppButton';
import { SessionExpiredNotice } from '../auth/SessionExpiredNotice';

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
      <Footer categories={categories} />
      <WhatsAppButton />
      <SessionExpiredNotice />
    </>
  );
}
