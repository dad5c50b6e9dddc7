import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './context';
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

/** The guest session behind the cookie without making one (null when there is none). */
export async function currentSessionId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const session = await app.accounts.repo.sessionByDigest(tokenDigest(cookie));
  return session?.id ?? null;
}
