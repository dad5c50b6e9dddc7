/**
 * The console's contact-message routes under /api/admin/ (tag `console`, the `messages.manage`
 * action: owner and support): the messages unanswered first, and "Mark answered" (an audit entry
 * under the staff member's name). Replying is the phone's own mail app (a mailto: link), so the
 * shop sends nothing here. Handlers only call ./messages.ts and shape its answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MarkAnsweredResult,
  MessageIdParams,
  MessagesQuery,
  StaffMessages,
  type StaffMessage,
} from '../../common/contract/admin-stock';
import type { ShopDb } from '../db/client';
import { IDEMPOTENCY_KEY, staffIdempotentWrites } from '../http/console-writes';
import { ErrorResponse } from '../http/schemas';
import type { Actor } from '../lib/actor';
import { isoInstant } from '../lib/instants';
import { markMessageAnswered, staffMessages, type StaffMessageRow } from './messages';

export interface MessageRouteDeps {
  db: ShopDb;
  staffActor: (request: FastifyRequest) => Actor;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };

function onTheWire(m: StaffMessageRow): StaffMessage {
  return {
    id: m.id,
    receivedAt: isoInstant(m.created_at),
    name: m.name,
    email: m.email,
    mobile: m.mobile,
    message: m.message,
    answeredAt: isoInstant(m.answered_at),
  };
}

export async function messageConsoleRoutes(admin: FastifyInstance, deps: MessageRouteDeps): Promise<void> {
  await admin.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    staffIdempotentWrites(app, deps);

    app.get(
      '/messages',
      {
        config: { staff: 'messages.manage' },
        schema: {
          tags: ['console'],
          summary: 'Contact messages, the unanswered first, each part newest first.',
          querystring: MessagesQuery,
          response: { 200: StaffMessages, ...errors },
        },
      },
      async (request, reply) => {
        const found = await staffMessages(deps.db, request.query.limit ?? 100);
        reply.header('Cache-Control', 'private, no-store');
        return { messages: found.messages.map(onTheWire), unanswered: found.unanswered, more: found.more };
      },
    );

    app.post(
      '/messages/:messageId/answered',
      {
        config: { staff: 'messages.manage' },
        schema: {
          tags: ['console'],
          summary: 'Marks a contact message answered (once; again changes nothing).',
          params: MessageIdParams,
          headers: IDEMPOTENCY_KEY,
          response: { 200: MarkAnsweredResult, ...errors },
        },
      },
      async (request) => {
        const done = await markMessageAnswered(deps.db, request.params.messageId, deps.staffActor(request));
        return { contact: onTheWire(done.message), changed: done.changed };
      },
    );
  });
}
