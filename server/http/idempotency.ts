/**
 * Idempotency keys for the console's writes: a phone on a flaky network retries a tap, and the retry
 * must never ship, refund or e-mail twice. Each write carries an `Idempotency-Key` header; the first
 * request with a key claims it in `idempotency_keys` (migration 0024) and its answer is kept, so that
 * - the same key with the same request gets the kept answer (`Idempotent-Replayed: true`), no second change;
 * - the same key with another body or path answers 422 (a client bug: one key, two actions);
 * - the same key while the first request still runs answers 409 with Retry-After;
 * - of concurrent duplicates exactly one runs: the claim is one INSERT … ON CONFLICT DO NOTHING.
 * Keys belong to a caller (one person's key never replays another's answer) and expire after 24 hours.
 * Decision record: docs/decisions/0301-idempotency-keys.md.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryRows, type ShopDb } from '../db/client';
import { ShopError } from '../lib/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered. */
export const KEY_TTL_HOURS = 24;
/**
 * A claim still 'running' after this long was left by a process that died mid-request: the next
 * retry may take it over. The services it guards are themselves safe to run again (a second ship
 * of a shipped order changes nothing and e-mails no one), so a takeover cannot double a change.
 */
export const ABANDONED_AFTER_SECONDS = 120;
/** Printable ASCII, as the IETF draft's examples (UUIDs, ULIDs); long enough for any of them. */
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; contentType: string | null; body: string }
  | { kind: 'running' }
  | { kind: 'mismatch' };

export interface IdempotencyStore {
  /** Claims `key` for this request, or says what was answered (or is being answered) under it. */
  claim(caller: string, key: string, route: string, bodyHash: string): Promise<Claim>;
  /** Keeps the answer of a claimed request. */
  complete(caller: string, key: string, status: number, contentType: string | null, body: string): Promise<void>;
  /** Forgets a claim whose request may be retried (a failure for now: 5xx, 429, step-up asked). */
  release(caller: string, key: string): Promise<void>;
  /** Forgets every key older than KEY_TTL_HOURS; the number forgotten. */
  sweep(): Promise<number>;
}

interface KeyRow {
  route: string;
  body_hash: string;
  status: 'running' | 'done';
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
  abandoned: boolean;
}

export function createIdempotencyStore(db: ShopDb): IdempotencyStore {
  return {
    async claim(caller, key, route, bodyHash) {
      // An expired key is free again; so is a claim its process abandoned.
      await db.execute(
        sql`DELETE FROM idempotency_keys WHERE caller = ${caller} AND key = ${key}
            AND (created_at < now() - make_interval(hours => ${KEY_TTL_HOURS})
                 OR (status = 'running' AND created_at < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})))`,
      );
      const inserted = await queryRows<{ key: string }>(
        db,
        sql`INSERT INTO idempotency_keys (caller, key, route, body_hash)
            VALUES (${caller}, ${key}, ${route}, ${bodyHash})
            ON CONFLICT (caller, key) DO NOTHING RETURNING key`,
      );
      if (inserted.length) return { kind: 'claimed' };
      const [row] = await queryRows<KeyRow>(
        db,
        sql`SELECT route, body_hash, status, response_status, response_type, response_body, false AS abandoned
            FROM idempotency_keys WHERE caller = ${caller} AND key = ${key}`,
      );
      // Released between our insert and this read: the caller's retry will find it free.
      if (!row) return { kind: 'running' };
      if (row.route !== route || row.body_hash !== bodyHash) return { kind: 'mismatch' };
      if (row.status === 'running') return { kind: 'running' };
      return {
        kind: 'replay',
        status: row.response_status ?? 200,
        contentType: row.response_type,
        body: row.response_body ?? '',
      };
    },
    async complete(caller, key, status, contentType, body) {
      await db.execute(
        sql`UPDATE idempotency_keys SET status = 'done', response_status = ${status},
              response_type = ${contentType}, response_body = ${body}
            WHERE caller = ${caller} AND key = ${key} AND status = 'running'`,
      );
    },
    async release(caller, key) {
      await db.execute(
        sql`DELETE FROM idempotency_keys WHERE caller = ${caller} AND key = ${key} AND status = 'running'`,
      );
    },
    async sweep() {
      const gone = await queryRows<{ key: string }>(
        db,
        sql`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${KEY_TTL_HOURS}) RETURNING key`,
      );
      return gone.length;
    },
  };
}

/**
 * A SHA-256 of the request's body; with the path kept beside it, one key cannot stand for two different
 * actions. A raw body (a photo upload, server/products/routes.ts) is hashed as its bytes: as JSON a
 * 12 MB photo would become a 50 MB array of numbers.
 */
export function requestFingerprint(body: unknown): string {
  const hash = createHash('sha256');
  if (Buffer.isBuffer(body)) return hash.update('bytes:').update(body).digest('hex');
  return hash.update(JSON.stringify(body ?? null)).digest('hex');
}

/**
 * Answers kept under a key: what the action did (2xx) and the shop's refusals of it (400, 404, 422).
 * Not kept: a refusal of the caller (401, 403: sign in or confirm it is you, then retry the same
 * tap), a conflict of the moment (409), a limit (429) or a fault (5xx): a retry may run again.
 */
function keepsAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || status === 400 || status === 404 || status === 422;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { caller: string; key: string };
  }
}

export interface IdempotencyOptions {
  store: IdempotencyStore;
  /** Whose key it is: the signed-in staff member; null when there is no caller (the scope answers 401 first). */
  callerOf: (request: FastifyRequest) => string | null;
}

/**
 * Puts every POST, PUT, PATCH and DELETE registered in `scope` under idempotency keys. Runs as a
 * preHandler, so after the caller is resolved and the route's role is checked, and after the body
 * is validated (a malformed body is refused without touching the store).
 */
export function idempotentWrites(scope: FastifyInstance, { store, callerOf }: IdempotencyOptions): void {
  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const caller = callerOf(request);
    if (!caller) throw new ShopError(401, 'Sign in to the console.');
    const header = request.headers[IDEMPOTENCY_HEADER];
    const key = Array.isArray(header) ? undefined : header;
    if (!key)
      throw new ShopError(
        400,
        'Send an Idempotency-Key header (a fresh random value for each action, the same one when you retry it).',
      );
    if (!KEY_PATTERN.test(key))
      throw new ShopError(400, 'The Idempotency-Key must be 8 to 128 printable characters without spaces.');
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const claim = await store.claim(caller, key, route, requestFingerprint(request.body));
    switch (claim.kind) {
      case 'claimed':
        request.idempotency = { caller, key };
        return;
      case 'mismatch':
        throw new ShopError(
          422,
          'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
        );
      case 'running':
        reply.header('Retry-After', '1');
        throw new ShopError(409, 'This action is still being processed. Wait a moment, then try again.');
      case 'replay':
        reply.header('Idempotent-Replayed', 'true');
        if (claim.contentType) reply.type(claim.contentType);
        return reply.code(claim.status).send(claim.body);
    }
  });

  // The answer is kept (or the claim released) before it is sent: a retry that arrives the moment
  // the first answer does finds the key done, not running.
  scope.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = undefined;
    if (keepsAnswer(reply.statusCode) && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const type = reply.getHeader('content-type');
      await store.complete(
        held.caller,
        held.key,
        reply.statusCode,
        typeof type === 'string' ? type : null,
        payload.toString(),
      );
    } else {
      await store.release(held.caller, held.key);
    }
    return payload;
  });
}
