import { Type, type Static } from 'typebox';
import { Review } from './catalogue';
import { MultilineText } from './common';
import { EMAIL_MAX_LENGTH } from '../domain/accounts';
import {
  CONTACT_ADDRESS_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
} from '../domain/engagement';

// Lengths are bounded here, loosely, so a huge body is refused before any work; the field rules
// of common/domain/engagement.ts answer with a message naming the field.
const Text = (max: number) => Type.String({ maxLength: max });

/** `POST /api/contact/`: what the contact form sends. */
export const ContactBody = Type.Object({
  name: Text(CONTACT_NAME_MAX_LENGTH * 4),
  email: Text(EMAIL_MAX_LENGTH * 2),
  mobile: Text(40),
  /** May be empty or left out. */
  address: Type.Optional(MultilineText(CONTACT_ADDRESS_MAX_LENGTH * 4)),
  message: MultilineText(CONTACT_MESSAGE_MAX_LENGTH * 4),
});
export type ContactBody = Static<typeof ContactBody>;

/**
 * 400 from contact/: `message` is the first failing field's (in form order), `errors` each one's.
 * A body that is not the contact form's shape at all (a missing field, a list) has `message` only.
 */
export const ContactErrorResponse = Type.Object({
  message: Type.String(),
  errors: Type.Optional(
    Type.Object({
      name: Type.Optional(Type.String()),
      email: Type.Optional(Type.String()),
      mobile: Type.Optional(Type.String()),
      address: Type.Optional(Type.String()),
      message: Type.Optional(Type.String()),
    }),
  ),
});
export type ContactErrorResponse = Static<typeof ContactErrorResponse>;

/** 201 from contact/. */
export const ContactResponse = Type.Object({ message: Type.String() });
export type ContactResponse = Static<typeof ContactResponse>;

/** `POST /api/Subscribe/`. */
export const SubscribeBody = Type.Object({ email: Text(EMAIL_MAX_LENGTH * 2) });
export type SubscribeBody = Static<typeof SubscribeBody>;

/** 200 from Subscribe/, the same for a new and a repeat sign-up (who subscribed is nobody else's business). */
export const SubscribeResponse = Type.Object({ message: Type.String() });
export type SubscribeResponse = Static<typeof SubscribeResponse>;

/** `POST /api/reviews/`: needs a bearer token; the author is the token's customer. */
export const ReviewBody = Type.Object({
  /** When sent, must be the signed-in customer's own id (403 otherwise). */
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  product: Type.Integer({ minimum: 1 }),
  text: MultilineText(REVIEW_TEXT_MAX_LENGTH * 4),
  /** A whole number from 1 to 5; a JSON number, not a string. */
  star_rating: Type.Integer(),
});
export type ReviewBody = Static<typeof ReviewBody>;

/** 201 from reviews/: the stored review and the product's new rating summary. */
export const ReviewResponse = Type.Object({
  message: Type.String(),
  review: Review,
  average_rating: Type.Union([Type.Number(), Type.Null()]),
  review_count: Type.Integer(),
});
export type ReviewResponse = Static<typeof ReviewResponse>;

/** `POST /api/product-viewers/{id}/`: this browser has the product's page open (its random id). */
export const ProductViewerBody = Type.Object({
  viewer: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type ProductViewerBody = Static<typeof ProductViewerBody>;

/** Browsers that had the product's page open in the shop's window (shop.config.json `viewingCount`). */
export const ProductViewersResponse = Type.Object({ viewing: Type.Integer({ minimum: 0 }) });
export type ProductViewersResponse = Static<typeof ProductViewersResponse>;
