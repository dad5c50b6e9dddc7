// @vitest-environment node
/**
 * The console's data-request queue (server/privacy/request-routes.ts) on a real shop over HTTP, signed
 * in as real staff: owner and support may, a packer may not; logged by hand or from a contact message
 * with its deadline (common/domain/data-requests.ts); each write one audit entry naming the request,
 * not the person; retried taps count once; bad input refused with its reason; the "due soon" list.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { DATA_REQUEST_DAYS } from '../../common/domain/data-requests';
import type { StaffRole } from '../../common/domain/staff';
import { type BrowserClient } from './browser-client';
import { buildTestShop, type TestShop } from './helper';
import { signedInStaff } from './console-staff';

let shop: TestShop;
const staff = {} as Record<StaffRole, BrowserClient>;
let keys = 0;
const key = () => `request-key-${Date.now()}-${++keys}`;
const DAY = 86_400_000;

beforeAll(async () => {
  shop = await buildTestShop({}, false);
  for (const role of ['owner', 'packer', 'support'] as const) staff[role] = await signedInStaff(shop, role);
}, 180_000);
afterAll(() => shop?.close());

async function message(email: string, daysAgo = 0): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    shop.database.db,
    sql`INSERT INTO contact_messages (name, email, mobile, message, created_at)
        VALUES ('Meera Nair', ${email}, '9876543210', 'Please delete my data.', now() - make_interval(days => ${daysAgo}))
        RETURNING id`,
  );
  return row!.id;
}
const log = (body: Record<string, unknown>, who: StaffRole = 'support', idempotencyKey = key()) =>
  staff[who].post('/api/admin/data-requests', body, { 'idempotency-key': idempotencyKey });
const audits = (id: number) =>
  queryRows<{ actor: string; action: string; after: unknown }>(
    shop.database.db,
    sql`SELECT actor, action, after FROM audit_log WHERE target_kind = 'request' AND target = ${String(id)} ORDER BY id`,
  );

describe('customers’ data requests', () => {
  it('owner and support may; a packer may not, and their write leaves nothing', async () => {
    for (const role of ['owner', 'support'] as const)
      expect((await staff[role].get('/api/admin/data-requests')).status).toBe(200);
    expect((await staff.packer.get('/api/admin/data-requests')).status).toBe(403);
    const refused = await log({ kind: 'access', name: 'P', email: 'packer-try@example.com' }, 'packer');
    expect(refused.status).toBe(403);
    expect((await staff.packer.post('/api/admin/data-requests/1/done', {}, { 'idempotency-key': key() })).status).toBe(
      403,
    );
    const [n] = await queryRows<{ n: number }>(
      shop.database.db,
      sql`SELECT count(*)::int AS n FROM data_requests WHERE email = 'packer-try@example.com'`,
    );
    expect(n!.n).toBe(0);
  });

  it('from a contact message: its name and e-mail, due DATA_REQUEST_DAYS after the message came; audit names the request only', async () => {
    const id = await message('Meera@Example.com', 10);
    const answer = await log({ kind: 'erasure', messageId: id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const r = answer.body.request;
    expect(r).toMatchObject({
      kind: 'erasure',
      name: 'Meera Nair',
      email: 'meera@example.com',
      messageId: id,
      status: 'open',
    });
    expect(Date.parse(r.dueAt) - Date.parse(r.receivedAt)).toBe(DATA_REQUEST_DAYS * DAY);
    expect(Math.abs(Date.parse(r.receivedAt) - (Date.now() - 10 * DAY))).toBeLessThan(60_000);
    const entries = await audits(r.id);
    expect(entries).toEqual([expect.objectContaining({ actor: 'staff:support@shop.example', action: 'request.log' })]);
    expect(JSON.stringify(entries)).not.toMatch(/meera/i);
    const twice = await log({ kind: 'erasure', messageId: id });
    expect(twice.status).toBe(409);
  });

  it('by hand, retried with the same key: one request; done once, by whom', async () => {
    const k = key();
    const body = { kind: 'access', name: 'Ravi Kumar', email: 'ravi@example.com', note: 'Phoned the shop' };
    const first = await log(body, 'owner', k);
    const again = await log(body, 'owner', k);
    expect(again.body).toEqual(first.body);
    const [n] = await queryRows<{ n: number }>(
      shop.database.db,
      sql`SELECT count(*)::int AS n FROM data_requests WHERE email = 'ravi@example.com'`,
    );
    expect(n!.n).toBe(1);
    const id = first.body.request.id as number;
    const done = await staff.support.post(`/api/admin/data-requests/${id}/done`, {}, { 'idempotency-key': key() });
    expect(done.body).toMatchObject({
      changed: true,
      request: { status: 'done', doneBy: 'staff:support@shop.example' },
    });
    const doneAgain = await staff.owner.post(`/api/admin/data-requests/${id}/done`, {}, { 'idempotency-key': key() });
    expect(doneAgain.body.changed).toBe(false);
    expect((await audits(id)).map((a) => a.action)).toEqual(['request.log', 'request.done']);
    expect(
      (await staff.owner.post('/api/admin/data-requests/999999/done', {}, { 'idempotency-key': key() })).status,
    ).toBe(404);
  });

  it.each([
    ['an unknown kind', { kind: 'deletion', name: 'A', email: 'a@example.com' }, 400],
    ['an unknown field', { kind: 'access', name: 'A', email: 'a@example.com', urgent: true }, 400],
    ['no name or message', { kind: 'access', email: 'a@example.com' }, 422],
    ['a message that does not exist', { kind: 'access', messageId: 99999 }, 404],
    [
      'a date in the future',
      { kind: 'access', name: 'A', email: 'a@example.com', receivedAt: '2099-01-01T00:00:00Z' },
      422,
    ],
  ])('%s is refused with a reason', async (_what, body, status) => {
    const answer = await log(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(typeof answer.body.message).toBe('string');
  });

  it('“due within 7 days” lists only open requests close to their deadline, soonest first', async () => {
    const old = await log({
      kind: 'correction',
      name: 'Old One',
      email: 'old@example.com',
      receivedAt: new Date(Date.now() - (DATA_REQUEST_DAYS - 3) * DAY).toISOString(),
    });
    const older = await log({
      kind: 'withdrawal',
      name: 'Older One',
      email: 'older@example.com',
      receivedAt: new Date(Date.now() - (DATA_REQUEST_DAYS + 1) * DAY).toISOString(),
    });
    await log({ kind: 'access', name: 'New One', email: 'new@example.com' });
    const soon = await staff.owner.get('/api/admin/data-requests?dueWithinDays=7');
    expect(soon.status).toBe(200);
    expect(soon.body.requests.map((r: { id: number }) => r.id)).toEqual([older.body.request.id, old.body.request.id]);
  });
});
