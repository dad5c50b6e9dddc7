import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../../common/site/paths';
import { Layout } from '../layout/Layout';
import { loadChunk } from '../lib/chunk';
import { PageErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';

type PageModule = { default: ComponentType };

/** A page component that loads its chunk on first render, or earlier with `preload()`. */
export type Page = (() => ReactElement) & { preload: () => Promise<void> };

/**
 * Every page is its own chunk, so the home page does not download checkout. The layout's
 * <Suspense> shows a spinner (that keeps the page's height) while a chunk loads; a chunk that
 * fails to load lands in RouteError. A page whose chunk is already loaded renders at once, without
 * suspending: main.tsx preloads the first page's chunk, so the first render shows the page itself.
 */
function page(load: () => Promise<PageModule>): Page {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= loadChunk(load).then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Component = () => createElement(loaded ?? Lazy);
  return Object.assign(Component, { preload });
}

const HomePage = page(() => import('../pages/HomePage'));
const AboutPage = page(() => import('../pages/AboutPage'));
const BlogPage = page(() => import('../pages/BlogPage'));
const BlogDetailPage = page(() => import('../pages/BlogDetailPage'));
const BestsellerPage = page(() => import('../pages/BestsellerPage'));
const FeaturedPage = page(() => import('../pages/FeaturedPage'));
const LatestCollectionPage = page(() => import('../pages/LatestCollectionPage'));
const CategoryProductsPage = page(() => import('../pages/CategoryProductsPage'));
const ProductDetailPage = page(() => import('../pages/ProductDetailPage'));
const CartPage = page(() => import('../pages/CartPage'));
const MiniCartPage = page(() => import('../pages/MiniCartPage'));
const PaymentPage = page(() => import('../pages/PaymentPage'));
const NotificationPage = page(() => import('../pages/NotificationPage'));
const NewspaperPage = page(() => import('../pages/NewspaperPage'));
const AuthFormPage = page(() => import('../pages/AuthFormPage'));
const ContactPage = page(() => import('../pages/ContactPage'));
const FavouritePage = page(() => import('../pages/FavouritePage'));
const TrackOrderPage = page(() => import('../pages/TrackOrderPage'));
const SearchModalPage = page(() => import('../pages/SearchModalPage'));
const PrivacyPolicyPage = page(() => import('../pages/PrivacyPolicyPage'));
const RefundPolicyPage = page(() => import('../pages/RefundPolicyPage'));
const ShippingPolicyPage = page(() => import('../pages/ShippingPolicyPage'));
const SafeHtmlPage = page(() => import('../pages/SafeHtmlPage'));
const TermsPage = page(() => import('../pages/TermsPage'));
const SubscribePage = page(() => import('../pages/SubscribePage'));
const LoadingPage = page(() => import('../pages/LoadingPage'));
const ShopPage = page(() => import('../pages/ShopPage'));
const NotFoundPage = page(() => import('../pages/NotFoundPage'));

/** Strips the leading slash: child routes are relative to the layout route. */
const rel = (path: string) => path.replace(/^\//, '');

/** The route objects, exported so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      // A crash in the layout itself (header, footer) still gets a screen.
      <RouteErrorBoundary>
        <Layout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A crash in a page keeps the header and footer around the error screen.
        element: <PageErrorBoundary />,
        children: [
          { index: true, element: <HomePage /> },
          { path: rel(paths.about), element: <AboutPage /> },
          { path: rel(paths.blog), element: <BlogPage /> },
          { path: rel(paths.blogDetail(':blogId')), element: <BlogDetailPage /> },
          { path: rel(paths.bestseller), element: <BestsellerPage /> },
          { path: rel(paths.featured), element: <FeaturedPage /> },
          { path: rel(paths.latestCollection), element: <LatestCollectionPage /> },
          { path: rel(paths.category(':categoryId')), element: <CategoryProductsPage /> },
          // The home page links category names here; same page as /product/:categoryId.
          { path: rel(paths.categoryByName(':categoryId')), element: <CategoryProductsPage /> },
          { path: rel(paths.product(':id')), element: <ProductDetailPage /> },
          { path: rel(paths.cart), element: <CartPage /> },
          { path: rel(paths.miniCart), element: <MiniCartPage /> },
          { path: rel(paths.payment), element: <PaymentPage /> },
          { path: rel(paths.notification), element: <NotificationPage /> },
          { path: rel(paths.newspaper), element: <NewspaperPage /> },
          { path: rel(paths.auth), element: <AuthFormPage /> },
          { path: rel(paths.contact), element: <ContactPage /> },
          { path: rel(paths.favourite), element: <FavouritePage /> },
          { path: rel(paths.trackOrder), element: <TrackOrderPage /> },
          { path: rel(paths.searchModal), element: <SearchModalPage /> },
          { path: rel(paths.privacyPolicy), element: <PrivacyPolicyPage /> },
          { path: rel(paths.refundPolicy), element: <RefundPolicyPage /> },
          { path: rel(paths.shippingPolicy), element: <ShippingPolicyPage /> },
          { path: rel(paths.safeHtml), element: <SafeHtmlPage /> },
          { path: rel(paths.terms), element: <TermsPage /> },
          { path: rel(paths.subscribe), element: <SubscribePage /> },
          { path: rel(paths.loading), element: <LoadingPage /> },
          { path: rel(paths.shop), element: <ShopPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The page the URL shows, its chunk loading now (main.tsx waits for it before the first render). */
export function preloadPage(pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const type = leaf && typeof leaf === 'object' && 'type' in leaf ? (leaf.type as Partial<Page>) : undefined;
  return type?.preload?.() ?? Promise.resolve();
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The shop's router. Declarative mode (BrowserRouter and useRoutes) rather than a data router: the
 * shop loads data in components, and the data router's extra code cost about 17 KB gzipped in the
 * entry chunk.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
