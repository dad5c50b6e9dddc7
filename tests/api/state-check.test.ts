// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { buildTestShop, type TestShop } from './helper';
import { addressFields, makeProduct, newClient, stockOf, type TestProduct } from './shop-helpers';

/**
 * The state check on POST /api/place-order/ (common/domain/states.ts): whatever the storefront
 * sent, a state outside the list or a PIN of another state is refused with its reason, before any
 * order is written or any unit taken.
 */
let shop: TestShop;
let dressing: TestProduct; // 200.00 − 10% = 180.00

beforeAll(async () => {
  shop = await buildTestShop();
  dressing = await makeProduct(shop, { price: '200.00', discount: '10.00', stock: 10 });
});
afterAll(() => shop.close());

const orderCount = async () =>
  Number((await queryRows<{ n: string }>(shop.database.db, sql`SELECT count(*) AS n FROM orders`))[0]!.n);
const ledgerCount = async () =>
  Number((await queryRows<{ n: string }>(shop.database.db, sql`SELECT count(*) AS n FROM stock_movements`))[0]!.n);

async function attempt(address: Record<string, string>, total = '300.00') {
  const guest = newClient(shop);
  const added = await guest.post('/api/cart/', { product_id: dressing.id, quantity: 1 });
  expect(added.status).toBe(201);
  return guest.post('/api/place-order/', {
    user_id: null,
    cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id, item_price: '180.00' }],
    ...addressFields('Kerala'),
    ...address,
    total_amount: total,
  });
}

describe('the state on POST /api/place-order/', () => {
  it.each([
    [{ state: 'Kerela' }, 'State "Kerela" is not an Indian state or union territory. Did you mean Kerala?'],
    [{ state: 'Kerala', postal_code: '641001' }, 'PIN 641001 is in Tamil Nadu, not Kerala.'],
    [{ state: 'Tamil Nadu', postal_code: '682002' }, 'PIN 682002 is in Kerala, not Tamil Nadu.'],
    [{ state: 'Wakanda' }, 'State "Wakanda" is not an Indian state or union territory.'],
    [
      { bill_state: 'Orissa' },
      'Billing state "Orissa" is not an Indian state or union territory. Did you mean Odisha?',
    ],
    [{ bill_postal_code: '600001' }, 'Billing PIN 600001 is in Tamil Nadu, not Kerala.'],
  ])('%j: 400 "%s", no order, no stock taken', async (address, reason) => {
    const [orders, ledger, stock] = [await orderCount(), await ledgerCount(), await stockOf(shop, dressing.id)];
    const answer = await attempt(address);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(reason);
    expect(await orderCount()).toBe(orders);
    expect(await ledgerCount()).toBe(ledger);
    expect(await stockOf(shop, dressing.id)).toBe(stock);
  });

  it('stores the list’s spelling of a state typed in another case or spacing, and prices it', async () => {
    const answer = await attempt({ state: '  KERALA ', bill_state: 'kerala' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.totals.delivery_charge).toBe('120.00');
    const [row] = await queryRows<{ ship_state: string; bill_state: string }>(
      shop.database.db,
      sql`SELECT ship_state, bill_state FROM orders WHERE order_no = ${answer.body.order_no}`,
    );
    expect(row).toEqual({ ship_state: 'Kerala', bill_state: 'Kerala' });
    const [saved] = await queryRows<{ state: string }>(
      shop.database.db,
      sql`SELECT a.state FROM addresses a JOIN orders o ON o.session_id = a.session_id WHERE o.order_no = ${answer.body.order_no}`,
    );
    expect(saved?.state).toBe('Kerala');
  });
});

describe('a business buyer’s GSTIN on POST /api/place-order/', () => {
  const clinic = { buyer_gstin: '32AAECM1234K1ZS', buyer_business_name: 'Medicare Clinic LLP' };

  it.each([
    [
      { ...clinic, buyer_gstin: '32AAECM1234K1ZT' },
      "The GSTIN's last character is T, but its first 14 characters give S: a character is mistyped.",
    ],
    [
      { ...clinic, buyer_gstin: '33AAECM1234K1ZQ' },
      'This GSTIN is registered in Tamil Nadu (33), but the billing state is Kerala (32).',
    ],
    [{ ...clinic, buyer_business_name: ' ' }, 'Please enter the registered business name for the GSTIN.'],
    [{ ...clinic, buyer_gstin: 'NOT-A-GSTIN' }, expect.stringMatching(/^A GSTIN is 15 characters/)],
  ])('%j: 400, no order, no stock taken', async (business, reason) => {
    const [orders, ledger] = [await orderCount(), await ledgerCount()];
    const answer = await attempt(business);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(reason);
    expect(await orderCount()).toBe(orders);
    expect(await ledgerCount()).toBe(ledger);
  });

  it('keeps a right one on the order and on the saved address, for the next checkout', async () => {
    const guest = newClient(shop);
    const added = await guest.post('/api/cart/', { product_id: dressing.id, quantity: 1 });
    const answer = await guest.post('/api/place-order/', {
      user_id: null,
      cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id, item_price: '180.00' }],
      ...addressFields('Kerala'),
      buyer_gstin: ' 32aaecm1234k1zs',
      buyer_business_name: ' Medicare Clinic LLP ',
      total_amount: '300.00',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [row] = await queryRows<{ buyer_gstin: string; buyer_business_name: string }>(
      shop.database.db,
      sql`SELECT buyer_gstin, buyer_business_name FROM orders WHERE order_no = ${answer.body.order_no}`,
    );
    expect(row).toEqual(clinic);
    const saved = await guest.get('/api/guest-address/');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ state: 'Kerala', ...clinic });
  });
});
