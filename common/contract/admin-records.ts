import { Type, type Static } from 'typebox';
import { OrNull, SINGLE_LINE } from './common';
import { CORRECTABLE_FIELDS } from '../domain/corrections';

/**
 * The console's people and records API under /api/admin/ (server/privacy/console-routes.ts and
 * server/audit/routes.ts): finding and exporting a customer's data, and the audit log with its CSV.
 * Instants are ISO 8601 (the console shows them in IST); days are India's calendar days.
 */

const Instant = Type.String({ format: 'date-time' });
/** A calendar day in India, YYYY-MM-DD. */
export const IndianDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** GET /api/admin/customers?q= : an e-mail address or an Indian mobile number. */
export const CustomersQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 254, pattern: SINGLE_LINE }) });
export type CustomersQuery = Static<typeof CustomersQuery>;

export const FoundCustomer = Type.Object({
  accounts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      email: Type.String(),
      mobile: Type.String(),
      createdAt: Instant,
      verified: Type.Boolean(),
    }),
  ),
  orders: Type.Array(
    Type.Object({
      orderNo: Type.String(),
      status: Type.String(),
      placedAt: Instant,
      guest: Type.Boolean(),
      email: Type.String(),
      phone: Type.String(),
    }),
  ),
  subscriptions: Type.Array(Type.Object({ email: Type.String(), consentedAt: Instant })),
  messages: Type.Array(
    Type.Object({
      id: Type.Integer(),
      receivedAt: Instant,
      name: Type.String(),
      email: Type.String(),
      mobile: Type.String(),
    }),
  ),
  /** The e-mail addresses found, each of which can be exported. */
  emails: Type.Array(Type.String()),
});
export type FoundCustomer = Static<typeof FoundCustomer>;

/** GET /api/admin/customers/export?email= */
export const CustomerExportQuery = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, pattern: SINGLE_LINE }),
});
export type CustomerExportQuery = Static<typeof CustomerExportQuery>;

/** POST /api/admin/customers/erase-preview and /erase: one address. */
export const CustomerEraseBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, pattern: SINGLE_LINE }),
});
export type CustomerEraseBody = Static<typeof CustomerEraseBody>;
export const CustomerErasure = Type.Object({
  email: Type.String(),
  /** One line per kind of data: what erasing does (or, in the preview, would do). */
  lines: Type.Array(Type.String()),
  /** Orders kept, name and address only, as the GST law asks. */
  kept: Type.Array(Type.String()),
  /** True for the preview: nothing was changed. */
  dryRun: Type.Boolean(),
});
export type CustomerErasure = Static<typeof CustomerErasure>;

/** POST /api/admin/customers/correct: one field of the account or its saved address (`address.city`). */
export const CustomerCorrectBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, pattern: SINGLE_LINE }),
  field: Type.Enum(CORRECTABLE_FIELDS),
  value: Type.String({ minLength: 1, maxLength: 300, pattern: SINGLE_LINE }),
});
export type CustomerCorrectBody = Static<typeof CustomerCorrectBody>;

export const AUDIT_TARGET_KINDS = [
  'order',
  'product',
  'customer',
  'staff',
  'coupon',
  'message',
  'shop',
  'request',
] as const;

/** GET /api/admin/audit: newest first, by period (India's days, inclusive) and target; `before` pages on. */
export const AuditQuery = Type.Object({
  from: Type.Optional(IndianDay),
  to: Type.Optional(IndianDay),
  kind: Type.Optional(Type.Enum(AUDIT_TARGET_KINDS)),
  target: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: SINGLE_LINE })),
  before: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditRecordOnTheWire = Type.Object({
  id: Type.Integer(),
  at: Instant,
  /** `staff:asha@…`, `cli:<login>`, `shop:<job>` or `customer`. */
  actor: Type.String(),
  sessionId: OrNull(Type.String()),
  action: Type.String(),
  targetKind: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.String(),
  documentNo: OrNull(Type.String()),
});
export type AuditRecordOnTheWire = Static<typeof AuditRecordOnTheWire>;

export const AuditPage = Type.Object({
  entries: Type.Array(AuditRecordOnTheWire),
  /** Pass as `before` for the next page; null on the last one. */
  next: OrNull(Type.Integer()),
});
export type AuditPage = Static<typeof AuditPage>;

/** GET /api/admin/audit.csv: a period of India's days, inclusive. */
export const AuditCsvQuery = Type.Object({ from: IndianDay, to: IndianDay });
export type AuditCsvQuery = Static<typeof AuditCsvQuery>;
