import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useCategories } from '../../hooks/useCategories';
import { Spinner } from '../common/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { WhatsAppButton } from './WhatsAppButton';

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
        <Suspense fallback={<Spinner minHeight="60vh" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer categories={categories} />
      <WhatsAppButton />
    </>
  );
}
