// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, newClient, signedInCustomer } from './shop-helpers';
import { placeAndPay } from './order-tracking-helpers';
import { markShipped } from '../../server/orders/tracking';
import type { BrowserClient } from './browser-client';

/**
 * Behind a CDN or any shared cache, an answer carrying one person's data must never be stored and
 * served to someone else. Every route the API document says needs a session or token is called here
 * as its owner, as a stranger and as nobody, and every answer must say `private, no-store`.
 */

interface Operation {
  method: string;
  path: string;
  security: Record<string, string[]>[] | undefined;
}

let shop: TestShop;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let guest: BrowserClient;
let operations: Operation[];
const ids: Record<string, string> = {};

beforeAll(async () => {
  shop = await buildTestShop();
  const product = await makeProduct(shop, { stock: 20 });
  customer = await signedInCustomer(shop);
  const { orderNo, orderId } = await placeAndPay(shop, customer.browser, product.id);
  // Shipped, so its owner has an invoice to download (issued at dispatch, none before).
  await markShipped(shop.database.db, orderId, {
    trackingNumber: 'EK1234567IN',
    trackingUrl: 'https://carrier.example/t/EK1234567IN',
  });
  const inCart = await customer.browser.post('/api/cart/', { product_id: product.id, quantity: 1 });
  expect(inCart.status).toBe(201);
  await customer.browser.post('/api/create-favorites/', { user_id: customer.userId, product_id: product.id });
  guest = newClient(shop);
  expect((await guest.post('/api/cart/', { product_id: product.id, quantity: 1 })).status).toBe(201);

  const categories = await shop.get('/api/categories/');
  const blogs = await shop.get('/api/api/blogs');
  Object.assign(ids, {
    userId: String(customer.userId),
    orderNo,
    orderId: String(orderId),
    cartItemId: String(inCart.body.cart_item.cart_item_id),
    id: String(product.id),
    categoryId: String(categories.body[0]?.id ?? categories.body.results?.[0]?.id ?? 1),
    blogId: String((blogs.body.results ?? blogs.body)[0]?.id ?? 1),
  });

  const docs = await shop.get('/api/docs/json');
  expect(docs.status).toBe(200);
  operations = Object.entries(docs.body.paths as Record<string, Record<string, { security?: Operation['security'] }>>)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, security: op.security })),
    )
    // Ending the session or the account last, so every other call is made signed in.
    .sort((a, b) => Number(/logout|delete/.test(a.path)) - Number(/logout|delete/.test(b.path)));
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'unknown');
const nobody = (method: string, url: string) =>
  fetch(shop.baseUrl + url, {
    method,
    headers: method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' },
    body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });

describe('answers that carry one person’s data', () => {
  it('the API document names a session or token on every route that reads one', () => {
    const secured = operations.filter((op) => op.security?.length).map((op) => `${op.method} ${op.path}`);
    // The ones a shared cache could have served to another shopper before (issue 47), and the rest.
    expect(secured).toEqual(
      expect.arrayContaining([
        'GET /api/user-address/{userId}/',
        'GET /api/guest-address/',
        'GET /api/cart-fetch/',
        'GET /api/cart-fetch/{userId}/',
        'GET /api/api/cart/count-by-user/{userId}/',
        'GET /api/api/cart/session-count/',
        'GET /api/fetch-order/{userId}/',
        'GET /api/fetch-orders-by-session/',
        'GET /api/orders/{orderNo}/',
        'GET /api/order_track/{orderId}/',
        'GET /api/orders/{orderNo}/invoice/',
        'GET /api/fetch-favorites/{userId}/',
        'GET /api/account/data/',
        'GET /api/get-session-info/',
        'POST /api/place-order/',
        'POST /api/token/refresh/',
      ]),
    );
    expect(secured.length).toBeGreaterThanOrEqual(25);
  });

  it('a read the document leaves open answers the same to a signed-in customer as to nobody', async () => {
    const open = operations.filter(
      (op) =>
        op.method === 'GET' && !op.security?.length && !op.path.startsWith('/api/docs') && op.path !== '/api/health',
    );
    expect(open.length).toBeGreaterThan(5);
    for (const { path } of open) {
      const url = urlOf(path);
      const signedIn = await customer.browser.get(url);
      const anonymous = await nobody('GET', url);
      const text = await anonymous.text();
      expect(signedIn.status, path).toBe(anonymous.status);
      expect(JSON.stringify(signedIn.body), path).toBe(JSON.stringify(text ? JSON.parse(text) : text));
      expect(signedIn.headers.get('cache-control'), path).not.toMatch(/public/);
    }
  });
  it('every route that needs a session or token answers private, no-store: to its owner, a stranger and nobody', async () => {
    const secured = operations.filter((op) => op.security?.length);
    const ownerGets: Record<string, number> = {};
    for (const { method, path } of secured) {
      const url = urlOf(path);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const asOwner = await customer.browser.call(method, url, body);
      if (method === 'GET') ownerGets[path] = asOwner.status;
      const asStranger = await guest.call(method, url, body);
      const asNobody = await nobody(method, url);
      for (const [who, headers] of [
        ['owner', asOwner.headers],
        ['stranger', asStranger.headers],
        ['nobody', asNobody.headers],
      ] as const)
        expect(headers.get('cache-control'), `${method} ${path} as ${who}`).toBe('private, no-store');
    }
    // The owner's reads answered with the owner's data, so the header was checked on real answers.
    expect(ownerGets).toMatchObject({
      '/api/user-address/{userId}/': 200,
      '/api/cart-fetch/': 200,
      '/api/cart-fetch/{userId}/': 200,
      '/api/api/cart/count-by-user/{userId}/': 200,
      '/api/fetch-order/{userId}/': 200,
      '/api/orders/{orderNo}/': 200,
      '/api/order_track/{orderId}/': 200,
      '/api/orders/{orderNo}/invoice/': 200,
      '/api/account/data/': 200,
      '/api/fetch-favorites/{userId}/': 200,
    });
  }, 60_000);

  it('a guest’s own address and cart count are private, no-store too', async () => {
    for (const url of ['/api/guest-address/', '/api/api/cart/session-count/', '/api/cart-fetch/']) {
      const answer = await guest.get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('cache-control'), url).toBe('private, no-store');
    }
  });
});
