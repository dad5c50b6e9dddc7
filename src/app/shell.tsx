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
import { ProductDetailView } from '../pages/ProductDetailPage';
import { PageBanner } from '../components/common/PageBanner';
import { BlogGrid } from '../components/blog/BlogGrid';
import type { ProductDetail } from '../api/catalogue';
import type { BlogSummary } from '../api/blogs';
import { BLOG_FIRST_SCREEN_CARDS, pageToken } from '../../common/site/first-screen';

export interface Shells {
  home: string;
  page: string;
  /** The product page's first screen; `pageToken` names where each of the product's texts goes. */
  product: string;
  /** The blog's first screen with 1, 2, … BLOG_FIRST_SCREEN_CARDS cards. */
  blog: string[];
}

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

/** A product whose texts are tokens, with one picture: what the product page's first screen shows. */
function tokenProduct(): ProductDetail {
  const t = (name: string) => pageToken(name);
  return {
    id: t('id'),
    category: t('category'),
    category_name: t('categoryname'),
    name: t('name'),
    images: [{ image: t('image'), srcset: t('srcset'), alt: t('alt'), width: t('width'), height: t('height') }],
  } as unknown as ProductDetail;
}

/** The i-th blog card's texts as tokens. */
function tokenBlog(i: number): BlogSummary {
  const t = (name: string) => pageToken(`b${i}${name}`);
  return {
    id: t('id'),
    title: t('title'),
    slug: '',
    image: t('image'),
    srcset: t('srcset'),
    date: t('date'),
    hint: t('hint'),
  } as unknown as BlogSummary;
}

function renderBlog(cards: number): string {
  const html = render(
    '/__shell',
    <>
      <PageBanner title="Blog" />
      <section className="container py-5" aria-busy="false">
        <BlogGrid blogs={Array.from({ length: cards }, (_, i) => tokenBlog(i))} />
      </section>
    </>,
  );
  // The card writes its date twice, as given (datetime) and as shown: the shown one gets its own token.
  return html.replace(/>(__cc_page_b\d+)date__</g, '>$1datetext__<');
}

/**
 * The shells with the shop's details in force. The home shell is the layout around the home
 * page's top; the other pages get the layout around the spinner the layout shows while a page
 * loads (rendered at a path no menu link matches, so no link is marked as the current page).
 */
export function renderShells(details: ShopDetails): Shells {
  configureShop(details);
  return {
    home: render('/', <HomeTop />),
    page: render('/__shell', <Spinner minHeight="100vh" />),
    product: render('/__shell', <ProductDetailView product={tokenProduct()} firstScreen />),
    blog: Array.from({ length: BLOG_FIRST_SCREEN_CARDS }, (_, i) => renderBlog(i + 1)),
  };
}
