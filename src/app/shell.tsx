/**
 * The first-paint shells, rendered once at build time (scripts/prerender.ts) and never shipped to
 * the browser: the real layout and, for the home page, the real banner, as static HTML that the
 * server puts inside #root. The browser paints them (the banner's image included) before any
 * script has run; main.tsx then renders the app, which replaces them in its first commit. The
 * footer is left out: it is below the fold, and its lists follow the shop's configuration.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { configureShop, type ShopDetails } from '../../common/site/company';
import { Layout } from '../components/layout/Layout';
import { Spinner } from '../components/common/Spinner';
import { queryCache } from '../lib/queryCache';
import { HomeTop } from '../pages/HomePage';

export type ShellName = 'home' | 'page';

function render(location: string, main: ReactNode): string {
  const html = renderToStaticMarkup(
    <StaticRouter location={location}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={main} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
  // Rendering asked the cache for the layout's data; drop those entries and their timers.
  queryCache.clear();
  return (
    html
      // Resource hints React emits for preload() calls: the server writes them into <head> itself.
      .replace(/^(<link [^>]*>)+/, '')
      .replace(/<footer[\s\S]*<\/footer>/, '')
      // Until the app takes over, buttons have nothing to do: disabled, a press is not lost on them.
      .replace(/<button /g, '<button disabled="" ')
  );
}

/**
 * The shells with the shop's details in force. The home shell is the layout around the home
 * page's top; the other pages get the layout around the spinner the layout shows while a page
 * loads (rendered at a path no menu link matches, so no link is marked as the current page).
 */
export function renderShells(details: ShopDetails): Record<ShellName, string> {
  configureShop(details);
  return {
    home: render('/', <HomeTop />),
    page: render('/__shell', <Spinner minHeight="100vh" />),
  };
}
