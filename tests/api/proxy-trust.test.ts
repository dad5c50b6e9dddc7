// @vitest-environment node
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestShop, type TestShop } from './helper';

/**
 * The shop behind nginx's usual recipe, `X-Forwarded-For $proxy_add_x_forwarded_for`: nginx appends the
 * address it saw to whatever the client sent, so the last entry is the real client and anything before
 * it may be forged. Requests here come from 127.0.0.1, the proxy's address.
 */
async function signIn(shop: TestShop, forwardedFor: string) {
  const response = await fetch(`${shop.baseUrl}/api/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({
      email: `nobody-${Math.random().toString(36).slice(2)}@example.in`,
      password: 'wrong-pass-1',
    }),
  });
  return response.status;
}

const shops: Record<string, TestShop> = {};
const offLog: string[] = [];
beforeAll(async () => {
  shops.addresses = await buildTestShop({ trustProxy: ['127.0.0.1'] });
  shops.hops = await buildTestShop({ trustProxy: 1 });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      offLog.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  shops.off = await buildTestShop({ trustProxy: false }, { level: 'warn', stream });
});
afterAll(async () => {
  for (const shop of Object.values(shops)) await shop.close();
});

describe.each(['addresses', 'hops'])('TRUST_PROXY as %s', (kind) => {
  it('a client forging X-Forwarded-For is still counted by its real address', async () => {
    const shop = shops[kind]!;
    // Ten failures from 198.51.100.20, each with a different forged first entry.
    for (let i = 0; i < 10; i++) expect(await signIn(shop, `10.9.${i}.1, 198.51.100.20`)).toBe(401);
    expect(await signIn(shop, '10.9.99.1, 198.51.100.20')).toBe(429);
    expect(await signIn(shop, '198.51.100.20')).toBe(429);
    // Another shopper behind the same proxy is not locked out, even naming the locked address first.
    expect(await signIn(shop, '198.51.100.20, 198.51.100.21')).toBe(401);
  });
});

describe('TRUST_PROXY off behind a proxy', () => {
  it('counts every shopper as the proxy (what the start-up warning is about)', async () => {
    const shop = shops.off!;
    for (let i = 0; i < 10; i++) expect(await signIn(shop, `198.51.100.${30 + i}`)).toBe(401);
    expect(await signIn(shop, '198.51.100.99')).toBe(429);
    const warned = offLog.filter((line) =>
      line.includes('requests arrive with X-Forwarded-For but TRUST_PROXY is off'),
    );
    expect(warned).toHaveLength(1);
  });
});

describe('Strict-Transport-Security', () => {
  const hstsOf = async (shop: TestShop, headers: Record<string, string>) =>
    (await fetch(`${shop.baseUrl}/api/categories/`, { headers })).headers.get('strict-transport-security');

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    for (const kind of ['addresses', 'hops'])
      expect(await hstsOf(shops[kind]!, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.40' })).toBe(
        'max-age=31536000',
      );
  });

  it('is not sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect(await hstsOf(shops.addresses!, { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hstsOf(shops.addresses!, {})).toBeNull();
    // With TRUST_PROXY off the header is the client's own word: no HSTS for it.
    expect(await hstsOf(shops.off!, { 'x-forwarded-proto': 'https' })).toBeNull();
  });
});
