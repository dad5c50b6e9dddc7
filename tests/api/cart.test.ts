// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, newClient, patch, signedInCustomer, stockOf, type TestProduct } from './shop-helpers';

let shop: TestShop;
let plain: TestProduct;
let sized: TestProduct;

beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true });
  plain = await makeProduct(shop, { price: '200.00', discount: '10.00', stock: 5 });
  sized = await makeProduct(shop, {
    price: '100.00',
    offer: 'buy_x_get_y',
    buyX: 2,
    getY: 1,
    stock: 50,
    sizes: true,
    options: true,
  });
});
afterAll(() => shop.close());

describe('POST /api/cart/ (guest)', () => {
  it('adds a line priced by the server, sets the session cookie, and lists it in cart-fetch/', async () => {
    const guest = newClient(shop);
    const added = await guest.post('/api/cart/', {
      product_id: plain.id,
      quantity: 2,
      item_price: '0.01',
      user_id: null,
      size: null,
      option: [],
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Your product has been successfully added to the cart.');
    expect(added.cookies.sessionid?.attributes).toMatch(/HttpOnly/i);
    // 200 − 10% = 180 a unit; the client's 0.01 is ignored.
    expect(added.body.cart_item).toMatchObject({
      item_price: '360.00',
      price: '200.00',
      discounted_price: '180.00',
      quantity: 2,
    });
    expect(added.body.cart_count).toBe(2);
    const list = await guest.get('/api/cart-fetch/');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const line = list.body[0];
    expect(line).toMatchObject({
      cart_item_id: line.id,
      product_id: plain.id,
      item_price: '360.00',
      stock_quantity: 5,
      actual_quantity: 2,
      sold_out: false,
      size: null,
      selected_size: '',
      option: '',
      offer_type: 'discount_percentage',
      discount_percentage: '10.00',
    });
    expect(line.images[0].image).toMatch(/^\/media\//);
    expect((await guest.get('/api/api/cart/session-count/')).body).toEqual({ cart_count: 2 });
  });

  it('charges no discount for a product with no offer type, nor for buy-X-get-Y with a percentage in its row', async () => {
    const noOffer = await makeProduct(shop, { price: '200.00', discount: '10.00', offer: null, stock: 10 });
    const bogo = await makeProduct(shop, {
      price: '200.00',
      discount: '10.00',
      offer: 'buy_x_get_y',
      buyX: 2,
      getY: 1,
    });
    const twelveAndAHalf = await makeProduct(shop, { price: '349.00', discount: '12.50', stock: 10 });
    const guest = newClient(shop);
    const add = (id: number, quantity: number) =>
      guest.post('/api/cart/', { product_id: id, quantity, item_price: '0.01', user_id: null, size: null, option: [] });

    expect((await add(noOffer.id, 1)).body.cart_item).toMatchObject({
      item_price: '200.00',
      discounted_price: '200.00',
    });
    // Three units of "buy 2 get 1" at the full ₹200.00: two are paid.
    expect((await add(bogo.id, 3)).body.cart_item).toMatchObject({ item_price: '400.00', discounted_price: '200.00' });
    // 349.00 − 12.5 % = 305.375, rounded half up on the price.
    expect((await add(twelveAndAHalf.id, 2)).body.cart_item).toMatchObject({
      item_price: '610.76',
      discounted_price: '305.38',
    });
    const detail = (await shop.get(`/api/product-detail/${noOffer.id}/`)).body;
    expect(detail).toMatchObject({ offer_type: null, discount_percentage: '10.00', is_bogo: false });
  });

  it('adds the same product, size and options to one line; another size is another line', async () => {
    const guest = newClient(shop);
    const [pack, , white] = sized.options;
    const body = {
      product_id: sized.id,
      size: sized.sizes[1]!.id,
      quantity: 1,
      option: [{ id: white!.id }, { id: pack!.id }],
    };
    const first = await guest.post('/api/cart/', body);
    expect(first.status).toBe(201);
    const again = await guest.post('/api/cart/', {
      ...body,
      size: '20 x 20 cm',
      option: [{ id: pack!.id }, { id: white!.id }],
      quantity: 2,
    });
    expect(again.status).toBe(201);
    expect(again.body.cart_item.cart_item_id).toBe(first.body.cart_item.cart_item_id);
    // 3 units, buy 2 get 1: 2 paid × (100 + 50 size add-on).
    expect(again.body.cart_item).toMatchObject({
      quantity: 3,
      item_price: '300.00',
      size_price: '50.00',
      selected_size: '20 x 20 cm',
    });
    expect(again.body.cart_item.option).toBe('Pack: Single, Colour: White');
    const other = await guest.post('/api/cart/', { ...body, size: sized.sizes[0]!.id });
    expect(other.body.cart_item.cart_item_id).not.toBe(first.body.cart_item.cart_item_id);
    // No size named: the first size.
    const noSize = await guest.post('/api/cart/', { product_id: sized.id, quantity: 1 });
    expect(noSize.body.cart_item.selected_size).toBe('10 x 10 cm');
    expect((await guest.get('/api/cart-fetch/')).body).toHaveLength(3);
  });

  it('refuses sizes and options that are not the product’s', async () => {
    const guest = newClient(shop);
    const foreign = (await makeProduct(shop, { sizes: true, options: true })).options[0]!.id;
    const cases = [
      { product_id: sized.id, quantity: 1, size: 999_999 },
      { product_id: sized.id, quantity: 1, size: 'XXL' },
      { product_id: sized.id, quantity: 1, option: [{ id: foreign }] },
      { product_id: sized.id, quantity: 1, option: [{ id: sized.options[0]!.id }, { id: sized.options[1]!.id }] },
    ];
    for (const body of cases) {
      const answer = await guest.post('/api/cart/', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
  });

  it('refuses bad quantities (0, -1, 1.5, "1", 10^9, missing) with 400', async () => {
    const guest = newClient(shop);
    for (const quantity of [0, -1, 1.5, '1', 1e9, null, undefined, [1]]) {
      const answer = await guest.post('/api/cart/', { product_id: plain.id, quantity });
      expect(answer.status, `quantity ${JSON.stringify(quantity)}`).toBe(400);
      expect(answer.body.message).toMatch(/quantity|Invalid/);
    }
    expect((await guest.post('/api/cart/', { product_id: String(plain.id), quantity: 1 })).status).toBe(400);
    expect((await guest.get('/api/cart-fetch/')).body).toEqual([]);
  });

  it('refuses more than the stock, also when added to a line already in the cart', async () => {
    const guest = newClient(shop);
    const over = await guest.post('/api/cart/', { product_id: plain.id, quantity: 6 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Only 5 items available in stock.');
    expect((await guest.post('/api/cart/', { product_id: plain.id, quantity: 4 })).status).toBe(201);
    const more = await guest.post('/api/cart/', { product_id: plain.id, quantity: 2 });
    expect(more.status).toBe(400);
    expect(more.body.message).toBe('Only 5 items available in stock. You already have 4 in your cart.');
    expect((await guest.get('/api/api/cart/session-count/')).body.cart_count).toBe(4);
  });

  it('refuses sold-out, coming-soon, stockless and unknown products', async () => {
    const guest = newClient(shop);
    const soldOut = await makeProduct(shop, { soldOut: true });
    const soon = await makeProduct(shop, { comingSoon: true });
    const noStock = await makeProduct(shop, { stock: null });
    const zero = await makeProduct(shop, { stock: 0 });
    expect((await guest.post('/api/cart/', { product_id: soldOut.id, quantity: 1 })).body.message).toBe(
      'This product is currently sold out.',
    );
    expect((await guest.post('/api/cart/', { product_id: soon.id, quantity: 1 })).status).toBe(400);
    expect((await guest.post('/api/cart/', { product_id: noStock.id, quantity: 1 })).body.message).toBe(
      'Stock Unavaliable.',
    );
    expect((await guest.post('/api/cart/', { product_id: zero.id, quantity: 1 })).status).toBe(400);
    expect((await guest.post('/api/cart/', { product_id: 2_000_000_000, quantity: 1 })).status).toBe(404);
  });

  it('needs the CSRF token when it rides on the session cookie', async () => {
    const guest = newClient(shop);
    await guest.post('/api/cart/', { product_id: plain.id, quantity: 1 });
    guest.csrf = false;
    expect((await guest.post('/api/cart/', { product_id: plain.id, quantity: 1 })).status).toBe(403);
  });
});

describe('cart-update/ and cart-remove/', () => {
  it('changes the quantity within 1..stock and reprices the line', async () => {
    const guest = newClient(shop);
    const id = (await guest.post('/api/cart/', { product_id: plain.id, quantity: 1 })).body.cart_item.cart_item_id;
    const updated = await patch(guest, `/api/cart-update/${id}/`, { quantity: 3, item_price: '1.00' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: 'Quantity and price updated successfully!' });
    expect(updated.body.cart_item).toMatchObject({ quantity: 3, item_price: '540.00' });
    const over = await patch(guest, `/api/cart-update/${id}/`, { quantity: 6 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Only 5 items available in stock.');
    for (const quantity of [0, -1, 1.5, '2', 1e9]) {
      expect((await patch(guest, `/api/cart-update/${id}/`, { quantity })).status, `quantity ${quantity}`).toBe(400);
    }
    expect((await guest.get('/api/cart-fetch/')).body[0].quantity).toBe(3);
  });

  it('answers 404 for another session’s line, and for unknown or malformed ids', async () => {
    const owner = newClient(shop);
    const stranger = newClient(shop);
    await stranger.post('/api/cart/', { product_id: plain.id, quantity: 1 }); // gets a session of its own
    const id = (await owner.post('/api/cart/', { product_id: plain.id, quantity: 2 })).body.cart_item.cart_item_id;
    expect((await patch(stranger, `/api/cart-update/${id}/`, { quantity: 1 })).status).toBe(404);
    expect((await stranger.delete(`/api/cart-remove/${id}/`)).status).toBe(404);
    const nobody = newClient(shop);
    expect((await nobody.delete(`/api/cart-remove/${id}/`)).status).toBe(404);
    expect((await owner.delete('/api/cart-remove/99999999999/')).status).toBe(404);
    expect((await owner.delete('/api/cart-remove/abc/')).status).toBe(404);
    expect((await owner.get('/api/cart-fetch/')).body[0].quantity).toBe(2);
    const removed = await owner.delete(`/api/cart-remove/${id}/`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Item removed successfully from cart!');
    expect((await owner.delete(`/api/cart-remove/${id}/`)).status).toBe(404);
  });
});

describe('customers', () => {
  it('keeps a customer’s cart by token; another customer gets 403 on their calls and 404 on their lines', async () => {
    const a = await signedInCustomer(shop);
    const b = await signedInCustomer(shop);
    const added = await a.browser.post('/api/cart/', { user_id: a.userId, product_id: plain.id, quantity: 2 });
    expect(added.status).toBe(201);
    expect((await a.browser.post('/api/cart/', { user_id: b.userId, product_id: plain.id, quantity: 1 })).status).toBe(
      403,
    );
    expect((await a.browser.get(`/api/cart-fetch/${a.userId}/`)).body).toHaveLength(1);
    expect((await a.browser.get(`/api/cart-fetch/?user_id=${a.userId}`)).body).toHaveLength(1);
    expect((await b.browser.get(`/api/cart-fetch/${a.userId}/`)).status).toBe(403);
    expect((await b.browser.get(`/api/cart-fetch/?user_id=${a.userId}`)).status).toBe(403);
    expect((await newClient(shop).get(`/api/cart-fetch/${a.userId}/`)).status).toBe(401);
    expect((await a.browser.get(`/api/api/cart/count-by-user/${a.userId}/`)).body).toEqual({ cart_count: 2 });
    expect((await b.browser.get(`/api/api/cart/count-by-user/${a.userId}/`)).status).toBe(403);
    const id = added.body.cart_item.cart_item_id;
    expect((await patch(b.browser, `/api/cart-update/${id}/`, { quantity: 1 })).status).toBe(404);
    expect((await b.browser.delete(`/api/cart-remove/${id}/`)).status).toBe(404);
    expect((await a.browser.get('/api/cart-fetch/', { authorization: 'Bearer nonsense' })).status).toBe(401);
  });

  it('merges the guest cart into the account at login, within stock', async () => {
    const browser = newClient(shop);
    const other = await makeProduct(shop, { stock: 10 });
    await browser.post('/api/cart/', { product_id: plain.id, quantity: 3 });
    await browser.post('/api/cart/', { product_id: other.id, quantity: 2 });
    const { userId } = await signedInCustomer(shop, browser);
    // The account already holds 4 of `plain` (stock 5): 4 + 3 is capped at 5.
    expect((await browser.post('/api/cart/', { product_id: plain.id, quantity: 4 })).status).toBe(201);
    const merged = await browser.post('/api/api/cart/merge/', { user_id: userId });
    expect(merged.status).toBe(200);
    expect(merged.body.merged_count).toBe(2);
    const cart = (await browser.get(`/api/cart-fetch/${userId}/`)).body as { product_id: number; quantity: number }[];
    expect(cart.map((l) => [l.product_id, l.quantity]).sort()).toEqual(
      [
        [plain.id, 5],
        [other.id, 2],
      ].sort(),
    );
    expect((await browser.post('/api/api/cart/merge/', {})).body.merged_count).toBe(0);
    expect((await browser.post('/api/api/cart/merge/', { user_id: userId + 1 })).status).toBe(403);
    expect((await newClient(shop).post('/api/api/cart/merge/', {})).status).toBe(401);
    expect(await stockOf(shop, plain.id)).toBe(5);
  });
});

describe('counts', () => {
  it('answers 0 for a visitor without a session and 400 for malformed user ids', async () => {
    expect((await newClient(shop).get('/api/api/cart/session-count/')).body).toEqual({ cart_count: 0 });
    expect((await newClient(shop).get('/api/cart-fetch/')).body).toEqual([]);
    expect((await newClient(shop).get('/api/api/cart/count-by-user/abc/')).status).toBe(400);
  });
});
