/**
 * Who calls a storefront route, resolved once per request by one pair of hooks (setupAccounts adds
 * them), from what the route declares in its config, instead of a guard written in each handler:
 *
 * - `customer`: a signed-in customer (bearer token), else 401;
 * - `maybe-customer`: the customer, or nobody (a stale token is nobody);
 * - `owner`: the customer, else the guest session when the browser has one (null when not); a bad
 *   token answers 401 rather than falling back to the guest cart;
 * - `owner-or-new`: the same, making a guest session (and its cookie) when there is none;
 * - `{ self: 'params' | 'query' | 'body', key }`: the signed-in customer whose id the request names
 *   there, else 401 (nobody signed in) or 403 (someone else); `absent` says who is asked for when
 *   the request names no id at all (a guest's cart, a review without user_id).
 *
 * Handlers read the outcome with `customerOf(request)` and `ownerOf(request)`. The caller is
 * resolved after validation (a malformed request is a 400 first), except where a route asks for a
 * customer `beforeBody`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, guestSession, SESSION_COOKIE } from './context';
import type { Owner } from './owner';
import type { User } from './repository';
import { tokenDigest } from './tokens';

type Simple = 'customer' | 'maybe-customer' | 'owner' | 'owner-or-new';
export type CallerNeed =
  | Simple
  | {
      self: 'params' | 'query' | 'body';
      key: string;
      /** Who is asked for when the request names no id. */
      absent?: Simple;
      /** Require a signed-in customer before the body is validated (401 before 400). */
      beforeBody?: boolean;
    };

export interface Caller {
  user: User | null;
  owner: Owner | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; resolved once by server/accounts/caller.ts. */
    caller?: CallerNeed;
  }
  interface FastifyRequest {
    /** Set by the caller hooks on routes that declare `config.caller`. */
    caller?: Caller;
  }
}

const EXPIRED = 'Your session has expired. Please log in again.';
const NOT_YOURS = 'You can only see and change your own account.';

/** The signed-in customer of a route that declared one (`customer` or `self`). */
export function customerOf(request: FastifyRequest): User {
  const user = request.caller?.user;
  if (!user) throw new Error(`${request.routeOptions.url} reads a customer it did not declare (config.caller)`);
  return user;
}

/** The cart's, address's or order's owner of a route that declared `owner` (null: a guest without a session). */
export function ownerOf(request: FastifyRequest): Owner | null {
  if (!request.caller) throw new Error(`${request.routeOptions.url} reads an owner it did not declare (config.caller)`);
  return request.caller.owner;
}

function unauthorised(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message });
}

/** The id a `self` route names, or undefined when it names none. */
function namedId(request: FastifyRequest, need: { self: 'params' | 'query' | 'body'; key: string }) {
  const from = request[need.self] as Record<string, unknown> | undefined | null;
  const raw = from?.[need.key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  return Number(raw);
}

async function resolveSimple(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  need: Simple,
): Promise<Caller | FastifyReply> {
  const user = await currentUser(app, request);
  if (need === 'maybe-customer') return { user: user === 'invalid' ? null : user, owner: null };
  if (user === 'invalid') return unauthorised(reply, EXPIRED);
  if (need === 'customer')
    return user ? { user, owner: { kind: 'user', userId: user.id } } : unauthorised(reply, 'Please log in.');
  if (user) return { user, owner: { kind: 'user', userId: user.id } };
  if (need === 'owner-or-new') {
    const session = await guestSession(app, request, reply);
    return { user: null, owner: { kind: 'session', sessionId: session.id } };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  const session = cookie ? await app.accounts.repo.sessionByDigest(tokenDigest(cookie)) : undefined;
  return { user: null, owner: session ? { kind: 'session', sessionId: session.id } : null };
}

/** Adds the two hooks; every route registered after this may declare `config.caller`. */
export function resolveCallers(app: FastifyInstance): void {
  // Before the body is parsed, only where the route asks (`beforeBody`): a guest learns that signing
  // in is needed before anything about their body.
  app.addHook('preValidation', async (request, reply) => {
    const need = request.routeOptions.config.caller;
    if (typeof need !== 'object' || !need.beforeBody) return;
    const found = await resolveSimple(app, request, reply, 'customer');
    if (!('user' in found)) return found;
    request.caller = found;
  });
  // After validation (a malformed id is a 400 first; a guest session is made only for a request that
  // passed it): the caller, and the id the request names.
  app.addHook('preHandler', async (request, reply) => {
    const need = request.routeOptions.config.caller;
    if (!need) return;
    if (!request.caller) {
      const simple: Simple =
        typeof need === 'string'
          ? need
          : namedId(request, need) === undefined && need.absent
            ? need.absent
            : 'customer';
      const found = await resolveSimple(app, request, reply, simple);
      if (!('user' in found)) return found;
      request.caller = found;
    }
    if (typeof need === 'object') return checkSelf(request, reply, need);
  });
}

function checkSelf(
  request: FastifyRequest,
  reply: FastifyReply,
  need: Exclude<CallerNeed, Simple>,
): FastifyReply | undefined {
  const id = namedId(request, need);
  if (id === undefined && need.absent) return undefined;
  const user = request.caller?.user;
  if (user && id === user.id) return undefined;
  request.log.warn({ userId: user?.id, asked: id, url: request.url }, "refused another user's data");
  return reply.code(403).send({ message: NOT_YOURS });
}
