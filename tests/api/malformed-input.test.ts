// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestShop, type TestShop } from './helper';
import { addressFields, makeProduct, newClient, patch, signedInCustomer } from './shop-helpers';

/**
 * The inputs a fuzzing run found answering 500, each now a 4xx with the shop's `{ message }`: a NUL
 * character in text, a one-item list where one value belongs, and JSON nested thousands deep.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true });
});
afterAll(() => shop.close());

/** JSON text of a value nested `depth` lists deep (written out: serialising it would recurse as deep). */
const NESTED = `${'['.repeat(5000)}1${']'.repeat(5000)}`;

async function postRaw(url: string, json: string, token?: string) {
  const response = await fetch(shop.baseUrl + url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '192.0.2.78',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function expectRefused(answer: { status: number; body: unknown }, status = 400) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ message: expect.any(String) });
  expect(JSON.stringify(answer.body)).not.toMatch(/\/work\/|node_modules|at \w+ \(/);
}

describe('a NUL character in text', () => {
  it.each([
    ['/api/api/login/', { email: 'a\u0000@b.in', password: 'whatever-123' }],
    ['/api/verify-otp/', { email: 'a\u0000@b.in', code: '123456' }],
    ['/api/resend-otp/', { email: 'a\u0000@b.in' }],
    ['/api/password-reset/', { email: 'a\u0000@b.in' }],
    [
      '/api/payments/verify/',
      { razorpay_order_id: 'order_\u0000', razorpay_payment_id: 'pay_1', razorpay_signature: 'x' },
    ],
  ])('POST %s answers 400 naming the field', async (url, body) => {
    const answer = await newClient(shop).post(url, body);
    expectRefused(answer);
    expect(answer.body.message).toMatch(/contains a character that is not allowed/);
  });

  it('in a path: /api/payments/sandbox/orders/%00/ answers 400', async () => {
    expectRefused(await newClient(shop).get('/api/payments/sandbox/orders/%00/'));
  });

  it('other control characters too, while a message keeps its line breaks', async () => {
    expectRefused(await newClient(shop).post('/api/Subscribe/', { email: 'a\u001b@b.in' }));
    const contact = {
      name: 'Lakshmi',
      email: 'lakshmi@example.in',
      mobile: '9876543210',
      message: 'First line.\r\nSecond line.\tTabbed.',
    };
    expect((await newClient(shop).post('/api/contact/', contact)).status).toBe(201);
    expectRefused(await newClient(shop).post('/api/contact/', { ...contact, message: 'bell \u0007' }));
  });
});

describe('a body is validated without type coercion', () => {
  it('a one-item list where one value belongs answers 400: size on add-to-cart, coupon_code on place-order', async () => {
    const product = await makeProduct(shop, { sizes: true, stock: 5 });
    const browser = newClient(shop);
    expectRefused(await browser.post('/api/cart/', { product_id: product.id, quantity: 1, size: ['Single'] }));
    const { browser: customer } = await signedInCustomer(shop);
    const added = await customer.post('/api/cart/', { product_id: product.id, quantity: 1 });
    expect(added.status).toBe(201);
    const order = {
      cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id }],
      ...addressFields(),
      total_amount: '1.00',
      coupon_code: ['WELCOME10'],
    };
    expectRefused(await customer.post('/api/place-order/', order));
  });

  it("numbers are JSON numbers: '1', [1], true and 1.5 answer 400", async () => {
    const product = await makeProduct(shop, { stock: 5 });
    const browser = newClient(shop);
    for (const quantity of ['1', [1], true, 1.5]) {
      expectRefused(await browser.post('/api/cart/', { product_id: product.id, quantity }));
    }
    expectRefused(await browser.post('/api/cart/', { product_id: String(product.id), quantity: 1 }));
    const line = await browser.post('/api/cart/', { product_id: product.id, quantity: 1 });
    expect(line.status).toBe(201);
    expectRefused(await patch(browser, `/api/cart-update/${line.body.cart_item.cart_item_id}/`, { quantity: '2' }));
    // Path and query strings are still read as the numbers they name.
    expect((await browser.get(`/api/product-detail/${product.id}/`)).status).toBe(200);
  });
});

describe('deep nesting is refused when the body is parsed', () => {
  it("5,000 levels in place-order's item_price and in add-to-cart's quantity answer 400", async () => {
    const { browser } = await signedInCustomer(shop);
    const order = JSON.stringify({
      cart_items: [{ cart_item_id: 1, item_price: 0 }],
      ...addressFields(),
      total_amount: '1',
    });
    const deep = await postRaw(
      '/api/place-order/',
      order.replace('"item_price":0', `"item_price":${NESTED}`),
      browser.access,
    );
    expectRefused(deep);
    expect((deep.body as { message: string }).message).toMatch(/nests deeper than/);
    expectRefused(await postRaw('/api/cart/', `{"product_id":1,"quantity":${NESTED}}`, browser.access));
    expectRefused(await postRaw('/api/reviews/', `{"product":1,"text":"x","star_rating":${NESTED}}`, browser.access));
  });

  it('brackets inside strings do not count, and an ordinary body nests well within the limit', async () => {
    const answer = await newClient(shop).post('/api/contact/', {
      name: 'Brackets',
      email: 'brackets@example.in',
      mobile: '9876543210',
      message: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{{{{{{{{{ "\\" [[[[',
    });
    expect(answer.status).toBe(201);
  });

  it('__proto__ and constructor keys answer 400', async () => {
    for (const raw of ['{"__proto__": {"admin": true}, "email": "a@b.in"}', '{"constructor": {"prototype": {}}}']) {
      expectRefused(await postRaw('/api/Subscribe/', raw));
    }
  });
});
