// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingStatus, trackingStatusTitle } from '../../common/domain/tracking';
import { markDelivered, markShipped } from '../../server/orders/tracking';
import { ORDER_LOOKUP_LIMIT } from '../../server/orders/tracking-routes';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, newClient, signedInCustomer, type TestProduct } from './shop-helpers';
import { placeAndPay } from './order-tracking-helpers';

let shop: TestShop;
let sized: TestProduct;
let plain: TestProduct;

beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true });
  sized = await makeProduct(shop, { price: '240.00', stock: 100, sizes: true });
  plain = await makeProduct(shop, { price: '99.50', stock: 100 });
});
afterAll(() => shop.close());

describe('GET /api/orders/{orderNo}/ (the tracking link)', () => {
  it('shows the order to anyone holding the number, without the street, name, phone or e-mail', async () => {
    const guest = newClient(shop);
    const { orderNo, orderId, total } = await placeAndPay(shop, guest, plain.id, 2);
    const stranger = newClient(shop);
    const found = await stranger.get(`/api/orders/${orderNo.toLowerCase()}/`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.headers.get('cache-control')).toBe('private, no-store');
    expect(found.body).toMatchObject({
      id: orderId,
      order_no: orderNo,
      total_price: total,
      status: 'paid',
      address: { city: 'Coimbatore', state: 'Tamil Nadu' },
      items: [{ product_id: plain.id, quantity: 2, selected_size: null, total_price: '199.00' }],
    });
    expect(found.body.items[0].images[0].image).toMatch(/^\//);
    expect(found.body.tracking_info.map((e: { status: string }) => e.status)).toEqual(['placed', 'paid']);
    expect(Object.keys(found.body.address)).toEqual(['city', 'state']);
    const text = JSON.stringify(found.body);
    for (const secret of ['Temple Street', 'Meena', '9876543210', 'meena@example.in', '641001'])
      expect(text).not.toContain(secret);
    // A stranger is not offered the invoice, which only the owner may download.
    expect(found.body.invoice_available).toBe(false);
    expect(found.body.items[0].option).toBe('');
    // Its owner is offered the invoice once it ships: it is issued at dispatch (decision 0212).
    const own = await guest.get(`/api/orders/${orderNo}/`);
    expect(own.body.invoice_available).toBe(false);
    const early = await guest.get(`/api/orders/${orderNo}/invoice/`);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/has not shipped yet/);
    await markShipped(shop.database.db, orderId, {
      trackingNumber: 'EK1234567IN',
      trackingUrl: 'https://carrier.example/t/EK1234567IN',
    });
    expect((await guest.get(`/api/orders/${orderNo}/`)).body.invoice_available).toBe(true);
    expect((await guest.get(`/api/orders/${orderNo}/invoice/`)).status).toBe(200);
  });

  it('answers 400 to a malformed number and 404 to an unknown one', async () => {
    const client = newClient(shop);
    for (const bad of ['ABC', '7KQ2M9X0', '7KQ2M9XAB', '%20%20', 'OOOOOOOO']) {
      const answer = await client.get(`/api/orders/${bad}/`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message).toMatch(/8 letters and digits/);
    }
    const unknown = await client.get('/api/orders/22222222/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Order not found.' });
  });

  it(`allows ${ORDER_LOOKUP_LIMIT} lookups per IP in 10 minutes, then 429 with Retry-After; other IPs go on`, async () => {
    const guesser = newClient(shop);
    for (let i = 0; i < ORDER_LOOKUP_LIMIT; i++) {
      // Malformed guesses count too.
      const answer = await guesser.get(i % 2 ? '/api/orders/23456789/' : '/api/orders/bad/');
      expect(answer.status).not.toBe(429);
    }
    const blocked = await guesser.get('/api/orders/23456789/');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many order lookups from this network. Please try again later.');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address is not held back.
    expect((await newClient(shop).get('/api/orders/23456789/')).status).toBe(404);
  });
});

describe('GET /api/fetch-order/{userId}/', () => {
  it('lists every order the customer placed, newest first, with its status and full address', async () => {
    const { browser, userId } = await signedInCustomer(shop);
    const first = await placeAndPay(shop, browser, sized.id, 1);
    const second = await placeAndPay(shop, browser, plain.id, 1, { pay: false, state: 'Kerala' });
    const list = await browser.get(`/api/fetch-order/${userId}/`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.orders.map((o: { order_no: string }) => o.order_no)).toEqual([second.orderNo, first.orderNo]);
    expect(list.body.orders[0]).toMatchObject({ status: 'awaiting_payment', address: { state: 'Kerala' } });
    expect(list.body.orders[1]).toMatchObject({
      order_id: first.orderId,
      status: 'paid',
      total_price: first.total,
      address: {
        street: '12 Temple Street',
        city: 'Coimbatore',
        state: 'Tamil Nadu',
        postal_code: '641001',
        country: 'India',
      },
    });
  });

  it('answers 403 for another customer’s id and 401 without a token', async () => {
    const a = await signedInCustomer(shop);
    const b = await signedInCustomer(shop);
    await placeAndPay(shop, a.browser, plain.id);
    const other = await b.browser.get(`/api/fetch-order/${a.userId}/`);
    expect(other.status).toBe(403);
    expect(other.body.message).toEqual(expect.any(String));
    const anonymous = await newClient(shop).get(`/api/fetch-order/${a.userId}/`);
    expect(anonymous.status).toBe(401);
    expect((await b.browser.get('/api/fetch-order/abc/')).status).toBe(400);
    expect((await b.browser.get(`/api/fetch-order/${b.userId}/`)).body).toEqual({ orders: [] });
  });
});

describe('GET /api/fetch-orders-by-session/', () => {
  it('shows a guest only the orders of their own session', async () => {
    const a = newClient(shop);
    const b = newClient(shop);
    const orderA = await placeAndPay(shop, a, plain.id);
    const orderB = await placeAndPay(shop, b, sized.id, 3);
    const listA = await a.get('/api/fetch-orders-by-session/');
    expect(listA.status).toBe(200);
    expect(listA.body.orders.map((o: { order_no: string }) => o.order_no)).toEqual([orderA.orderNo]);
    const listB = await b.get('/api/fetch-orders-by-session/');
    expect(listB.body.orders.map((o: { order_no: string }) => o.order_no)).toEqual([orderB.orderNo]);

    // Its own public id is accepted; another session's is refused, never served.
    const idA = (await a.get('/api/get-session-info/')).body.session_id as string;
    const idB = (await b.get('/api/get-session-info/')).body.session_id as string;
    expect((await b.get(`/api/fetch-orders-by-session/?session_id=${idB}`)).body.orders).toHaveLength(1);
    const stolen = await b.get(`/api/fetch-orders-by-session/?session_id=${encodeURIComponent(idA)}`);
    expect(stolen.status).toBe(403);
    expect(JSON.stringify(stolen.body)).not.toContain(orderA.orderNo);
    // No cookie: no orders (and no session is made).
    const fresh = await newClient(shop).get(`/api/fetch-orders-by-session/?session_id=${encodeURIComponent(idA)}`);
    expect(fresh.status).toBe(403);
    const none = await newClient(shop).get('/api/fetch-orders-by-session/');
    expect(none.body).toEqual({ orders: [] });
    expect(none.cookies).toEqual({});
  });
});

describe('GET /api/order_track/{orderId}/', () => {
  it('derives processing → shipped → delivered for the owner, with the tracking number and history', async () => {
    const guest = newClient(shop);
    const { orderId, orderNo } = await placeAndPay(shop, guest, plain.id);
    const before = await guest.get(`/api/order_track/${orderId}/`);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({
      order: orderId,
      order_no: orderNo,
      tracking_number: null,
      tracking_url: null,
      is_shipped: false,
      is_delivered: false,
      shipped_date: null,
      delivered_date: null,
    });
    expect(trackingStatusTitle(before.body)).toBe('Processing');

    await markShipped(shop.database.db, orderId, {
      trackingNumber: 'EK555666777IN',
      trackingUrl: 'https://carrier.example/track/EK555666777IN',
    });
    const shipped = await guest.get(`/api/order_track/${orderId}/`);
    expect(shipped.body).toMatchObject({ is_shipped: true, is_delivered: false, tracking_number: 'EK555666777IN' });
    expect(shipped.body.shipped_date).toEqual(expect.any(String));
    expect(trackingStatus(shipped.body)).toBe('shipped');
    // The public lookup shows the change too.
    expect((await newClient(shop).get(`/api/orders/${orderNo}/`)).body.status).toBe('shipped');

    await markDelivered(shop.database.db, orderId);
    const delivered = await guest.get(`/api/order_track/${orderId}/`);
    expect(delivered.body).toMatchObject({ is_shipped: true, is_delivered: true });
    expect(trackingStatusTitle(delivered.body)).toBe('Delivered');
    expect(delivered.body.tracking_info.map((e: { status: string }) => e.status)).toEqual([
      'placed',
      'paid',
      'shipped',
      'delivered',
    ]);
  });

  it('shows a stranger the tracking only with the order’s own number; otherwise 404 as if unknown', async () => {
    const owner = await signedInCustomer(shop);
    const mine = await placeAndPay(shop, owner.browser, plain.id);
    expect((await owner.browser.get(`/api/order_track/${mine.orderId}/`)).status).toBe(200);
    const otherOrder = await placeAndPay(shop, newClient(shop), plain.id);

    const stranger = await signedInCustomer(shop);
    const hidden = await stranger.browser.get(`/api/order_track/${mine.orderId}/`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Order not found.' });
    expect((await newClient(shop).get(`/api/order_track/${mine.orderId}/`)).status).toBe(404);
    // Another order's number does not open this one.
    expect(
      (await stranger.browser.get(`/api/order_track/${mine.orderId}/?order_no=${otherOrder.orderNo}`)).status,
    ).toBe(404);
    const withNumber = await newClient(shop).get(`/api/order_track/${mine.orderId}/?order_no=${mine.orderNo}`);
    expect(withNumber.status).toBe(200);
    expect(withNumber.body.order_no).toBe(mine.orderNo);
    expect((await newClient(shop).get(`/api/order_track/${mine.orderId}/?order_no=short`)).status).toBe(400);
    expect((await newClient(shop).get('/api/order_track/abc/')).status).toBe(400);
    expect((await newClient(shop).get('/api/order_track/99999999/')).status).toBe(404);
  });
});
