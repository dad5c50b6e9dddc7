import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContactBody,
  ContactErrorResponse,
  ContactResponse,
  ReviewBody,
  ReviewResponse,
  SubscribeBody,
  SubscribeResponse,
} from '../../common/contract/engagement';
import { ErrorResponse } from '../../common/contract/common';
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
import { ENGAGEMENT_LIMITS, ENGAGEMENT_WINDOW_SECONDS, limitedBy } from '../http/limits';
import { requireSelf, requireUser } from '../accounts/context';
import { contactNotificationEmail } from './contact-templates';
import { createEngagementRepository } from './repository';

const minutes = ENGAGEMENT_WINDOW_SECONDS / 60;

/**
 * The contact form, the newsletter sign-up and product reviews. Each is limited per IP; stored
 * text is kept as written and only ever sent back as JSON text or escaped into HTML.
 */
const engagementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = createEngagementRepository(app.database.db);
  const { limits, mailer } = app.accounts;

  // The shop's notices go out after the answer; closing the app waits for them.
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/contact/',
    {
      bodyLimit: 32 * 1024,
      onRequest: limitedBy(limits, 'contact-ip', contactMessages.tooMany),
      schema: {
        tags: ['contact'],
        summary: `Send the shop a message; it is stored and e-mailed to the shop. ${ENGAGEMENT_LIMITS.contact} per IP in ${minutes} minutes, then 429`,
        description:
          'Name (at most 100 characters), e-mail, an Indian mobile number (10 digits, optionally with +91 or 0), an optional address (at most 300) and the message (at most 2000). A 400 names the first failing field in `message` and every one in `errors`.',
        body: ContactBody,
        response: { 201: ContactResponse, 400: ContactErrorResponse, 413: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const fields = { ...request.body, address: request.body.address ?? '' };
      const errors = validateContact(fields);
      const first = firstContactError(errors);
      if (first) return reply.code(400).send({ message: first, errors });

      const message = normaliseContact(fields);
      const stored = await repo.addContact(message);
      request.log.info({ contactId: stored.id }, 'contact message received');
      const notice = mailer
        .send(contactNotificationEmail(app.config.shop, { ...message, id: stored.id, receivedAt: stored.created_at }))
        .then((sent) => (sent ? repo.markContactNotified(stored.id) : undefined))
        .catch((err: unknown) => request.log.error({ err, contactId: stored.id }, 'contact notice failed'))
        .finally(() => pending.delete(notice));
      pending.add(notice);
      return reply.code(201).send({ message: contactMessages.sent });
    },
  );

  app.post(
    '/Subscribe/',
    {
      bodyLimit: 4 * 1024,
      onRequest: limitedBy(limits, 'subscribe-ip', newsletterMessages.tooMany),
      schema: {
        tags: ['newsletter'],
        summary: `Subscribe an e-mail address to the newsletter. ${ENGAGEMENT_LIMITS.subscribe} per IP in ${minutes} minutes, then 429`,
        description:
          'Addresses are kept lower-cased and once; the time of consent and the IP it came from are recorded. A repeat sign-up answers 200 like a new one, so the answer never tells whether an address was already subscribed.',
        body: SubscribeBody,
        response: { 200: SubscribeResponse, 400: ErrorResponse, 413: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const problem = subscribeProblem(request.body.email);
      if (problem) return reply.code(400).send({ message: problem });
      const { created } = await repo.subscribe(normaliseEmail(request.body.email), request.ip);
      if (created) request.log.info('newsletter subscriber added');
      return { message: newsletterMessages.subscribed };
    },
  );

  app.post(
    '/reviews/',
    {
      bodyLimit: 32 * 1024,
      onRequest: limitedBy(limits, 'review-ip', reviewMessages.tooMany),
      // A guest learns that signing in is needed before anything about their body.
      preValidation: [
        async (request, reply) => {
          if (!(await requireUser(app, request, reply))) return reply;
        },
      ],
      schema: {
        tags: ['reviews'],
        security: [{ bearerAuth: [] }],
        summary: `Review a product as the signed-in customer (one review per product). ${ENGAGEMENT_LIMITS.review} per IP in ${minutes} minutes, then 429`,
        description:
          "The author is the bearer token's customer; a `user_id` naming anyone else answers 403. Text 1 to 2000 characters, `star_rating` a whole number from 1 to 5. A second review of the same product answers 400 'You have already submitted a review for this product.' The review is a verified purchase when the customer has a paid order containing the product.",
        body: ReviewBody,
        response: {
          201: ReviewResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user =
        body.user_id === undefined
          ? await requireUser(app, request, reply)
          : await requireSelf(app, request, reply, body.user_id);
      if (!user) return reply;
      const problem = reviewProblem(body.text, body.star_rating);
      if (problem) return reply.code(400).send({ message: problem });

      const result = await repo.addReview(user.id, body.product, body.text.trim(), body.star_rating);
      if (result.outcome === 'duplicate') return reply.code(400).send({ message: reviewMessages.duplicate });
      if (result.outcome === 'no-product') return reply.code(404).send({ message: reviewMessages.productNotFound });
      // Product answers (detail, listings, page tags) carry the rating summary: none may outlive this review.
      app.cache.invalidate({ products: [body.product] });
      request.log.info({ productId: body.product, reviewId: result.review.id }, 'review added');
      return reply.code(201).send({ message: reviewMessages.thanks, review: result.review, ...result.summary });
    },
  );
};

export default engagementRoutes;
