import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../server/db/client';
import type { TestShop } from './helper';
import type { BrowserClient } from './browser-client';
import { addressFields } from './shop-helpers';

/**
 * Puts `quantity` of a product in the browser's cart, places the order and pays it in the sandbox
 * as the checkout page does (the window's Pay, then verify). Returns the order's number and id.
 */
export async function placeAndPay(
  shop: TestShop,
  browser: BrowserClient,
  productId: number,
  quantity = 1,
  { pay = true, state = 'Tamil Nadu' } = {},
): Promise<{ orderNo: string; orderId: number; total: string }> {
  const added = await browser.post('/api/cart/', { product_id: productId, quantity });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const cartItemId = added.body.cart_item.cart_item_id as number;
  // The server prices the order; ask it by sending a wrong total and reading its figures.
  const body = {
    user_id: null,
    cart_items: [{ cart_item_id: cartItemId, item_price: '1.00' }],
    ...addressFields(state),
    total_amount: '0.01',
  };
  const mismatch = await browser.post('/api/place-order/', body);
  expect(mismatch.status, JSON.stringify(mismatch.body)).toBe(409);
  const total = mismatch.body.totals.total as string;
  const placed = await browser.post('/api/place-order/', { ...body, total_amount: total });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  if (pay) {
    const paid = await browser.post('/api/payments/sandbox/pay/', { order_id: placed.body.razorpay_order_id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const verified = await browser.post('/api/payments/verify/', paid.body);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  }
  const [row] = await queryRows<{ id: number }>(
    shop.database.db,
    sql`SELECT id FROM orders WHERE order_no = ${placed.body.order_no}`,
  );
  return { orderNo: placed.body.order_no, orderId: row!.id, total };
}
