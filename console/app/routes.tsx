import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ConsoleLayout, RequireSignIn } from './ConsoleLayout';
import { SignInPage } from '../features/auth/SignInPage';
import { InvitePage } from '../features/auth/InvitePage';
import { MorePage } from '../features/auth/MorePage';
import { DevicesPage } from '../features/auth/DevicesPage';
import { StaffPage } from '../features/staff/StaffPage';

const TodayPage = lazy(() => import('../features/today/TodayPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const OrderDetailPage = lazy(() => import('../features/orders/OrderDetailPage'));
const CustomersPage = lazy(() => import('../features/customers/CustomersPage'));
const AuditPage = lazy(() => import('../features/audit/AuditPage'));
const StockPage = lazy(() => import('../features/stock/StockPage'));
const StockProductPage = lazy(() => import('../features/stock/StockProductPage'));
const MessagesPage = lazy(() => import('../features/messages/MessagesPage'));
const CouponsPage = lazy(() => import('../features/coupons/CouponsPage'));
const RequestsPage = lazy(() => import('../features/requests/RequestsPage'));
const AlertsPage = lazy(() => import('../features/alerts/AlertsPage'));
const ProductsPage = lazy(() => import('../features/products/ProductsPage'));
const ProductPage = lazy(() => import('../features/products/ProductPage'));
const NewProductPage = lazy(() => import('../features/products/NewProductPage'));

const loading = (page: ReactNode) => (
  <Suspense
    fallback={
      <p role="status" className="c-muted">
        Loading…
      </p>
    }
  >
    {page}
  </Suspense>
);

export const consoleRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/invite', element: <InvitePage /> },
  {
    element: (
      <RequireSignIn>
        <ConsoleLayout />
      </RequireSignIn>
    ),
    children: [
      { index: true, element: loading(<TodayPage />) },
      { path: '/orders', element: loading(<OrdersPage />) },
      { path: '/orders/:orderNo', element: loading(<OrderDetailPage />) },
      { path: '/more', element: <MorePage /> },
      { path: '/more/devices', element: <DevicesPage /> },
      { path: '/more/staff', element: <StaffPage /> },
      { path: '/more/customers', element: loading(<CustomersPage />) },
      { path: '/more/audit', element: loading(<AuditPage />) },
      { path: '/more/stock', element: loading(<StockPage />) },
      { path: '/more/stock/:productId', element: loading(<StockProductPage />) },
      { path: '/more/messages', element: loading(<MessagesPage />) },
      { path: '/more/coupons', element: loading(<CouponsPage />) },
      { path: '/more/requests', element: loading(<RequestsPage />) },
      { path: '/more/alerts', element: loading(<AlertsPage />) },
      { path: '/more/products', element: loading(<ProductsPage />) },
      { path: '/more/products/new', element: loading(<NewProductPage />) },
      { path: '/more/products/:productId', element: loading(<ProductPage />) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

function NotFound() {
  return (
    <section className="c-stack">
      <h1>Not found</h1>
      <p>There is no such page in the console.</p>
    </section>
  );
}
