import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../../common/site/paths';
import { Layout } from '../components/layout/Layout';
import { RouteError } from './RouteError';

/**
 * Every page is its own chunk, so the home page does not download checkout.
 * The layout's <Suspense> shows a spinner (that keeps the page's height)
 * while a chunk loads; a chunk that fails to load lands in RouteError.
 */
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);

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
    element: <Layout />,
    // A crash in the layout itself (header, footer) still gets a screen.
    errorElement: <RouteError />,
    children: [
      {
        // A crash in a page keeps the header and footer around the error screen.
        errorElement: <RouteError />,
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

/** The shop's router; created on first render so importing `routes` (tests) starts no browser history. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
