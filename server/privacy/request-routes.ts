/**
 * The console's data-request routes under /api/admin/ (tag `console`, the `requests.manage` action:
 * owner and support): the queue by deadline, log one (by hand or from a contact message), mark one
 * done. Handlers only call ./requests.ts and shape its answer; writes run under idempotency keys.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DataRequestBody,
  DataRequestChanged,
  DataRequestIdParams,
  DataRequestList,
  DataRequestsQuery,
  type DataRequestOnTheWire,
} from '../../common/contract/admin-coupons';
import type { ShopDb } from '../db/client';
import { CONSOLE_ERRORS, IDEMPOTENCY_KEY, staffIdempotentWrites } from '../http/console-writes';
import type { Actor } from '../lib/actor';
import { isoInstant } from '../lib/instants';
import type { DataRequestRow, DataRequestService } from './requests';

export interface RequestRouteDeps {
  requests: DataRequestService;
  db: ShopDb;
  staffActor: (request: FastifyRequest) => Actor;
}

export function requestOnTheWire(r: DataRequestRow): DataRequestOnTheWire {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    note: r.note,
    messageId: r.message_id,
    receivedAt: isoInstant(r.received_at),
    dueAt: isoInstant(r.due_at),
    status: r.status,
    loggedBy: r.logged_by,
    doneAt: isoInstant(r.done_at),
    doneBy: r.done_by,
  };
}

export async function dataRequestRoutes(admin: FastifyInstance, deps: RequestRouteDeps): Promise<void> {
  const { requests } = deps;
  await admin.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    staffIdempotentWrites(app, deps);

    app.get(
      '/data-requests',
      {
        config: { staff: 'requests.manage' },
        schema: {
          tags: ['console'],
          summary: 'Customers’ data requests: open ones by deadline, then done ones; or only open ones due soon.',
          querystring: DataRequestsQuery,
          response: { 200: DataRequestList, ...CONSOLE_ERRORS },
        },
      },
      async (request, reply) => {
        const found = await requests.list(request.query);
        reply.header('Cache-Control', 'private, no-store');
        return { requests: found.requests.map(requestOnTheWire), open: found.open };
      },
    );

    app.post(
      '/data-requests',
      {
        config: { staff: 'requests.manage' },
        schema: {
          tags: ['console'],
          summary:
            'Logs a data request by hand (name and e-mail) or from a contact message (its id), with its deadline.',
          headers: IDEMPOTENCY_KEY,
          body: DataRequestBody,
          response: { 200: DataRequestChanged, ...CONSOLE_ERRORS },
        },
      },
      async (request) => ({
        request: requestOnTheWire(await requests.log(request.body, deps.staffActor(request))),
        changed: true,
      }),
    );

    app.post(
      '/data-requests/:id/done',
      {
        config: { staff: 'requests.manage' },
        schema: {
          tags: ['console'],
          summary: 'Marks a data request done (once; again changes nothing).',
          params: DataRequestIdParams,
          headers: IDEMPOTENCY_KEY,
          response: { 200: DataRequestChanged, ...CONSOLE_ERRORS },
        },
      },
      async (request) => {
        const done = await requests.markDone(request.params.id, deps.staffActor(request));
        return { request: requestOnTheWire(done.request), changed: done.changed };
      },
    );
  });
}
