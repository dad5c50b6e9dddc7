import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A guest's paid order, made with the browser's own cookies through the API the checkout page uses
 * (tests/e2e/checkout.test.ts walks the same steps through the page).
 */
export async function guestOrder(
  context: BrowserContext,
  /** The cart line to buy (the body of POST /api/cart/). */
  line: Record<string, unknown> = { product_id: 5, quantity: 2 },
  /** The buyer's address (default: one of its own for each order). */
  email = `track.${Date.now()}@example.in`,
): Promise<string> {
  const request = context.request;
  await request.get('/api/get-session-info/');
  const csrf = async () => (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const post = async (url: string, data: unknown) => {
    const answer = await request.post(url, { data, headers: { 'X-CSRFToken': await csrf() } });
    return { status: answer.status(), body: await answer.json() };
  };
  const added = await post('/api/cart/', line);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const order = {
    user_id: null,
    cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id, item_price: '1.00' }],
    name: 'Meena K',
    street: '7 Race Course Road',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    country: 'India',
    postal_code: '641018',
    mobile: '9876501234',
    email,
    bill_name: 'Meena K',
    bill_street: '7 Race Course Road',
    bill_city: 'Coimbatore',
    bill_state: 'Tamil Nadu',
    bill_country: 'India',
    bill_postal_code: '641018',
    bill_mobile: '9876501234',
  };
  // The server's figures come back with a 409 for a wrong total; the page shows the same ones.
  const priced = await post('/api/place-order/', { ...order, total_amount: '0.01' });
  expect(priced.status).toBe(409);
  const placed = await post('/api/place-order/', { ...order, total_amount: priced.body.totals.total });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const paid = await post('/api/payments/sandbox/pay/', { order_id: placed.body.razorpay_order_id });
  expect(paid.status).toBe(200);
  const verified = await post('/api/payments/verify/', paid.body);
  expect(verified.status).toBe(200);
  return placed.body.order_no as string;
}
