// @vitest-environment node
/**
 * The console's coupon routes (server/coupons/routes.ts) on a real shop over HTTP, signed in as real
 * staff: only the owner; each write one audit entry; bad input refused with its reason and nothing
 * written; a retried tap adds once; the storefront's GET /api/coupen/ follows at once; dates and uses
 * limit what shoppers get.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import type { StaffRole } from '../../common/domain/staff';
import { type BrowserClient } from './browser-client';
import { buildTestShop, type TestShop } from './helper';
import { signedInStaff } from './console-staff';
import { addressFields, makeProduct, newClient } from './shop-helpers';

let shop: TestShop;
const staff = {} as Record<StaffRole, BrowserClient>;
let keys = 0;
const key = () => `coupon-key-${Date.now()}-${++keys}`;

beforeAll(async () => {
  shop = await buildTestShop({}, false);
  for (const role of ['owner', 'packer', 'support'] as const) staff[role] = await signedInStaff(shop, role);
}, 180_000);
afterAll(() => shop?.close());

const storefrontCodes = async () =>
  ((await shop.get('/api/coupen/')).body as { coupen_code: string }[]).map((c) => c.coupen_code);
const audits = (code: string) =>
  queryRows<{ actor: string; action: string; after: unknown }>(
    shop.database.db,
    sql`SELECT actor, action, after FROM audit_log WHERE target_kind = 'coupon' AND target = ${code} ORDER BY id`,
  );
const count = async (code: string) =>
  (
    await queryRows<{ n: number }>(shop.database.db, sql`SELECT count(*)::int AS n FROM coupons WHERE code = ${code}`)
  )[0]!.n;
const add = (body: Record<string, unknown>, idempotencyKey = key(), who: StaffRole = 'owner') =>
  staff[who].post('/api/admin/coupons', body, { 'idempotency-key': idempotencyKey });

describe('coupons from the console', () => {
  it('only the owner may list, add or disable; the others leave nothing', async () => {
    expect((await staff.owner.get('/api/admin/coupons')).status).toBe(200);
    for (const role of ['packer', 'support'] as const) {
      expect((await staff[role].get('/api/admin/coupons')).status).toBe(403);
      const refused = await add(
        { code: `NOPE${role.toUpperCase()}`, type: 'price', value: '50', minOrder: '0' },
        key(),
        role,
      );
      expect(refused.status).toBe(403);
      expect(await count(`NOPE${role.toUpperCase()}`)).toBe(0);
      expect(
        (await staff[role].post('/api/admin/coupons/WELCOME10/disable', {}, { 'idempotency-key': key() })).status,
      ).toBe(403);
    }
  });

  it('the owner adds one: the storefront lists it at once, with one audit entry naming them', async () => {
    expect(await storefrontCodes()).not.toContain('DIWALI15');
    const answer = await add({ code: 'DIWALI15', type: 'percentage', value: '15', minOrder: '999.50', maxUses: 100 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.coupon).toMatchObject({
      code: 'DIWALI15',
      type: 'percentage',
      value: '15.00',
      minOrder: '999.50',
      maxUses: 100,
      uses: 0,
      active: true,
      live: true,
    });
    expect(await storefrontCodes()).toContain('DIWALI15');
    expect(await audits('DIWALI15')).toEqual([
      expect.objectContaining({ actor: 'staff:owner@shop.example', action: 'coupon.add' }),
    ]);
    const list = await staff.owner.get('/api/admin/coupons');
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.coupons.map((c: { code: string }) => c.code)).toContain('DIWALI15');
  });

  it('a retried tap (same key) adds once; the same code with a new key is 409', async () => {
    const k = key();
    const body = { code: 'RETRY50', type: 'price', value: '50', minOrder: '500' };
    const first = await add(body, k);
    const again = await add(body, k);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const duplicate = await add(body);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toMatch(/RETRY50 exists already/);
    expect(await count('RETRY50')).toBe(1);
    expect(await audits('RETRY50')).toHaveLength(1);
  });

  it.each([
    [
      'an unknown field',
      { code: 'BADONE', type: 'price', value: '50', minOrder: '0', free: true },
      400,
      /free|additional/i,
    ],
    [
      'a percentage over 100',
      { code: 'BADTWO', type: 'percentage', value: '100.01', minOrder: '0' },
      422,
      /more than 100%/,
    ],
    [
      'an amount with three decimals',
      { code: 'BADTHREE', type: 'price', value: '49.999', minOrder: '0' },
      400,
      /value/,
    ],
    ['a discount of 0', { code: 'BADFOUR', type: 'price', value: '0', minOrder: '0' }, 422, /more than 0/],
    ['a lower-case code', { code: 'bad5', type: 'price', value: '5', minOrder: '0' }, 400, /code/],
    [
      'an end before the start',
      {
        code: 'BADSIX',
        type: 'price',
        value: '5',
        minOrder: '0',
        startsAt: '2027-01-02T00:00:00Z',
        endsAt: '2027-01-01T00:00:00Z',
      },
      422,
      /end after it starts/,
    ],
    ['0 uses', { code: 'BADSEVEN', type: 'price', value: '5', minOrder: '0', maxUses: 0 }, 400, /maxUses/],
  ])('%s is refused with its reason, nothing written', async (_what, body, status, reason) => {
    const answer = await add(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.message).toMatch(reason);
    expect(await count(String(body.code))).toBe(0);
  });

  it('disabling takes it off the storefront at once; again changes nothing and writes no second entry', async () => {
    await add({ code: 'GOODBYE', type: 'price', value: '20', minOrder: '0' });
    expect(await storefrontCodes()).toContain('GOODBYE');
    const off = await staff.owner.post('/api/admin/coupons/GOODBYE/disable', {}, { 'idempotency-key': key() });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ changed: true, coupon: { active: false, live: false } });
    expect(await storefrontCodes()).not.toContain('GOODBYE');
    const again = await staff.owner.post('/api/admin/coupons/GOODBYE/disable', {}, { 'idempotency-key': key() });
    expect(again.body.changed).toBe(false);
    expect((await audits('GOODBYE')).map((a) => a.action)).toEqual(['coupon.add', 'coupon.disable']);
    const missing = await staff.owner.post('/api/admin/coupons/NOSUCH/disable', {}, { 'idempotency-key': key() });
    expect(missing.status).toBe(404);
  });

  it('a coupon not yet started, or ended, is not offered to shoppers', async () => {
    const day = 86_400_000;
    await add({
      code: 'LATER',
      type: 'price',
      value: '20',
      minOrder: '0',
      startsAt: new Date(Date.now() + day).toISOString(),
    });
    await add({
      code: 'GONE',
      type: 'price',
      value: '20',
      minOrder: '0',
      endsAt: new Date(Date.now() - day).toISOString(),
      startsAt: new Date(Date.now() - 2 * day).toISOString(),
    });
    const codes = await storefrontCodes();
    expect(codes).not.toContain('LATER');
    expect(codes).not.toContain('GONE');
    const list = (await staff.owner.get('/api/admin/coupons')).body.coupons as { code: string; live: boolean }[];
    expect(list.find((c) => c.code === 'LATER')).toMatchObject({ live: false });
  });

  it('a write without an Idempotency-Key is refused, saying what to send', async () => {
    const answer = await staff.owner.post('/api/admin/coupons', {
      code: 'NOKEY',
      type: 'price',
      value: '5',
      minOrder: '0',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Idempotency-Key/i);
    expect(await count('NOKEY')).toBe(0);
  });

  it('a coupon of one use: two shoppers at once, exactly one order gets it; the storefront then drops it', async () => {
    expect((await add({ code: 'ONLYONE', type: 'price', value: '50', minOrder: '0', maxUses: 1 })).status).toBe(200);
    const product = await makeProduct(shop, { price: '200.00', stock: 10 });
    const shoppers = await Promise.all(
      [1, 2].map(async (n) => {
        const guest = newClient(shop);
        const added = await guest.post('/api/cart/', { product_id: product.id, quantity: 1 });
        return { guest, n, line: added.body.cart_item.cart_item_id as number };
      }),
    );
    const answers = await Promise.all(
      shoppers.map(({ guest, n, line }) =>
        guest.post('/api/place-order/', {
          cart_items: [{ cart_item_id: line }],
          ...addressFields(),
          email: `coupon-race-${n}@example.in`,
          coupon_code: 'ONLYONE',
          total_amount: '215.00',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toMatch(/coupon/i);
    expect(await storefrontCodes()).not.toContain('ONLYONE');
    const listed = (await staff.owner.get('/api/admin/coupons')).body.coupons as {
      code: string;
      uses: number;
      live: boolean;
    }[];
    expect(listed.find((c) => c.code === 'ONLYONE')).toMatchObject({ uses: 1, live: false });
  });
});
