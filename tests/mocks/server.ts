import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { makeCategory } from './fixtures';

/** Same-origin API base the SPA uses in tests (VITE_API_BASE_URL is empty). */
export const API = 'http://localhost:3000/api';

/** Handlers every page needs (the layout loads categories and the cart count). Tests add their own with server.use(). */
export const defaultHandlers = [
  http.get(`${API}/categories/`, () =>
    HttpResponse.json([
      makeCategory({ id: 1, name: 'Wound Dressings' }),
      makeCategory({ id: 2, name: 'Coconut Oils' }),
    ]),
  ),
  // The layout's new-product notification; tests that care answer with products.
  http.get(`${API}/latest-collection/`, () => HttpResponse.json([])),
  // The header's cart badge (a guest's or a customer's); cart tests answer with their own counts.
  http.get(`${API}/api/cart/session-count/`, () => HttpResponse.json({ cart_count: 0 })),
  http.get(`${API}/api/cart/count-by-user/:userId/`, () => HttpResponse.json({ cart_count: 0 })),
  // Signing in merges the guest's cart into the account.
  http.post(`${API}/api/cart/merge/`, () => HttpResponse.json({ merged_count: 0, message: 'Cart merged.' })),
];

export const server = setupServer(...defaultHandlers);
export { http, HttpResponse };
