import { Type, type Static } from 'typebox';
import { OrNull, SINGLE_LINE, MULTI_LINE } from './common';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '../domain/data-requests';
import { MAX_COUPON_USES } from '../domain/coupon';

/**
 * The console's coupon and data-request API under /api/admin/ (server/coupons/routes.ts,
 * server/privacy/request-routes.ts). Instants are ISO 8601; the console shows them in IST.
 */

const Instant = Type.String({ format: 'date-time' });
const Rupees = (description: string) =>
  Type.String({ pattern: '^\\d{1,7}(\\.\\d{1,2})?$', description: `${description}: rupees, at most two decimals` });

export const CouponOnTheWire = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  type: Type.Union([Type.Literal('price'), Type.Literal('percentage')]),
  /** "50.00" rupees off, or "10.00" per cent off. */
  value: Type.String(),
  minOrder: Type.String(),
  startsAt: OrNull(Instant),
  endsAt: OrNull(Instant),
  maxUses: OrNull(Type.Integer()),
  /** Orders that used it and were not left unpaid. */
  uses: Type.Integer(),
  active: Type.Boolean(),
  /** What shoppers see now: active, started, not ended, uses left. */
  live: Type.Boolean(),
});
export type CouponOnTheWire = Static<typeof CouponOnTheWire>;

export const CouponList = Type.Object({ coupons: Type.Array(CouponOnTheWire) });
export type CouponList = Static<typeof CouponList>;

/** POST /api/admin/coupons: a new coupon; a field the shop does not know is refused (400). */
export const CouponBody = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z0-9]{3,30}$', description: '3 to 30 capital letters and digits' }),
    type: Type.Union([Type.Literal('price'), Type.Literal('percentage')], {
      description: 'price: so many rupees off; percentage: so many per cent off',
    }),
    value: Rupees('The discount'),
    minOrder: Rupees('The smallest subtotal it applies to'),
    startsAt: Type.Optional(OrNull(Instant)),
    endsAt: Type.Optional(OrNull(Instant)),
    maxUses: Type.Optional(OrNull(Type.Integer({ minimum: 1, maximum: MAX_COUPON_USES }))),
  },
  { additionalProperties: false },
);
export type CouponBody = Static<typeof CouponBody>;

export const CouponCodeParams = Type.Object({ code: Type.String({ pattern: '^[A-Z0-9]{3,30}$' }) });

export const CouponChanged = Type.Object({ coupon: CouponOnTheWire, changed: Type.Boolean() });
export type CouponChanged = Static<typeof CouponChanged>;

// --- Customers' data requests ---

export const DataRequestOnTheWire = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(DATA_REQUEST_KINDS),
  name: Type.String(),
  email: Type.String(),
  note: Type.String(),
  messageId: OrNull(Type.Integer()),
  receivedAt: Instant,
  dueAt: Instant,
  status: Type.Enum(DATA_REQUEST_STATUSES),
  loggedBy: Type.String(),
  doneAt: OrNull(Instant),
  doneBy: OrNull(Type.String()),
});
export type DataRequestOnTheWire = Static<typeof DataRequestOnTheWire>;

export const DataRequestsQuery = Type.Object({
  status: Type.Optional(Type.Enum(DATA_REQUEST_STATUSES)),
  /** Only open ones due within so many days (Today asks for 7). */
  dueWithinDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 366 })),
});
export type DataRequestsQuery = Static<typeof DataRequestsQuery>;

export const DataRequestList = Type.Object({ requests: Type.Array(DataRequestOnTheWire), open: Type.Integer() });
export type DataRequestList = Static<typeof DataRequestList>;

/** POST /api/admin/data-requests: logged by hand (name and e-mail) or from a contact message (its id). */
export const DataRequestBody = Type.Object(
  {
    kind: Type.Enum(DATA_REQUEST_KINDS),
    messageId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: SINGLE_LINE })),
    email: Type.Optional(Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' })),
    note: Type.Optional(Type.String({ maxLength: 2000, pattern: MULTI_LINE })),
    /** When the request arrived, if not now (a letter read today that came last week). */
    receivedAt: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type DataRequestBody = Static<typeof DataRequestBody>;

export const DataRequestIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const DataRequestChanged = Type.Object({ request: DataRequestOnTheWire, changed: Type.Boolean() });
export type DataRequestChanged = Static<typeof DataRequestChanged>;
