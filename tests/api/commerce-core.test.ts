// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  canTransition,
  type OrderActor,
  type OrderStatus,
} from '../../common/domain/order-lifecycle';
import { buildApp } from '../../server/app';
import { openDatabase, queryRows, type Database } from '../../server/db/client';
import { inTransaction } from '../../server/db/tx';
import { moveOrder, LifecycleError } from '../../server/orders/lifecycle';
import { adjustStock, ledgerMismatches, stockHistory } from '../../server/stock/ledger';
import { runCommand } from '../../server/operators/run';
import { buildTestShop, type TestShop } from './helper';
import { placeAndPay } from './order-tracking-helpers';
import { addressFields, makeProduct, newClient, stockOf } from './shop-helpers';

/**
 * The commerce core: one order lifecycle, one stock ledger, and reads that follow every write that
 * changes stock (a sale, an expiry, an adjustment) on every page that shows it.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop();
});
afterAll(async () => {
  await shop.close();
});

/** The provider's order of one of the shop's orders (what the sandbox's Pay is pressed for). */
async function providerOrderOf(which: { orderNo: string } | { orderId: number }) {
  const where = 'orderNo' in which ? sql`order_no = ${which.orderNo}` : sql`id = ${which.orderId}`;
  const [row] = await queryRows<{ provider_order_id: string }>(
    shop.database.db,
    sql`SELECT provider_order_id FROM orders WHERE ${where}`,
  );
  return row!;
}

const ACTORS: OrderActor[] = ['payment', 'system', 'operator', 'customer'];

let testOrder: number | undefined;
/** An order placed through the API (unpaid), then put in the given state directly. */
async function orderIn(status: OrderStatus, shipped = false): Promise<number> {
  if (testOrder === undefined) {
    const product = await makeProduct(shop, { stock: 5 });
    testOrder = (await placeAndPay(shop, newClient(shop), product.id, 1, { pay: false })).orderId;
  }
  await shop.database.db.execute(
    sql`UPDATE orders SET status = ${status}, shipped_at = ${shipped ? new Date().toISOString() : null} WHERE id = ${testOrder}`,
  );
  return testOrder;
}

describe('one order lifecycle', () => {
  it('the database CHECK lists exactly the lifecycle’s states', async () => {
    const [check] = await queryRows<{ def: string }>(
      shop.database.db,
      sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'orders_status'`,
    );
    const states = [...check!.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(new Set(states)).toEqual(new Set(ORDER_STATUSES));
  });

  it('refuses every move the table does not allow, or allows to someone else; makes and records the others', async () => {
    let refused = 0;
    let made = 0;
    // Each pair for an order that has not left and for one that has: a partly refunded order ships
    // only once, and is delivered only after it shipped (the table's `when`).
    for (const shipped of [false, true])
      for (const from of ORDER_STATUSES)
        for (const to of ORDER_STATUSES)
          for (const actor of ACTORS) {
            const orderId = await orderIn(from, shipped);
            const attempt = inTransaction(shop.database.db, (tx) =>
              moveOrder(tx, orderId, to, actor, { note: 'test' }),
            );
            if (canTransition(from, to, actor, shipped)) {
              await expect(attempt).resolves.toMatchObject({ id: orderId, from });
              const [last] = await queryRows<{ from_status: string; to_status: string; actor: string }>(
                shop.database.db,
                sql`SELECT from_status, to_status, actor FROM order_transitions WHERE order_id = ${orderId} ORDER BY id DESC LIMIT 1`,
              );
              expect(last).toEqual({ from_status: from, to_status: to, actor });
              made++;
            } else {
              await expect(attempt).rejects.toBeInstanceOf(LifecycleError);
              await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
              const [row] = await queryRows<{ status: string }>(
                shop.database.db,
                sql`SELECT status FROM orders WHERE id = ${orderId}`,
              );
              expect(row!.status).toBe(from);
              refused++;
            }
          }
    // A move without a condition is made in both passes, one with a condition in one of them.
    expect(made).toBe(ORDER_TRANSITIONS.reduce((n, t) => n + t.by.length * (t.when ? 1 : 2), 0));
    expect(refused).toBe(2 * ORDER_STATUSES.length ** 2 * ACTORS.length - made);
  }, 240_000);

  it('a partly refunded order ships once and is delivered only after it shipped, each refusal with its reason', async () => {
    const notYet = await orderIn('partially_refunded', false);
    await expect(
      inTransaction(shop.database.db, (tx) => moveOrder(tx, notYet, 'delivered', 'operator')),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/partially refunded and has not shipped/),
    });
    const left = await orderIn('partially_refunded', true);
    await expect(
      inTransaction(shop.database.db, (tx) => moveOrder(tx, left, 'shipped', 'operator')),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringMatching(/has shipped already/) });
    // Who may: the operator only, never the payment provider or the shop itself.
    const again = await orderIn('partially_refunded', false);
    await expect(
      inTransaction(shop.database.db, (tx) => moveOrder(tx, again, 'shipped', 'payment')),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringMatching(/by the payment/) });
    // A full refund never ships.
    const refunded = await orderIn('refunded', false);
    await expect(
      inTransaction(shop.database.db, (tx) => moveOrder(tx, refunded, 'shipped', 'operator')),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('a paid order records every move with who made it: placed by the customer, paid by the payment', async () => {
    const product = await makeProduct(shop, { stock: 5 });
    const { orderId } = await placeAndPay(shop, newClient(shop), product.id, 2);
    const moves = await queryRows<{ from_status: string | null; to_status: string; actor: string }>(
      shop.database.db,
      sql`SELECT from_status, to_status, actor FROM order_transitions WHERE order_id = ${orderId} ORDER BY id`,
    );
    expect(moves).toEqual([
      { from_status: null, to_status: 'awaiting_payment', actor: 'customer' },
      { from_status: 'awaiting_payment', to_status: 'paid', actor: 'payment' },
    ]);
  });
});

describe('one stock ledger', () => {
  it('a sale, an expiry and an adjustment each write one movement, and on-hand stock is their sum', async () => {
    const product = await makeProduct(shop, { stock: 10 });
    await placeAndPay(shop, newClient(shop), product.id, 3);
    const unpaid = await placeAndPay(shop, newClient(shop), product.id, 2, { pay: false });
    expect(await stockOf(shop, product.id)).toBe(5);
    await shop.app.orders.releaseOrders(sql`id = ${unpaid.orderId}`);
    await shop.app.orders.releaseOrders(sql`id = ${unpaid.orderId}`); // twice: released once
    await inTransaction(shop.database.db, (tx) => adjustStock(tx, product.id, 4, { actor: 'operator' }));

    const history = await stockHistory(shop.database.db, product.id);
    expect(history.map((m) => [m.reason, m.delta, m.balance])).toEqual([
      ['opening', 10, 10],
      ['reserved', -3, 7],
      ['reserved', -2, 5],
      ['released', 2, 7],
      ['adjusted', -3, 4],
    ]);
    expect(history[2]!.order_no).toBe(unpaid.orderNo);
    expect(await stockOf(shop, product.id)).toBe(4);
    expect(await ledgerMismatches(shop.database.db)).toEqual([]);
  });

  it('holds after 50 guests race for the last 3 units: exactly 3 orders, and the ledger adds up', async () => {
    const product = await makeProduct(shop, { stock: 3 });
    const guests = Array.from({ length: 50 }, () => newClient(shop));
    const lines = await Promise.all(
      guests.map(async (g) => (await g.post('/api/cart/', { product_id: product.id, quantity: 1 })).body),
    );
    const answers = await Promise.all(
      guests.map((g, i) =>
        g.post('/api/place-order/', {
          cart_items: [{ cart_item_id: lines[i].cart_item.cart_item_id }],
          ...addressFields(),
          total_amount: '165.00',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    expect(await stockOf(shop, product.id)).toBe(0);
    expect(await ledgerMismatches(shop.database.db)).toEqual([]);
    const reserved = (await stockHistory(shop.database.db, product.id)).filter((m) => m.reason === 'reserved');
    expect(reserved).toHaveLength(3);
  }, 60_000);

  it('`stock set` writes an adjustment and `stock history` lists the movements', async () => {
    const product = await makeProduct(shop, { stock: 7 });
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    const run = (argv: string[]) =>
      runCommand(argv, { database: shop.database, config: shop.app.config, io, mailer: shop.app.accounts.mailer });
    expect(await run(['stock', 'set', String(product.id), '12'])).toBe(0);
    expect(out.join('\n')).toContain('stock 7 → 12');
    out.length = 0;
    expect(await run(['stock', 'history', String(product.id)])).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/\+7\s+opening/);
    expect(text).toMatch(/\+5\s+adjusted\s+cli:\S*\s+12\s+counted/);
    expect(text).toContain('on hand now 12');
  });
});

describe('reads follow writes', () => {
  /** What a shopper sees of the product: its page's API answer, the page's embedded data, a listing, search. */
  async function seen(productId: number, categoryId: number, name: string) {
    const detail = await shop.get(`/api/product-detail/${productId}/`);
    const page = await shop.get(`/Productdetail/${productId}`);
    const listing = await shop.get(`/api/products/${categoryId}/`);
    const search = await shop.get(`/api/search/?q=${encodeURIComponent(name)}`);
    const embedded = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page.text)?.[1] ?? '{}';
    const pageDetail = JSON.parse(embedded.replace(/\\u003c/g, '<'))[`product-detail/${productId}/`];
    type Card = { id: number; sold_out: boolean };
    return {
      detail: detail.body.stock_details,
      page: pageDetail?.stock_details,
      listing: (listing.body as Card[]).find((p) => p.id === productId)?.sold_out,
      search: (search.body as Card[]).find((p) => p.id === productId)?.sold_out,
    };
  }

  it('a product that sells out reads as out of stock on its page, its embedded data, listings and search at once; an expiry brings it back', async () => {
    const [product] = await queryRows<{ id: number; name: string; category_id: number }>(
      shop.database.db,
      sql`SELECT id, name, category_id FROM products WHERE stock_quantity > 10 AND NOT sold_out AND NOT coming_soon ORDER BY id LIMIT 1`,
    );
    const { id, name, category_id: category } = product!;
    await inTransaction(shop.database.db, (tx) => adjustStock(tx, id, 2, { actor: 'operator' }));
    shop.app.cache.invalidate({ products: [id] });
    // Everything is read (and cached) before the sale.
    expect(await seen(id, category, name)).toEqual({
      detail: { stock_quantity: 2, status: 'low_stock' },
      page: { stock_quantity: 2, status: 'low_stock' },
      listing: false,
      search: false,
    });
    expect(await seen(id, category, name)).toMatchObject({ detail: { stock_quantity: 2 } });

    const sold = await placeAndPay(shop, newClient(shop), id, 2, { pay: false });
    const started = performance.now();
    const out = { detail: { stock_quantity: 0, status: 'out_of_stock' }, listing: true, search: true };
    expect(await seen(id, category, name)).toEqual({ ...out, page: out.detail });
    console.log(
      `sell-out visible on PGlite/PostgreSQL (one process) after ${(performance.now() - started).toFixed(0)} ms`,
    );

    // The add-to-cart answer agrees with what is shown.
    const added = await newClient(shop).post('/api/cart/', { product_id: id, quantity: 1 });
    expect(added.status).toBe(400);

    await shop.app.orders.releaseOrders(sql`id = ${sold.orderId}`);
    expect(await seen(id, category, name)).toMatchObject({
      detail: { stock_quantity: 2, status: 'low_stock' },
      page: { stock_quantity: 2 },
      listing: false,
      search: false,
    });
  });

  it('keeps the drawn pictures and the blog cached across a sale (nothing there shows stock)', async () => {
    const product = await makeProduct(shop, { stock: 5 });
    await shop.get('/api/api/blogs');
    shop.app.cache.invalidate({ products: [product.id] });
    const blogKeys = () => ['blogs'].filter((k) => shop.app.cache.has(k));
    await shop.get('/api/api/blogs');
    expect(blogKeys()).toEqual(['blogs']);
    await placeAndPay(shop, newClient(shop), product.id, 1);
    expect(blogKeys()).toEqual(['blogs']);
    expect(shop.app.cache.has(`product:${product.id}`)).toBe(false);
  });
});

describe('payments that cannot be fooled or forgotten', () => {
  it('refuses a signature that is not exactly 64 lowercase hex characters, even when its bytes match', async () => {
    const product = await makeProduct(shop, { stock: 5 });
    const guest = newClient(shop);
    const { orderNo } = await placeAndPay(shop, guest, product.id, 1, { pay: false });
    const order = await providerOrderOf({ orderNo: orderNo });
    const paid = await guest.post('/api/payments/sandbox/pay/', { order_id: order.provider_order_id });
    const valid = paid.body.razorpay_signature as string;
    expect(valid).toMatch(/^[0-9a-f]{64}$/);
    for (const signature of [
      `${valid}0`,
      `${valid}00`,
      valid.toUpperCase(),
      valid.slice(0, 63),
      ` ${valid}`,
      `${valid}g`,
    ]) {
      const answer = await guest.post('/api/payments/verify/', { ...paid.body, razorpay_signature: signature });
      expect(answer.status, signature).toBe(400);
    }
    const [still] = await queryRows<{ status: string }>(
      shop.database.db,
      sql`SELECT status FROM orders WHERE order_no = ${orderNo}`,
    );
    expect(still!.status).toBe('awaiting_payment');
    expect((await guest.post('/api/payments/verify/', paid.body)).status).toBe(200);
  });

  it('the reconciler finds a lost payment among 1,000 abandoned orders, oldest or newest', async () => {
    const product = await makeProduct(shop, { stock: 50 });
    const guest = newClient(shop);
    // The oldest order: paid at the sandbox, its browser and webhook both lost.
    const lost = await placeAndPay(shop, guest, product.id, 1, { pay: false });
    const lostRow = await providerOrderOf({ orderId: lost.orderId });
    await guest.post('/api/payments/sandbox/pay/', { order_id: lostRow.provider_order_id });
    // 1,000 abandoned checkouts after it (copies of an unpaid order, each with its own sandbox order).
    await shop.database.db.execute(sql`
      WITH src AS (SELECT * FROM orders WHERE id = ${lost.orderId}),
      made AS (
        INSERT INTO sandbox_orders (id, amount, receipt)
        SELECT 'order_abandon' || lpad(g::text, 6, '0'), 16500, 'abandoned' FROM generate_series(1, 1000) g
        RETURNING id
      )
      INSERT INTO orders (order_no, session_id, owner_key, subtotal_paise, delivery_paise, total_paise, ship_name,
        ship_street, ship_city, ship_state, ship_country, ship_postal_code, ship_phone, ship_email, bill_name,
        bill_street, bill_city, bill_state, bill_country, bill_postal_code, bill_phone, bill_email, provider,
        provider_order_id, request_hash, stock_released)
      SELECT substr(translate(md5(made.id), '0189abcdef', '2345678923'), 1, 8), src.session_id, src.owner_key, src.subtotal_paise,
        src.delivery_paise, src.total_paise, src.ship_name, src.ship_street, src.ship_city, src.ship_state,
        src.ship_country, src.ship_postal_code, src.ship_phone, src.ship_email, src.bill_name, src.bill_street,
        src.bill_city, src.bill_state, src.bill_country, src.bill_postal_code, src.bill_phone, src.bill_email,
        'sandbox', made.id, src.request_hash, true
      FROM made, src
      ON CONFLICT (order_no) DO NOTHING`);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      shop.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE provider_order_id LIKE 'order_abandon%'`,
    );
    expect(n).toBeGreaterThan(990);

    const started = performance.now();
    const result = await shop.app.orders.reconcile();
    console.log(
      `reconciler: ${result.checked} orders asked, ${result.paid} paid, in ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(result.checked).toBeGreaterThanOrEqual(n + 1);
    expect(result.paid).toBe(1);
    const [row] = await queryRows<{ status: string }>(
      shop.database.db,
      sql`SELECT status FROM orders WHERE id = ${lost.orderId}`,
    );
    expect(row!.status).toBe('paid');

    // The newest order, paid the same way, is found too.
    const newest = await placeAndPay(shop, guest, product.id, 1, { pay: false });
    const newRow = await providerOrderOf({ orderId: newest.orderId });
    await guest.post('/api/payments/sandbox/pay/', { order_id: newRow.provider_order_id });
    expect((await shop.app.orders.reconcile()).paid).toBe(1);
    expect(await ledgerMismatches(shop.database.db)).toEqual([]);
  }, 120_000);
});

// Several processes on one PostgreSQL: a sale through one is seen at once through the other.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on PostgreSQL', () => {
  let secondDb: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    secondDb = await openDatabase({ databaseUrl: shop.databaseUrl, poolMax: 2 });
    second = await buildApp({ config: shop.app.config, database: secondDb, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it('a sell-out through the first reads as out of stock on the second within 1 s', async () => {
    const product = await makeProduct(shop, { stock: 1 });
    const read = async () =>
      (await second.inject({ url: `/api/product-detail/${product.id}/` })).json().stock_details.status as string;
    expect(await read()).toBe('low_stock');
    expect(await read()).toBe('low_stock'); // now cached in the second process
    await placeAndPay(shop, newClient(shop), product.id, 1, { pay: false });
    const started = performance.now();
    await expect.poll(read, { timeout: 1000, interval: 10 }).toBe('out_of_stock');
    console.log(
      `sell-out visible on the second PostgreSQL process after ${(performance.now() - started).toFixed(0)} ms`,
    );
  });

  it('an operator’s `stock set` from the tool shows on both running processes within 1 s', async () => {
    const product = await makeProduct(shop, { stock: 4 });
    const stockOn = async (app: typeof second) =>
      (await app.inject({ url: `/api/product-detail/${product.id}/` })).json().stock_details.stock_quantity as number;
    expect([await stockOn(shop.app), await stockOn(second)]).toEqual([4, 4]);
    // The tool is a third process on the same database: its own connection.
    const toolDb = await openDatabase({ databaseUrl: shop.databaseUrl, poolMax: 1 });
    const io = { out: () => {}, err: () => {} };
    try {
      expect(
        await runCommand(['stock', 'set', String(product.id), '9'], {
          database: toolDb,
          config: shop.app.config,
          io,
          mailer: shop.app.accounts.mailer,
        }),
      ).toBe(0);
    } finally {
      await toolDb.close();
    }
    await expect.poll(() => stockOn(shop.app), { timeout: 1000, interval: 10 }).toBe(9);
    await expect.poll(() => stockOn(second), { timeout: 1000, interval: 10 }).toBe(9);
  });

  it('verifies a sandbox payment the other process signed (one signing key per database)', async () => {
    const product = await makeProduct(shop, { stock: 3 });
    const guest = newClient(shop);
    const { orderNo } = await placeAndPay(shop, guest, product.id, 1, { pay: false });
    const order = await providerOrderOf({ orderNo: orderNo });
    const paid = await guest.post('/api/payments/sandbox/pay/', { order_id: order.provider_order_id });
    const verify = await second.inject({
      method: 'POST',
      url: '/api/payments/verify/',
      payload: paid.body,
      headers: {
        cookie: [...guest.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrftoken': guest.jar.get('csrftoken') ?? '',
      },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().status).toBe('paid');
  });
});
