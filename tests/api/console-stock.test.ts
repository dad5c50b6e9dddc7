// @vitest-environment node
/**
 * The console's stock and message routes (server/stock/routes.ts, server/engagement/console-routes.ts)
 * on a real shop over HTTP, signed in as real staff: roles, each change one ledger movement and one
 * audit entry naming the person, bad input refused with nothing changed, concurrent and retried taps
 * counted right, the storefront following at once, and messages marked answered.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { ledgerMismatches } from '../../server/stock/ledger';
import type { StaffRole } from '../../common/domain/staff';
import { type BrowserClient } from './browser-client';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct } from './shop-helpers';
import { signedInStaff } from './console-staff';

let shop: TestShop;
const staff = {} as Record<StaffRole, BrowserClient>;
let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

beforeAll(async () => {
  shop = await buildTestShop({}, false);
  for (const role of ['owner', 'packer', 'support'] as const) staff[role] = await signedInStaff(shop, role);
}, 180_000);
afterAll(() => shop?.close());

/** A product of its own (its opening stock a movement, as an import leaves one), with its name and category. */
async function product(stock: number, fields: { soldOut?: boolean } = {}) {
  const { id } = await makeProduct(shop, { stock, ...fields });
  const [row] = await queryRows<{ name: string; category_id: number }>(
    shop.database.db,
    sql`SELECT name, category_id FROM products WHERE id = ${id}`,
  );
  return { id, name: row!.name, categoryId: row!.category_id };
}

const stockOf = async (id: number) =>
  (
    await queryRows<{ s: number | null }>(
      shop.database.db,
      sql`SELECT stock_quantity AS s FROM products WHERE id = ${id}`,
    )
  )[0]!.s;
const movements = (id: number) =>
  queryRows<{ delta: number; reason: string; actor: string; note: string }>(
    shop.database.db,
    sql`SELECT delta, reason, actor, note FROM stock_movements WHERE product_id = ${id} ORDER BY id`,
  );
const audits = (kind: string, id: number | string) =>
  queryRows<{ actor: string; action: string; before: unknown; after: unknown; reason: string }>(
    shop.database.db,
    sql`SELECT actor, action, before, after, reason FROM audit_log WHERE target_kind = ${kind} AND target = ${String(id)} ORDER BY id`,
  );

describe('stock from the console', () => {
  it('the owner and a packer may; support may not, and their change leaves nothing', async () => {
    const p = await product(10);
    for (const role of ['owner', 'packer'] as const) {
      const list = await staff[role].get(`/api/admin/stock?q=${encodeURIComponent(p.name)}`);
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.headers.get('cache-control')).toBe('private, no-store');
    }
    const refused = await staff.support.post(
      `/api/admin/stock/${p.id}/change`,
      { by: 1, reason: 'received' },
      { 'idempotency-key': key() },
    );
    expect(refused.status).toBe(403);
    expect((await staff.support.get('/api/admin/stock')).status).toBe(403);
    expect((await staff.support.get(`/api/admin/stock/${p.id}`)).status).toBe(403);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('a packer receives 12: one ledger movement and one audit entry name them, and the history shows it first', async () => {
    const p = await product(3);
    const answer = await staff.packer.post(
      `/api/admin/stock/${p.id}/change`,
      { by: 12, reason: 'received' },
      { 'idempotency-key': key() },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ before: 3, product: { id: p.id, stock: 15, level: 'in' } });
    expect(await movements(p.id)).toEqual([
      expect.objectContaining({ delta: 3, reason: 'opening' }),
      { delta: 12, reason: 'adjusted', actor: 'staff:packer@shop.example', note: 'received' },
    ]);
    expect(await audits('product', p.id)).toEqual([
      {
        actor: 'staff:packer@shop.example',
        action: 'stock.change',
        before: { stock: 3 },
        after: { stock: 15 },
        reason: 'received',
      },
    ]);
    const history = await staff.packer.get(`/api/admin/stock/${p.id}`);
    expect(history.status).toBe(200);
    expect(history.body.product).toMatchObject({ stock: 15, lowAt: 5 });
    expect(history.body.movements[0]).toMatchObject({
      delta: 12,
      note: 'received',
      actor: 'staff:packer@shop.example',
      balance: 15,
    });
    expect(history.body.movements[1]).toMatchObject({ delta: 3, kind: 'opening', balance: 3 });
  });

  it('“set to” with a reason moves by the difference; damaged takes away, received adds', async () => {
    const p = await product(20);
    const set = (to: number, reason: string) =>
      staff.owner.post(`/api/admin/stock/${p.id}/set`, { to, reason }, { 'idempotency-key': key() });
    expect((await set(17, 'counted')).status).toBe(200);
    expect((await set(15, 'damaged')).body.product.stock).toBe(15);
    const wrongWay = await set(16, 'damaged');
    expect(wrongWay.status).toBe(422);
    expect(wrongWay.body.message).toMatch(/Damaged.*takes units away/);
    expect((await set(10, 'received')).status).toBe(422);
    expect(await stockOf(p.id)).toBe(15);
    expect((await movements(p.id)).slice(1).map((m) => [m.delta, m.note])).toEqual([
      [-3, 'counted'],
      [-2, 'damaged'],
    ]);
    expect((await audits('product', p.id)).map((a) => a.action)).toEqual(['stock.set', 'stock.set']);
  });

  it('refuses bad input with its reason and changes nothing', async () => {
    const p = await product(4);
    const cases: [string, unknown, number, RegExp][] = [
      ['change', { by: -5, reason: 'counted' }, 422, /Only 4 on hand.*cannot go below 0/],
      ['set', { to: -1, reason: 'counted' }, 400, /to/],
      ['set', { to: 2.5, reason: 'counted' }, 400, /to/],
      ['change', { by: 1.5, reason: 'received' }, 400, /by/],
      ['change', { by: '3', reason: 'received' }, 400, /by/],
      ['change', { by: 0, reason: 'counted' }, 400, /other than 0/],
      ['change', { by: 1, reason: 'stolen' }, 400, /reason/],
      ['change', { by: 1 }, 400, /reason/],
      ['set', { to: 99_999_999_999, reason: 'counted' }, 400, /to/],
      ['change', { by: 2_000_000_000, reason: 'received' }, 422, /cannot be more than 2000000000/],
      ['change', { by: 1, reason: 'received', extra: true }, 400, /extra|additional/i],
    ];
    for (const [op, body, status, message] of cases) {
      const answer = await staff.owner.post(`/api/admin/stock/${p.id}/${op}`, body, { 'idempotency-key': key() });
      expect([op, body, answer.status], JSON.stringify(answer.body)).toEqual([op, body, status]);
      expect(answer.body.message).toMatch(message);
    }
    const unknown = await staff.owner.post(
      '/api/admin/stock/999999/set',
      { to: 1, reason: 'counted' },
      { 'idempotency-key': key() },
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No product with id 999999.']);
    const noKey = await staff.owner.post(`/api/admin/stock/${p.id}/change`, { by: 1, reason: 'received' });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
    expect((await staff.owner.get('/api/admin/stock/abc')).status).toBe(400);
    expect((await staff.owner.get('/api/admin/stock?filter=nearly')).status).toBe(400);
    expect(await stockOf(p.id)).toBe(4);
    expect(await movements(p.id)).toHaveLength(1);
    expect(await audits('product', p.id)).toEqual([]);
  });

  it('ten +1s at once all count, and a retried tap with the same key counts once', async () => {
    const p = await product(0);
    const plusOne = (k: string) =>
      staff.packer.post(`/api/admin/stock/${p.id}/change`, { by: 1, reason: 'received' }, { 'idempotency-key': k });
    const answers = await Promise.all(Array.from({ length: 10 }, () => plusOne(key())));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await stockOf(p.id)).toBe(10);
    const retried = key();
    const first = await plusOne(retried);
    const again = await plusOne(retried);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stockOf(p.id)).toBe(11);
    expect(await movements(p.id)).toHaveLength(11);
    expect(await ledgerMismatches(shop.database.db)).toEqual([]);
  });

  it('lists by search with the Low and Sold out filters, as the storefront tells them', async () => {
    const low = await product(2);
    const out = await product(0);
    const marked = await product(40, { soldOut: true });
    const plenty = await product(40);
    const ids = async (query: string) =>
      ((await staff.packer.get(`/api/admin/stock?${query}`)).body.products as { id: number }[]).map((p) => p.id);
    const lowIds = await ids('filter=low&limit=500');
    expect(lowIds).toContain(low.id);
    expect(lowIds).not.toContain(out.id);
    expect(lowIds).not.toContain(plenty.id);
    const soldOut = await ids('filter=sold-out&limit=500');
    expect(soldOut).toEqual(expect.arrayContaining([out.id, marked.id]));
    expect(soldOut).not.toContain(low.id);
    expect(await ids(`q=${encodeURIComponent(plenty.name)}`)).toEqual([plenty.id]);
    expect(await ids(`q=${plenty.id}`)).toContain(plenty.id);
    expect(await ids('q=%25%25nothing-like-this')).toEqual([]);
  });

  it('the storefront follows at once: product API, page data and listing show the new stock and sold out', async () => {
    const p = await product(6);
    const seen = async () => {
      const detail = await shop.get(`/api/product-detail/${p.id}/`);
      const page = await shop.get(`/Productdetail/${p.id}`);
      const listing = await shop.get(`/api/products/${p.categoryId}/`);
      const embedded = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page.text)?.[1] ?? '{}';
      return {
        api: detail.body.stock_details.stock_quantity as number,
        page: JSON.parse(embedded.replace(/\\u003c/g, '<'))[`product-detail/${p.id}/`]?.stock_details.stock_quantity,
        soldOut: (listing.body as { id: number; sold_out: boolean }[]).find((c) => c.id === p.id)?.sold_out,
      };
    };
    expect(await seen()).toEqual({ api: 6, page: 6, soldOut: false }); // now cached
    const sold = await staff.packer.post(
      `/api/admin/stock/${p.id}/set`,
      { to: 0, reason: 'damaged' },
      { 'idempotency-key': key() },
    );
    expect(sold.body.product.level).toBe('sold-out');
    expect(await seen()).toEqual({ api: 0, page: 0, soldOut: true });
    await staff.packer.post(
      `/api/admin/stock/${p.id}/change`,
      { by: 12, reason: 'received' },
      { 'idempotency-key': key() },
    );
    expect(await seen()).toEqual({ api: 12, page: 12, soldOut: false });
  });

  it('a product’s low level: the owner and a packer set it, the storefront says low stock at once, bad input is refused', async () => {
    const p = await product(8);
    const status = async () => (await shop.get(`/api/product-detail/${p.id}/`)).body.stock_details.status as string;
    expect(await status()).toBe('in_stock'); // now cached
    const lowAt = (role: StaffRole, body: unknown) =>
      staff[role].post(`/api/admin/stock/${p.id}/low-at`, body, { 'idempotency-key': key() });
    const set = await lowAt('packer', { lowAt: 10 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ id: p.id, lowAt: 10, level: 'low' });
    expect(await status()).toBe('low_stock');
    expect((await lowAt('support', { lowAt: 3 })).status).toBe(403);
    for (const bad of [{ lowAt: -1 }, { lowAt: 1.5 }, { lowAt: '4' }, {}, { lowAt: 3_000_000_000 }])
      expect((await lowAt('owner', bad)).status).toBe(400);
    expect((await audits('product', p.id)).map((a) => [a.action, a.actor, a.before, a.after])).toEqual([
      ['stock.low-at', 'staff:packer@shop.example', { lowAt: 5 }, { lowAt: 10 }],
    ]);
  });
});

describe('messages from the console', () => {
  async function contact(message: string) {
    const [row] = await queryRows<{ id: number }>(
      shop.database.db,
      sql`INSERT INTO contact_messages (name, email, mobile, address, message)
          VALUES ('Meera Iyer', 'meera@example.in', '9876543210', '', ${message}) RETURNING id`,
    );
    return row!.id;
  }

  it('support may, a packer may not; unanswered first, newest first; mark answered once, with an audit entry', async () => {
    const older = await contact('Is the dressing latex free?');
    const newer = await contact('When will my order ship?');
    expect((await staff.packer.get('/api/admin/messages')).status).toBe(403);
    const refused = await staff.packer.post(`/api/admin/messages/${older}/answered`, undefined, {
      'idempotency-key': key(),
    });
    expect(refused.status).toBe(403);

    const list = await staff.support.get('/api/admin/messages');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.messages.slice(0, 2).map((m: { id: number }) => m.id)).toEqual([newer, older]);
    const unanswered = list.body.unanswered as number;

    const marked = await staff.support.post(`/api/admin/messages/${newer}/answered`, undefined, {
      'idempotency-key': key(),
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ changed: true, contact: { id: newer, answeredAt: expect.any(String) } });
    const again = await staff.owner.post(`/api/admin/messages/${newer}/answered`, undefined, {
      'idempotency-key': key(),
    });
    expect(again.body.changed).toBe(false);
    expect(await audits('message', newer)).toEqual([
      {
        actor: 'staff:support@shop.example',
        action: 'message.answer',
        before: { answered: false },
        after: { answered: true },
        reason: '',
      },
    ]);

    const after = await staff.support.get('/api/admin/messages?limit=500');
    const order = (after.body.messages as { id: number }[]).map((m) => m.id);
    expect(order.indexOf(older)).toBeLessThan(order.indexOf(newer));
    expect(after.body.unanswered).toBe(unanswered - 1);
    const missing = await staff.support.post('/api/admin/messages/99999999/answered', undefined, {
      'idempotency-key': key(),
    });
    expect(missing.status).toBe(404);
    expect((await staff.support.get('/api/admin/messages?limit=0')).status).toBe(400);
  });
});
