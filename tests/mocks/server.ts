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
];

export const server = setupServer(...defaultHandlers);
export { http, HttpResponse };
