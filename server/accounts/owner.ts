import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, guestSession, SESSION_COOKIE } from './context';
import { tokenDigest } from './tokens';

/** Who a cart, an address or an order belongs to: a signed-in customer, else the guest session. */
export type Owner = { kind: 'user'; userId: number; sessionId?: number } | { kind: 'session'; sessionId: number };

/** 'u:12' / 's:34': scopes idempotency keys and survives the session row. */
export function ownerKey(owner: Owner): string {
  return owner.kind === 'user' ? `u:${owner.userId}` : `s:${owner.sessionId}`;
}

/** `user_id = …` or `session_id = …` for a table with both columns (alias optional). */
export function ownedBy(owner: Owner, alias = ''): SQL {
  const prefix = alias ? sql.raw(`${alias}.`) : sql``;
  return owner.kind === 'user'
    ? sql`${prefix}user_id = ${owner.userId}`
    : sql`${prefix}session_id = ${owner.sessionId}`;
}

/**
 * The caller: the customer behind a bearer token, else the guest session (made now when `create`, so a
 * first add-to-cart gets its cookie). A bad or expired token answers 401 rather than falling back to
 * the guest cart, so a customer never silently fills a cart they will not see. undefined: answered.
 */
export async function resolveOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  create: boolean,
): Promise<Owner | null | undefined> {
  const user = await currentUser(app, request);
  if (user === 'invalid') {
    reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer')
      .send({ message: 'Your session has expired. Please log in again.' });
    return undefined;
  }
  if (user) return { kind: 'user', userId: user.id };
  if (create) {
    const session = await guestSession(app, request, reply);
    return { kind: 'session', sessionId: session.id };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const session = await app.accounts.repo.sessionByDigest(tokenDigest(cookie));
  return session ? { kind: 'session', sessionId: session.id } : null;
}

/** The guest session behind the cookie without making one (null when there is none). */
export async function currentSessionId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const session = await app.accounts.repo.sessionByDigest(tokenDigest(cookie));
  return session?.id ?? null;
}
