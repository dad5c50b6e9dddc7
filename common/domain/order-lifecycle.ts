/**
 * The order lifecycle, declared once: the states an order can be in, and which moves between them
 * are allowed, made by whom. The server changes an order's status only through this table
 * (server/orders/lifecycle.ts), the database's CHECK lists the same states (a test compares them),
 * and the API contract's `status` is this type.
 */

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'expired',
  'payment_review',
  'partially_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who moves an order:
 * - `payment`: the provider's word, checked: the browser's verified signature, a signed webhook or
 *   the reconciler asking the provider;
 * - `system`: the shop itself (the payment hold ran out, a new order replaced an unpaid one, the
 *   provider could not create its order);
 * - `operator`: a person running the shop, through the operators' tool;
 * - `customer`: the shopper, who places the order (its first state, not a move).
 */
export type OrderActor = 'payment' | 'system' | 'operator' | 'customer';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** Why this move exists, for the reader of the table and the operators' help. */
  why: string;
  /**
   * Only for an order that has not left yet (`not_shipped`: orders.shipped_at IS NULL) or that has
   * (`shipped`): a partly refunded order may be either, and only the first may still ship.
   */
  when?: 'not_shipped' | 'shipped';
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'awaiting_payment', to: 'paid', by: ['payment'], why: 'the payment was verified for the full amount' },
  {
    from: 'awaiting_payment',
    to: 'expired',
    by: ['system'],
    why: 'unpaid after the hold, or replaced by a new order for the same lines; its stock goes back',
  },
  {
    from: 'awaiting_payment',
    to: 'payment_review',
    by: ['payment'],
    why: 'a payment arrived for another amount than the order; a person decides',
  },
  {
    from: 'expired',
    to: 'paid',
    by: ['payment'],
    why: 'a payment completed after its hold ran out; the stock is taken again',
  },
  {
    from: 'expired',
    to: 'payment_review',
    by: ['payment'],
    why: 'a late payment for another amount than the order',
  },
  {
    from: 'payment_review',
    to: 'paid',
    by: ['operator'],
    why: 'the operator accepted the payment under review (never the browser or a webhook)',
  },
  { from: 'paid', to: 'shipped', by: ['operator'], why: 'handed to the carrier, with its GST invoice' },
  { from: 'shipped', to: 'delivered', by: ['operator'], why: 'the carrier delivered it' },
  // A line refunded before dispatch (stock short, or the shopper asked) leaves the rest to ship
  // (docs/decisions/0211-orders-that-change-before-they-ship.md); a full refund never ships.
  {
    from: 'partially_refunded',
    to: 'shipped',
    by: ['operator'],
    when: 'not_shipped',
    why: 'what is left of an order partly refunded before dispatch is handed to the carrier',
  },
  {
    from: 'partially_refunded',
    to: 'delivered',
    by: ['operator'],
    when: 'shipped',
    why: 'the carrier delivered an order partly refunded on the way',
  },
  // Refunds (server/invoices/refunds.ts): the order moves when the provider has returned the money
  // (its answer to the operator's command, or its refund.processed webhook), never when it is asked.
  ...(['paid', 'shipped', 'delivered'] as const).map((from): OrderTransition => ({
    from,
    to: 'partially_refunded',
    by: ['operator', 'payment'],
    why: 'part of the payment was returned, with a GST credit note',
  })),
  ...(['paid', 'shipped', 'delivered', 'partially_refunded'] as const).map((from): OrderTransition => ({
    from,
    to: 'refunded',
    by: ['operator', 'payment'],
    why: 'all of the payment has been returned, with GST credit notes',
  })),
];

/** The move from → to, if the table has it (whoever may make it). */
export function findTransition(from: OrderStatus, to: OrderStatus): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/**
 * Whether `actor` may move an order from → to; `shipped` (whether it has left) decides the moves
 * that depend on it, and without it they are allowed as far as the table goes.
 */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor, shipped?: boolean): boolean {
  const t = findTransition(from, to);
  if (!t?.by.includes(actor)) return false;
  return shipped === undefined || whenHolds(t, shipped);
}

/** Whether a move's condition on shipping holds for an order that has (or has not) shipped. */
export function whenHolds(t: OrderTransition, shipped: boolean): boolean {
  return t.when === undefined || (t.when === 'shipped') === shipped;
}

/** The states an order can move to from `from`, by anyone. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from).map((t) => t.to);
}

/** Whether a value read from the database or a request is one of the states. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** States in which the customer has paid and may have a GST invoice. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

/** States an order can be refunded from (a partial refund leaves the rest refundable). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = [...PAID_STATUSES, 'partially_refunded'];

/** States whose order has a GST invoice: paid ones, and refunded ones (a refund issues it if it had none). */
export const INVOICED_STATUSES: readonly OrderStatus[] = [...PAID_STATUSES, 'partially_refunded', 'refunded'];
