import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContactBody,
  ContactErrorResponse,
  ContactResponse,
  ProductViewerBody,
  ProductViewersResponse,
  ReviewBody,
  ReviewResponse,
  SubscribeBody,
  SubscribeResponse,
} from '../../common/contract/engagement';
import { ErrorResponse, IdParam } from '../../common/contract/common';
import { Type } from 'typebox';
import { contactMessages, newsletterMessages, reviewMessages } from '../../common/domain/engagement';
import { ENGAGEMENT_LIMITS, ENGAGEMENT_WINDOW_SECONDS, limitedBy } from '../http/limits';
import { customerOf } from '../accounts/caller';
import { createEngagementService, createViewingService } from './service';
import { SIGNED_IN } from '../http/private-answers';
import { messageAlertEvent } from '../alerts/events';

const minutes = ENGAGEMENT_WINDOW_SECONDS / 60;

/** The contact form, the newsletter sign-up and product reviews, each limited per IP. */
const engagementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limits, mailer } = app.accounts;
  const engagement = createEngagementService({
    db: app.database.db,
    mailer,
    shop: app.config.shop,
    catalogueChanged: (change) => app.cache.invalidate(change),
    contactReceived: (m) => app.alerts.raise(messageAlertEvent(m)),
  });
  // The shop's notices go out after the answer; closing the app waits for them.
  app.addHook('onClose', () => engagement.settle());

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
    async (request, reply) => reply.code(201).send(await engagement.contact(request.body, request.log)),
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
    async (request) => engagement.subscribe(request.body.email, request.ip, request.log),
  );

  app.post(
    '/reviews/',
    {
      bodyLimit: 32 * 1024,
      onRequest: limitedBy(limits, 'review-ip', reviewMessages.tooMany),
      // A guest learns that signing in is needed before anything about their body (caller.ts).
      config: { caller: { self: 'body', key: 'user_id', absent: 'customer', beforeBody: true } },
      schema: {
        tags: ['reviews'],
        security: SIGNED_IN,
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
      return reply.code(201).send(await engagement.review(customerOf(request).id, request.body, request.log));
    },
  );

  // The notification strip's viewing count: only while the shop shows it (shop.config.json
  // `viewingCount`), and only ever the browsers the shop saw (docs/decisions/0241-…).
  const viewing = createViewingService(app.database.db, app.config.shop.viewingCount);
  const viewerParams = Type.Object({ id: IdParam });
  app.post(
    '/product-viewers/:id/',
    {
      bodyLimit: 1024,
      onRequest: limitedBy(limits, 'viewer-ip', 'Too many requests. Please try again later.'),
      schema: {
        tags: ['catalogue'],
        summary: `This browser has the product's page open (sent on opening it and once a minute while it stays open). 404 while the shop does not show viewing counts`,
        params: viewerParams,
        body: ProductViewerBody,
        response: { 204: Type.Null(), 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await viewing.seen(Number(request.params.id), request.body.viewer);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/product-viewers/:id/',
    {
      schema: {
        tags: ['catalogue'],
        summary: `How many browsers had the product's page open in the last few minutes (shop.config.json viewingCount.withinMinutes). 404 while the shop does not show viewing counts`,
        params: viewerParams,
        response: { 200: ProductViewersResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => viewing.count(Number(request.params.id)),
  );
};

export default engagementRoutes;
