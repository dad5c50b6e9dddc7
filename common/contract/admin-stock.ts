import { Type, type Static } from 'typebox';
import { OrNull, SINGLE_LINE } from './common';

/**
 * The console's stock and contact-message API under /api/admin/ (server/stock/routes.ts and
 * server/engagement/console-routes.ts). Instants are ISO 8601; the console shows them in IST.
 */

const Instant = Type.String({ format: 'date-time' });

/** Why a person changed a product's stock from the console or `stock set` (server/stock/service.ts). */
export const STOCK_CHANGE_REASONS = ['counted', 'damaged', 'received'] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

/** The most units a product may hold: far beyond any shelf, well inside PostgreSQL's integer. */
export const MAX_STOCK = 2_000_000_000;

export const STOCK_FILTERS = ['low', 'sold-out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** GET /api/admin/stock: by name (or a product id), optionally only the low or the sold-out ones. */
export const StockQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, pattern: SINGLE_LINE })),
  filter: Type.Optional(Type.Enum(STOCK_FILTERS)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type StockQuery = Static<typeof StockQuery>;

export const StockLevel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Units on hand; null when it was never recorded (the product cannot be ordered). */
  stock: OrNull(Type.Integer()),
  /** At or under this many units the product is low (its page says so). */
  lowAt: Type.Integer(),
  /** Marked sold out by hand, whatever its stock. */
  markedSoldOut: Type.Boolean(),
  comingSoon: Type.Boolean(),
  level: Type.Union([Type.Literal('in'), Type.Literal('low'), Type.Literal('sold-out')]),
});
export type StockLevel = Static<typeof StockLevel>;

export const StockList = Type.Object({
  products: Type.Array(StockLevel),
  /** More products matched than were sent: narrow the search. */
  more: Type.Boolean(),
});
export type StockList = Static<typeof StockList>;

export const ProductIdParams = Type.Object({ productId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type ProductIdParams = Static<typeof ProductIdParams>;

export const StockMovementOnTheWire = Type.Object({
  id: Type.Integer(),
  at: Instant,
  delta: Type.Integer(),
  /** The ledger's reason: opening, reserved, released, adjusted, returned. */
  kind: Type.String(),
  /** counted, damaged or received for a person's change; the ledger's note otherwise. */
  note: Type.String(),
  orderNo: OrNull(Type.String()),
  /** `staff:asha@…`, `cli:<login>`, `checkout`, `expiry`… */
  actor: Type.String(),
  /** On hand after this movement. */
  balance: Type.Integer(),
});
export type StockMovementOnTheWire = Static<typeof StockMovementOnTheWire>;

/** GET /api/admin/stock/:productId: the product and its movements, newest first. */
export const StockProduct = Type.Object({
  product: StockLevel,
  movements: Type.Array(StockMovementOnTheWire),
});
export type StockProduct = Static<typeof StockProduct>;

const Reason = Type.Enum(STOCK_CHANGE_REASONS, { description: 'counted, damaged or received' });

/** POST /api/admin/stock/:productId/change: so many more (positive) or fewer (negative) units. */
export const StockChangeBody = Type.Object(
  {
    /** Not 0 (the service says so). */
    by: Type.Integer({ minimum: -MAX_STOCK, maximum: MAX_STOCK }),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type StockChangeBody = Static<typeof StockChangeBody>;

/** POST /api/admin/stock/:productId/set: the units on hand now. */
export const StockSetBody = Type.Object(
  {
    to: Type.Integer({ minimum: 0, maximum: MAX_STOCK }),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type StockSetBody = Static<typeof StockSetBody>;

/** POST /api/admin/stock/:productId/low-at: at or under this many units the product is low. */
export const StockLowAtBody = Type.Object(
  { lowAt: Type.Integer({ minimum: 0, maximum: MAX_STOCK }) },
  { additionalProperties: false },
);
export type StockLowAtBody = Static<typeof StockLowAtBody>;

export const StockChangeResult = Type.Object({
  product: StockLevel,
  before: OrNull(Type.Integer()),
});
export type StockChangeResult = Static<typeof StockChangeResult>;

/** GET /api/admin/messages: contact messages, the unanswered first, each part newest first. */
export const StaffMessage = Type.Object({
  id: Type.Integer(),
  receivedAt: Instant,
  name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  message: Type.String(),
  answeredAt: OrNull(Instant),
});
export type StaffMessage = Static<typeof StaffMessage>;

export const StaffMessages = Type.Object({
  messages: Type.Array(StaffMessage),
  unanswered: Type.Integer(),
  more: Type.Boolean(),
});
export type StaffMessages = Static<typeof StaffMessages>;

export const MessagesQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });
export type MessagesQuery = Static<typeof MessagesQuery>;

export const MessageIdParams = Type.Object({ messageId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type MessageIdParams = Static<typeof MessageIdParams>;

export const MarkAnsweredResult = Type.Object({ contact: StaffMessage, changed: Type.Boolean() });
export type MarkAnsweredResult = Static<typeof MarkAnsweredResult>;
