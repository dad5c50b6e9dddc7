import { describe, expect, it } from 'vitest';
import {
  contactMessages,
  firstContactError,
  isStarRating,
  newsletterMessages,
  normaliseContact,
  REVIEW_DEFAULT_RATING,
  reviewMessages,
  reviewProblem,
  subscribeProblem,
  validateContact,
} from '../../common/domain/engagement';

const contact = (overrides: Partial<Record<string, string>> = {}) => ({
  name: 'Lakshmi',
  email: 'lakshmi@example.in',
  mobile: '98765 43210',
  address: '',
  message: 'Hello',
  ...overrides,
});

describe('contact form rules', () => {
  it('accepts a complete message with an empty address', () => {
    expect(validateContact(contact())).toEqual({});
  });

  it('accepts Indian mobiles as people type them, and refuses others', () => {
    for (const mobile of ['9876543210', '+91 98765 43210', '+91-98765-43210', '0 6123456789'])
      expect(validateContact(contact({ mobile })), mobile).toEqual({});
    for (const mobile of ['5876543210', '98765', '+1 415 555 0100', '98765432101', 'nine eight'])
      expect(validateContact(contact({ mobile })).mobile, mobile).toBe(contactMessages.mobileInvalid);
  });

  it('counts length in characters a person sees, after trimming', () => {
    expect(validateContact(contact({ name: ` ${'அ'.repeat(100)} ` }))).toEqual({});
    expect(validateContact(contact({ name: '😀'.repeat(101) })).name).toBe(contactMessages.nameTooLong);
    expect(validateContact(contact({ message: 'x'.repeat(2000) }))).toEqual({});
    expect(validateContact(contact({ message: 'x'.repeat(2001) })).message).toBe(contactMessages.messageTooLong);
    expect(validateContact(contact({ address: 'x'.repeat(301) })).address).toBe(contactMessages.addressTooLong);
  });

  it('answers the first failing field in form order', () => {
    const errors = validateContact(contact({ message: '', email: 'x', name: '' }));
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
    expect(firstContactError(errors)).toBe(contactMessages.nameRequired);
    expect(firstContactError({})).toBeNull();
  });

  it('stores a trimmed message, the e-mail lower-cased and the mobile as 10 digits', () => {
    expect(
      normaliseContact(contact({ name: ' Lakshmi ', email: ' Lakshmi@Example.IN', mobile: '+91 98765-43210' })),
    ).toEqual({
      name: 'Lakshmi',
      email: 'lakshmi@example.in',
      mobile: '9876543210',
      address: '',
      message: 'Hello',
    });
  });
});

describe('newsletter rules', () => {
  it('needs an e-mail address', () => {
    expect(subscribeProblem('priya@example.in')).toBeNull();
    expect(subscribeProblem(' Priya@Example.in ')).toBeNull();
    expect(subscribeProblem('')).toBe(newsletterMessages.emailRequired);
    expect(subscribeProblem('priya')).toBe(newsletterMessages.emailInvalid);
    expect(subscribeProblem(`${'p'.repeat(250)}@example.in`)).toBe(newsletterMessages.emailInvalid);
  });

  it('keeps the storefront’s popup texts', () => {
    expect(newsletterMessages).toMatchObject({
      failedTitle: 'Oops...',
      failed: 'Something went wrong. Please try again later.',
      errorTitle: 'Error',
      error: 'An unexpected error occurred. Please try again later.',
      subscribedTitle: 'Subscribed Successfully',
      subscribed: 'Thank you for subscribing to our newsletter!',
    });
  });
});

describe('review rules', () => {
  it('starts at five stars and takes whole stars from 1 to 5', () => {
    expect(REVIEW_DEFAULT_RATING).toBe(5);
    for (const rating of [1, 2, 3, 4, 5]) expect(isStarRating(rating)).toBe(true);
    for (const rating of [0, 6, 4.5, -1, '5', NaN, null]) expect(isStarRating(rating)).toBe(false);
  });

  it('warns with the storefront’s text when the text or the rating is missing', () => {
    expect(reviewProblem('Lovely', 5)).toBeNull();
    expect(reviewProblem('', 5)).toBe('Please enter a review and select a star rating before submitting.');
    expect(reviewProblem('   ', 5)).toBe(reviewMessages.incomplete);
    expect(reviewProblem('Lovely', 0)).toBe(reviewMessages.incomplete);
    expect(reviewProblem('Lovely', 7)).toBe(reviewMessages.ratingInvalid);
    expect(reviewProblem('x'.repeat(2001), 5)).toBe(reviewMessages.textTooLong);
  });

  it('keeps the storefront’s answers', () => {
    expect(reviewMessages).toMatchObject({
      duplicate: 'You have already submitted a review for this product.',
      duplicateTitle: 'Duplicate Review',
      thanks: 'Thank you for your feedback!',
      failed: 'An error occurred while submitting your review. Please try again.',
    });
  });
});
