// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../../server/http/limits';
import { buildTestShop, type TestShop } from './helper';
import { BrowserClient, codeFromOutbox } from './browser-client';

/**
 * Bursts of sign-ins sent at once from one address: the limit holds however many arrive together,
 * and a burst does not keep other people waiting. Figures are printed; timing asserts keep headroom
 * because the machine running the suite may be shared.
 */
let shop: TestShop;
const PASSWORD = 'coconut-water-2026';

beforeAll(async () => {
  // At the production cost of a hash: what makes a burst heavy is what this file measures.
  shop = await buildTestShop({ trustProxy: true, passwordHashCost: undefined });
});
afterAll(() => shop.close());

async function customer(ip: string) {
  const browser = new BrowserClient(shop.baseUrl, ip);
  const address = `burst.${Date.now().toString(36)}.${ip.replace(/\./g, '-')}@example.in`;
  const registered = await browser.post('/api/register/', {
    username: 'Asha',
    email: address,
    password: PASSWORD,
    confirm_password: PASSWORD,
    mobile: '98765 43210',
  });
  expect(registered.status).toBe(201);
  const code = codeFromOutbox(shop.app.config.dataDir, address);
  expect((await browser.post('/api/verify-otp/', { email: address, code })).status).toBe(200);
  return address;
}

function signIn(ip: string, email: string, password: string) {
  return new BrowserClient(shop.baseUrl, ip).post('/api/api/login/', { email, password });
}

function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('a burst of sign-ins from one address', () => {
  it('60 wrong passwords at once: at most the limit are evaluated, the rest 429 with Retry-After', async () => {
    const address = await customer('198.51.100.201');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn('192.0.2.160', address, `wrong-guess-${i}`)),
    );
    const counts = tally(answers.map((a) => a.status));
    console.log(`60 at once: ${JSON.stringify(counts)} in ${Math.round(performance.now() - started)} ms`);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[503] ?? 0)).toBe(60);
    for (const answer of answers.filter((a) => a.status === 429 || a.status === 503))
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);

  it("150 at once with the right password among them: at most the limit are evaluated, and another person's sign-in is not held up", async () => {
    const victim = await customer('198.51.100.202');
    const bystander = await customer('198.51.100.203');
    const attacker = '192.0.2.150';
    // The same sign-in with nothing else going on, for scale: the machine may be shared.
    const before = performance.now();
    expect((await signIn('198.18.5.5', bystander, PASSWORD)).status).toBe(200);
    const alone = performance.now() - before;
    const burst = Array.from({ length: 150 }, (_, i) =>
      signIn(attacker, victim, i === 75 ? PASSWORD : `wrong-guess-${i}`),
    );
    // The bystander starts once the burst is in the server's hands.
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    const theirs = await signIn('198.18.5.5', bystander, PASSWORD);
    const wait = performance.now() - started;
    console.log(
      `bystander's sign-in answered in ${Math.round(wait)} ms during the burst (status ${theirs.status}), ${Math.round(alone)} ms alone`,
    );
    const answers = await Promise.all(burst);
    const counts = tally(answers.map((a) => a.status));
    console.log(`150 at once: ${JSON.stringify(counts)}; bystander's sign-in answered in ${Math.round(wait)} ms`);
    expect(theirs.status).toBe(200);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    // 1 s is the target on an idle machine; on a shared one a sign-in alone may take longer, so the
    // assert allows three sign-ins' time (before the queue the wait was minutes).
    expect(wait).toBeLessThan(Math.max(1000, 3 * alone));
  }, 120_000);
});
