import type { FastifyBaseLogger } from 'fastify';
import type { ContactBody, ReviewBody, ReviewResponse } from '../../common/contract/engagement';
import { normaliseEmail } from '../../common/domain/accounts';
import {
  contactMessages,
  firstContactError,
  newsletterMessages,
  normaliseContact,
  reviewMessages,
  reviewProblem,
  subscribeProblem,
  validateContact,
} from '../../common/domain/engagement';
import type { ShopDetails } from '../../common/site/company';
import type { ShopDb } from '../db/client';
import type { CatalogueChange } from '../http/cache';
import { ShopError } from '../lib/errors';
import type { Mailer } from '../mail/mailer';
import { contactNotificationEmail } from './contact-templates';
import { createEngagementRepository, createViewerRepository } from './repository';

export interface EngagementDeps {
  db: ShopDb;
  mailer: Mailer;
  shop: ShopDetails;
  /** Tells the read cache that products' answers changed (a review changes their rating summary). */
  catalogueChanged: (change: CatalogueChange) => void;
  /** A stored contact message, for the staff alerts (server/alerts/): never awaited. */
  contactReceived?: (message: { id: number }) => void;
}

/** The log of the request a call answers. */
type RequestLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * The contact form, the newsletter sign-up and product reviews: their checks, what is stored, and the
 * shop's notice of a contact message, e-mailed after the answer. Refusals are ShopErrors. Stored text
 * is kept as written and only ever sent back as JSON text or escaped into HTML.
 */
export function createEngagementService({ db, mailer, shop, catalogueChanged, contactReceived }: EngagementDeps) {
  const repo = createEngagementRepository(db);
  // The shop's notices still going out; `settle` waits for them.
  const pending = new Set<Promise<unknown>>();

  return {
    /** Stores a message and e-mails it to the shop; a 400 names the first failing field and every one in `errors`. */
    async contact(body: ContactBody, log: RequestLog): Promise<{ message: string }> {
      const fields = { ...body, address: body.address ?? '' };
      const errors = validateContact(fields);
      const first = firstContactError(errors);
      if (first) throw new ShopError(400, first, { errors });

      const message = normaliseContact(fields);
      const stored = await repo.addContact(message);
      log.info({ contactId: stored.id }, 'contact message received');
      contactReceived?.({ id: stored.id });
      const notice = mailer
        .send(contactNotificationEmail(shop, { ...message, id: stored.id, receivedAt: stored.created_at }))
        .then((sent) => (sent ? repo.markContactNotified(stored.id) : undefined))
        .catch((err: unknown) => log.error({ err, contactId: stored.id }, 'contact notice failed'))
        .finally(() => pending.delete(notice));
      pending.add(notice);
      return { message: contactMessages.sent };
    },

    /** Subscribes an address once; a repeat answers the same, so nobody learns who is subscribed. */
    async subscribe(email: string, ip: string, log: RequestLog): Promise<{ message: string }> {
      const problem = subscribeProblem(email);
      if (problem) throw new ShopError(400, problem);
      const { created } = await repo.subscribe(normaliseEmail(email), ip);
      if (created) log.info('newsletter subscriber added');
      return { message: newsletterMessages.subscribed };
    },

    /** The customer's one review of a product, and the product's new rating summary. */
    async review(userId: number, body: ReviewBody, log: RequestLog): Promise<ReviewResponse> {
      const problem = reviewProblem(body.text, body.star_rating);
      if (problem) throw new ShopError(400, problem);

      const result = await repo.addReview(userId, body.product, body.text.trim(), body.star_rating);
      if (result.outcome === 'duplicate') throw new ShopError(400, reviewMessages.duplicate);
      if (result.outcome === 'no-product') throw new ShopError(404, reviewMessages.productNotFound);
      // Product answers (detail, listings, page tags) carry the rating summary: none may outlive this review.
      catalogueChanged({ products: [body.product] });
      log.info({ productId: body.product, reviewId: result.review.id }, 'review added');
      return { message: reviewMessages.thanks, review: result.review, ...result.summary };
    },

    /** Waits for the notices still going out (closing the app does). */
    async settle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;

export const viewingMessages = {
  notShown: 'This shop does not show how many people are viewing a product.',
  noProduct: 'Product not found.',
} as const;

/**
 * The notification strip's viewing count (shop.config.json `viewingCount`): while the shop shows it,
 * the browsers seen on a product's page within the window, never a figure the shop did not see
 * (docs/decisions/0241-viewing-count-real-or-off.md); while it does not, both calls refuse with 404.
 */
export function createViewingService(db: ShopDb, setting: ShopDetails['viewingCount']) {
  const repo = createViewerRepository(db);
  const ensureShown = () => {
    if (!setting.show) throw new ShopError(404, viewingMessages.notShown);
  };
  return {
    async seen(productId: number, viewer: string): Promise<void> {
      ensureShown();
      if (!(await repo.seen(productId, viewer, setting.withinMinutes)))
        throw new ShopError(404, viewingMessages.noProduct);
    },
    async count(productId: number): Promise<{ viewing: number }> {
      ensureShown();
      return { viewing: await repo.count(productId, setting.withinMinutes) };
    },
  };
}
