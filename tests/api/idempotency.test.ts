// @vitest-environment node
/**
 * The idempotency keys of the console's writes (server/http/idempotency.ts) on the shop's real
 * database, over real HTTP, trying to break them: replays, another body under the same key, a key
 * still running, concurrent duplicates, another caller's key, failures that must not stick, expiry.
 * The route under the keys writes a row per run, so "it ran once" is counted in the database. The
 * console's own routes under the keys (ship twice, one e-mail) are in tests/api/console-orders.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { installErrorHandler } from '../../server/http/error-handler';
import { installJsonParser } from '../../server/http/input';
import {
  createIdempotencyStore,
  idempotentWrites,
  requestFingerprint,
  type IdempotencyStore,
} from '../../server/http/idempotency';
import { ShopError } from '../../server/lib/errors';
import { buildTestShop, type TestShop } from './helper';

let shop: TestShop;
let app: FastifyInstance;
let base: string;
let store: IdempotencyStore;

beforeAll(async () => {
  shop = await buildTestShop();
  const db = shop.database.db;
  await db.execute(sql`CREATE TABLE test_effects (id serial PRIMARY KEY, caller text NOT NULL, thing text NOT NULL)`);
  store = createIdempotencyStore(db);
  app = Fastify({ logger: false });
  installJsonParser(app);
  installErrorHandler(app);
  await app.register(async (scope) => {
    idempotentWrites(scope, { store, callerOf: (request) => (request.headers['x-caller'] as string) || null });
    scope.get('/things/:thing', async () => ({ read: true }));
    scope.post<{ Params: { thing: string }; Body: { waitMs?: number; fail?: number } }>(
      '/things/:thing',
      async (request, reply) => {
        const { waitMs = 0, fail } = request.body ?? {};
        if (waitMs) await new Promise((resolve) => setTimeout(resolve, waitMs));
        if (fail) throw new ShopError(fail as 403, `failed with ${fail}`);
        const [row] = await queryRows<{ id: number }>(
          db,
          sql`INSERT INTO test_effects (caller, thing) VALUES (${request.headers['x-caller'] as string}, ${request.params.thing}) RETURNING id`,
        );
        return reply.code(201).send({ effect: row!.id, thing: request.params.thing });
      },
    );
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await shop?.close();
});

async function post(path: string, body: unknown, key: string | undefined, caller = 'staff:1') {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-caller': caller };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
}

async function effects(thing: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.database.db,
    sql`SELECT count(*)::int AS n FROM test_effects WHERE thing = ${thing}`,
  );
  return row!.n;
}

describe('idempotency keys', () => {
  it('refuses a write without a key, or with a key that is not one, and changes nothing', async () => {
    const none = await post('/things/a', {}, undefined);
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/Idempotency-Key header/);
    for (const bad of ['short', 'has a space in it', 'x'.repeat(129), 'tab\there-x']) {
      const r = await post('/things/a', {}, bad);
      expect(r.status, bad).toBe(400);
      expect(r.body.message).toMatch(/8 to 128 printable characters/);
    }
    expect(await effects('a')).toBe(0);
    // Reads need no key.
    expect((await fetch(`${base}/things/a`, { headers: { 'x-caller': 'staff:1' } })).status).toBe(200);
  });

  it('answers a replay with the kept answer and changes nothing again', async () => {
    const key = randomUUID();
    const first = await post('/things/b', { note: 1 }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let i = 0; i < 3; i++) {
      const again = await post('/things/b', { note: 1 }, key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('content-type')).toMatch(/application\/json/);
    }
    expect(await effects('b')).toBe(1);
  });

  it('refuses the same key with another body or another path (422), and runs neither', async () => {
    const key = randomUUID();
    expect((await post('/things/c', { note: 1 }, key)).status).toBe(201);
    const otherBody = await post('/things/c', { note: 2 }, key);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.message).toMatch(/different request\. Send a new key/);
    const otherPath = await post('/things/c2', { note: 1 }, key);
    expect(otherPath.status).toBe(422);
    expect(await effects('c')).toBe(1);
    expect(await effects('c2')).toBe(0);
  });

  it('answers 409 with Retry-After while the first request with the key still runs, then the kept answer', async () => {
    const key = randomUUID();
    const slow = post('/things/d', { waitMs: 400 }, key);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during = await post('/things/d', { waitMs: 400 }, key);
    expect(during.status).toBe(409);
    expect(during.headers.get('retry-after')).toBe('1');
    expect(during.body.message).toMatch(/still being processed/);
    const first = await slow;
    expect(first.status).toBe(201);
    const after = await post('/things/d', { waitMs: 400 }, key);
    expect(after.body).toEqual(first.body);
    expect(await effects('d')).toBe(1);
  });

  it('runs exactly one of 24 concurrent duplicates', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 24 }, () => post('/things/e', { waitMs: 50 }, key)));
    const ran = answers.filter((a) => a.status === 201 && a.headers.get('idempotent-replayed') === null);
    expect(ran).toHaveLength(1);
    for (const a of answers) {
      expect([201, 409]).toContain(a.status);
      if (a.status === 201) expect(a.body).toEqual(ran[0]!.body);
    }
    expect(await effects('e')).toBe(1);
  });

  it('keeps keys per caller: one person’s key never replays another’s answer', async () => {
    const key = randomUUID();
    const asha = await post('/things/f', {}, key, 'staff:1');
    const ravi = await post('/things/f', {}, key, 'staff:2');
    expect(asha.status).toBe(201);
    expect(ravi.status).toBe(201);
    expect(ravi.headers.get('idempotent-replayed')).toBeNull();
    expect(ravi.body.effect).not.toBe(asha.body.effect);
    expect(await effects('f')).toBe(2);
  });

  it('does not keep a refusal of the moment (403 step-up, 409, 503): the retry with the same key runs', async () => {
    for (const fail of [403, 409, 503]) {
      const key = randomUUID();
      const refused = await post(`/things/g${fail}`, { fail }, key);
      expect(refused.status).toBe(fail);
      // The same tap retried (the client sends the same body): it runs, and fails the same way.
      const again = await post(`/things/g${fail}`, { fail }, key);
      expect(again.status).toBe(fail);
      expect(again.headers.get('idempotent-replayed')).toBeNull();
    }
    const rows = await queryRows<{ n: number }>(
      shop.database.db,
      sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE route LIKE 'POST /things/g%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps a refusal by the shop’s rules (404): the retry gets it again without running', async () => {
    const key = randomUUID();
    const first = await post('/things/h', { fail: 404 }, key);
    expect(first.status).toBe(404);
    const again = await post('/things/h', { fail: 404 }, key);
    expect(again.status).toBe(404);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('forgets a key after 24 hours, and frees a claim its process abandoned', async () => {
    const key = randomUUID();
    expect((await post('/things/i', {}, key)).status).toBe(201);
    await shop.database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ${key}`,
    );
    const later = await post('/things/i', {}, key);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await effects('i')).toBe(2);

    // A claim left running by a process that died: within 2 minutes a retry waits (409), after it runs.
    const orphan = randomUUID();
    await store.claim('staff:1', orphan, 'POST /things/j', requestFingerprint({}));
    expect((await post('/things/j', {}, orphan)).status).toBe(409);
    await shop.database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '3 minutes' WHERE key = ${orphan}`,
    );
    expect((await post('/things/j', {}, orphan)).status).toBe(201);

    // The sweep forgets what has expired and nothing else.
    await shop.database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ${key}`,
    );
    expect(await store.sweep()).toBe(1);
    const left = await queryRows<{ key: string }>(
      shop.database.db,
      sql`SELECT key FROM idempotency_keys WHERE key IN (${key}, ${orphan})`,
    );
    expect(left.map((r) => r.key)).toEqual([orphan]);
  });
});
