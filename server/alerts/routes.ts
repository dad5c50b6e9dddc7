/**
 * The console's alert routes under /api/admin/alerts (any signed-in person, for themselves): their
 * choices and quiet hours, and the browsers that get Web Push. The role decides which kinds they may
 * choose (common/domain/alerts.ts). Writes take an Idempotency-Key; choices write the audit log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AlertSettings,
  AlertSettingsBody,
  PushEndpointBody,
  PushSubscriptionBody,
} from '../../common/contract/admin-alerts';
import type { ShopDb } from '../db/client';
import { IDEMPOTENCY_KEY, staffIdempotentWrites } from '../http/console-writes';
import { ErrorResponse } from '../http/schemas';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import type { AlertService } from './service';

export interface AlertRouteDeps {
  alerts: AlertService;
  db: ShopDb;
  staffActor: (request: FastifyRequest) => Actor;
}

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
};

function staffOf(deps: AlertRouteDeps, request: FastifyRequest): Actor & { kind: 'staff' } {
  const actor = deps.staffActor(request);
  if (actor.kind !== 'staff') throw new ShopError(401, 'Sign in to the console.');
  return actor;
}

export async function alertRoutes(admin: FastifyInstance, deps: AlertRouteDeps): Promise<void> {
  const { alerts } = deps;
  await admin.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    staffIdempotentWrites(app, deps);

    app.get(
      '/alerts/settings',
      {
        config: { staff: 'signed-in' },
        schema: {
          tags: ['console'],
          summary: 'Your alerts: the kinds you get and may get, your quiet hours (IST), your browsers with Web Push.',
          response: { 200: AlertSettings, ...errors },
        },
      },
      async (request, reply) => {
        const me = staffOf(deps, request);
        reply.header('Cache-Control', 'private, no-store');
        return alerts.settings(me.staffId, me.role);
      },
    );

    app.put(
      '/alerts/settings',
      {
        config: { staff: 'signed-in' },
        schema: {
          tags: ['console'],
          summary: 'Chooses your alerts (among those your role may get) and quiet hours (IST, both or neither).',
          headers: IDEMPOTENCY_KEY,
          body: AlertSettingsBody,
          response: { 200: AlertSettings, ...errors },
        },
      },
      async (request) => alerts.saveSettings(staffOf(deps, request), request.body),
    );

    app.post(
      '/alerts/subscriptions',
      {
        config: { staff: 'signed-in' },
        schema: {
          tags: ['console'],
          summary: 'This browser gets your alerts by Web Push (its PushSubscription as toJSON() gives it).',
          headers: IDEMPOTENCY_KEY,
          body: PushSubscriptionBody,
          response: { 200: AlertSettings, ...errors },
        },
      },
      async (request) => {
        const me = staffOf(deps, request);
        await alerts.subscribe(me.staffId, request.body);
        return alerts.settings(me.staffId, me.role);
      },
    );

    app.post(
      '/alerts/subscriptions/remove',
      {
        config: { staff: 'signed-in' },
        schema: {
          tags: ['console'],
          summary: 'This browser stops getting your alerts by Web Push.',
          headers: IDEMPOTENCY_KEY,
          body: PushEndpointBody,
          response: { 200: AlertSettings, ...errors },
        },
      },
      async (request) => {
        const me = staffOf(deps, request);
        await alerts.unsubscribe(me.staffId, request.body.endpoint);
        return alerts.settings(me.staffId, me.role);
      },
    );
  });
}
