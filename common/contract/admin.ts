import { Type, type Static } from 'typebox';
import { OrNull, SINGLE_LINE } from './common';
import { ORDER_STATUSES, type OrderStatus } from '../domain/order-lifecycle';
import { ORDER_NO_ALPHABET, ORDER_NO_LENGTH } from '../domain/tracking';

/**
 * The staff console's order API under /api/admin/ (server/fulfilment/routes.ts): the schemas both the
 * console and the server read, and the types derived from them. Amounts are integer paise, instants
 * ISO 8601 (the console shows them in IST). Every write carries an Idempotency-Key header
 * (server/http/idempotency.ts).
 */

const Line = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength, pattern: SINGLE_LINE });
const Instant = Type.String({ format: 'date-time' });
const Paise = Type.Integer();

/** An order number: 8 letters and digits of the order alphabet, upper case. */
export const OrderNo = Type.String({ pattern: `^[${ORDER_NO_ALPHABET}]{${ORDER_NO_LENGTH}}$` });
export const OrderNoParams = Type.Object({ orderNo: OrderNo });
export type OrderNoParams = Static<typeof OrderNoParams>;

export const StaffOrderStatus = Type.Enum(ORDER_STATUSES);
export type { OrderStatus };

/** GET /api/admin/orders: filter chips (status, flagged), search (order number, phone, e-mail or name), cursor paging newest first. */
export const OrdersQuery = Type.Object({
  status: Type.Optional(StaffOrderStatus),
  flagged: Type.Optional(Type.Boolean()),
  q: Type.Optional(Line(100)),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type OrdersQuery = Static<typeof OrdersQuery>;

export const StaffOrderSummary = Type.Object({
  orderNo: Type.String(),
  placedAt: Instant,
  status: StaffOrderStatus,
  /** Why the order needs a person (a payment of another amount, stock short), or null. */
  flag: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  city: Type.String(),
  state: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  units: Type.Integer(),
  lines: Type.Integer(),
  totalPaise: Paise,
});
export type StaffOrderSummary = Static<typeof StaffOrderSummary>;

export const StaffOrderList = Type.Object({
  orders: Type.Array(StaffOrderSummary),
  /** Pass as `cursor` for the next page; null on the last one. */
  next: Type.Union([Type.String(), Type.Null()]),
});
export type StaffOrderList = Static<typeof StaffOrderList>;

export const StaffAddress = Type.Object({
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
  phone: Type.String(),
  email: Type.String(),
});
export type StaffAddress = Static<typeof StaffAddress>;

export const StaffOrderLine = Type.Object({
  /** 1-based, as the invoice prints it and a refund names it. */
  line: Type.Integer(),
  productId: OrNull(Type.Integer()),
  name: Type.String(),
  size: Type.String(),
  options: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  quantity: Type.Integer(),
  unitPaise: Paise,
  totalPaise: Paise,
});
export type StaffOrderLine = Static<typeof StaffOrderLine>;

/** GET /api/admin/orders/{orderNo}: everything about one order, with who made each move. */
export const StaffOrderDetail = Type.Object({
  ...StaffOrderSummary.properties,
  paidAt: OrNull(Instant),
  items: Type.Array(StaffOrderLine),
  totals: Type.Object({
    subtotalPaise: Paise,
    deliveryPaise: Paise,
    couponCode: OrNull(Type.String()),
    couponPaise: Paise,
    totalPaise: Paise,
  }),
  shipTo: StaffAddress,
  billTo: StaffAddress,
  payment: Type.Object({
    provider: Type.String(),
    providerOrderId: OrNull(Type.String()),
    paymentId: OrNull(Type.String()),
    lastError: OrNull(Type.String()),
  }),
  paymentEvents: Type.Array(Type.Object({ type: Type.String(), at: Instant })),
  tracking: Type.Object({
    number: OrNull(Type.String()),
    url: OrNull(Type.String()),
    courier: OrNull(Type.String()),
    shippedAt: OrNull(Instant),
    deliveredAt: OrNull(Instant),
  }),
  invoiceNo: OrNull(Type.String()),
  creditNotes: Type.Array(
    Type.Object({ creditNoteNo: Type.String(), date: Type.String(), totalPaise: Paise, reason: Type.String() }),
  ),
  refunds: Type.Array(
    Type.Object({
      amountPaise: Paise,
      status: Type.String(),
      reason: Type.String(),
      returned: Type.Boolean(),
      at: Instant,
      creditNoteNo: OrNull(Type.String()),
      providerRefundId: OrNull(Type.String()),
      failure: OrNull(Type.String()),
    }),
  ),
  /** What the customer's tracking page shows, oldest first. */
  history: Type.Array(Type.Object({ status: Type.String(), note: Type.String(), created_at: Instant })),
  /** Each move of the order, oldest first, with who made it (`staff:asha@…`, `cli:shop`, `shop:reconciler`). */
  transitions: Type.Array(
    Type.Object({
      from_status: OrNull(StaffOrderStatus),
      to_status: StaffOrderStatus,
      actor: Type.String(),
      note: Type.String(),
      person: OrNull(Type.String()),
      created_at: Instant,
    }),
  ),
  /** The audit log's entries for this order, newest first. */
  audit: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Instant,
      actor: Type.String(),
      action: Type.String(),
      reason: Type.String(),
      document_no: OrNull(Type.String()),
    }),
  ),
});
export type StaffOrderDetail = Static<typeof StaffOrderDetail>;

/** POST /api/admin/orders/{orderNo}/ship */
export const ShipBody = Type.Object({
  trackingNumber: Line(64, 1),
  /** One of the shop's couriers by id (shop.config.json `couriers`): builds the link from its pattern. */
  courier: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  /** The carrier's tracking page; needed unless a courier is given, and wins over its pattern when both are. */
  trackingUrl: Type.Optional(
    Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://[^\\s\\u0000-\\u001F\\u007F]+$' }),
  ),
  /** E-mail the customer (default true). */
  email: Type.Optional(Type.Boolean()),
});
export type ShipBody = Static<typeof ShipBody>;
export const ShipResult = Type.Object({
  changed: Type.Boolean(),
  orderNo: Type.String(),
  invoiceNo: Type.String(),
  emailed: Type.Boolean(),
});
export type ShipResult = Static<typeof ShipResult>;

/** POST /api/admin/orders/{orderNo}/deliver */
export const DeliverBody = Type.Object({ email: Type.Optional(Type.Boolean()) });
export type DeliverBody = Static<typeof DeliverBody>;
export const DeliverResult = Type.Object({
  changed: Type.Boolean(),
  orderNo: Type.String(),
  deliveredAt: Instant,
  emailed: Type.Boolean(),
});
export type DeliverResult = Static<typeof DeliverResult>;

/** POST /api/admin/orders/{orderNo}/accept-payment: a person accepts a payment under review, saying why. */
export const AcceptBody = Type.Object({ note: Line(500, 1) });
export type AcceptBody = Static<typeof AcceptBody>;
export const AcceptResult = Type.Object({
  orderNo: Type.String(),
  paymentId: Type.Union([Type.String(), Type.Null()]),
  flag: Type.Union([Type.String(), Type.Null()]),
});
export type AcceptResult = Static<typeof AcceptResult>;

/** POST /api/admin/orders/{orderNo}/refund-preview and /refund: selected lines (some of their units), a reason, returned to stock or not. */
export const RefundBody = Type.Object({
  lines: Type.Array(
    Type.Object({
      line: Type.Integer({ minimum: 1, maximum: 1000 }),
      quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    }),
    { minItems: 1, maxItems: 200 },
  ),
  reason: Line(200, 1),
  returned: Type.Boolean(),
});
export type RefundBody = Static<typeof RefundBody>;
export type RefundInput = RefundBody & { orderNo: string };

/** The credit note's amounts, before anything is written. */
export const RefundPreview = Type.Object({
  orderNo: Type.String(),
  amountPaise: Paise,
  intraState: Type.Boolean(),
  lines: Type.Array(
    Type.Object({
      line: Type.Integer(),
      description: Type.String(),
      quantity: Type.Integer(),
      taxablePaise: Paise,
      taxPaise: Paise,
      valuePaise: Paise,
    }),
  ),
  /** Units that go back into stock (only when returned). */
  restocked: Type.Array(Type.Object({ productId: Type.Integer(), quantity: Type.Integer() })),
});
export type RefundPreview = Static<typeof RefundPreview>;
export const RefundResult = Type.Object({
  orderNo: Type.String(),
  amountPaise: Paise,
  /** processed (settled now), pending (the provider's webhook settles it) or failed. */
  providerStatus: Type.Union([Type.Literal('processed'), Type.Literal('pending'), Type.Literal('failed')]),
  creditNoteNo: OrNull(Type.String()),
  failure: OrNull(Type.String()),
});
export type RefundResult = Static<typeof RefundResult>;

/** GET /api/admin/today */
export const TodayFigures = Type.Object({
  salesTodayPaise: Paise,
  salesWeekPaise: Paise,
  ordersToday: Type.Integer(),
  toShip: Type.Integer(),
  flagged: Type.Integer(),
  unreadMessages: Type.Integer(),
});
export type TodayFigures = Static<typeof TodayFigures>;
