// @vitest-environment node
/**
 * The console's order routes (server/fulfilment/routes.ts) on a real shop over HTTP, signed in as
 * real staff (invited, enrolled with a passkey): roles, idempotency on the real writes (one change,
 * one e-mail, one audit entry however often a tap is retried, concurrent duplicates included), bad
 * input answered 4xx with a reason, the list's filters and paging, and the PDFs read back as text.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import type { StaffRole } from '../../common/domain/staff';
import { type BrowserClient } from './browser-client';
import { buildTestShop, type TestShop } from './helper';
import { insertPaidOrder, sandboxPayment } from './refund-helpers';
import { newClient, signedInCustomer } from './shop-helpers';
import { signedInStaff } from './console-staff';

let shop: TestShop;
const staff = {} as Record<StaffRole, BrowserClient>;
let productId: number;

beforeAll(async () => {
  shop = await buildTestShop();
  for (const role of ['owner', 'packer', 'support'] as const) staff[role] = await signedInStaff(shop, role);
  const [product] = await queryRows<{ id: number }>(shop.database.db, sql`SELECT id FROM products ORDER BY id LIMIT 1`);
  productId = product!.id;
  // Three enrolments (each a passkey and an app code) on a busy 2-core machine: more than the default minute.
}, 180_000);
afterAll(() => shop?.close());

const write = (browser: BrowserClient, url: string, body: unknown, key: string | null = randomUUID()) =>
  browser.post(url, body, key ? { 'idempotency-key': key } : {});

async function paidOrder(email = `buyer.${randomUUID().slice(0, 8)}@example.in`, quantity = 2) {
  const order = await insertPaidOrder(shop.database.db, {
    status: 'paid',
    email,
    lines: [
      { productId, name: 'Bio-cellulose dressing', quantity, unitPaise: 49900 },
      { productId, name: 'Coconut oil', quantity: 1, unitPaise: 39900 },
    ],
  });
  await sandboxPayment(shop.database.db, order.orderNo, order.totalPaise);
  return { ...order, email };
}

/** Messages in the development outbox to this address whose subject matches. */
function mailsTo(email: string, subject: RegExp): number {
  const dir = path.join(shop.app.config.dataDir, 'mail');
  let n = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (text.includes(`To: ${email}`) && subject.test(text)) n++;
  }
  return n;
}

async function auditCount(orderNo: string, action: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.database.db,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE target_kind = 'order' AND target = ${orderNo} AND action = ${action}`,
  );
  return row!.n;
}

const SHIP = { trackingNumber: 'EZ123456789IN', trackingUrl: 'https://www.indiapost.gov.in/track?id=EZ123456789IN' };

describe('shipping from the console', () => {
  it('ships once and e-mails once, however often the same tap is retried', async () => {
    const order = await paidOrder();
    const key = randomUUID();
    const first = await write(staff.owner, `/api/admin/orders/${order.orderNo}/ship`, SHIP, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ changed: true, orderNo: order.orderNo, emailed: true });
    for (let i = 0; i < 3; i++) {
      const again = await write(staff.owner, `/api/admin/orders/${order.orderNo}/ship`, SHIP, key);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    // A new tap (new key) on a shipped order changes nothing and e-mails no one.
    const later = await write(staff.owner, `/api/admin/orders/${order.orderNo}/ship`, SHIP);
    expect(later.body).toMatchObject({ changed: false, emailed: false, invoiceNo: first.body.invoiceNo });
    expect(mailsTo(order.email, /shipped/i)).toBe(1);
    expect(await auditCount(order.orderNo, 'order.ship')).toBe(1);

    const detail = await staff.owner.get(`/api/admin/orders/${order.orderNo}`);
    expect(detail.body.status).toBe('shipped');
    const move = detail.body.transitions.find((t: { to_status: string }) => t.to_status === 'shipped');
    expect(move.person).toBe('staff:owner@shop.example');
    expect(detail.body.audit[0]).toMatchObject({ actor: 'staff:owner@shop.example', action: 'order.ship' });
    expect(Date.parse(detail.body.placedAt)).not.toBeNaN();
    expect(detail.body.placedAt).toMatch(/Z$/);
  });

  it('runs one of 12 concurrent duplicate ship requests: one e-mail, one audit entry', async () => {
    const order = await paidOrder();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => write(staff.packer, `/api/admin/orders/${order.orderNo}/ship`, SHIP, key)),
    );
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(answers.filter((a) => a.status === 200 && !a.headers.get('idempotent-replayed'))).toHaveLength(1);
    expect(mailsTo(order.email, /shipped/i)).toBe(1);
    expect(await auditCount(order.orderNo, 'order.ship')).toBe(1);
  });

  it('delivers once; a key reused for another order is refused', async () => {
    const order = await paidOrder();
    expect((await write(staff.packer, `/api/admin/orders/${order.orderNo}/ship`, SHIP)).status).toBe(200);
    const key = randomUUID();
    const delivered = await write(staff.packer, `/api/admin/orders/${order.orderNo}/deliver`, {}, key);
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ changed: true, emailed: true });
    expect(delivered.body.deliveredAt).toMatch(/Z$/);
    const other = await paidOrder();
    const reused = await write(staff.packer, `/api/admin/orders/${other.orderNo}/deliver`, {}, key);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toMatch(/already used for a different request/);
    expect(mailsTo(order.email, /delivered/i)).toBe(1);
  });
});

describe('refunds from the console', () => {
  it('previews the refund, then refunds once under one key: one refund, one e-mail, no credit note before dispatch', async () => {
    const order = await paidOrder(undefined, 3);
    const body = { lines: [{ line: 1, quantity: 1 }], reason: 'Crushed pack', returned: true };
    const preview = await write(staff.owner, `/api/admin/orders/${order.orderNo}/refund-preview`, body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ orderNo: order.orderNo, amountPaise: 49900, intraState: true });
    expect(preview.body.lines[0].taxablePaise + preview.body.lines[0].taxPaise).toBe(49900);
    const [before] = await queryRows<{ n: number }>(
      shop.database.db,
      sql`SELECT count(*)::int AS n FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_no = ${order.orderNo}`,
    );
    expect(before!.n).toBe(0);

    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => write(staff.owner, `/api/admin/orders/${order.orderNo}/refund`, body, key)),
    );
    const ran = answers.filter((a) => a.status === 200 && !a.headers.get('idempotent-replayed'));
    expect(ran).toHaveLength(1);
    expect(ran[0]!.body).toMatchObject({ amountPaise: 49900, providerStatus: 'processed' });
    // Not shipped, so not invoiced: no credit note (docs/decisions/0212-no-invoice-for-goods-that-never-left.md).
    expect(ran[0]!.body.creditNoteNo).toBeNull();
    const replay = await write(staff.owner, `/api/admin/orders/${order.orderNo}/refund`, body, key);
    expect(replay.body).toEqual(ran[0]!.body);

    const [after] = await queryRows<{ n: number; notes: number }>(
      shop.database.db,
      sql`SELECT count(*)::int AS n, count(c.id)::int AS notes FROM refunds r JOIN orders o ON o.id = r.order_id
          LEFT JOIN credit_notes c ON c.refund_id = r.id WHERE o.order_no = ${order.orderNo}`,
    );
    expect(after).toEqual({ n: 1, notes: 0 });
    expect(await auditCount(order.orderNo, 'order.refund')).toBe(1);
    expect(mailsTo(order.email, /refund|credit note/i)).toBe(1);
  });

  it('refuses a refund without a reason, of a line the order does not have, and of more than is left', async () => {
    const order = await paidOrder();
    const url = `/api/admin/orders/${order.orderNo}/refund`;
    const noReason = await write(staff.owner, url, { lines: [{ line: 1 }], reason: '', returned: false });
    expect(noReason.status).toBe(400);
    const noLine = await write(staff.owner, url, { lines: [{ line: 9 }], reason: 'x', returned: false });
    expect([400, 409]).toContain(noLine.status);
    expect(noLine.body.message).toMatch(/line/i);
    const tooMany = await write(staff.owner, url, { lines: [{ line: 1, quantity: 50 }], reason: 'x', returned: false });
    expect([400, 409]).toContain(tooMany.status);
    expect(tooMany.body.message).toEqual(expect.any(String));
  });
});

describe('roles, on the server', () => {
  it('a packer ships but cannot refund or accept a payment; support can do neither', async () => {
    const order = await paidOrder();
    const refund = { lines: [{ line: 1 }], reason: 'Crushed', returned: false };
    const packerRefund = await write(staff.packer, `/api/admin/orders/${order.orderNo}/refund`, refund);
    expect(packerRefund.status).toBe(403);
    expect(packerRefund.body.message).toMatch(/^Your role cannot/);
    expect(
      (await write(staff.packer, `/api/admin/orders/${order.orderNo}/accept-payment`, { note: 'ok' })).status,
    ).toBe(403);
    expect((await write(staff.support, `/api/admin/orders/${order.orderNo}/ship`, SHIP)).status).toBe(403);
    expect((await staff.support.get(`/api/admin/orders/${order.orderNo}`)).status).toBe(200);
    expect((await staff.support.get(`/api/admin/orders/${order.orderNo}/slip.pdf`)).status).toBe(200);
    // The refusals kept no key: the same key works once the role allows it.
    expect((await write(staff.packer, `/api/admin/orders/${order.orderNo}/ship`, SHIP)).status).toBe(200);
  });

  it('no staff session, or a customer’s token, opens no order route (401)', async () => {
    const order = await paidOrder();
    const customer = (await signedInCustomer(shop)).browser;
    const anyone = newClient(shop);
    for (const browser of [anyone, customer]) {
      for (const url of [
        '/api/admin/orders',
        `/api/admin/orders/${order.orderNo}`,
        '/api/admin/today',
        '/api/admin/slips/today.pdf',
      ])
        expect((await browser.get(url)).status, url).toBe(401);
      expect((await write(browser, `/api/admin/orders/${order.orderNo}/ship`, SHIP)).status).toBe(401);
    }
  });
});

describe('bad input answers 4xx with the reason', () => {
  it('names what is wrong', async () => {
    const order = await paidOrder();
    const ship = `/api/admin/orders/${order.orderNo}/ship`;
    const cases: [string, unknown, string | null, number, RegExp][] = [
      [ship, SHIP, null, 400, /Idempotency-Key header/],
      [ship, SHIP, 'bad key', 400, /printable characters/],
      [ship, { ...SHIP, trackingNumber: '' }, randomUUID(), 400, /trackingNumber/],
      [ship, { ...SHIP, trackingUrl: 'javascript:alert(1)' }, randomUUID(), 400, /trackingUrl/],
      [ship, { trackingNumber: 'X' }, randomUUID(), 400, /courier .* or the full tracking URL/],
      ['/api/admin/orders/ZZZZZZZZ/ship', SHIP, randomUUID(), 404, /No order ZZZZZZZZ/],
      ['/api/admin/orders/not-an-order/ship', SHIP, randomUUID(), 400, /orderNo/],
      [`/api/admin/orders/${order.orderNo}/deliver`, {}, randomUUID(), 409, /./],
      [`/api/admin/orders/${order.orderNo}/accept-payment`, { note: '' }, randomUUID(), 400, /note/],
    ];
    for (const [url, body, key, status, message] of cases) {
      const answer = await write(staff.owner, url, body, key);
      expect(answer.status, `${url} ${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    for (const [url, status] of [
      ['/api/admin/orders?status=lost', 400],
      ['/api/admin/orders?limit=0', 400],
      ['/api/admin/orders?cursor=bm90LWEtY3Vyc29y', 400],
      ['/api/admin/orders?q=' + 'x'.repeat(101), 400],
      ['/api/admin/orders/ZZZZZZZZ', 404],
      ['/api/admin/orders/ZZZZZZZZ/slip.pdf', 404],
    ] as const) {
      const answer = await staff.owner.get(url);
      expect(answer.status, url).toBe(status);
      expect(typeof answer.body.message).toBe('string');
    }
  });
});

describe('the orders list', () => {
  it('filters, searches by number, phone, e-mail and name, and pages newest first without repeats', async () => {
    const mine = await paidOrder('search.me@example.in');
    const byNo = await staff.owner.get(`/api/admin/orders?q=${mine.orderNo.toLowerCase()}`);
    expect(byNo.body.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([mine.orderNo]);
    const byEmail = await staff.owner.get('/api/admin/orders?q=Search.Me@example.in');
    expect(byEmail.body.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(mine.orderNo);
    const byPhone = await staff.owner.get('/api/admin/orders?q=%2B91%2098765%2043210');
    expect(byPhone.body.orders.length).toBeGreaterThan(0);
    const byName = await staff.owner.get('/api/admin/orders?q=meena');
    expect(byName.body.orders.length).toBeGreaterThan(0);

    const paid = await staff.owner.get('/api/admin/orders?status=paid&limit=50');
    expect(paid.body.orders.every((o: { status: string }) => o.status === 'paid')).toBe(true);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { orders: { orderNo: string; placedAt: string }[]; next: string | null } } =
        await staff.owner.get(`/api/admin/orders?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.orders.map((o) => o.orderNo));
      cursor = page.body.next;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const [all] = await queryRows<{ n: number }>(shop.database.db, sql`SELECT count(*)::int AS n FROM orders`);
    expect(seen).toHaveLength(all!.n);
  });

  it('counts today’s figures', async () => {
    const today = await staff.support.get('/api/admin/today');
    expect(today.status).toBe(200);
    expect(today.body.toShip).toBeGreaterThan(0);
    expect(today.body.salesTodayPaise).toBeGreaterThan(0);
  });
});

// pdftotext (Debian's poppler-utils, which .ci/run installs) reads the PDFs back as text.
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

describe.skipIf(!hasPdftotext)('printing', () => {
  const text = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  const pdfOf = async (url: string) => {
    const response = await fetch(shop.baseUrl + url, {
      headers: { cookie: [...staff.packer.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return Buffer.from(await response.arrayBuffer());
  };

  it('prints one order’s slip without prices, its invoice, and today’s slips for every order to ship', async () => {
    const order = await paidOrder();
    const slip = text(await pdfOf(`/api/admin/orders/${order.orderNo}/slip.pdf`));
    expect(slip).toContain(`Order ${order.orderNo}`);
    expect(slip).toContain('Bio-cellulose dressing');
    expect(slip).toContain('3 units to pack');
    expect(slip).not.toMatch(/₹|499\.00/);

    const invoice = text(await pdfOf(`/api/admin/orders/${order.orderNo}/invoice.pdf`));
    expect(invoice).toContain('Tax Invoice');

    const [toShip] = await queryRows<{ n: number }>(
      shop.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE status = 'paid' AND flag IS NULL`,
    );
    const day = await pdfOf('/api/admin/slips/today.pdf');
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: day }).toString())![1]);
    expect(pages).toBe(toShip!.n);
    expect(text(day)).toContain(`Order ${order.orderNo}`);
  });
});
