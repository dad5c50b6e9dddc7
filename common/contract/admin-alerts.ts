import { Type, type Static } from 'typebox';
import { ALERT_KINDS } from '../domain/alerts';
import { OrNull } from './common';

/** The console's alert routes under /api/admin/alerts (server/alerts/routes.ts). */

const Minutes = Type.Integer({ minimum: 0, maximum: 1439, description: 'minutes after midnight, IST' });

export const AlertSettings = Type.Object({
  /** The kinds this person gets (within `allowed`). */
  kinds: Type.Array(Type.Enum(ALERT_KINDS)),
  /** What their role may get. */
  allowed: Type.Array(Type.Enum(ALERT_KINDS)),
  quietFrom: OrNull(Minutes),
  quietUntil: OrNull(Minutes),
  /** Browsers of theirs that get Web Push; none: alerts come by e-mail. */
  devices: Type.Integer(),
  /** The VAPID public key (URL-safe base64) for pushManager.subscribe. */
  vapidPublicKey: Type.String(),
});
export type AlertSettings = Static<typeof AlertSettings>;

export const AlertSettingsBody = Type.Object(
  {
    kinds: Type.Array(Type.Enum(ALERT_KINDS), { maxItems: ALERT_KINDS.length, uniqueItems: true }),
    quietFrom: OrNull(Minutes),
    quietUntil: OrNull(Minutes),
  },
  { additionalProperties: false },
);
export type AlertSettingsBody = Static<typeof AlertSettingsBody>;

/** A browser's PushSubscription as its toJSON() gives it. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 10, maxLength: 2000, pattern: '^https?://' }),
    expirationTime: Type.Optional(OrNull(Type.Number())),
    keys: Type.Object(
      {
        p256dh: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+=*$' }),
        auth: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+=*$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushEndpointBody = Type.Object(
  { endpoint: Type.String({ minLength: 10, maxLength: 2000 }) },
  { additionalProperties: false },
);
