/**
 * What every console route file declares alike: the error answers, the Idempotency-Key header of a
 * write, and the idempotency hook keyed by the staff member. One place, so a new console screen's
 * routes (server/<area>/routes.ts) start from the same three lines instead of a copy.
 */
import { Type } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopDb } from '../db/client';
import type { Actor } from '../lib/actor';
import { createIdempotencyStore, idempotentWrites } from './idempotency';
import { ErrorResponse } from './schemas';

/** The 4xx answers a console route may give besides its own, each `{ message }`. */
export const CONSOLE_ERRORS = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
};

/** The header every console write declares. */
export const IDEMPOTENCY_KEY = Type.Object({
  // Optional in the schema: the idempotency hook refuses a missing key with a message that says what to send.
  'idempotency-key': Type.Optional(
    Type.String({ description: 'A fresh random value per action (a UUID), the same one when the action is retried.' }),
  ),
});

/**
 * Every write in `app` answers a repeated Idempotency-Key of the same staff member with its first
 * answer; the keys live in the one table (its sweep is the fulfilment routes', server/fulfilment/routes.ts).
 */
export function staffIdempotentWrites(
  app: FastifyInstance,
  deps: { db: ShopDb; staffActor: (request: FastifyRequest) => Actor },
): void {
  idempotentWrites(app, {
    store: createIdempotencyStore(deps.db),
    callerOf: (request) => {
      const actor = deps.staffActor(request);
      return actor.kind === 'staff' ? `staff:${actor.staffId}` : null;
    },
  });
}
