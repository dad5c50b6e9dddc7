import type { FastifyInstance } from 'fastify';
import { RetryLater, ShopError } from '../lib/errors';
import { MULTI_LINE, SINGLE_LINE } from './input';
import { databaseUnavailable, referenceGone, requestCaused } from '../db/errors';

/** Answers for errors that happen before a route's handler (fastify's own), in the shop's `{ message }` shape. */
export function errorMessage(error: Error & { code?: string }, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but says it is JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here; send application/json.';
    case 'FST_ERR_BAD_URL':
      return 'The request URL is malformed.';
    default:
      return status === 404 ? 'Not found.' : error.message;
  }
}

/** A validation failure in the shop's words; a control character is named as such rather than by its pattern. */
function validationMessage(error: Error & { validation?: unknown }, context: string | undefined): string {
  const [first] = Array.isArray(error.validation)
    ? (error.validation as { keyword?: string; instancePath?: string; params?: { pattern?: string } }[])
    : [];
  const where = context ?? 'request';
  if (first?.keyword === 'pattern' && (first.params?.pattern === SINGLE_LINE || first.params?.pattern === MULTI_LINE)) {
    const field = first.instancePath?.replace(/^\//, '').replace(/\//g, '.') || where;
    return `Invalid ${where}: ${field} contains a character that is not allowed.`;
  }
  return `Invalid ${where}: ${error.message}`;
}

/** Retry-After on a 503 while the database is away: it is back within seconds after a restart or failover. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * What the shopper reads when the database is away: the storefront's own error texts, the
 * checkout's for place-order and the newsletter's general one elsewhere.
 */
function unavailableMessage(url: string): string {
  return /^\/api\/place-order\//.test(url)
    ? 'There was an issue creating your order.'
    : 'Something went wrong. Please try again later.';
}

/**
 * Every error a route throws, answered in the shop's `{ message }` shape: validation in the shop's
 * words, the shop's own refusals with their status, the database's refusals of what was sent as
 * 400 / 409, the database away as 503 with Retry-After, anything else as a logged 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (
      error: Error & { statusCode?: number; code?: string; validation?: unknown; validationContext?: string },
      request,
      reply,
    ) => {
      if (error.validation) {
        return reply.code(400).send({ message: validationMessage(error, error.validationContext) });
      }
      // A refusal by the shop's rules: its own status and message (a 502 or 503 is logged too).
      if (error instanceof ShopError) {
        // A refusal for now says when to try again, and is no fault to log.
        if (error instanceof RetryLater) reply.header('Retry-After', String(error.retryAfterSeconds));
        // An outage (`outage` set) was logged once where it was noticed; other 5xx each get a line.
        else if ((error as ShopError & { outage?: boolean }).outage)
          request.log.debug({ err: error, url: request.url }, error.message);
        else if (error.statusCode >= 500) request.log.error({ err: error, url: request.url }, error.message);
        // A 503 is a moment's unavailability: say when to try again.
        if (error.statusCode === 503 && !reply.hasHeader('retry-after'))
          reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.code(error.statusCode).send({ message: error.message, ...error.body });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      // What the database refuses because of what was sent (a value out of range, bad text) is the request's fault.
      if (status >= 500 && requestCaused(error)) {
        request.log.warn({ err: error, url: request.url }, 'input refused by the database');
        return reply.code(400).send({ message: 'The request holds a value the shop cannot store.' });
      }
      if (status >= 500 && referenceGone(error)) {
        request.log.warn({ err: error, url: request.url }, 'a row the request named was removed meanwhile');
        return reply
          .code(409)
          .send({ message: 'What this request refers to no longer exists. Please reload the page.' });
      }
      // The database is down or silent: a short wait and a retry may work; never a 500.
      if (status >= 500 && databaseUnavailable(error)) {
        app.databaseOutage.failed(error);
        request.log.debug({ err: error, url: request.url }, 'database unavailable');
        return reply
          .code(503)
          .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: unavailableMessage(request.url) });
      }
      if (status >= 500) {
        request.log.error({ err: error, url: request.url }, 'request failed');
        return reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
      }
      return reply.code(status).send({ message: errorMessage(error, status) });
    },
  );
}
