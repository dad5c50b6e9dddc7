import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlaceOrderBody, PlaceOrderResponse } from '../../common/contract/orders';
import type { ShopDetails } from '../../common/site/company';
import type { CatalogueChange } from '../http/cache';
import type { ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationEmail } from './order-templates';
import { ProviderTimeout } from '../payments/deadline';
import { ProviderError } from '../payments/provider';
import { reserveStock, restoreStock } from '../stock/ledger';
import { cartRows } from '../cart/repository';
import type { CartRow } from '../cart/lines';
import {
  checkAvailability,
  checkRequest,
  newOrderNo,
  OrderError,
  priceOrder,
  requestHash,
  totalsOf,
  type PricedOrder,
} from './checkout';
import { moveOrder, moveOrders, recordPlaced } from './lifecycle';
import type { Owner } from '../accounts/owner';
import * as repo from './repository';
import type { OrderRow } from './repository';

export { OrderError, requestHash, addressProblem, newOrderNo } from './checkout';
export type { OrderRow } from './repository';

import type { Providers } from '../payments/providers';
export type { Providers };

export interface OrdersServiceOptions {
  db: ShopDb;
  /** The shop's details: its name on the payment window and in the confirmation e-mail. */
  shop: ShopDetails;
  providers: Providers;
  mailer: Mailer;
  log: FastifyBaseLogger;
  holdMinutes: number;
  /** Origin for links in e-mails when the request gives none. */
  publicUrl: () => string;
  /** Tells every reader (caches, page data, other processes) that these products' stock changed. */
  catalogueChanged: (change: CatalogueChange) => void;
  /**
   * Makes sure a picture an e-mail names (`/media/…`) can be fetched: a photo's e-mail JPEG is made
   * if missing (server/media/photos.ts prepareEmailPicture).
   */
  prepareEmailPicture?: (path: string) => Promise<void>;
  /** A payment's outcome for the staff alerts (server/alerts/): called after the commit, never awaited. */
  paymentAlert?: (event: { outcome: 'paid' | 'flagged'; orderNo: string; totalPaise: number }) => void;
}

/** How long after it was placed an order can still be paid at the provider (Razorpay's own window). */
export const PAYMENT_WINDOW_DAYS = 7;
/** Orders the reconciler asks the provider about at a time. */
const RECONCILE_PAGE = 200;
const RECONCILE_PARALLEL = 4;

export type PaidOutcome = 'paid' | 'already' | 'flagged' | 'unknown';

export function createOrdersService(options: OrdersServiceOptions) {
  const { db, shop, providers, mailer, log, catalogueChanged } = options;
  /** Confirmation e-mails under way; close() waits for them. */
  const pending = new Set<Promise<unknown>>();

  const changed = (productIds: number[]) => {
    if (productIds.length) catalogueChanged({ products: [...new Set(productIds)].sort((a, b) => a - b) });
  };

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
      name: shop.brand,
      totals: totalsOf({
        subtotal: Number(order.subtotal_paise),
        delivery: Number(order.delivery_paise),
        discount: Number(order.coupon_discount_paise),
        total: Number(order.total_paise),
      }),
    };
  }

  /**
   * Gives up unpaid orders (in the caller's transaction): each moves to expired through the
   * lifecycle and its units go back through the ledger, once. Returns the products touched.
   */
  async function expireOrders(tx: ShopDb, orderIds: number[], note: string): Promise<number[]> {
    const moved = await moveOrders(tx, orderIds, 'expired', 'system', { note });
    const ids = moved.map((m) => m.id);
    const lines = await repo.stockLinesOf(tx, ids);
    // Products in id order before any is changed, as checkout locks them: no waiting in a circle.
    await repo.lockProducts(
      tx,
      lines.map((l) => l.productId),
    );
    for (const id of ids)
      await restoreStock(
        tx,
        lines.filter((l) => l.orderId === id),
        'released',
        { orderId: id, actor: 'expiry', note },
      );
    await repo.setStockReleased(tx, ids, true);
    return lines.map((l) => l.productId);
  }

  /** Expires the unpaid orders matching `where` and puts their stock back. */
  async function releaseOrders(where: SQL, note = 'unpaid after the payment hold'): Promise<number> {
    const { count, products } = await inTransaction(db, async (tx) => {
      const ids = await repo.lockReleasableOrders(tx, where);
      return { count: ids.length, products: ids.length ? await expireOrders(tx, ids, note) : [] };
    });
    changed(products);
    return count;
  }

  /** Step 5: the provider's order (amount in paise, receipt = order number), once per order. */
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
      // An outage is told once by the provider's deadline wrapper (server/payments/deadline.ts).
      if (error instanceof ProviderTimeout || (error instanceof ProviderError && !error.status))
        log.warn({ err: error, orderNo: order.order_no }, 'payment provider: order not created');
      else log.error({ err: error, orderNo: order.order_no }, 'payment provider: order not created');
      // Its answer may still come: recorded on the released order, the reconciler asks about it later.
      if (error instanceof ProviderTimeout)
        void error.late
          .then(async (late) => {
            if (!late) return;
            await repo.setProviderOrderId(db, order.id, late.id);
            log.warn({ orderNo: order.order_no, providerOrderId: late.id }, 'payment provider: late order recorded');
          })
          .catch((err: unknown) =>
            log.error({ err, orderNo: order.order_no }, 'payment provider: late order not recorded'),
          );
      await releaseOrders(sql`id = ${order.id}`, 'the payment provider could not create its order');
      // Slow or unreachable (no answer at all): a retry soon may work, 503. An answer refusing it: 502.
      const unreachable = error instanceof ProviderTimeout || (error instanceof ProviderError && !error.status);
      // `outage`: the provider's deadline wrapper logged it once already (server/app.ts logs no more).
      throw Object.assign(new OrderError(unreachable ? 503 : 502, 'There was an issue creating your order.'), {
        outage: unreachable,
      });
    }
    // A parallel replay may have given it one first: then that one counts.
    return (await repo.setProviderOrderId(db, order.id, created.id)) ?? (await repo.orderById(db, order.id))!;
  }

  /** Step 6: the order, its lines and the address saved, and its units taken, in the transaction. */
  async function saveOrder(
    tx: ShopDb,
    owner: Owner,
    body: PlaceOrderBody,
    priced: PricedOrder,
    idempotencyKey: string | undefined,
    hash: string,
  ): Promise<OrderRow> {
    let order: OrderRow | undefined;
    for (let attempt = 0; !order && attempt < 5; attempt++)
      order = await repo.insertOrder(tx, {
        orderNo: newOrderNo(),
        owner,
        subtotal: priced.subtotal,
        delivery: priced.delivery,
        couponCode: priced.couponCode,
        discount: priced.discount,
        total: priced.total,
        body,
        provider: providers.current.name,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
      });
    if (!order) throw new Error('could not find a free order number');
    await recordPlaced(tx, order.id);
    await repo.insertOrderLines(tx, order.id, priced.lines);
    const { short } = await reserveStock(tx, priced.lines, { orderId: order.id, actor: 'checkout' });
    // Availability was checked under the same locks, so this is a fault, not a race; undo everything.
    if (short.length) throw new OrderError(409, 'Some items are no longer in stock. Please review your order.');
    await repo.saveAddress(tx, owner, body);
    return order;
  }

  /**
   * Places an order from the caller's selected cart lines: check the request and the cart, price it
   * and apply the coupon, take the stock, save; then ask the provider for its order. Everything is
   * priced here from the database; the products are locked in id order before anything is read.
   */
  async function placeOrder(
    owner: Owner,
    body: PlaceOrderBody,
    idempotencyKey: string | undefined,
  ): Promise<{ replayed: boolean; answer: PlaceOrderResponse }> {
    const hash = requestHash(body);
    if (idempotencyKey) {
      const existing = await repo.orderByIdempotencyKey(db, owner, idempotencyKey);
      if (existing) return replay(existing, hash);
    }
    const checked = checkRequest(body);
    const { sent } = checked;
    // From here on the states are the list's names (the hash above is of what was sent).
    body = checked.body;
    const cartItemIds = [...new Set(body.cart_items.map((i) => i.cart_item_id))];
    const couponCode = body.coupon_code?.trim() || null;

    let placed: { order: OrderRow; products: number[] };
    try {
      placed = await inTransaction(db, async (tx) => {
        // Unpaid orders of this owner for the same lines are replaced by this one (a retry after a
        // failed or abandoned payment): their stock comes back first.
        const replaced = await repo.lockUnpaidOrdersWithLines(tx, owner, cartItemIds);
        const lines = await cartRows(tx, owner, cartItemIds);
        if (lines.length !== cartItemIds.length)
          throw new OrderError(404, 'Some selected items are no longer in your cart. Please reload the cart.');
        const releasing = await repo.stockLinesOf(tx, replaced);
        await repo.lockProducts(tx, [...lines.map((l) => l.product_id), ...releasing.map((l) => l.productId)]);
        const released = await expireOrders(tx, replaced, 'replaced by a new order for the same cart lines');
        // Prices, flags and stock read again under the locks, after a replaced order's units came back.
        const fresh: CartRow[] = await cartRows(tx, owner, cartItemIds);
        checkAvailability(fresh);
        // The coupon read under its lock: a coupon with a limit on uses counts this order's rivals.
        if (couponCode) await repo.lockCoupon(tx, couponCode);
        const coupons = couponCode ? await repo.activeCoupons(tx) : [];
        const priced = priceOrder(fresh, body.state, coupons, couponCode, sent, shop.delivery);
        const order = await saveOrder(tx, owner, body, priced, idempotencyKey, hash);
        return { order, products: [...released, ...fresh.map((l) => l.product_id)] };
      });
    } catch (error) {
      // The same key sent twice at once: the second insert hits the unique index; answer as a replay.
      const e = error as { code?: string; cause?: { code?: string } };
      if (idempotencyKey && (e.code ?? e.cause?.code) === '23505') {
        const existing = await repo.orderByIdempotencyKey(db, owner, idempotencyKey);
        if (existing) return replay(existing, hash);
      }
      throw error;
    }
    changed(placed.products);
    const ready = await withProviderOrder(placed.order);
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

  /**
   * Takes an order's units again when it becomes paid after they went back (a payment after the
   * hold, an accepted review). If some have gone meanwhile, the order is flagged for a person.
   */
  async function retakeStock(tx: ShopDb, order: OrderRow, actor: string): Promise<number[]> {
    if (!order.stock_released) return [];
    const lines = await repo.stockLinesOf(tx, [order.id]);
    const { short } = await reserveStock(tx, lines, { orderId: order.id, actor, note: 'paid after release' });
    await repo.setStockReleased(tx, [order.id], false);
    if (short.length)
      await repo.setFlag(
        tx,
        order.id,
        `paid after its payment hold expired; stock short for product ${short.join(', ')}`,
      );
    return lines.map((l) => l.productId);
  }

  function confirm(order: OrderRow, origin: string | undefined) {
    const sending = sendConfirmation(order, origin)
      .catch((err: unknown) => log.error({ err, orderNo: order.order_no }, 'order confirmation e-mail failed'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  /**
   * The provider's word that an order was paid (the browser's verified signature, a signed webhook,
   * the reconciler): the order moves to paid through the lifecycle, once, whichever comes first.
   * `amount` (paise), when known, must equal the order's total; otherwise the order goes to
   * payment_review, and from there only an operator can accept it: a later verify or webhook
   * answers 'flagged' and changes nothing.
   */
  async function markPaid(
    providerOrderId: string,
    paymentId: string,
    amount: number | undefined,
    origin: string | undefined,
  ): Promise<PaidOutcome> {
    const result = await inTransaction(db, async (tx) => {
      const order = await repo.orderByProviderId(tx, providerOrderId, true);
      if (!order) return { outcome: 'unknown' as const };
      if (order.status === 'payment_review') return { outcome: 'flagged' as const };
      if (order.status !== 'awaiting_payment' && order.status !== 'expired') return { outcome: 'already' as const };
      if (amount !== undefined && amount !== Number(order.total_paise)) {
        const flag = `amount mismatch: payment ${paymentId} of ${amount} paise for an order of ${order.total_paise}`;
        await moveOrders(tx, [order.id], 'payment_review', 'payment', {
          note: flag,
          set: sql`flag = ${flag}, payment_id = ${paymentId}`,
        });
        return { outcome: 'flagged' as const, order };
      }
      await moveOrders(tx, [order.id], 'paid', 'payment', {
        note: `payment ${paymentId}`,
        set: sql`payment_id = ${paymentId}, paid_at = now()`,
      });
      const products = await retakeStock(tx, order, 'payment');
      await repo.removeOrderedCartLines(tx, order.id);
      return { outcome: 'paid' as const, order, products };
    });
    if (result.outcome === 'flagged') log.warn({ providerOrderId, paymentId, amount }, 'payment flagged for review');
    if ((result.outcome === 'flagged' || result.outcome === 'paid') && 'order' in result && result.order)
      options.paymentAlert?.({
        outcome: result.outcome,
        orderNo: result.order.order_no,
        totalPaise: Number(result.order.total_paise),
      });
    if (result.outcome === 'paid') {
      changed(result.products);
      confirm((await repo.orderById(db, result.order.id))!, origin);
    }
    return result.outcome;
  }

  /**
   * The operator accepts a payment under review: the order becomes paid (its stock taken again if it
   * had gone back) and the customer gets the confirmation.
   */
  /**
   * A person accepts a payment under review. `person` names them on the move and the stock taken;
   * `alsoInTransaction` (their audit entry) commits with the change or not at all.
   */
  async function acceptPayment(
    orderId: number,
    note: string,
    origin: string | undefined,
    by: {
      person?: string;
      alsoInTransaction?: (tx: ShopDb, before: OrderRow, after: OrderRow) => Promise<unknown>;
    } = {},
  ): Promise<OrderRow> {
    const { order, products } = await inTransaction(db, async (tx) => {
      const before = await repo.orderById(tx, orderId, true);
      if (!before) throw new OrderError(404, `No order with id ${orderId}.`);
      await moveOrder(tx, orderId, 'paid', 'operator', {
        note,
        set: sql`paid_at = now(), flag = NULL`,
        person: by.person,
      });
      const products = await retakeStock(tx, before, by.person ?? 'operator');
      await repo.removeOrderedCartLines(tx, orderId);
      const after = (await repo.orderById(tx, orderId))!;
      await by.alsoInTransaction?.(tx, before, after);
      return { order: after, products };
    });
    changed(products);
    confirm(order, origin);
    return order;
  }

  async function sendConfirmation(order: OrderRow, origin: string | undefined) {
    const base = options.publicUrl() || origin || '';
    // A picture needs an absolute URL in an e-mail; without a known origin the lines go without.
    const lines = await repo.confirmationLines(db, order.id);
    for (const image of new Set(lines.map((l) => l.image)))
      if (image)
        // A picture that cannot be made now (the photo store away) is made on the mail client's
        // request instead (server/media/routes.ts): the e-mail goes out all the same.
        await options.prepareEmailPicture?.(image).catch((err: unknown) => {
          log.warn({ err, image }, 'confirmation: the e-mail picture could not be prepared');
        });
    const items = lines.map((l) => ({
      ...l,
      image: l.image && /^https?:\/\//.test(base) ? `${base}${l.image}` : null,
    }));
    await mailer.send(
      orderConfirmationEmail(shop, order, items, `${base}/Trackorder?orderNo=${encodeURIComponent(order.order_no)}`),
    );
  }

  /** Records a failed payment attempt; the order stays payable and the cart stays as it is. */
  async function recordFailure(providerOrderId: string, description: string) {
    await repo.recordPaymentError(db, providerOrderId, description);
  }

  /** Asks the provider about one order; a captured payment marks it paid. */
  async function reconcileOne(order: OrderRow): Promise<PaidOutcome | 'none' | 'unreachable'> {
    const provider = providers.byName(order.provider);
    if (!provider) return 'none';
    try {
      const payments = await provider.fetchPayments(order.provider_order_id!);
      const captured = payments.find((p) => p.status === 'captured');
      if (!captured) return 'none';
      return await markPaid(order.provider_order_id!, captured.id, captured.amount, undefined);
    } catch (err) {
      log.warn({ err, orderNo: order.order_no }, 'reconcile: provider not reachable');
      return 'unreachable';
    }
  }

  /**
   * Asks the provider about every order that can still be paid (awaiting payment, or expired within
   * the provider's window), newest first, a page at a time, however many there are: a payment whose
   * browser and webhook were both lost still counts. Then releases the stock of orders unpaid
   * after the hold.
   */
  async function reconcile(): Promise<{ checked: number; paid: number; flagged: number; expired: number }> {
    let checked = 0;
    let paid = 0;
    let flagged = 0;
    let before: number | undefined;
    for (;;) {
      const page = await repo.payableOrdersPage(db, PAYMENT_WINDOW_DAYS, before, RECONCILE_PAGE);
      if (!page.length) break;
      before = page[page.length - 1]!.id;
      checked += page.length;
      for (let i = 0; i < page.length; i += RECONCILE_PARALLEL) {
        const outcomes = await Promise.all(page.slice(i, i + RECONCILE_PARALLEL).map(reconcileOne));
        paid += outcomes.filter((o) => o === 'paid').length;
        flagged += outcomes.filter((o) => o === 'flagged').length;
      }
      if (page.length < RECONCILE_PAGE) break;
    }
    const expired = await releaseOrders(sql`created_at < now() - make_interval(mins => ${options.holdMinutes})`);
    return { checked, paid, flagged, expired };
  }

  return {
    placeOrder,
    markPaid,
    acceptPayment,
    recordFailure,
    reconcile,
    releaseOrders,
    orderByProviderId: (providerOrderId: string) => repo.orderByProviderId(db, providerOrderId),
    lastAddress: (owner: Owner) => repo.lastAddress(db, owner),
    activeCoupons: () => repo.activeCoupons(db),
    recordPaymentEvent: (event: Parameters<typeof repo.recordPaymentEvent>[1]) => repo.recordPaymentEvent(db, event),
    /** Waits for confirmation e-mails under way (tests, shutdown). */
    settled: () => Promise.all([...pending]),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { CartRow };
