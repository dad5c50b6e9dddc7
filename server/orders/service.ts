import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type ShopDb } from '../db/client';
import type { Address, PlaceOrderBody, PlaceOrderResponse, OrderTotals } from '../../common/contract/orders';
import { applyCoupon, type Coupon } from '../../common/domain/coupon';
import { deliveryChargePaise } from '../../common/domain/delivery';
import { formatRupees, toDecimalString, toPaise } from '../../common/domain/money';
import { messages } from '../../common/domain/messages';
import { company } from '../../common/site/company';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationEmail } from '../mail/order-templates';
import { cartRows, linePaise, type CartRow } from './cart';
import { ownedBy, ownerKey, type Owner } from './owner';
import type { PaymentProvider } from '../payments/provider';

/** Order numbers: 8 characters without 0, O, 1 or I, so they can be read out and typed back. */
const ORDER_NO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newOrderNo(): string {
  let no = '';
  for (let i = 0; i < 8; i++) no += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return no;
}

export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number | null;
  session_id: number | null;
  owner_key: string;
  status: string;
  subtotal_paise: string;
  delivery_paise: string;
  coupon_code: string | null;
  coupon_discount_paise: string;
  total_paise: string;
  ship_name: string;
  ship_street: string;
  ship_city: string;
  ship_state: string;
  ship_country: string;
  ship_postal_code: string;
  ship_phone: string;
  ship_email: string;
  provider: 'razorpay' | 'sandbox';
  provider_order_id: string | null;
  payment_id: string | null;
  request_hash: string;
  flag: string | null;
  stock_released: boolean;
  created_at: string;
}

export class OrderError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly totals?: OrderTotals,
  ) {
    super(message);
  }
}

/** A stable digest of a request body: the same fields in any key order hash alike. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value as object)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

type Tx = ShopDb;

export interface Providers {
  /** What new orders use: Razorpay when configured, else the sandbox. */
  current: PaymentProvider;
  byName: (name: string) => PaymentProvider | undefined;
}

export interface OrdersServiceOptions {
  db: ShopDb;
  providers: Providers;
  mailer: Mailer;
  log: FastifyBaseLogger;
  holdMinutes: number;
  /** Origin for links in e-mails when the request gives none. */
  publicUrl: () => string;
}

const REQUIRED: [keyof PlaceOrderBody, string][] = [
  ['name', 'Name is required'],
  ['street', 'Street address is required'],
  ['city', 'City is required'],
  ['state', 'State is required'],
  ['country', 'Country is required'],
  ['postal_code', 'PIN code is required'],
  ['mobile', 'Phone number is required'],
  ['email', 'Email is requried'],
  ['bill_name', 'Billing name is required'],
  ['bill_street', 'Billing street address is required'],
  ['bill_city', 'Billing city is required'],
  ['bill_state', 'Billing state is required'],
  ['bill_country', 'Billing country is required'],
  ['bill_postal_code', 'Billing PIN code is required'],
  ['bill_mobile', 'Billing phone number is required'],
];

/** Checks the addresses as the checkout form does; the first problem answers 400. */
export function addressProblem(body: PlaceOrderBody): string | undefined {
  for (const [field, message] of REQUIRED) {
    const value = body[field];
    if (typeof value !== 'string' || !value.trim()) return `${messages.validationError} ${message}.`;
  }
  if (!/^\d{6}$/.test(body.postal_code.trim())) return 'The PIN code must be 6 digits.';
  if (!/^\d{6}$/.test(body.bill_postal_code.trim())) return 'The billing PIN code must be 6 digits.';
  if (!/^\d{10,15}$/.test(body.mobile.trim())) return 'The phone number must be 10 to 15 digits.';
  if (!/^\d{10,15}$/.test(body.bill_mobile.trim())) return 'The billing phone number must be 10 to 15 digits.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email.trim())) return 'Please enter a valid e-mail address.';
  return undefined;
}

/** The client's total in paise, or undefined when it is not an amount. */
function clientTotal(value: string | number): number | undefined {
  try {
    return toPaise(typeof value === 'number' ? String(value) : value);
  } catch {
    return undefined;
  }
}

function totalsOf(o: { subtotal: number; delivery: number; discount: number; total: number }): OrderTotals {
  return {
    subtotal: toDecimalString(o.subtotal),
    delivery_charge: toDecimalString(o.delivery),
    coupon_discount: toDecimalString(o.discount),
    total: toDecimalString(o.total),
  };
}

export function createOrdersService(options: OrdersServiceOptions) {
  const { db, providers, mailer, log } = options;
  /** Confirmation e-mails under way; close() waits for them. */
  const pending = new Set<Promise<unknown>>();

  async function byIdempotencyKey(owner: Owner, key: string): Promise<OrderRow | undefined> {
    const [row] = await queryRows<OrderRow>(
      db,
      sql`SELECT * FROM orders WHERE owner_key = ${ownerKey(owner)} AND idempotency_key = ${key}`,
    );
    return row;
  }

  function answer(order: OrderRow): PlaceOrderResponse {
    const provider = providers.byName(order.provider);
    if (!provider) throw new OrderError(503, 'The payment provider of this order is not configured.');
    return {
      razorpay_order_id: order.provider_order_id ?? '',
      amount: Number(order.total_paise),
      currency: 'INR',
      order_no: order.order_no,
      key: provider.keyId,
      provider: provider.name,
      script_url: provider.scriptUrl,
      name: company.brand,
      totals: totalsOf({
        subtotal: Number(order.subtotal_paise),
        delivery: Number(order.delivery_paise),
        discount: Number(order.coupon_discount_paise),
        total: Number(order.total_paise),
      }),
    };
  }

  /** Gives an order its provider order (amount in paise, receipt = order number), once. */
  async function withProviderOrder(order: OrderRow): Promise<OrderRow> {
    if (order.provider_order_id) return order;
    if (order.status !== 'awaiting_payment')
      throw new OrderError(409, 'This order has expired. Please place it again.');
    const provider = providers.byName(order.provider);
    if (!provider) throw new OrderError(503, 'The payment provider of this order is not configured.');
    let created;
    try {
      created = await provider.createOrder({
        amount: Number(order.total_paise),
        currency: 'INR',
        receipt: order.order_no,
        notes: { order_no: order.order_no },
      });
    } catch (error) {
      log.error({ err: error, orderNo: order.order_no }, 'payment provider: order not created');
      await releaseOrders(sql`id = ${order.id}`);
      throw new OrderError(502, 'There was an issue creating your order.');
    }
    const [updated] = await queryRows<OrderRow>(
      db,
      sql`UPDATE orders SET provider_order_id = ${created.id}, updated_at = now()
          WHERE id = ${order.id} AND provider_order_id IS NULL RETURNING *`,
    );
    if (updated) return updated;
    // A parallel replay gave it one first: use that.
    const [now] = await queryRows<OrderRow>(db, sql`SELECT * FROM orders WHERE id = ${order.id}`);
    return now!;
  }

  /**
   * Places an order from the caller's selected cart lines. Everything is priced here from the
   * database; stock is taken in the same transaction with the products locked in id order.
   */
  async function placeOrder(
    owner: Owner,
    body: PlaceOrderBody,
    idempotencyKey: string | undefined,
  ): Promise<{ replayed: boolean; answer: PlaceOrderResponse }> {
    const hash = requestHash(body);
    if (idempotencyKey) {
      const existing = await byIdempotencyKey(owner, idempotencyKey);
      if (existing) return replay(existing, hash);
    }
    const problem = addressProblem(body);
    if (problem) throw new OrderError(400, problem);
    const sent = clientTotal(body.total_amount);
    if (sent === undefined) throw new OrderError(400, 'total_amount must be an amount such as "1234.50".');
    const ids = [...new Set(body.cart_items.map((i) => i.cart_item_id))];
    const coupons = await queryRows<Coupon>(
      db,
      sql`SELECT code AS coupen_code, actual_price::text AS actual_price, discount_type,
            discount_price::text AS discount_price, discount_percentage::text AS discount_percentage
          FROM coupons WHERE active`,
    );
    const couponCode = body.coupon_code?.trim() || null;

    let order: OrderRow;
    try {
      order = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Tx;
        // Orders of this owner still awaiting payment for the same lines are replaced by this one
        // (a retry after a failed or abandoned payment): their stock comes back first.
        const superseded = await queryRows<{ id: number }>(
          tx,
          sql`SELECT o.id FROM orders o
              WHERE o.owner_key = ${ownerKey(owner)} AND o.status = 'awaiting_payment' AND NOT o.stock_released
                AND EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id
                            AND oi.cart_item_id IN (${sql.join(
                              ids.map((id) => sql`${id}`),
                              sql`, `,
                            )}))
              ORDER BY o.id FOR UPDATE`,
        );
        const supersededIds = superseded.map((o) => o.id);
        const lines = await cartRows(tx, owner, ids);
        if (lines.length !== ids.length)
          throw new OrderError(404, 'Some selected items are no longer in your cart. Please reload the cart.');
        const released = supersededIds.length
          ? await queryRows<{ product_id: number; quantity: number }>(
              tx,
              sql`SELECT product_id, sum(quantity)::int AS quantity FROM order_items
                  WHERE order_id IN (${sql.join(
                    supersededIds.map((id) => sql`${id}`),
                    sql`, `,
                  )}) AND product_id IS NOT NULL
                  GROUP BY product_id`,
            )
          : [];
        // Lock every product touched, in id order, so two checkouts never wait on each other in a circle.
        const productIds = [...new Set([...lines.map((l) => l.product_id), ...released.map((r) => r.product_id)])].sort(
          (a, b) => a - b,
        );
        const locked = await queryRows<{ id: number; stock_quantity: number | null }>(
          tx,
          sql`SELECT id, stock_quantity FROM products WHERE id IN (${sql.join(
            productIds.map((id) => sql`${id}`),
            sql`, `,
          )})
              ORDER BY id FOR UPDATE`,
        );
        const stock = new Map(locked.map((p) => [p.id, p.stock_quantity]));
        for (const r of released) {
          const s = stock.get(r.product_id);
          if (s !== null && s !== undefined) stock.set(r.product_id, s + r.quantity);
        }
        // Prices and flags are read again under the lock.
        const fresh = await cartRows(tx, owner, ids);
        const wanted = new Map<number, { name: string; quantity: number }>();
        for (const line of fresh) {
          // Flags only here: the stock itself is checked below, after a replaced order's units came back.
          if (line.sold_out || line.coming_soon) throw new OrderError(409, `${line.name}: ${messages.soldOutSelect}`);
          if (line.stock_quantity === null) throw new OrderError(409, `${line.name}: ${messages.stockUnavailable}`);
          const w = wanted.get(line.product_id) ?? { name: line.name, quantity: 0 };
          w.quantity += line.quantity;
          wanted.set(line.product_id, w);
        }
        const short = [...wanted].filter(([id, w]) => (stock.get(id) ?? 0) < w.quantity);
        if (short.length)
          throw new OrderError(
            409,
            short.map(([id, w]) => `${w.name}: ${messages.onlyInStockReduce(stock.get(id) ?? 0)}`).join(' '),
          );

        const priced = fresh.map((line) => ({ line, total: linePaise(line, line.quantity) }));
        const subtotal = priced.reduce((n, p) => n + p.total, 0);
        const delivery = deliveryChargePaise(body.state) ?? 0;
        let discount = 0;
        if (couponCode) {
          const result = applyCoupon(coupons, couponCode, subtotal);
          if (!result.ok) throw new OrderError(400, result.message);
          discount = result.discount;
        }
        const total = subtotal + delivery - discount;
        const totals = totalsOf({ subtotal, delivery, discount, total });
        if (sent !== total)
          throw new OrderError(
            409,
            `The order total is ${formatRupees(total)}, not ${formatRupees(sent)}: prices or stock changed. Please review your order.`,
            totals,
          );

        if (supersededIds.length) {
          await tx.execute(
            sql`UPDATE orders SET status = 'expired', stock_released = true, updated_at = now()
                WHERE id IN (${sql.join(
                  supersededIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`,
          );
          for (const r of released)
            await tx.execute(
              sql`UPDATE products SET stock_quantity = stock_quantity + ${r.quantity} WHERE id = ${r.product_id} AND stock_quantity IS NOT NULL`,
            );
        }
        for (const [productId, w] of [...wanted].sort((a, b) => a[0] - b[0])) {
          const taken = await queryRows<{ id: number }>(
            tx,
            sql`UPDATE products SET stock_quantity = stock_quantity - ${w.quantity}, updated_at = now()
                WHERE id = ${productId} AND stock_quantity >= ${w.quantity} RETURNING id`,
          );
          if (!taken.length)
            throw new OrderError(409, `${w.name}: ${messages.onlyInStockReduce(stock.get(productId) ?? 0)}`);
        }

        const provider = providers.current;
        const b = body;
        let inserted: OrderRow | undefined;
        for (let attempt = 0; !inserted && attempt < 5; attempt++) {
          [inserted] = await queryRows<OrderRow>(
            tx,
            sql`INSERT INTO orders (order_no, user_id, session_id, owner_key, subtotal_paise, delivery_paise, coupon_code,
                  coupon_discount_paise, total_paise, ship_name, ship_street, ship_city, ship_state, ship_country,
                  ship_postal_code, ship_phone, ship_email, bill_name, bill_street, bill_city, bill_state, bill_country,
                  bill_postal_code, bill_phone, bill_email, provider, idempotency_key, request_hash)
                VALUES (${newOrderNo()}, ${owner.kind === 'user' ? owner.userId : null}, ${owner.kind === 'session' ? owner.sessionId : null},
                  ${ownerKey(owner)}, ${subtotal}, ${delivery}, ${discount ? couponCode : null}, ${discount}, ${total},
                  ${b.name.trim()}, ${b.street.trim()}, ${b.city.trim()}, ${b.state.trim()}, ${b.country.trim()},
                  ${b.postal_code.trim()}, ${b.mobile.trim()}, ${b.email.trim()}, ${b.bill_name.trim()}, ${b.bill_street.trim()},
                  ${b.bill_city.trim()}, ${b.bill_state.trim()}, ${b.bill_country.trim()}, ${b.bill_postal_code.trim()},
                  ${b.bill_mobile.trim()}, ${(b.bill_email ?? b.email).trim()}, ${provider.name}, ${idempotencyKey ?? null}, ${hash})
                ON CONFLICT (order_no) DO NOTHING RETURNING *`,
          );
        }
        if (!inserted) throw new Error('could not find a free order number');
        for (const { line, total: lineTotal } of priced) {
          await tx.execute(
            sql`INSERT INTO order_items (order_id, cart_item_id, product_id, product_name, size_id, size_value, options,
                  unit_price_paise, list_price_paise, quantity, line_total_paise)
                VALUES (${inserted.id}, ${line.id}, ${line.product_id}, ${line.name}, ${line.size_id}, ${line.size_value ?? ''},
                  ${JSON.stringify(line.options ?? [])}::jsonb, ${linePaise(line, 1)}, ${toPaise(line.price)}, ${line.quantity}, ${lineTotal})`,
          );
        }
        await saveAddress(tx, owner, body);
        return inserted;
      });
    } catch (error) {
      // The same key sent twice at once: the second insert hits the unique index; answer as a replay.
      const e = error as { code?: string; cause?: { code?: string } };
      if (idempotencyKey && (e.code ?? e.cause?.code) === '23505') {
        const existing = await byIdempotencyKey(owner, idempotencyKey);
        if (existing) return replay(existing, hash);
      }
      throw error;
    }
    const ready = await withProviderOrder(order);
    return { replayed: false, answer: answer(ready) };
  }

  async function replay(existing: OrderRow, hash: string) {
    if (existing.request_hash !== hash)
      throw new OrderError(
        422,
        'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
      );
    return { replayed: true, answer: answer(await withProviderOrder(existing)) };
  }

  async function saveAddress(tx: Tx, owner: Owner, b: PlaceOrderBody) {
    const column = owner.kind === 'user' ? sql`user_id` : sql`session_id`;
    const value = owner.kind === 'user' ? owner.userId : owner.sessionId;
    await tx.execute(
      sql`INSERT INTO addresses (${column}, name, street, city, state, country, postal_code, phone, email)
          VALUES (${value}, ${b.name.trim()}, ${b.street.trim()}, ${b.city.trim()}, ${b.state.trim()}, ${b.country.trim()},
            ${b.postal_code.trim()}, ${b.mobile.trim()}, ${b.email.trim()})
          ON CONFLICT (${column}) DO UPDATE SET name = EXCLUDED.name, street = EXCLUDED.street, city = EXCLUDED.city,
            state = EXCLUDED.state, country = EXCLUDED.country, postal_code = EXCLUDED.postal_code, phone = EXCLUDED.phone,
            email = EXCLUDED.email, updated_at = now()`,
    );
  }

  /** Marks matching awaiting orders expired and puts their stock back, once (stock_released). */
  async function releaseOrders(where: ReturnType<typeof sql>): Promise<number> {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Tx;
      const expired = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE orders SET status = 'expired', stock_released = true, updated_at = now()
            WHERE id IN (SELECT id FROM orders WHERE status = 'awaiting_payment' AND NOT stock_released AND ${where}
                         ORDER BY id FOR UPDATE)
            RETURNING id`,
      );
      if (!expired.length) return 0;
      const items = await queryRows<{ product_id: number; quantity: number }>(
        tx,
        sql`SELECT product_id, sum(quantity)::int AS quantity FROM order_items
            WHERE order_id IN (${sql.join(
              expired.map((o) => sql`${o.id}`),
              sql`, `,
            )}) AND product_id IS NOT NULL
            GROUP BY product_id ORDER BY product_id`,
      );
      for (const item of items)
        await tx.execute(
          sql`UPDATE products SET stock_quantity = stock_quantity + ${item.quantity}, updated_at = now()
              WHERE id = ${item.product_id} AND stock_quantity IS NOT NULL`,
        );
      return expired.length;
    });
  }

  /**
   * The one way an order becomes paid: a conditional update, so the browser's verification, the
   * webhook and the reconciler racing each other make one transition and send one e-mail. A paid
   * order never changes back. `amount` (paise), when known, must equal the order's total, else the
   * order is flagged and stays unpaid.
   */
  async function markPaid(
    providerOrderId: string,
    paymentId: string,
    amount: number | undefined,
    origin: string | undefined,
  ): Promise<'paid' | 'already' | 'flagged' | 'unknown'> {
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Tx;
      const [order] = await queryRows<OrderRow>(
        tx,
        sql`SELECT * FROM orders WHERE provider_order_id = ${providerOrderId} FOR UPDATE`,
      );
      if (!order) return { outcome: 'unknown' as const };
      if (!['awaiting_payment', 'expired'].includes(order.status)) return { outcome: 'already' as const };
      if (amount !== undefined && amount !== Number(order.total_paise)) {
        const flag = `amount mismatch: payment ${paymentId} of ${amount} paise for an order of ${order.total_paise}`;
        await tx.execute(sql`UPDATE orders SET flag = ${flag}, updated_at = now() WHERE id = ${order.id}`);
        return { outcome: 'flagged' as const };
      }
      const [paid] = await queryRows<OrderRow>(
        tx,
        sql`UPDATE orders SET status = 'paid', payment_id = ${paymentId}, paid_at = now(), updated_at = now(), stock_released = false
            WHERE id = ${order.id} AND status IN ('awaiting_payment', 'expired') RETURNING *`,
      );
      if (!paid) return { outcome: 'already' as const };
      if (order.status === 'expired' && order.stock_released) {
        // Paid after its hold ran out: take the stock again; if it has gone meanwhile, a person must act.
        const items = await queryRows<{ product_id: number; quantity: number }>(
          tx,
          sql`SELECT product_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ${order.id} AND product_id IS NOT NULL
              GROUP BY product_id ORDER BY product_id`,
        );
        const short: number[] = [];
        for (const item of items) {
          const taken = await queryRows<{ id: number }>(
            tx,
            sql`UPDATE products SET stock_quantity = stock_quantity - ${item.quantity}, updated_at = now()
                WHERE id = ${item.product_id} AND stock_quantity >= ${item.quantity} RETURNING id`,
          );
          if (!taken.length) short.push(item.product_id);
        }
        if (short.length)
          await tx.execute(
            sql`UPDATE orders SET flag = ${`paid after its payment hold expired; stock short for product ${short.join(', ')}`} WHERE id = ${order.id}`,
          );
      }
      // The ordered lines leave the cart.
      await tx.execute(
        sql`DELETE FROM cart_items WHERE id IN (SELECT cart_item_id FROM order_items WHERE order_id = ${order.id})`,
      );
      return { outcome: 'paid' as const, order: paid };
    });
    if (result.outcome === 'paid') {
      const sending = sendConfirmation(result.order, origin)
        .catch((err: unknown) => log.error({ err, orderNo: result.order.order_no }, 'order confirmation e-mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    }
    return result.outcome;
  }

  async function sendConfirmation(order: OrderRow, origin: string | undefined) {
    const items = await queryRows<{
      product_name: string;
      size_value: string;
      quantity: number;
      line_total_paise: string;
    }>(
      db,
      sql`SELECT product_name, size_value, quantity, line_total_paise FROM order_items WHERE order_id = ${order.id} ORDER BY id`,
    );
    const base = options.publicUrl() || origin || '';
    await mailer.send(
      orderConfirmationEmail(order, items, `${base}/Trackorder?orderNo=${encodeURIComponent(order.order_no)}`),
    );
  }

  /** Records a failed payment attempt; the order stays payable and the cart stays as it is. */
  async function recordFailure(providerOrderId: string, description: string) {
    await db.execute(
      sql`UPDATE orders SET last_payment_error = ${description.slice(0, 500)}, updated_at = now()
          WHERE provider_order_id = ${providerOrderId}`,
    );
  }

  /**
   * Asks the provider about every order still awaiting payment (a payment whose webhook never came
   * still counts), then releases the stock of orders unpaid after the hold.
   */
  async function reconcile(): Promise<{ checked: number; paid: number; flagged: number; expired: number }> {
    const waiting = await queryRows<OrderRow>(
      db,
      // Expired orders are asked too for a week: a payment can complete after the hold ran out.
      sql`SELECT * FROM orders WHERE status IN ('awaiting_payment', 'expired') AND provider_order_id IS NOT NULL
            AND created_at > now() - interval '7 days' AND flag IS NULL
          ORDER BY id LIMIT 200`,
    );
    let paid = 0;
    let flagged = 0;
    for (const order of waiting) {
      const provider = providers.byName(order.provider);
      if (!provider) continue;
      try {
        const payments = await provider.fetchPayments(order.provider_order_id!);
        const captured = payments.find((p) => p.status === 'captured');
        if (!captured) continue;
        const outcome = await markPaid(order.provider_order_id!, captured.id, captured.amount, undefined);
        if (outcome === 'paid') paid++;
        if (outcome === 'flagged') flagged++;
      } catch (err) {
        log.warn({ err, orderNo: order.order_no }, 'reconcile: provider not reachable');
      }
    }
    const expired = await releaseOrders(sql`created_at < now() - make_interval(mins => ${options.holdMinutes})`);
    return { checked: waiting.length, paid, flagged, expired };
  }

  async function orderByProviderId(providerOrderId: string): Promise<OrderRow | undefined> {
    const [row] = await queryRows<OrderRow>(db, sql`SELECT * FROM orders WHERE provider_order_id = ${providerOrderId}`);
    return row;
  }

  async function lastAddress(owner: Owner) {
    const [row] = await queryRows<Address>(
      db,
      sql`SELECT name, street, city, state, country, postal_code, phone, email FROM addresses WHERE ${ownedBy(owner)}`,
    );
    return row;
  }

  return {
    placeOrder,
    markPaid,
    recordFailure,
    reconcile,
    releaseOrders,
    orderByProviderId,
    lastAddress,
    activeCoupons: () =>
      queryRows<Coupon>(
        db,
        sql`SELECT code AS coupen_code, actual_price::text AS actual_price, discount_type,
              discount_price::text AS discount_price, discount_percentage::text AS discount_percentage
            FROM coupons WHERE active ORDER BY id`,
      ),
    /** Waits for confirmation e-mails under way (tests, shutdown). */
    settled: () => Promise.all([...pending]),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { CartRow };
