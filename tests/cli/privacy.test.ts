// @vitest-environment node
import { operatorLogin } from '../../server/operators/channel';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { retentionPlan, runRetention } from '../../server/privacy/retention';
import { gstRetentionEnds } from '../../server/privacy/data-map';
import { buildTestShop, type TestShop } from '../api/helper';
import { codeFromOutbox, type BrowserClient } from '../api/browser-client';
import { addressFields, makeProduct, newClient, signedInCustomer, runShopCommand } from '../api/shop-helpers';

/**
 * Customers' data rights (issue 29) on a real shop over HTTP and the operators' tool, on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL: a customer with an account, two addresses, a cart,
 * favourites, a review, a delivered order with its invoice, a guest order under the same e-mail, a
 * subscription and a contact message is found, exported, erased; another customer is untouched.
 */

let shop: TestShop;
let dir: string;

beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true });
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-cli-privacy-'));
});
afterAll(async () => {
  await shop?.close();
  rmSync(dir, { recursive: true, force: true });
});

const shopCli = (...argv: string[]) =>
  runShopCommand(shop, argv, {
    cwd: dir,
  });

/** Places an order from the browser's cart with these contact details; pays it when asked. */
async function order(browser: BrowserClient, productId: number, email: string, phone: string, pay: boolean) {
  const added = await browser.post('/api/cart/', { product_id: productId, quantity: 1 });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const body = {
    user_id: null,
    cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id, item_price: '1.00' }],
    ...addressFields(),
    email,
    mobile: phone,
    bill_mobile: phone,
    total_amount: '0.01',
  };
  const mismatch = await browser.post('/api/place-order/', body);
  expect(mismatch.status, JSON.stringify(mismatch.body)).toBe(409);
  const placed = await browser.post('/api/place-order/', { ...body, total_amount: mismatch.body.totals.total });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  if (pay) {
    const paid = await browser.post('/api/payments/sandbox/pay/', { order_id: placed.body.razorpay_order_id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await browser.post('/api/payments/verify/', paid.body)).status).toBe(200);
  }
  return placed.body.order_no as string;
}

async function readExport(email: string) {
  const file = `export-${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
  const done = await shopCli('customers', 'export', email, '--file', file);
  expect(done.code, done.err).toBe(0);
  const text = readFileSync(path.join(dir, file), 'utf8');
  return {
    text,
    data: JSON.parse(text) as {
      sections: { table: string; why: string; kept: string; items: Record<string, unknown>[] }[];
    },
    out: done.out,
  };
}

interface Person {
  browser: BrowserClient;
  email: string;
  userId: number;
  phone: string;
  orderNo: string;
  guestOrderNo: string;
  productId: number;
  refresh: string;
}

async function customerWithEverything(phone: string): Promise<Person> {
  const { browser, email, userId } = await signedInCustomer(shop);
  const product = await makeProduct(shop);
  const other = await makeProduct(shop);
  // A delivered order with its invoice (its checkout saves the account's address).
  const orderNo = await order(browser, product.id, email, phone, true);
  for (const argv of [
    ['orders', 'ship', orderNo, '--tracking-number', `TRK${phone}`, '--tracking-url', 'https://track.example/x'],
    ['orders', 'deliver', orderNo],
    // A part refunded: its GST credit note copies the invoice's buyer, phone and e-mail included.
    ['orders', 'refund', orderNo, '--amount', '1.00', '--reason', 'Damaged in transit'],
  ]) {
    const r = await shopCli(...argv);
    expect(r.code, r.err).toBe(0);
  }
  // The provider's webhook about the payment, as Razorpay sends it: the payer's e-mail and phone inside.
  await shop.database.db.execute(
    sql`INSERT INTO payment_events (provider, event_id, type, provider_order_id, payload)
        SELECT 'razorpay', ${`evt_${orderNo}`}, 'payment.captured', provider_order_id,
          ${JSON.stringify({ payload: { payment: { entity: { email, contact: `+91${phone}`, amount: 100, method: 'upi' } } } })}::jsonb
        FROM orders WHERE order_no = ${orderNo}`,
  );
  // A cart line, a favourite and a review.
  expect((await browser.post('/api/cart/', { product_id: other.id, quantity: 2 })).status).toBe(201);
  expect((await browser.post('/api/create-favorites/', { user_id: userId, product_id: other.id })).status).toBe(201);
  const reviewed = await browser.post('/api/reviews/', {
    product: product.id,
    text: 'Healed my cut in a week.',
    star_rating: 5,
  });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(201);
  // A guest order under the same e-mail (its checkout saves a guest address), left unpaid.
  const guest = newClient(shop);
  const guestOrderNo = await order(guest, other.id, email, phone, false);
  expect((await guest.post('/api/Subscribe/', { email })).status).toBe(200);
  const contact = await guest.post('/api/contact/', {
    name: 'Meena Raman',
    email,
    mobile: phone,
    address: '',
    message: 'Do you ship to Ooty?',
  });
  expect(contact.status).toBe(201);
  return {
    browser,
    email,
    userId,
    phone,
    orderNo,
    guestOrderNo,
    productId: product.id,
    refresh: browser.jar.get('refresh_token')!,
  };
}

describe('a customer’s data: find, export, dry run, erase', () => {
  let a: Person;
  let b: Person;
  let bExportBefore: string;

  beforeAll(async () => {
    a = await customerWithEverything('9123456780');
    b = await customerWithEverything('9988776655');
    bExportBefore = (await readExport(b.email)).text;
  });

  it('finds every account, order, subscription and message by e-mail and by phone', async () => {
    for (const query of [a.email, a.phone, `+91 ${a.phone}`]) {
      const found = await shopCli('customers', 'find', query);
      expect(found.code, found.err).toBe(0);
      expect(found.out).toContain(a.orderNo);
      expect(found.out).toContain(a.guestOrderNo);
      expect(found.out).not.toContain(b.orderNo);
      expect(found.out).toContain('Contact messages');
    }
    const byEmail = (await shopCli('customers', 'find', a.email)).out;
    expect(byEmail).toMatch(/Accounts[\s\S]*Meena[\s\S]*Orders[\s\S]*guest[\s\S]*Newsletter[\s\S]*Contact messages/);
    expect(await shopCli('customers', 'find', 'nobody@example.in')).toMatchObject({
      code: 0,
      out: 'Nothing matches nobody@example.in.',
    });
    expect((await shopCli('customers', 'find', 'not-a-person')).code).toBe(1);
  });

  it('exports every item, each with why and how long, and never another person’s data', async () => {
    const { data, text } = await readExport(a.email);
    const byTable = Object.fromEntries(data.sections.map((s) => [s.table, s]));
    for (const table of [
      'users',
      'addresses',
      'cart_items',
      'favourites',
      'reviews',
      'refresh_tokens',
      'orders',
      'payment_events',
      'contact_messages',
      'newsletter_subscribers',
      'mail_queue',
    ]) {
      expect(byTable[table], table).toBeDefined();
      expect(byTable[table]!.why).toBeTruthy();
      expect(byTable[table]!.kept).toBeTruthy();
    }
    expect(byTable.addresses!.items).toHaveLength(2);
    expect(byTable.orders!.items.map((o) => o.order_no)).toEqual([a.orderNo, a.guestOrderNo]);
    expect(byTable.orders!.items[0]!.invoice_no).toBeTruthy();
    expect(byTable.reviews!.items[0]).toMatchObject({ shown_as: 'Meena', stars: 5 });
    expect(byTable.contact_messages!.items[0]).toMatchObject({ message: 'Do you ship to Ooty?' });
    for (const other of [b.email, b.phone, b.orderNo, b.guestOrderNo]) expect(text).not.toContain(other);
    expect(text).not.toMatch(/scrypt\$|token_digest|code_digest/);
  });

  it('refuses to erase while an order is under way, and says which', async () => {
    const refused = await shopCli('customers', 'erase', a.email);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`order ${a.guestOrderNo} is awaiting payment`);
    // The expiry job's work, done here at once: the unpaid order expires.
    await shop.database.db.execute(sql`UPDATE orders SET status = 'expired' WHERE order_no = ${a.guestOrderNo}`);
  });

  it('a dry run prints what would change and changes nothing', async () => {
    const before = (await readExport(a.email)).text;
    const dry = await shopCli('customers', 'erase', a.email, '--dry-run');
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toContain(`Dry run: erasing ${a.email} would change:`);
    expect(dry.out).toMatch(/users: account #\d+ deleted, with 1 saved address, 1 cart line, 1 favourite/);
    expect(dry.out).toContain('reviews: 1 review kept under "A customer"');
    expect(dry.out).toContain(`1 paid order kept without phone or e-mail`);
    expect(dry.out).toContain(a.orderNo);
    expect(dry.out).toContain('1 unpaid order deleted');
    expect(dry.out).toContain('contact_messages: 1 message deleted');
    expect(dry.out).toContain('payment_events: 1 provider message cleared of e-mail and phone');
    expect(dry.out).toContain('newsletter_subscribers: subscription and consent record deleted');
    expect(dry.out).toContain('Nothing was changed.');
    const after = (await readExport(a.email)).text.replace(/"exported_at": "[^"]+"/, '');
    expect(after).toBe(before.replace(/"exported_at": "[^"]+"/, ''));
  });

  it('erases: keeps only what the law needs, with its reason; signs out everywhere; leaves others alone', async () => {
    const [withContact] = await queryRows<{ n: number }>(
      shop.database.db,
      sql`SELECT count(*)::int AS n FROM credit_notes WHERE data::text LIKE ${`%${a.email}%`}`,
    );
    expect(withContact!.n).toBe(1); // the credit note named the buyer's e-mail before
    const erased = await shopCli('customers', 'erase', a.email);
    expect(erased.code, erased.err).toBe(0);
    expect(erased.out).toContain(`Erased ${a.email}:`);

    const { data, text } = await readExport(a.email);
    expect(data.sections.map((s) => s.table)).toEqual(['orders', 'payment_events']);
    // The payment record stays with the order, without the payer's e-mail or phone.
    expect(data.sections[1]!.items[0]).toMatchObject({
      type: 'payment.captured',
      payload: { payload: { payment: { entity: { email: '', contact: '', amount: 100, method: 'upi' } } } },
    });
    const [kept] = data.sections[0]!.items;
    expect(kept).toMatchObject({ order_no: a.orderNo, invoice_no: expect.any(String) });
    const until = gstRetentionEnds(new Date()).toISOString().slice(0, 10);
    expect(kept!.kept_because).toContain(`until ${until} under CGST Act 2017, section 36`);
    expect(text).not.toContain(a.phone);
    expect(text).not.toContain(a.guestOrderNo);
    expect(JSON.stringify(kept!.delivery_address)).toContain('Meena Raman');

    // The invoice still renders, without the phone or e-mail.
    const pdf = await shopCli('invoice', a.orderNo, '--out', 'kept.pdf');
    expect(pdf.code, pdf.err).toBe(0);
    const bytes = readFileSync(path.join(dir, 'kept.pdf'));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    try {
      const pdfText = execFileSync('pdftotext', ['-layout', path.join(dir, 'kept.pdf'), '-'], { encoding: 'utf8' });
      expect(pdfText).toContain('Meena Raman');
      expect(pdfText).not.toContain(a.phone);
      expect(pdfText).not.toContain(a.email);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }

    // The review stays, under "A customer".
    const detail = await shop.get(`/api/product-detail/${a.productId}/`);
    expect(detail.body.reviews.map((r: { user: string }) => r.user)).toContain('A customer');
    expect(detail.body.reviews.map((r: { user: string }) => r.user)).not.toContain('Meena');

    // The old access and refresh tokens answer 401; signing in fails.
    expect((await a.browser.get(`/api/user-address/${a.userId}/`)).status).toBe(401);
    expect((await a.browser.get(`/api/fetch-favorites/${a.userId}/`)).status).toBe(401);
    a.browser.jar.set('refresh_token', a.refresh);
    expect((await a.browser.post('/api/token/refresh/')).status).toBe(401);
    const login = await newClient(shop).post('/api/api/login/', { email: a.email, password: 'coconut-water-2026' });
    expect(login.status).toBe(401);

    // Nothing of theirs is left anywhere else.
    const [left] = await queryRows<Record<string, number>>(
      shop.database.db,
      sql`SELECT (SELECT count(*)::int FROM users WHERE email = ${a.email}) AS users,
                 (SELECT count(*)::int FROM addresses WHERE lower(email) = ${a.email}) AS addresses,
                 (SELECT count(*)::int FROM contact_messages WHERE lower(email) = ${a.email}) AS messages,
                 (SELECT count(*)::int FROM newsletter_subscribers WHERE email = ${a.email}) AS subscribers,
                 (SELECT count(*)::int FROM mail_queue WHERE lower(to_address) = ${a.email}) AS mails,
                 (SELECT count(*)::int FROM orders WHERE ship_email = ${a.email} OR bill_email = ${a.email}
                    OR ship_phone = ${a.phone} OR bill_phone = ${a.phone}) AS orders,
                 (SELECT count(*)::int FROM invoices WHERE data::text LIKE ${`%${a.phone}%`} OR data::text LIKE ${`%${a.email}%`}) AS invoices,
                 (SELECT count(*)::int FROM credit_notes WHERE data::text LIKE ${`%${a.phone}%`} OR data::text LIKE ${`%${a.email}%`}) AS credit_notes,
                 (SELECT count(*)::int FROM payment_events WHERE payload::text LIKE ${`%${a.email}%`}
                    OR payload::text LIKE ${`%${a.phone}%`}) AS payments,
                 (SELECT count(*)::int FROM reviews WHERE user_name = 'Meena' AND product_id = ${a.productId}) AS reviews`,
    );
    expect(left).toEqual({
      users: 0,
      addresses: 0,
      messages: 0,
      subscribers: 0,
      mails: 0,
      orders: 0,
      invoices: 0,
      credit_notes: 0,
      payments: 0,
      reviews: 0,
    });

    // The other customer is untouched, and still signed in.
    expect((await readExport(b.email)).text.replace(/"exported_at": "[^"]+"/, '')).toBe(
      bExportBefore.replace(/"exported_at": "[^"]+"/, ''),
    );
    expect((await b.browser.get(`/api/user-address/${b.userId}/`)).status).toBe(200);

    // Erasing again finds nothing more to do, and keeps the kept order.
    const again = await shopCli('customers', 'erase', a.email, '--dry-run');
    expect(again.out).toContain('users: no account');
    expect(again.out).toContain('0 paid orders kept');
  });

  it('corrects an account and its saved address, refusing bad values', async () => {
    expect((await shopCli('customers', 'correct', b.email, '--field', 'name', '--value', 'Meena R.')).code).toBe(0);
    expect((await shopCli('customers', 'correct', b.email, '--field', 'address.city', '--value', 'Ooty')).code).toBe(0);
    expect(
      (await shopCli('customers', 'correct', b.email, '--field', 'mobile', '--value', '+91 99999 88888')).code,
    ).toBe(0);
    const [row] = await queryRows<Record<string, string>>(
      shop.database.db,
      sql`SELECT u.username, u.mobile, a.city FROM users u JOIN addresses a ON a.user_id = u.id WHERE u.email = ${b.email}`,
    );
    expect(row).toEqual({ username: 'Meena R.', mobile: '9999988888', city: 'Ooty' });
    for (const argv of [
      ['--field', 'password', '--value', 'x'],
      ['--field', 'mobile', '--value', '12345'],
      ['--field', 'email', '--value', 'not-an-email'],
      ['--field', 'name', '--value', 'a\u001b[2Jb'],
    ]) {
      const refused = await shopCli('customers', 'correct', b.email, ...argv);
      expect(refused.code, argv.join(' ')).toBe(1);
      expect(refused.err).toBeTruthy();
    }
    expect((await shopCli('customers', 'correct', a.email, '--field', 'name', '--value', 'X')).err).toBe(
      `No account for ${a.email}.`,
    );
  });

  it('logs every command that read or changed personal data in the audit log, naming the operator, without the data', async () => {
    const rows = await queryRows<{ actor: string; command: string; subject_digest: string | null; detail: string }>(
      shop.database.db,
      sql`SELECT actor, substr(action, 9) AS command, target AS subject_digest, reason AS detail
          FROM audit_log WHERE action LIKE 'privacy.%' ORDER BY id`,
    );
    const commands = new Set(rows.map((r) => r.command));
    for (const c of [
      'customers find',
      'customers export',
      'customers erase --dry-run',
      'customers erase',
      'customers correct',
    ])
      expect(commands, c).toContain(c);
    expect(rows.every((r) => r.actor === `cli:${operatorLogin()}`)).toBe(true);
    const all = JSON.stringify(rows);
    for (const secret of [a.email, b.email, a.phone, b.phone, 'Meena']) expect(all).not.toContain(secret);
    // One person, one digest: the log can tell which requests were about the same person.
    const corrections = rows.filter((r) => r.command === 'customers correct').map((r) => r.subject_digest!);
    const perPerson = [...new Set(corrections)].map((d) => corrections.filter((c) => c === d).length).sort();
    // Three corrections and three refusals about the second customer, one refusal about the erased one.
    expect(perPerson).toEqual([1, 6]);
  });
});

describe('self-service: download and delete', () => {
  it('downloads the signed-in customer’s own data', async () => {
    const me = await signedInCustomer(shop);
    const got = await me.browser.get('/api/account/data/');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain('attachment');
    expect(got.body.email).toBe(me.email);
    expect(got.body.sections.map((s: { table: string }) => s.table)).toContain('users');
    expect((await newClient(shop).get('/api/account/data/')).status).toBe(401);
  });

  it('refuses, in the customer’s words, while an order is under way', async () => {
    const me = await signedInCustomer(shop);
    const product = await makeProduct(shop);
    const orderNo = await order(me.browser, product.id, me.email, '9000000001', true);
    const refused = await me.browser.post('/api/account/delete/', { password: 'coconut-water-2026' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Your order ${orderNo} is still under way, so your account was not deleted. ` +
        'Please try again once it has been delivered, or write to us through the contact page.',
    );
    expect((await me.browser.get(`/api/user-address/${me.userId}/`)).status).toBe(200);
  });

  it('deletes the account only with the password; afterwards sign-in fails', async () => {
    const me = await signedInCustomer(shop);
    const wrong = await me.browser.post('/api/account/delete/', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That password is not right. Your account was not deleted.');
    expect((await me.browser.get(`/api/user-address/${me.userId}/`)).status).toBe(200);
    expect((await me.browser.post('/api/account/delete/', {})).status).toBe(400);
    const done = await me.browser.post('/api/account/delete/', { password: 'coconut-water-2026' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ message: 'Your account has been deleted.' });
    expect((await me.browser.get(`/api/user-address/${me.userId}/`)).status).toBe(401);
    const login = await newClient(shop).post('/api/api/login/', { email: me.email, password: 'coconut-water-2026' });
    expect(login.status).toBe(401);
    const [log] = await queryRows<{ actor: string }>(
      shop.database.db,
      sql`SELECT actor FROM audit_log WHERE action = 'privacy.account delete'`,
    );
    expect(log).toEqual({ actor: 'customer' });
  });
});

describe('the retention job, with the clock set forward', () => {
  const day = 86_400_000;
  const contactDays = 365;

  it('removes each kind at its time and not before', async () => {
    const db = shop.database.db;
    const t0 = Date.now();
    const at = (days: number) => ({ now: new Date(t0 + days * day), contactDays });
    // An account never verified, a guest with a cart, a contact message, a delivered order.
    const unverified = newClient(shop);
    const email = `late.${t0}@example.in`;
    const registered = await unverified.post('/api/register/', {
      username: 'Late',
      email,
      password: 'coconut-water-2026',
      confirm_password: 'coconut-water-2026',
      mobile: '98765 43210',
    });
    expect(registered.status).toBe(201);
    codeFromOutbox(shop.app.config.dataDir, email);
    const buyer = await customerWithEverything('9876501234');
    await db.execute(
      sql`UPDATE orders SET status = 'expired', updated_at = now() WHERE order_no = ${buyer.guestOrderNo}`,
    );

    const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;
    const users = () => count(sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`);
    const messages = () => count(sql`SELECT count(*)::int AS n FROM contact_messages WHERE email = ${buyer.email}`);
    const guestOrder = () => count(sql`SELECT count(*)::int AS n FROM orders WHERE order_no = ${buyer.guestOrderNo}`);
    const [guest] = await queryRows<{ session_id: number }>(
      db,
      sql`SELECT session_id FROM orders WHERE order_no = ${buyer.guestOrderNo}`,
    );
    const sessions = () => count(sql`SELECT count(*)::int AS n FROM sessions WHERE id = ${guest!.session_id}`);
    const named = () =>
      count(sql`SELECT count(*)::int AS n FROM orders WHERE order_no = ${buyer.orderNo} AND ship_name = 'Meena Raman'`);
    expect(await sessions()).toBeGreaterThan(0);
    const tokens = () => count(sql`SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = ${buyer.userId}`);
    const mails = () => count(sql`SELECT count(*)::int AS n FROM mail_queue WHERE to_address = ${buyer.email}`);
    const unsent = () =>
      count(
        sql`SELECT count(*)::int AS n FROM mail_queue WHERE to_address = ${buyer.email} AND status IN ('pending', 'sending')`,
      );
    const logged = () =>
      count(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'privacy.%' AND at <= ${new Date(t0).toISOString()}::timestamptz`,
      );
    expect(await tokens()).toBeGreaterThan(0);
    const mailsBefore = await mails();
    expect(mailsBefore).toBeGreaterThan(0);
    const loggedBefore = await logged();
    expect(loggedBefore).toBeGreaterThan(0);

    const plan6 = await retentionPlan(db, at(6));
    expect(plan6.find((p) => p.what === 'accounts never verified')!.rows).toBe(0);
    await runRetention(db, at(6));
    expect(await users()).toBe(1);
    const plan8 = await retentionPlan(db, at(8));
    expect(plan8.find((p) => p.what === 'accounts never verified')!.rows).toBeGreaterThanOrEqual(1);
    await runRetention(db, at(8));
    expect(await users()).toBe(0);

    expect(await tokens()).toBeGreaterThan(0);
    await runRetention(db, at(29));
    expect(await tokens()).toBeGreaterThan(0);
    await runRetention(db, at(31));
    expect(await tokens()).toBe(0);

    await runRetention(db, at(89));
    expect(await sessions()).toBeGreaterThan(0);
    expect(await mails()).toBe(mailsBefore);
    expect(await guestOrder()).toBe(1);
    await runRetention(db, at(91));
    expect(await sessions()).toBe(0);
    expect(await guestOrder()).toBe(0);
    expect(await mails()).toBe(await unsent());

    await runRetention(db, at(contactDays - 1));
    expect(await messages()).toBe(1);
    expect(await logged()).toBe(loggedBefore);
    await runRetention(db, at(contactDays + 1));
    expect(await messages()).toBe(0);
    expect(await logged()).toBe(0);

    const end = gstRetentionEnds(new Date(t0)).getTime();
    await runRetention(db, { now: new Date(end - day), contactDays });
    expect(await named()).toBe(1);
    await runRetention(db, { now: new Date(end + day), contactDays });
    expect(await named()).toBe(0);
    const pdf = await shopCli('invoice', buyer.orderNo, '--out', 'anonymised.pdf');
    expect(pdf.code, pdf.err).toBe(0);

    const report = await shopCli('privacy', 'report');
    expect(report.code, report.err).toBe(0);
    expect(report.out).toContain('The next retention run would:');
    expect(report.out).toContain('paid orders’ personal data');
  });
});
