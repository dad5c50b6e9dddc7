// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { buildTestShop, type TestShop } from './helper';
import { BrowserClient, codeFromOutbox } from './browser-client';

let shop: TestShop;
let n = 0;
const client = (ip?: string) => new BrowserClient(shop.baseUrl, ip ?? `198.51.100.${++n}`);
const email = (name: string) => `${name}.${Date.now().toString(36)}${++n}@example.in`;

function registration(address: string, overrides: Record<string, string> = {}) {
  return {
    username: 'Asha',
    email: address,
    password: 'coconut-water-2026',
    confirm_password: 'coconut-water-2026',
    mobile: '98765 43210',
    ...overrides,
  };
}

/** Registers and verifies a customer; the client ends signed in. */
async function customer(browser = client()) {
  const address = email('customer');
  expect((await browser.post('/api/register/', registration(address))).status).toBe(201);
  const verified = await browser.post('/api/verify-otp/', { email: address, code: codeFromOutbox(dataDir(), address) });
  expect(verified.status).toBe(200);
  browser.access = verified.body.access;
  return { browser, address, userId: verified.body.user.user_id as number };
}

const dataDir = () => shop.app.config.dataDir;

beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true });
});
afterAll(() => shop.close());

describe('register/', () => {
  it('shows confirm_password first, then mobile, then email', async () => {
    const answer = await client().post(
      '/api/register/',
      registration('not-an-email', { confirm_password: 'different-pass', mobile: '12345' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Passwords do not match.');
    expect(answer.body.confirm_password).toEqual(['Passwords do not match.']);
    expect(answer.body.mobile).toEqual(['Enter a valid 10-digit Indian mobile number.']);
    expect(answer.body.email).toEqual(['Enter a valid email address.']);

    const mobileOnly = await client().post('/api/register/', registration(email('m'), { mobile: '+91 5876543210' }));
    expect(mobileOnly.body.message).toBe('Enter a valid 10-digit Indian mobile number.');
  });

  it('refuses short and common passwords, and accepts a 64-character one', async () => {
    const short = await client().post(
      '/api/register/',
      registration(email('s'), { password: 'abc1234', confirm_password: 'abc1234' }),
    );
    expect(short.status).toBe(400);
    expect(short.body.password).toEqual(['Password must be at least 8 characters.']);

    const common = await client().post(
      '/api/register/',
      registration(email('c'), { password: 'password123', confirm_password: 'password123' }),
    );
    expect(common.status).toBe(400);
    expect(common.body.password).toEqual(['This password is too common. Please choose another.']);

    const long = 'a long passphrase about coconut water and bio-cellulose dressings';
    expect(long.length).toBeGreaterThanOrEqual(64);
    const ok = await client().post(
      '/api/register/',
      registration(email('l'), { password: long, confirm_password: long }),
    );
    expect(ok.status).toBe(201);
  });

  it('keeps one account per e-mail address regardless of case', async () => {
    const { address } = await customer();
    const again = await client().post('/api/register/', registration(address.toUpperCase()));
    expect(again.status).toBe(400);
    expect(again.body.email).toEqual(['An account with this email already exists.']);
  });

  it('stores scrypt hashes at the production cost that show their parameters, and codes only as digests', async () => {
    // The other tests hash at the harness's lower cost; a shop as configured in production hashes at 2^17.
    const production = await buildTestShop({ passwordHashCost: undefined });
    try {
      const address = email('hash');
      const browser = new BrowserClient(production.baseUrl, '198.51.100.250');
      expect((await browser.post('/api/register/', registration(address))).status).toBe(201);
      const code = codeFromOutbox(production.app.config.dataDir, address);
      const [row] = await queryRows<{ password_hash: string; code_digest: string }>(
        production.database.db,
        sql`SELECT u.password_hash, c.code_digest FROM users u JOIN one_time_codes c ON c.user_id = u.id WHERE u.email = ${address}`,
      );
      expect(row!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      expect(row!.password_hash).not.toContain('coconut');
      expect(row!.code_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.code_digest).not.toContain(code);
      // And a customer signs in with it.
      expect((await browser.post('/api/verify-otp/', { email: address, code })).status).toBe(200);
      const login = await browser.post('/api/api/login/', { email: address, password: 'coconut-water-2026' });
      expect(login.status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('rejects missing fields and oversized bodies with 400, never 500', async () => {
    expect((await client().post('/api/register/', { email: 'a@b.in' })).status).toBe(400);
    expect(
      (await client().post('/api/register/', registration(email('x'), { username: 'x'.repeat(10_000) }))).status,
    ).toBe(400);
    expect((await client().post('/api/register/', 'not json')).status).toBe(400);
  });
});

describe('verify-otp/', () => {
  it('signs the new customer in with the e-mailed code, which works once', async () => {
    const browser = client();
    const address = email('otp');
    await browser.post('/api/register/', registration(address));
    const code = codeFromOutbox(dataDir(), address);
    const verified = await browser.post('/api/verify-otp/', { email: address, code });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toEqual({ user_id: expect.any(Number), username: 'Asha' });
    expect(verified.body.access).toMatch(/^ey/);
    expect(verified.cookies.refresh_token?.attributes).toMatch(/HttpOnly/i);

    const again = await client().post('/api/verify-otp/', { email: address, code });
    expect(again.status).toBe(400);
  });

  it('needs a new code after 5 wrong tries, and a resend replaces the old code', async () => {
    const address = email('lock');
    await client().post('/api/register/', registration(address));
    const code = codeFromOutbox(dataDir(), address);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await client().post('/api/verify-otp/', { email: address, code: wrong })).body.message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('The code is incorrect or has expired.'));
    expect(answers[4]).toBe('Too many wrong codes. Please request a new code.');
    const right = await client().post('/api/verify-otp/', { email: address, code });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong codes. Please request a new code.');

    expect((await client().post('/api/resend-otp/', { email: address })).status).toBe(200);
    const fresh = codeFromOutbox(dataDir(), address);
    if (fresh !== code) expect((await client().post('/api/verify-otp/', { email: address, code })).status).toBe(400);
    expect((await client().post('/api/verify-otp/', { email: address, code: fresh })).status).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const address = email('expiry');
    await client().post('/api/register/', registration(address));
    await shop.database.db.execute(
      sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second'
          WHERE user_id = (SELECT id FROM users WHERE email = ${address})`,
    );
    const answer = await client().post('/api/verify-otp/', {
      email: address,
      code: codeFromOutbox(dataDir(), address),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The code is incorrect or has expired.');
  });
});

describe('api/login/', () => {
  it('answers user and access, and refuses a wrong password', async () => {
    const { address, userId } = await customer();
    const browser = client();
    const ok = await browser.post('/api/api/login/', { email: address.toUpperCase(), password: 'coconut-water-2026' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ user: { user_id: userId, username: 'Asha' }, access: expect.any(String) });
    const bad = await browser.post('/api/api/login/', { email: address, password: 'wrong-password-1' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: 'Invalid email or password.' });
    const nobody = await browser.post('/api/api/login/', { email: 'nobody@example.in', password: 'whatever-123' });
    expect(nobody.body).toEqual(bad.body);
  });

  it('gives 429 with Retry-After after 10 failures from one IP or for one account; the owner still signs in elsewhere', async () => {
    const { address } = await customer();
    const attacker = client('192.0.2.66');
    for (let i = 0; i < 10; i++) {
      expect((await attacker.post('/api/api/login/', { email: address, password: `guess-${i}-xyz` })).status).toBe(401);
    }
    const locked = await attacker.post('/api/api/login/', { email: address, password: 'coconut-water-2026' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    // The same IP is refused for other accounts too.
    expect((await attacker.post('/api/api/login/', { email: 'other@example.in', password: 'x-12345678' })).status).toBe(
      429,
    );
    // The owner, from their own network, is not locked out.
    const owner = await client('198.18.0.7').post('/api/api/login/', {
      email: address,
      password: 'coconut-water-2026',
    });
    expect(owner.status).toBe(200);
  });

  it('does not sign in an account that has not verified its e-mail', async () => {
    const address = email('unverified');
    await client().post('/api/register/', registration(address));
    const answer = await client().post('/api/api/login/', { email: address, password: 'coconut-water-2026' });
    expect(answer.status).toBe(403);
  });
});

describe('tokens', () => {
  it('refuses a tampered, alg:none, expired or foreign token with 401', async () => {
    const { browser, userId } = await customer();
    const url = `/api/fetch-favorites/${userId}/`;
    expect((await browser.get(url)).status).toBe(200);

    const [header, payload, signature] = browser.access!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(userId + 1) })).toString('base64url');
    const tampered = `${header}.${forged}.${signature}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const secret = Buffer.from(readFileSync(path.join(dataDir(), 'secrets', 'jwt-secret'), 'utf8'), 'base64url');
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer('coco-care-shop')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const otherKey = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer('coco-care-shop')
      .setExpirationTime('5m')
      .sign(new Uint8Array(32));

    for (const token of [tampered, none, expired, otherKey, 'garbage']) {
      const answer = await browser.get(url, { authorization: `Bearer ${token}` });
      expect(answer.status, token).toBe(401);
      expect(answer.body.message).toBeTruthy();
    }
    expect((await browser.get(url, { authorization: '' })).status).toBe(401);
  });

  it('renews the access token from the refresh cookie, and a replayed refresh token revokes them all', async () => {
    const { browser } = await customer();
    const oldRefresh = browser.jar.get('refresh_token')!;
    const renewed = await browser.post('/api/token/refresh/');
    expect(renewed.status).toBe(200);
    expect(renewed.body.access).toBeTruthy();
    expect(browser.jar.get('refresh_token')).not.toBe(oldRefresh);

    const thief = client();
    thief.jar.set('refresh_token', oldRefresh);
    thief.jar.set('csrftoken', 'x');
    expect((await thief.post('/api/token/refresh/')).status).toBe(401);
    // The owner's newer refresh token went with it.
    expect((await browser.post('/api/token/refresh/')).status).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const { browser } = await customer();
    const refresh = browser.jar.get('refresh_token')!;
    expect((await browser.post('/api/logout/')).status).toBe(200);
    const replay = client();
    replay.jar.set('refresh_token', refresh);
    replay.jar.set('csrftoken', 'x');
    expect((await replay.post('/api/token/refresh/')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the e-mail exists', async () => {
    const { address } = await customer();
    const known = await client().post('/api/password-reset/', { email: address });
    const unknown = await client().post('/api/password-reset/', { email: 'nobody-here@example.in' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it('sets the new password and signs out every device', async () => {
    const { browser, address, userId } = await customer();
    // A code mailed before (the sign-up's) is not the reset's: wait for a new one.
    let earlier = '';
    try {
      earlier = codeFromOutbox(dataDir(), address);
    } catch {
      /* none yet */
    }
    await client().post('/api/password-reset/', { email: address });
    let code = '';
    for (let i = 0; i < 500 && !code; i++) {
      await new Promise((r) => setTimeout(r, 20));
      try {
        const latest = codeFromOutbox(dataDir(), address);
        if (latest !== earlier) code = latest;
      } catch {
        /* the mail is written just after the answer (up to 10 s later on a loaded machine) */
      }
    }
    const mismatch = await client().post('/api/password-reset-confirm/', {
      email: address,
      otp: code,
      new_password: 'a-new-coconut-pass',
      confirm_password: 'another-one-entirely',
    });
    expect(mismatch.body.message).toBe('Passwords do not match.');
    const done = await client().post('/api/password-reset-confirm/', {
      email: address,
      otp: code,
      new_password: 'a-new-coconut-pass',
      confirm_password: 'a-new-coconut-pass',
    });
    expect(done.status).toBe(200);
    expect((await browser.get(`/api/fetch-favorites/${userId}/`)).status).toBe(401);
    expect((await browser.post('/api/token/refresh/')).status).toBe(401);
    const old = await client().post('/api/api/login/', { email: address, password: 'coconut-water-2026' });
    expect(old.status).toBe(401);
    const fresh = await client().post('/api/api/login/', { email: address, password: 'a-new-coconut-pass' });
    expect(fresh.status).toBe(200);
  });
});

describe('sessions and CSRF', () => {
  it('gives a guest an httpOnly SameSite=Lax session of at least 128 bits, rotated at sign-in', async () => {
    const { address } = await customer();
    const browser = client();
    const info = await browser.get('/api/get-session-info/');
    expect(info.status).toBe(200);
    expect(info.cookies.sessionid?.attributes).toMatch(/HttpOnly/i);
    expect(info.cookies.sessionid?.attributes).toMatch(/SameSite=Lax/i);
    const cookie = browser.jar.get('sessionid')!;
    expect(Buffer.from(cookie, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(info.body.session_id).not.toBe(cookie);
    expect((await browser.get('/api/get-session-info/')).body.session_id).toBe(info.body.session_id);

    await browser.post('/api/api/login/', { email: address, password: 'coconut-water-2026' });
    expect(browser.jar.get('sessionid')).not.toBe(cookie);
    expect((await browser.get('/api/get-session-info/')).body.session_id).toBe(info.body.session_id);
  });

  it('refuses a cookie-borne state change without the matching X-CSRFToken', async () => {
    const browser = client();
    await browser.get('/api/get-session-info/');
    browser.csrf = false;
    const missing = await browser.post('/api/logout/');
    expect(missing.status).toBe(403);
    const wrong = await browser.post('/api/logout/', {}, { 'x-csrftoken': 'not-the-cookie' });
    expect(wrong.status).toBe(403);
    browser.csrf = true;
    expect((await browser.post('/api/logout/')).status).toBe(200);
  });

  it('refuses unsafe cross-site requests by Origin and Sec-Fetch-Site', async () => {
    const browser = client();
    const evil = await browser.post('/api/password-reset/', { email: 'a@b.in' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const site = await browser.post('/api/password-reset/', { email: 'a@b.in' }, { 'sec-fetch-site': 'cross-site' });
    expect(site.status).toBe(403);
    const own = await browser.post('/api/password-reset/', { email: 'a@b.in' }, { origin: shop.baseUrl });
    expect(own.status).toBe(200);
  });
});

describe('favourites', () => {
  it('adds once, lists with the contract fields, and removes', async () => {
    const { browser, userId } = await customer();
    const first = await browser.post('/api/create-favorites/', { user_id: userId, product_id: 1 });
    expect(first.status).toBe(201);
    const second = await browser.post('/api/create-favorites/', { user_id: userId, product_id: 1 });
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);

    const list = await browser.get(`/api/fetch-favorites/${userId}/`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toEqual({
      id: first.body.id,
      product: 1,
      product_name: expect.any(String),
      product_images: expect.arrayContaining([expect.objectContaining({ image: expect.stringMatching(/^\/media\//) })]),
      product_price: expect.stringMatching(/^[0-9]+\.[0-9]{2}$/),
      model_height: expect.any(String),
      model_wearing_size: expect.any(String),
    });
    expect((await browser.delete(`/api/remove-favorites/${first.body.id}/`)).body.message).toBe(
      'Favorite removed successfully!',
    );
    expect((await browser.get(`/api/fetch-favorites/${userId}/`)).body).toEqual([]);
  });

  it("shows the product's own pictures and price, the same as its product page", async () => {
    const { browser, userId } = await customer();
    await browser.post('/api/create-favorites/', { user_id: userId, product_id: 2 });
    const [favourite] = (await browser.get(`/api/fetch-favorites/${userId}/`)).body;
    const detail = (await browser.get('/api/product-detail/2/')).body;
    expect(favourite.product_images).toEqual(detail.images);
    expect(favourite.product_images[0].image).toMatch(/^\/media\/product-2-/);
  });

  it("gives 403 for another user's id, 404 for another user's favourite, 401 without a token", async () => {
    const alice = await customer();
    const bob = await customer();
    const fav = await alice.browser.post('/api/create-favorites/', { user_id: alice.userId, product_id: 2 });

    const read = await bob.browser.get(`/api/fetch-favorites/${alice.userId}/`);
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ message: expect.any(String) });
    expect((await bob.browser.post('/api/create-favorites/', { user_id: alice.userId, product_id: 3 })).status).toBe(
      403,
    );
    expect((await bob.browser.delete(`/api/remove-favorites/${fav.body.id}/`)).status).toBe(404);
    expect((await alice.browser.get(`/api/fetch-favorites/${alice.userId}/`)).body).toHaveLength(1);

    const guest = client();
    expect((await guest.get(`/api/fetch-favorites/${alice.userId}/`)).status).toBe(401);
    expect((await guest.post('/api/create-favorites/', { user_id: alice.userId, product_id: 3 })).status).toBe(401);
  });

  it('answers 404 for an unknown product and 400 for bad ids', async () => {
    const { browser, userId } = await customer();
    expect((await browser.post('/api/create-favorites/', { user_id: userId, product_id: 999999 })).status).toBe(404);
    expect((await browser.post('/api/create-favorites/', { user_id: userId, product_id: 'abc' })).status).toBe(400);
    expect((await browser.post('/api/create-favorites/', { user_id: userId, product_id: 1.5 })).status).toBe(400);
    expect((await browser.get('/api/fetch-favorites/abc/')).status).toBe(400);
    expect((await browser.delete('/api/remove-favorites/-1/')).status).toBe(400);
  });
});
