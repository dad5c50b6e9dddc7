// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { markDelivered, markShipped, orderIdByNo, trackingHistory, TrackingError } from '../../server/orders/tracking';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, newClient, type TestProduct } from './shop-helpers';
import { placeAndPay } from './order-tracking-helpers';

let shop: TestShop;
let product: TestProduct;

beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true });
  product = await makeProduct(shop, { price: '150.00', stock: 100 });
});
afterAll(() => shop.close());

const ship = { trackingNumber: 'EK123456789IN', trackingUrl: 'https://www.indiapost.gov.in/track?id=EK123456789IN' };

async function rejects(promise: Promise<unknown>, status: number, message: RegExp) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TrackingError);
  expect((error as TrackingError).status).toBe(status);
  expect((error as TrackingError).message).toMatch(message);
}

describe('markShipped / markDelivered', () => {
  it('ships a paid order, delivers it, and keeps the history in order', async () => {
    const { orderNo, orderId } = await placeAndPay(shop, newClient(shop), product.id, 2);
    expect(await orderIdByNo(shop.database.db, orderNo.toLowerCase())).toBe(orderId);
    const shippedAt = new Date(Date.now() + 1000);
    const shipped = await markShipped(shop.database.db, orderId, { ...ship, shippedAt });
    expect(shipped.changed).toBe(true);
    expect(shipped.order).toMatchObject({
      order_no: orderNo,
      status: 'shipped',
      tracking_number: 'EK123456789IN',
      tracking_url: ship.trackingUrl,
      ship_email: 'meena@example.in',
    });
    expect(new Date(shipped.order.shipped_at!).getTime()).toBe(shippedAt.getTime());
    // The same details again change nothing and add no history.
    expect((await markShipped(shop.database.db, orderId, { ...ship, shippedAt })).changed).toBe(false);

    await rejects(markDelivered(shop.database.db, orderId, new Date(Date.now() - 3_600_000)), 400, /before/);
    const deliveredAt = new Date(Date.now() + 2000);
    const delivered = await markDelivered(shop.database.db, orderId, deliveredAt);
    expect(delivered).toMatchObject({ changed: true, order: { status: 'delivered' } });
    expect((await markDelivered(shop.database.db, orderId)).changed).toBe(false);
    // A delivered order is not shipped again.
    await rejects(markShipped(shop.database.db, orderId, ship), 409, /only a paid order/);

    const history = await trackingHistory(shop.database.db, orderId);
    expect(history.map((h) => h.status)).toEqual(['placed', 'paid', 'shipped', 'delivered']);
    expect(history[2]!.note).toBe('Shipped with tracking number EK123456789IN');
    expect(history[3]!.created_at).toBe(deliveredAt.toISOString());
  });

  it('corrects the tracking details of a shipped order and says so in the history', async () => {
    const { orderId } = await placeAndPay(shop, newClient(shop), product.id);
    await markShipped(shop.database.db, orderId, ship);
    const fixed = await markShipped(shop.database.db, orderId, {
      trackingNumber: 'EK999',
      trackingUrl: 'https://carrier.example/t/EK999',
    });
    expect(fixed).toMatchObject({ changed: true, order: { status: 'shipped', tracking_number: 'EK999' } });
    const notes = (await trackingHistory(shop.database.db, orderId)).map((h) => h.note);
    expect(notes).toContain('Tracking details updated: EK999');
  });

  it('refuses unpaid and unknown orders, bad tracking details and delivering before shipping', async () => {
    const { orderId } = await placeAndPay(shop, newClient(shop), product.id, 1, { pay: false });
    await rejects(markShipped(shop.database.db, orderId, ship), 409, /awaiting payment/);
    await rejects(markDelivered(shop.database.db, orderId), 409, /only a shipped order/);
    await rejects(markShipped(shop.database.db, 99_999_999, ship), 404, /No order/);
    await rejects(markShipped(shop.database.db, orderId, { ...ship, trackingNumber: '  ' }), 400, /tracking number/);
    for (const url of ['javascript:alert(1)', 'ftp://x.example/1', 'not a url'])
      await rejects(markShipped(shop.database.db, orderId, { ...ship, trackingUrl: url }), 400, /http\(s\)/);
    const [row] = await queryRows<{ status: string; tracking_number: string | null }>(
      shop.database.db,
      sql`SELECT status, tracking_number FROM orders WHERE id = ${orderId}`,
    );
    expect(row).toEqual({ status: 'awaiting_payment', tracking_number: null });
  });

  it('the database itself refuses a non-http tracking link', async () => {
    const { orderId } = await placeAndPay(shop, newClient(shop), product.id);
    await expect(
      shop.database.db.execute(sql`UPDATE orders SET tracking_url = 'javascript:alert(1)' WHERE id = ${orderId}`),
    ).rejects.toThrow();
  });
});
