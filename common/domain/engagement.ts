/**
 * Rules for what shoppers send the shop besides orders: the contact form, the newsletter sign-up
 * and product reviews. The storefront checks with these before sending and shows the same
 * messages the server answers; the server checks everything again.
 */
import { EMAIL_MAX_LENGTH, accountMessages, isEmail, normaliseEmail, normaliseIndianMobile } from './accounts';
import { messages } from './messages';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_ADDRESS_MAX_LENGTH = 300;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
/** The review form starts at, and resets to, five stars. */
export const REVIEW_DEFAULT_RATING = 5;

export const contactMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${CONTACT_NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: accountMessages.emailInvalid,
  mobileRequired: 'Please enter your mobile number.',
  mobileInvalid: accountMessages.mobileInvalid,
  addressTooLong: `Your address can be at most ${CONTACT_ADDRESS_MAX_LENGTH} characters.`,
  messageRequired: 'Please enter a message.',
  messageTooLong: `Your message can be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  sent: 'Thank you for your message. We will get back to you soon.',
  tooMany: 'Too many messages. Please try again later.',
} as const;

/** Texts of the review form and its answers, spelt as the storefront always has. */
export const reviewMessages = {
  duplicate: 'You have already submitted a review for this product.',
  duplicateTitle: 'Duplicate Review',
  incomplete: messages.reviewIncomplete,
  thanks: 'Thank you for your feedback!',
  failed: 'An error occurred while submitting your review. Please try again.',
  textTooLong: `A review can be at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  ratingInvalid: `The star rating must be a whole number from ${REVIEW_MIN_RATING} to ${REVIEW_MAX_RATING}.`,
  loginRequired: 'Please log in to write a review.',
  productNotFound: 'Product not found.',
  verifiedPurchase: 'Verified purchase',
  tooMany: 'Too many reviews. Please try again later.',
} as const;

/** The newsletter block's popups (title and text), and the server's answers. */
export const newsletterMessages = {
  failedTitle: 'Oops...',
  failed: 'Something went wrong. Please try again later.',
  errorTitle: 'Error',
  error: 'An unexpected error occurred. Please try again later.',
  subscribedTitle: 'Subscribed Successfully',
  subscribed: 'Thank you for subscribing to our newsletter!',
  sending: 'Sending...',
  emailRequired: 'Please enter your email address.',
  emailInvalid: accountMessages.emailInvalid,
  tooMany: 'Too many sign-ups. Please try again later.',
} as const;

export interface ContactFields {
  name: string;
  email: string;
  mobile: string;
  /** May be empty: a shopper can write without giving an address. */
  address: string;
  message: string;
}

export type ContactField = keyof ContactFields;
/** Field name -> its one message, for every field that fails. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The order the form shows a contact error in: its first failing field's message is the one answered. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'mobile', 'address', 'message'];

/** Lengths count what a person sees: surrounding spaces are not part of it. */
const length = (text: string) => [...text.trim()].length;

export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = contactMessages.nameRequired;
  else if (length(name) > CONTACT_NAME_MAX_LENGTH) errors.name = contactMessages.nameTooLong;
  if (!fields.email.trim()) errors.email = contactMessages.emailRequired;
  else if (!isEmail(fields.email)) errors.email = contactMessages.emailInvalid;
  if (!fields.mobile.trim()) errors.mobile = contactMessages.mobileRequired;
  else if (!normaliseIndianMobile(fields.mobile)) errors.mobile = contactMessages.mobileInvalid;
  if (length(fields.address) > CONTACT_ADDRESS_MAX_LENGTH) errors.address = contactMessages.addressTooLong;
  const message = fields.message.trim();
  if (!message) errors.message = contactMessages.messageRequired;
  else if (length(message) > CONTACT_MESSAGE_MAX_LENGTH) errors.message = contactMessages.messageTooLong;
  return errors;
}

/** The first failing field's message, in form order, or null when the message may be sent. */
export function firstContactError(errors: ContactErrors): string | null {
  for (const field of CONTACT_FIELDS) if (errors[field]) return errors[field]!;
  return null;
}

/** A contact message as it is stored: trimmed, the e-mail lower-cased, the mobile as its 10 digits. */
export function normaliseContact(fields: ContactFields): ContactFields {
  return {
    name: fields.name.trim(),
    email: normaliseEmail(fields.email),
    mobile: normaliseIndianMobile(fields.mobile) ?? fields.mobile.trim(),
    address: fields.address.trim(),
    message: fields.message.trim(),
  };
}

/** The newsletter e-mail's problem, or null when it may be sent. */
export function subscribeProblem(email: string): string | null {
  if (!email.trim()) return newsletterMessages.emailRequired;
  if (email.trim().length > EMAIL_MAX_LENGTH || !isEmail(email)) return newsletterMessages.emailInvalid;
  return null;
}

export function isStarRating(rating: unknown): rating is number {
  return Number.isInteger(rating) && (rating as number) >= REVIEW_MIN_RATING && (rating as number) <= REVIEW_MAX_RATING;
}

/**
 * The review form's problem, or null when it may be sent: empty text or no rating gives the
 * storefront's warning; the server adds the length and range limits.
 */
export function reviewProblem(text: string, rating: unknown): string | null {
  if (!text.trim() || !rating) return reviewMessages.incomplete;
  if (!isStarRating(rating)) return reviewMessages.ratingInvalid;
  if (length(text) > REVIEW_TEXT_MAX_LENGTH) return reviewMessages.textTooLong;
  return null;
}
