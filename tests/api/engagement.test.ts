// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { ENGAGEMENT_LIMITS } from '../../server/http/limits';
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { contactMessages, newsletterMessages, reviewMessages } from '../../common/domain/engagement';
import { buildTestShop, type TestShop } from './helper';
import { BrowserClient } from './browser-client';
import { makeProduct, newClient, signedInCustomer } from './shop-helpers';
import { placeAndPay } from './order-tracking-helpers';

let shop: TestShop;
let ip = 0;
/** A browser with an address of its own, so limits counted in one test leave the others alone. */
const browser = () => new BrowserClient(shop.baseUrl, `192.0.2.${++ip}`);

const XSS = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1">',
  '<a href="javascript:window.__pwned = 1">click</a>',
  '<svg onload="window.__pwned = 1"></svg>',
].join(' ');

beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true });
});
afterAll(() => shop.close());

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lakshmi Narayanan',
  email: 'Lakshmi.N@Example.in ',
  mobile: '+91 98765-43210',
  address: '4 Lake Road, Madurai',
  message: 'Do you ship bio-cellulose sheets to Sri Lanka?',
  ...overrides,
});

/** Mails in the development outbox that contain `text`, quoted-printable undone, as a mail program shows them. */
function mailsWith(text: string): string[] {
  const dir = path.join(shop.app.config.dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const decode = (m: string) =>
    m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return files.map((f) => decode(readFileSync(path.join(dir, f), 'utf8'))).filter((m) => m.includes(text));
}

/** The shop's notice goes out after the answer: wait for it a little. */
async function waitForMail(text: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [mail] = mailsWith(text);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail containing ${text}`);
}

describe('POST /api/contact/', () => {
  it('stores the message normalised, answers 201 and e-mails the shop with a reply to the sender', async () => {
    const answer = await browser().post('/api/contact/', contact({ message: 'Shipping question 7f3a' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({ message: contactMessages.sent });

    const [row] = await queryRows<Record<string, unknown>>(
      shop.database.db,
      sql`SELECT name, email, mobile, address, message FROM contact_messages WHERE message = 'Shipping question 7f3a'`,
    );
    expect(row).toEqual({
      name: 'Lakshmi Narayanan',
      email: 'lakshmi.n@example.in',
      mobile: '9876543210',
      address: '4 Lake Road, Madurai',
      message: 'Shipping question 7f3a',
    });

    const mail = await waitForMail('Shipping question 7f3a');
    expect(mail).toMatch(new RegExp(`^To: ${EXAMPLE_SHOP_DETAILS.careEmail.replace(/[.]/g, '\\.')}`, 'm'));
    expect(mail).toMatch(/^Reply-To: .*lakshmi\.n@example\.in/m);
    expect(mail).toMatch(/^Subject: Contact message #\d+ from Lakshmi Narayanan/m);
    // Once sent, the message is marked as notified for the operator's list.
    await expect
      .poll(async () => {
        const [r] = await queryRows<{ notified: boolean }>(
          shop.database.db,
          sql`SELECT notified_at IS NOT NULL AS notified FROM contact_messages WHERE message = 'Shipping question 7f3a'`,
        );
        return r?.notified;
      })
      .toBe(true);
  });

  it('keeps an address optional', async () => {
    const { address: _, ...withoutAddress } = contact();
    expect((await browser().post('/api/contact/', withoutAddress)).status).toBe(201);
    expect((await browser().post('/api/contact/', contact({ address: '' }))).status).toBe(201);
  });

  it('stores markup as text and escapes it in the e-mail’s HTML', async () => {
    // A name is one line: a line break (a header injection's tool) is refused by the schema.
    const broken = await browser().post('/api/contact/', contact({ name: '<b>Evil</b>\nBcc: x@y.z', message: XSS }));
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Invalid body: name contains a character that is not allowed.');
    const answer = await browser().post('/api/contact/', contact({ name: '<b>Evil</b> Bcc: x@y.z', message: XSS }));
    expect(answer.status).toBe(201);
    const [row] = await queryRows<{ name: string; message: string }>(
      shop.database.db,
      sql`SELECT name, message FROM contact_messages WHERE message = ${XSS}`,
    );
    expect(row).toEqual({ name: '<b>Evil</b> Bcc: x@y.z', message: XSS });

    const mail = await waitForMail('&lt;script&gt;window.__pwned = 1&lt;/script&gt;');
    const html = mail.slice(mail.indexOf('<!doctype html>'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<svg onload');
    expect(html).not.toContain('<a href="javascript:');
    expect(html).not.toContain('<b>Evil</b>');
    expect(html).toContain('&lt;img src=x onerror=&quot;window.__pwned = 1&quot;&gt;');
    // A line break in the name cannot add a header.
    const headers = mail.slice(0, mail.search(/\r?\n\r?\n/));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Subject: Contact message #\d+ from <b>Evil<\/b> Bcc: x@y\.z/m);
  });

  it.each([
    ['name', 'blank', { name: '  ' }, contactMessages.nameRequired],
    ['name', '101 characters', { name: 'N'.repeat(101) }, contactMessages.nameTooLong],
    ['email', 'empty', { email: '' }, contactMessages.emailRequired],
    ['email', 'without a dot in the domain', { email: 'lakshmi@example' }, contactMessages.emailInvalid],
    ['email', 'with a space', { email: 'lakshmi example.in' }, contactMessages.emailInvalid],
    ['mobile', 'empty', { mobile: '' }, contactMessages.mobileRequired],
    ['mobile', 'five digits', { mobile: '12345' }, contactMessages.mobileInvalid],
    ['mobile', 'starting with 5', { mobile: '5876543210' }, contactMessages.mobileInvalid],
    ['mobile', 'a UK number', { mobile: '+44 20 7946 0958' }, contactMessages.mobileInvalid],
    ['address', '301 characters', { address: 'A'.repeat(301) }, contactMessages.addressTooLong],
    ['message', 'blank', { message: ' \n ' }, contactMessages.messageRequired],
    ['message', '2001 characters', { message: 'M'.repeat(2001) }, contactMessages.messageTooLong],
  ])('answers 400 naming the %s when it is %s', async (field, _, overrides, message) => {
    const answer = await browser().post('/api/contact/', contact(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.errors[field]).toBe(message);
  });

  it('names every failing field, the first in form order as the message', async () => {
    const answer = await browser().post('/api/contact/', contact({ name: '', mobile: '1', message: '' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: contactMessages.nameRequired,
      errors: {
        name: contactMessages.nameRequired,
        mobile: contactMessages.mobileInvalid,
        message: contactMessages.messageRequired,
      },
    });
  });

  it('answers 400 to a missing field, a list, a NUL character or broken JSON, and 413 to a huge body', async () => {
    const { message: _, ...noMessage } = contact();
    const missing = await browser().post('/api/contact/', noMessage);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/message/);

    const list = await browser().post('/api/contact/', contact({ name: ['a', 'b'] }));
    expect(list.status).toBe(400);

    const nul = await browser().post('/api/contact/', contact({ message: 'hello\u0000world' }));
    expect(nul.status).toBe(400);
    expect(nul.body.message).toMatch(/message/);

    const broken = await browser().call('POST', '/api/contact/', undefined, {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBeTruthy();

    const huge = await browser().post('/api/contact/', contact({ message: 'x'.repeat(40_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses a cross-site post, and a cookie-borne post without the CSRF header', async () => {
    const crossSite = await browser().post('/api/contact/', contact(), { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);

    const guest = browser();
    await guest.get('/api/get-session-info/'); // now it carries the session cookie
    guest.csrf = false;
    const forged = await guest.post('/api/contact/', contact());
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('CSRF token missing or incorrect.');
    guest.csrf = true;
    expect((await guest.post('/api/contact/', contact())).status).toBe(201);
  });

  it(`allows ${ENGAGEMENT_LIMITS.contact} messages per IP in 15 minutes (bad ones count), then 429 with Retry-After`, async () => {
    const sender = browser();
    for (let i = 0; i < ENGAGEMENT_LIMITS.contact; i++) {
      const answer = await sender.post('/api/contact/', i % 2 ? contact() : contact({ email: 'bad' }));
      expect(answer.status).not.toBe(429);
    }
    const blocked = await sender.post('/api/contact/', contact());
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: contactMessages.tooMany });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Someone else is not affected.
    expect((await browser().post('/api/contact/', contact())).status).toBe(201);
  });
});

describe('POST /api/Subscribe/', () => {
  const subscribers = (email: string) =>
    queryRows<{ email: string; consented_at: Date; consent_ip: string }>(
      shop.database.db,
      sql`SELECT email, consented_at, consent_ip FROM newsletter_subscribers WHERE email = ${email}`,
    );

  it('keeps one subscriber per address whatever its case, with the time and IP of consent; a repeat answers 200 too', async () => {
    const first = await new BrowserClient(shop.baseUrl, '198.18.0.1').post('/api/Subscribe/', {
      email: 'Priya.K@Example.in',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: newsletterMessages.subscribed });

    const again = await browser().post('/api/Subscribe/', { email: '  priya.k@example.IN ' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const rows = await subscribers('priya.k@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.consent_ip).toBe('198.18.0.1');
    expect(Date.now() - new Date(rows[0]!.consented_at).getTime()).toBeLessThan(60_000);
  });

  it('answers 400 to a blank, malformed, over-long or missing address', async () => {
    for (const [email, message] of [
      ['', newsletterMessages.emailRequired],
      ['   ', newsletterMessages.emailRequired],
      ['priya@', newsletterMessages.emailInvalid],
      ['priya@@example.in', newsletterMessages.emailInvalid],
      [`${'p'.repeat(250)}@example.in`, newsletterMessages.emailInvalid],
    ]) {
      const answer = await browser().post('/api/Subscribe/', { email });
      expect(answer.status, email).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await browser().post('/api/Subscribe/', {})).status).toBe(400);
    expect((await browser().post('/api/Subscribe/', { email: 12 })).status).toBe(400);
    expect((await browser().post('/api/Subscribe/', { email: 'a\u0000@b.in' })).status).toBe(400);
  });

  it(`allows ${ENGAGEMENT_LIMITS.subscribe} sign-ups per IP in 15 minutes, then 429 with Retry-After`, async () => {
    const sender = browser();
    for (let i = 0; i < ENGAGEMENT_LIMITS.subscribe; i++) {
      expect((await sender.post('/api/Subscribe/', { email: `reader${i}@example.in` })).status).toBe(200);
    }
    const blocked = await sender.post('/api/Subscribe/', { email: 'one.more@example.in' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: newsletterMessages.tooMany });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await subscribers('one.more@example.in')).toHaveLength(0);
  });
});

describe('POST /api/reviews/', () => {
  const review = (product: number, overrides: Record<string, unknown> = {}) => ({
    product,
    text: 'Healed my cut in a week.',
    star_rating: 4,
    ...overrides,
  });

  function jsonLd(html: string) {
    const match = /<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/.exec(html);
    return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
  }

  it('answers 401 to a guest, a tampered token and a malformed header', async () => {
    const { id } = await makeProduct(shop);
    const guest = await browser().post('/api/reviews/', review(id));
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Please log in.' });

    const { browser: customer, userId } = await signedInCustomer(shop, newClient(shop));
    // The same token claiming to be someone else: its signature no longer matches.
    const [head, payload, signature] = customer.access!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
    expect(claims.sub).toBe(String(userId));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(userId + 1) })).toString('base64url');
    for (const authorization of [
      `Bearer ${head}.${forged}.${signature}`,
      `Bearer ${customer.access!.slice(0, -2)}xx`,
      'Bearer',
      `Token ${customer.access}`,
    ]) {
      const answer = await customer.post('/api/reviews/', review(id), { authorization });
      expect(answer.status, authorization).toBe(401);
    }
    expect(await reviewsBy(id)).toHaveLength(0);
  });

  it('answers 403 when user_id names someone else, and takes the author from the token', async () => {
    const { id } = await makeProduct(shop);
    const { browser: customer, userId } = await signedInCustomer(shop, newClient(shop));
    const other = await customer.post('/api/reviews/', review(id, { user_id: userId + 1000 }));
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: 'You can only see and change your own account.' });
    expect(await reviewsBy(id)).toHaveLength(0);

    const own = await customer.post('/api/reviews/', review(id, { user_id: userId }));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const rows = await reviewsBy(id);
    expect(rows).toEqual([{ user_id: userId, user_name: 'Meena', star_rating: 4 }]);
  });

  it('stores the review, answers the new rating summary, and every cached product answer shows it at once', async () => {
    const { id } = await makeProduct(shop);
    // Prime the cache: the detail, the category listing and the page's tags.
    const before = await shop.get(`/api/product-detail/${id}/`);
    expect(before.body).toMatchObject({ average_rating: null, review_count: 0, reviews: [] });
    const category = before.body.category as number;
    const listed = (await shop.get(`/api/products/${category}/`)).body.find((p: { id: number }) => p.id === id);
    expect(listed.review_count).toBe(0);
    expect(jsonLd((await shop.get(`/Productdetail/${id}`)).text)?.aggregateRating).toBeUndefined();

    const first = await signedInCustomer(shop, newClient(shop));
    const answer = await first.browser.post('/api/reviews/', review(id, { text: '  Soothing.  ', star_rating: 5 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      message: reviewMessages.thanks,
      review: { user: 'Meena', text: 'Soothing.', star_rating: 5, verified_purchase: false },
      average_rating: 5,
      review_count: 1,
    });
    expect(new Date(answer.body.review.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const second = await signedInCustomer(shop, newClient(shop));
    const two = await second.browser.post('/api/reviews/', review(id, { star_rating: 2 }));
    expect(two.body).toMatchObject({ average_rating: 3.5, review_count: 2 });

    const after = await shop.get(`/api/product-detail/${id}/`);
    expect(after.body).toMatchObject({ average_rating: 3.5, review_count: 2 });
    expect(after.body.reviews.map((r: { text: string }) => r.text)).toEqual(['Healed my cut in a week.', 'Soothing.']);
    const relisted = (await shop.get(`/api/products/${category}/`)).body.find((p: { id: number }) => p.id === id);
    expect(relisted).toMatchObject({ average_rating: 3.5, review_count: 2 });
    expect(jsonLd((await shop.get(`/Productdetail/${id}`)).text)?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 3.5,
      reviewCount: 2,
    });
  });

  it('answers a second review of the same product 400 with the storefront’s text, and keeps the first', async () => {
    const { id } = await makeProduct(shop);
    const { browser: customer } = await signedInCustomer(shop, newClient(shop));
    expect((await customer.post('/api/reviews/', review(id))).status).toBe(201);
    const again = await customer.post('/api/reviews/', review(id, { text: 'Changed my mind', star_rating: 1 }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'You have already submitted a review for this product.' });
    expect(await reviewsBy(id)).toEqual([expect.objectContaining({ star_rating: 4 })]);
  });

  it('stores exactly one review when the same customer sends several at once', async () => {
    const { id } = await makeProduct(shop);
    const { browser: customer } = await signedInCustomer(shop, newClient(shop));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => customer.post('/api/reviews/', review(id, { text: `Attempt ${i}` }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400)) expect(a.body.message).toBe(reviewMessages.duplicate);
    expect(await reviewsBy(id)).toHaveLength(1);
    const detail = await shop.get(`/api/product-detail/${id}/`);
    expect(detail.body.review_count).toBe(1);
  });

  it.each([
    ['empty text', { text: '' }, reviewMessages.incomplete],
    ['blank text', { text: ' \n\t ' }, reviewMessages.incomplete],
    ['no rating', { star_rating: 0 }, reviewMessages.incomplete],
    ['six stars', { star_rating: 6 }, reviewMessages.ratingInvalid],
    ['minus one star', { star_rating: -1 }, reviewMessages.ratingInvalid],
    ['text past 2000 characters', { text: 'a'.repeat(2001) }, reviewMessages.textTooLong],
  ])('answers 400 to %s', async (_, overrides, message) => {
    const { id } = await makeProduct(shop);
    const { browser: customer } = await signedInCustomer(shop, newClient(shop));
    const answer = await customer.post('/api/reviews/', review(id, overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
    expect(await reviewsBy(id)).toHaveLength(0);
  });

  it('answers 400 to fractional, string or missing fields, 404 to an unknown product, 413 to a huge body', async () => {
    const { id } = await makeProduct(shop);
    const { browser: customer } = await signedInCustomer(shop, newClient(shop));
    for (const body of [
      review(id, { star_rating: 4.5 }),
      review(id, { star_rating: '5' }),
      review(id, { product: String(id) }),
      review(id, { product: 'abc' }),
      review(id, { text: 'nul \u0000 here' }),
      { product: id, star_rating: 5 },
      { text: 'No product', star_rating: 5 },
    ]) {
      const answer = await customer.post('/api/reviews/', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    for (const product of [999_999, 2_147_483_647, 9_999_999_999]) {
      const unknown = await customer.post('/api/reviews/', review(product));
      expect(unknown.status, String(product)).toBe(404);
      expect(unknown.body).toEqual({ message: 'Product not found.' });
    }
    const huge = await customer.post('/api/reviews/', review(id, { text: 'x'.repeat(40_000) }));
    expect(huge.status).toBe(413);
    expect(await reviewsBy(id)).toHaveLength(0);
  });

  it('keeps markup as text: stored verbatim and answered as a JSON string, never in the page’s HTML', async () => {
    const { id } = await makeProduct(shop);
    const { browser: customer } = await signedInCustomer(shop, newClient(shop));
    const answer = await customer.post('/api/reviews/', review(id, { text: XSS }));
    expect(answer.status).toBe(201);
    expect(answer.body.review.text).toBe(XSS);
    const [row] = await queryRows<{ text: string }>(
      shop.database.db,
      sql`SELECT text FROM reviews WHERE product_id = ${id}`,
    );
    expect(row!.text).toBe(XSS);
    const detail = await shop.get(`/api/product-detail/${id}/`);
    expect(detail.headers.get('content-type')).toMatch(/^application\/json/);
    expect(detail.body.reviews[0].text).toBe(XSS);
    // The page may carry the product's data for the storefront, but only as escaped JSON, never as markup.
    const page = await shop.get(`/Productdetail/${id}`);
    expect(page.status).toBe(200);
    for (const markup of ['<script>window.__pwned', '<img src=x', '<a href="javascript:', '<svg onload'])
      expect(page.text).not.toContain(markup);
  });

  it('marks a review as a verified purchase only when the customer has a paid order of the product', async () => {
    const bought = await makeProduct(shop);
    const unpaid = await makeProduct(shop);
    const never = await makeProduct(shop);
    const { browser: customer } = await signedInCustomer(shop, newClient(shop));

    await placeAndPay(shop, customer, bought.id);
    await placeAndPay(shop, customer, unpaid.id, 1, { pay: false });

    const verified = await customer.post('/api/reviews/', review(bought.id));
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
    expect(verified.body.review.verified_purchase).toBe(true);
    expect((await customer.post('/api/reviews/', review(unpaid.id))).body.review.verified_purchase).toBe(false);
    expect((await customer.post('/api/reviews/', review(never.id))).body.review.verified_purchase).toBe(false);

    // Someone else's purchase does not verify another customer's review.
    const { browser: stranger } = await signedInCustomer(shop, newClient(shop));
    expect((await stranger.post('/api/reviews/', review(bought.id))).body.review.verified_purchase).toBe(false);

    const detail = await shop.get(`/api/product-detail/${bought.id}/`);
    expect(detail.body.reviews.map((r: { verified_purchase: boolean }) => r.verified_purchase).sort()).toEqual([
      false,
      true,
    ]);
  });

  it(`allows ${ENGAGEMENT_LIMITS.review} calls per IP in 15 minutes (refused ones count), then 429 with Retry-After`, async () => {
    const { id } = await makeProduct(shop);
    const guest = browser();
    for (let i = 0; i < ENGAGEMENT_LIMITS.review; i++) {
      expect((await guest.post('/api/reviews/', review(id))).status).toBe(401);
    }
    const blocked = await guest.post('/api/reviews/', review(id));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: reviewMessages.tooMany });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the API documentation', () => {
  it('lists the three routes with their bodies', async () => {
    const docs = await shop.get('/api/docs/json');
    expect(docs.status).toBe(200);
    for (const route of ['/api/contact/', '/api/Subscribe/', '/api/reviews/']) {
      expect(docs.body.paths[route]?.post?.requestBody, route).toBeTruthy();
      expect(docs.body.paths[route].post.responses['429'], route).toBeTruthy();
    }
  });
});

describe('with RATE_LIMIT=false (load tests only)', () => {
  it('never answers 429', async () => {
    const unlimited = await buildTestShop({ trustProxy: true, rateLimit: false });
    try {
      const sender = new BrowserClient(unlimited.baseUrl, '198.18.0.2');
      for (let i = 0; i <= ENGAGEMENT_LIMITS.subscribe + 5; i++) {
        expect((await sender.post('/api/Subscribe/', { email: `bulk${i}@example.in` })).status).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});

function reviewsBy(productId: number) {
  return queryRows<{ user_id: number | null; user_name: string; star_rating: number }>(
    shop.database.db,
    sql`SELECT user_id, user_name, star_rating FROM reviews WHERE product_id = ${productId} ORDER BY id`,
  );
}
