// @vitest-environment node
/**
 * The console's customer and audit routes (server/privacy/console-routes.ts, server/audit/routes.ts)
 * on a real shop over HTTP, signed in as real staff: support finds and exports a customer and the
 * audit log names them; a packer is refused both; the owner reads the log by period and target,
 * pages through it, and downloads a period as CSV that a spreadsheet cannot run as formulas.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/audit/log';
import { queryRows } from '../../server/db/client';
import type { StaffRole } from '../../common/domain/staff';
import { type BrowserClient } from './browser-client';
import { buildTestShop, type TestShop } from './helper';
import { insertPaidOrder } from './refund-helpers';
import { signedInStaff } from './console-staff';
import { signedInCustomer } from './shop-helpers';

let shop: TestShop;
const staff = {} as Record<StaffRole, BrowserClient>;
let productId: number;
let orderNo: string;
/** The staff sessions' clock: moved past the step-up window by the last test. */
let offset = 0;
const EMAIL = 'kavya.nair@example.in';
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

beforeAll(async () => {
  shop = await buildTestShop({}, false, () => new Date(Date.now() + offset));
  for (const role of ['owner', 'packer', 'support'] as const) staff[role] = await signedInStaff(shop, role);
  const [product] = await queryRows<{ id: number }>(shop.database.db, sql`SELECT id FROM products ORDER BY id LIMIT 1`);
  productId = product!.id;
  ({ orderNo } = await insertPaidOrder(shop.database.db, {
    status: 'paid',
    email: EMAIL,
    lines: [{ productId, name: 'Bio-cellulose dressing', quantity: 1, unitPaise: 49900 }],
  }));
}, 180_000);
afterAll(() => shop?.close());

async function entries(action: string): Promise<{ actor: string; reason: string; session_id: string | null }[]> {
  return queryRows(
    shop.database.db,
    sql`SELECT actor, reason, session_id FROM audit_log WHERE action = ${action} ORDER BY id`,
  );
}

describe('customers from the console', () => {
  it('support finds a customer by e-mail and by mobile, and the audit log names them', async () => {
    const byEmail = await staff.support.get(`/api/admin/customers?q=${encodeURIComponent(EMAIL.toUpperCase())}`);
    expect(byEmail.status, JSON.stringify(byEmail.body)).toBe(200);
    expect(byEmail.headers.get('cache-control')).toBe('private, no-store');
    expect(byEmail.body.orders).toEqual([
      expect.objectContaining({ orderNo, status: 'paid', guest: true, email: EMAIL, phone: '9876543210' }),
    ]);
    expect(byEmail.body.emails).toEqual([EMAIL]);
    const byPhone = await staff.support.get('/api/admin/customers?q=%2B91%2098765%2043210');
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
    const found = await entries('privacy.customers find');
    expect(found.slice(-2).map((e) => e.actor)).toEqual(['staff:support@shop.example', 'staff:support@shop.example']);
    expect(found.at(-2)!.reason).toMatch(/^0 accounts, 1 orders/);
    expect(found.at(-1)!.session_id).toBeTruthy();
  });

  it('support exports everything held about the address as a download, recorded under their name', async () => {
    const answer = await staff.support.get(`/api/admin/customers/export?email=${encodeURIComponent(EMAIL)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customer-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.email).toBe(EMAIL);
    const orders = answer.body.sections.find((s: { table: string }) => s.table === 'orders');
    expect(JSON.stringify(orders.items)).toContain(orderNo);
    const exported = await entries('privacy.customers export');
    expect(exported.at(-1)).toMatchObject({
      actor: 'staff:support@shop.example',
      reason: expect.stringMatching(/sections$/),
    });
  });

  it('a packer may neither find nor export, and nothing is recorded for them', async () => {
    const before = (await entries('privacy.customers find')).length;
    expect((await staff.packer.get(`/api/admin/customers?q=${EMAIL}`)).status).toBe(403);
    expect((await staff.packer.get(`/api/admin/customers/export?email=${EMAIL}`)).status).toBe(403);
    expect(await entries('privacy.customers find')).toHaveLength(before);
  });

  it('answers 400 with the reason for something that is neither an address nor a mobile, and records the refusal', async () => {
    const answer = await staff.support.get('/api/admin/customers?q=kavya');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('"kavya" is neither an e-mail address nor an Indian mobile number.');
    expect((await entries('privacy.customers find')).at(-1)).toMatchObject({ reason: 'refused' });
    const bad = await staff.support.get('/api/admin/customers/export?email=kavya');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('"kavya" is not an e-mail address.');
    expect((await staff.support.get('/api/admin/customers')).status).toBe(400);
    expect((await staff.support.get('/api/admin/customers?q=a%00b')).status).toBe(400);
  });
});

describe('correcting a customer from the console', () => {
  it('the owner corrects a field of the account, recorded under their name; support may not', async () => {
    const customer = await signedInCustomer(shop);
    const answer = await staff.owner.post('/api/admin/customers/correct', {
      email: customer.email,
      field: 'mobile',
      value: '+91 98765 00011',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(`Account of ${customer.email}: mobile corrected.`);
    const [row] = await queryRows<{ mobile: string }>(
      shop.database.db,
      sql`SELECT mobile FROM users WHERE email = ${customer.email}`,
    );
    expect(row!.mobile).toBe('9876500011');
    expect((await entries('privacy.customers correct')).at(-1)).toMatchObject({
      actor: 'staff:owner@shop.example',
      reason: 'field mobile',
    });
    expect(
      (await staff.support.post('/api/admin/customers/correct', { email: customer.email, field: 'name', value: 'X' }))
        .status,
    ).toBe(403);
  });

  it('answers 4xx with the reason for a bad field, a bad value or no such account', async () => {
    const { email } = await signedInCustomer(shop);
    const cases: [unknown, number, RegExp][] = [
      [{ email, field: 'password', value: 'x' }, 400, /Invalid/],
      [{ email, field: 'name', value: '' }, 400, /Invalid/],
      [{ email, field: 'name', value: '   ' }, 400, /The value must be 1 to 300 characters/],
      [{ email, field: 'mobile', value: '12345' }, 400, /"12345" is not an Indian mobile number/],
      [{ email: EMAIL, field: 'name', value: 'Kavya' }, 404, new RegExp(`No account for ${EMAIL}`)],
      [{ email, field: 'name' }, 400, /Invalid/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await staff.owner.post('/api/admin/customers/correct', body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
  });
});

describe('erasing a customer from the console', () => {
  it('shows what erasing would change first, changes nothing then, and erases on confirmation', async () => {
    const email = 'leaving@example.in';
    const delivered = await insertPaidOrder(shop.database.db, {
      status: 'delivered',
      email,
      lines: [{ productId, name: 'Coconut oil', quantity: 1, unitPaise: 39900 }],
    });
    const preview = await staff.owner.post('/api/admin/customers/erase-preview', { email });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ email, dryRun: true, kept: [delivered.orderNo] });
    expect(preview.body.lines.length).toBeGreaterThan(0);
    const stillThere = await staff.owner.get(`/api/admin/customers?q=${email}`);
    expect(stillThere.body.orders.map((o: { email: string }) => o.email)).toEqual([email]);

    const erased = await staff.owner.post('/api/admin/customers/erase', { email });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toMatchObject({ email, dryRun: false, kept: [delivered.orderNo] });
    const gone = await staff.owner.get(`/api/admin/customers?q=${email}`);
    expect(gone.body.orders).toEqual([]);
    expect((await entries('privacy.customers erase --dry-run')).at(-1)).toMatchObject({
      actor: 'staff:owner@shop.example',
    });
    expect((await entries('privacy.customers erase')).at(-1)).toMatchObject({ actor: 'staff:owner@shop.example' });
  });

  it('refuses while an order is under way (409 naming it), and refuses support and packers', async () => {
    const refused = await staff.owner.post('/api/admin/customers/erase-preview', { email: EMAIL });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`order ${orderNo} is paid`);
    for (const who of [staff.support, staff.packer]) {
      expect((await who.post('/api/admin/customers/erase-preview', { email: EMAIL })).status).toBe(403);
      expect((await who.post('/api/admin/customers/erase', { email: EMAIL })).status).toBe(403);
    }
    expect((await staff.owner.post('/api/admin/customers/erase', { email: 'not-an-address' })).status).toBe(400);
  });
});

describe('the audit log in the console', () => {
  it('the owner reads it newest first, by target and page by page; support and packers may not', async () => {
    const all = await staff.owner.get('/api/admin/audit?limit=100');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const ids = all.body.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.entries.map((e: { actor: string }) => e.actor)).toContain('staff:support@shop.example');

    const first = await staff.owner.get('/api/admin/audit?limit=2');
    expect(first.body.entries).toHaveLength(2);
    const second = await staff.owner.get(`/api/admin/audit?limit=2&before=${first.body.next}`);
    expect(second.body.entries[0].id).toBeLessThan(first.body.entries[1].id);
    expect(second.body.entries.map((e: { id: number }) => e.id)).toEqual(ids.slice(2, 4));

    await recordAudit(shop.database.db, {
      actor: { kind: 'cli', osUser: 'asha' },
      action: 'stock.set',
      target: { kind: 'product', id: String(productId) },
      before: { stock: 4 },
      after: { stock: 10 },
      reason: 'counted the shelf',
    });
    const product = await staff.owner.get(`/api/admin/audit?kind=product&target=${productId}`);
    expect(product.body.entries).toEqual([
      expect.objectContaining({
        actor: 'cli:asha',
        action: 'stock.set',
        targetKind: 'product',
        target: String(productId),
        before: { stock: 4 },
        after: { stock: 10 },
        reason: 'counted the shelf',
      }),
    ]);
    const order = await staff.owner.get(`/api/admin/audit?kind=order&target=${orderNo.toLowerCase()}`);
    expect(order.status).toBe(200);
    expect(order.body.entries.every((e: { target: string }) => e.target === orderNo)).toBe(true);

    expect((await staff.support.get('/api/admin/audit')).status).toBe(403);
    expect((await staff.packer.get(`/api/admin/audit.csv?from=${today()}&to=${today()}`)).status).toBe(403);
  });

  it('refuses a period that is not one, with the reason', async () => {
    const cases: [string, RegExp][] = [
      ['from=2026-02-30', /2026-02-30 is not a date/],
      ['from=2026-11-02&to=2026-11-01', /ends before it starts/],
      ['target=ABCDEFGH', /Name the kind of target/],
      ['from=28-11-2026', /Invalid/],
      ['kind=invoice&target=1', /Invalid/],
    ];
    for (const [query, message] of cases) {
      const answer = await staff.owner.get(`/api/admin/audit?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(message);
    }
    expect((await staff.owner.get('/api/admin/audit.csv?from=2026-11-01')).status).toBe(400);
  });

  it('downloads a period as CSV, oldest first, with every formula defused', async () => {
    await recordAudit(shop.database.db, {
      actor: { kind: 'cli', osUser: 'asha' },
      action: 'order.refund',
      target: { kind: 'order', id: orderNo },
      reason: '=HYPERLINK("http://evil.example","x")',
    });
    const answer = await staff.owner.get(`/api/admin/audit.csv?from=${today()}&to=${today()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="audit-${today()}-to-${today()}.csv"`);
    const lines = (answer.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,session,action,target_kind,target,before,after,reason,document_no');
    const [count] = await queryRows<{ n: number }>(shop.database.db, sql`SELECT count(*)::int AS n FROM audit_log`);
    expect(lines).toHaveLength(count!.n + 1);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(answer.body).toContain('staff:support@shop.example,');
    expect(answer.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    // A period before the shop existed is a header and nothing else.
    const empty = await staff.owner.get('/api/admin/audit.csv?from=2020-01-01&to=2020-01-31');
    expect((empty.body as string).trim()).toBe(
      'id,at,actor,session,action,target_kind,target,before,after,reason,document_no',
    );
  });
});

describe('a step-up that has fallen due', () => {
  it('answers 403 with stepUp on every step-up route, which the console turns into its dialog', async () => {
    offset += 6 * 60_000;
    try {
      const asked = [
        await staff.support.get(`/api/admin/customers/export?email=${encodeURIComponent(EMAIL)}`),
        await staff.owner.post(
          `/api/admin/orders/${orderNo}/refund-preview`,
          { lines: [{ line: 1 }], reason: 'Crushed pack', returned: false },
          { 'idempotency-key': crypto.randomUUID() },
        ),
        await staff.owner.get('/api/admin/staff'),
        await staff.owner.post('/api/admin/customers/erase', { email: 'someone@example.in' }),
      ];
      for (const answer of asked)
        expect(answer.body).toEqual({
          message: 'Confirm it is you with your passkey or a code, then try again.',
          stepUp: true,
        });
      // A role that may not is refused without a step-up to offer.
      const packer = await staff.packer.get(`/api/admin/customers/export?email=${encodeURIComponent(EMAIL)}`);
      expect(packer.body).toEqual({ message: "Your role cannot export a customer's data." });
    } finally {
      offset = 0;
    }
  });
});
