// @vitest-environment node
import os from 'node:os';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEntries } from '../../server/audit/log';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { staffApi, staffSecretSealer } from '../../server/staff/api';
import { secretSealer } from '../../server/staff/sealing';
import { createStaffService, SIGN_IN_FAILED, type StaffService } from '../../server/staff/service';
import { canStaff, STAFF_ACTIONS, STAFF_ROLES, STEP_UP_ACTIONS, type StaffRole } from '../../common/domain/staff';
import { buildTestShop, type TestShop } from './helper';
import { BrowserClient, codeFromOutbox } from './browser-client';
import { enrol, signInWithPasskey, totpCode, type Enrolled } from './staff-helpers';

// Each person is an invite and six requests, and the shop is a fresh PGlite: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let shop: TestShop;
let staff: StaffService;
/** The shop's clock, moved forward by the tests (sessions, invites, codes all read it). */
let offset = 0;
const now = () => new Date(Date.now() + offset);
let n = 0;
const client = () => new BrowserClient(shop.baseUrl, `198.51.100.${++n}`);
const address = (name: string) => `${name}.${Date.now().toString(36)}${++n}@example.in`;
const cli = { kind: 'cli' as const, osUser: os.userInfo().username };

/** Invites and enrols someone as the CLI and the console do; their browser ends signed in. */
async function person(role: StaffRole) {
  const email = address(role);
  const invited = await staff.invite(cli, { email, role, name: `A ${role}` }, shop.baseUrl);
  const browser = client();
  const enrolled = await enrol(browser, shop.baseUrl, invited.link, now().getTime());
  return { email, browser, ...enrolled };
}

beforeAll(async () => {
  shop = await buildTestShop({ trustProxy: true }, false, now);
  staff = createStaffService({ db: shop.database.db, mailer: shop.app.accounts.mailer, shopName: 'Test shop', now });
});
afterAll(() => shop.close());

describe('invite → enrol → sign in', () => {
  let owner: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    owner = await person('owner');
  });

  it('enrolment signs the person in, shows ten recovery codes once, and writes the audit log', async () => {
    expect(owner.finished.body.me).toMatchObject({ email: owner.email, role: 'owner' });
    expect(owner.recoveryCodes).toHaveLength(10);
    expect(new Set(owner.recoveryCodes).size).toBe(10);
    const cookie = owner.finished.cookies.shop_staff!;
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    expect(cookie.attributes).toMatch(/SameSite=Strict/i);
    expect(cookie.attributes).toMatch(/Path=\/api\/admin/);
    const me = await owner.browser.get('/api/admin/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.actions).toEqual([...STAFF_ACTIONS]);

    const entries = await auditEntries(shop.database.db, { target: { kind: 'staff', id: owner.email } });
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['staff.enrol', `staff:${owner.email}`],
      ['staff.invite', `cli:${cli.osUser}`],
    ]);
  });

  it('the invite link works once', async () => {
    const again = await client().post('/api/admin/auth/invite', {
      token: owner.finished.body.me ? 'x'.repeat(43) : '',
    });
    expect(again.status).toBe(400);
    const email = address('once');
    const invited = await staff.invite(cli, { email, role: 'packer' }, shop.baseUrl);
    const token = invited.link.split('#')[1]!;
    expect((await client().post('/api/admin/auth/invite', { token })).body).toMatchObject({ email, role: 'packer' });
    await enrol(client(), shop.baseUrl, invited.link, now().getTime());
    const used = await client().post('/api/admin/auth/invite', { token });
    expect(used.status).toBe(400);
    expect(used.body.message).toBe('This invite link is not valid any more. Ask the shop owner for a new one.');
  });

  it('the invite link expires after 48 hours, and the e-mail carries it', async () => {
    const email = address('late');
    const invited = await staff.invite(cli, { email, role: 'support' }, shop.baseUrl);
    expect(invited.link).toMatch(/\/admin\/invite#[A-Za-z0-9_-]{43}$/);
    const token = invited.link.split('#')[1]!;
    offset += 47 * 3_600_000;
    expect((await client().post('/api/admin/auth/invite', { token })).status).toBe(200);
    offset += 2 * 3_600_000;
    try {
      expect((await client().post('/api/admin/auth/invite', { token })).status).toBe(400);
    } finally {
      offset -= 49 * 3_600_000;
    }
  });

  it('signs in with the passkey from a fresh browser, and e-mails about the new device', async () => {
    const browser = client();
    const signedIn = await signInWithPasskey(browser, owner.passkey);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(owner.email);
    expect((await browser.get('/api/admin/auth/me')).status).toBe(200);
    const queued = await shop.app.accounts.mailer.queue.list({ limit: 20 });
    expect(queued.some((m) => m.to_address === owner.email && /New sign-in/.test(m.label))).toBe(true);
  });

  it('refuses a passkey answer sent twice (the challenge is single use) and a tampered one', async () => {
    const browser = client();
    const options = await browser.post('/api/admin/auth/passkey/options');
    const answer = owner.passkey.authenticate(options.body);
    expect((await browser.post('/api/admin/auth/passkey', { response: answer })).status).toBe(200);
    const replay = await client().post('/api/admin/auth/passkey', { response: answer });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(SIGN_IN_FAILED);

    const fresh = await client().post('/api/admin/auth/passkey/options');
    const tampered = owner.passkey.authenticate(fresh.body);
    tampered.response.signature = Buffer.from('not a signature').toString('base64url');
    expect((await client().post('/api/admin/auth/passkey', { response: tampered })).status).toBe(401);
  });
});

describe('codes', () => {
  let packer: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    packer = await person('packer');
  });

  it('signs in with an authenticator-app code once; the same code is refused after', async () => {
    offset += 31_000;
    const code = totpCode(packer.secret, now().getTime());
    const first = await client().post('/api/admin/auth/code', { email: packer.email, code });
    expect(first.status).toBe(200);
    expect(first.body.role).toBe('packer');
    const replay = await client().post('/api/admin/auth/code', { email: packer.email, code });
    expect(replay.status).toBe(401);
  });

  it('keeps the app secret sealed in the database, and seals one stored before sealing at the next start', async () => {
    const stored = async () =>
      (
        await queryRows<{ totp_secret: string }>(
          shop.database.db,
          sql`SELECT totp_secret FROM staff WHERE email = ${packer.email}`,
        )
      )[0]!.totp_secret;
    const sealed = await stored();
    expect(sealed).toMatch(/^sealed:v1:/);
    expect(sealed).not.toContain(packer.secret);
    // As a shop before sealing kept it: the secret in the clear. Codes still work, and a start seals it.
    await shop.database.db.execute(sql`UPDATE staff SET totp_secret = ${packer.secret} WHERE email = ${packer.email}`);
    offset += 31_000;
    const plain = await client().post('/api/admin/auth/code', {
      email: packer.email,
      code: totpCode(packer.secret, now().getTime()),
    });
    expect(plain.status).toBe(200);
    const service = createStaffService({
      db: shop.database.db,
      mailer: shop.app.accounts.mailer,
      shopName: 'Test shop',
      sealer: staffSecretSealer(shop.app.config),
    });
    expect(await service.sealStoredSecrets()).toBeGreaterThanOrEqual(1);
    expect(await stored()).toMatch(/^sealed:v1:/);
    offset += 31_000;
    const after = await client().post('/api/admin/auth/code', {
      email: packer.email,
      code: totpCode(packer.secret, now().getTime()),
    });
    expect(after.status).toBe(200);
    // Sealed under another key (a different JWT_SECRET), the secret does not open.
    const other = secretSealer(Buffer.from('another shop entirely, 32 bytes..'));
    expect(() => other.open(sealed)).toThrow();
  });

  it('a recovery code works once only', async () => {
    const code = packer.recoveryCodes[3]!;
    expect((await client().post('/api/admin/auth/code', { email: packer.email, code })).status).toBe(200);
    const again = await client().post('/api/admin/auth/code', { email: packer.email, code });
    expect(again.status).toBe(401);
    // Lower case, without the dash: the same code.
    const other = packer.recoveryCodes[4]!.toLowerCase().replace('-', '');
    expect((await client().post('/api/admin/auth/code', { email: packer.email, code: other })).status).toBe(200);
  });

  it('answers alike whether or not the address is staff', async () => {
    const wrong = await client().post('/api/admin/auth/code', { email: packer.email, code: '000000' });
    const unknown = await client().post('/api/admin/auth/code', { email: address('nobody'), code: '000000' });
    const unknownRecovery = await client().post('/api/admin/auth/code', {
      email: address('nobody'),
      code: 'ABCDE-FGHJK',
    });
    for (const answer of [wrong, unknown, unknownRecovery]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: SIGN_IN_FAILED });
      expect(answer.cookies.shop_staff).toBeUndefined();
    }
  });

  it('refuses malformed sign-in input with 400 and a reason', async () => {
    const answer = await client().post('/api/admin/auth/code', { email: 'not an address', code: '<script>' });
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
  });
});

describe('sessions', () => {
  let support: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    support = await person('support');
  });

  it('end after 30 idle minutes', async () => {
    const browser = client();
    expect((await signInWithPasskey(browser, support.passkey)).status).toBe(200);
    offset += 29 * 60_000;
    expect((await browser.get('/api/admin/auth/me')).status).toBe(200);
    offset += 29 * 60_000;
    expect((await browser.get('/api/admin/auth/me')).status).toBe(200);
    offset += 31 * 60_000;
    const idle = await browser.get('/api/admin/auth/me');
    expect(idle.status).toBe(401);
    expect(idle.body.message).toBe('Sign in to the console.');
  });

  it('end 12 hours after sign-in however busy', async () => {
    const browser = client();
    expect((await signInWithPasskey(browser, support.passkey)).status).toBe(200);
    for (let minutes = 25; minutes <= 700; minutes += 25) {
      offset += 25 * 60_000;
      expect((await browser.get('/api/admin/auth/me')).status, `after ${minutes} minutes`).toBe(200);
    }
    offset += 25 * 60_000;
    expect((await browser.get('/api/admin/auth/me')).status).toBe(401);
  });

  it('lists devices, signs one out, and signs out everywhere', async () => {
    const phone = client();
    const laptop = client();
    await signInWithPasskey(phone, support.passkey);
    await signInWithPasskey(laptop, support.passkey);
    const listed = await phone.get('/api/admin/auth/devices');
    expect(listed.status).toBe(200);
    const current = listed.body.devices.filter((d: { current: boolean }) => d.current);
    expect(current).toHaveLength(1);
    const other = listed.body.devices.find((d: { current: boolean }) => !d.current);
    expect((await phone.delete(`/api/admin/auth/devices/${other.id}`)).status).toBe(200);

    const third = client();
    await signInWithPasskey(third, support.passkey);
    const everywhere = await phone.post('/api/admin/auth/sign-out-everywhere');
    expect(everywhere.status).toBe(200);
    for (const browser of [phone, third]) expect((await browser.get('/api/admin/auth/me')).status).toBe(401);
  });

  it('someone else cannot sign out your device', async () => {
    const mine = client();
    await signInWithPasskey(mine, support.passkey);
    const myId = (await mine.get('/api/admin/auth/devices')).body.devices[0].id;
    const other = await person('packer');
    expect((await other.browser.delete(`/api/admin/auth/devices/${myId}`)).status).toBe(404);
    expect((await mine.get('/api/admin/auth/me')).status).toBe(200);
  });
});

describe('staff changes', () => {
  it('a role change and a removal end the person’s sessions at once', async () => {
    const owner = await person('owner');
    const packer = await person('packer');
    const list = await owner.browser.get('/api/admin/staff');
    expect(list.status).toBe(200);
    const id = list.body.staff.find((s: { email: string }) => s.email === packer.email).id;
    const changed = await owner.browser.call('PUT', `/api/admin/staff/${id}/role`, { role: 'support' });
    expect(changed.status).toBe(200);
    expect((await packer.browser.get('/api/admin/auth/me')).status).toBe(401);
    // Signed in again, the new role is what the server enforces.
    const again = await signInWithPasskey(packer.browser, packer.passkey);
    expect(again.body.role).toBe('support');
    expect((await packer.browser.get('/api/admin/auth/can/orders.fulfil')).status).toBe(403);

    expect((await owner.browser.delete(`/api/admin/staff/${id}`)).status).toBe(200);
    expect((await packer.browser.get('/api/admin/auth/me')).status).toBe(401);
    expect((await signInWithPasskey(client(), packer.passkey)).status).toBe(401);
    const entries = await auditEntries(shop.database.db, { target: { kind: 'staff', id: packer.email } });
    expect(entries.slice(0, 2).map((e) => [e.action, e.actor])).toEqual([
      ['staff.remove', `staff:${owner.email}`],
      ['staff.role', `staff:${owner.email}`],
    ]);
    expect(entries[1]!.before).toEqual({ role: 'packer' });
  });

  it('a packer cannot list, invite or change staff (403), and nobody removes themselves', async () => {
    const packer = await person('packer');
    expect((await packer.browser.get('/api/admin/staff')).status).toBe(403);
    const invite = await packer.browser.post('/api/admin/staff', { email: address('x'), role: 'owner' });
    expect(invite.status).toBe(403);
    expect(invite.body.message).toBe('Your role cannot change staff.');
    const owner = await person('owner');
    const self = await owner.browser.delete(`/api/admin/staff/${owner.finished.body.me.id}`);
    expect(self.status).toBe(409);
  });

  it('the CLI refuses to remove or demote the last owner', async () => {
    const lone = await buildTestShop({ trustProxy: true });
    try {
      const service = createStaffService({ db: lone.database.db, mailer: lone.app.accounts.mailer, shopName: 'x' });
      const invited = await service.invite(cli, { email: 'only@example.in', role: 'owner' }, lone.baseUrl);
      await enrol(new BrowserClient(lone.baseUrl), lone.baseUrl, invited.link);
      await expect(service.remove(cli, { email: 'only@example.in' })).rejects.toThrow(/needs an owner/);
      await expect(service.changeRole(cli, { email: 'only@example.in' }, 'packer')).rejects.toThrow(/needs an owner/);
    } finally {
      await lone.close();
    }
  });
});

describe('the role table, every role × every action', () => {
  const people = {} as Record<StaffRole, Enrolled & { browser: BrowserClient; email: string }>;
  beforeAll(async () => {
    for (const role of STAFF_ROLES) people[role] = await person(role);
  });

  it.each(STAFF_ROLES)('%s: 204 where common/domain/staff.ts says yes, 403 where it says no', async (role) => {
    const { browser } = people[role];
    for (const action of STAFF_ACTIONS) {
      const answer = await browser.get(`/api/admin/auth/can/${action}`);
      expect(answer.status, `${role} × ${action}`).toBe(canStaff(role, action) ? 204 : 403);
      if (!canStaff(role, action)) expect(answer.body.stepUp).toBeUndefined();
    }
  });

  it('asks for a fresh passkey tap or code after 5 minutes, for the step-up actions only', async () => {
    const { browser, passkey, secret } = people.owner;
    offset += 6 * 60_000;
    for (const action of STAFF_ACTIONS) {
      const answer = await browser.get(`/api/admin/auth/can/${action}`);
      if (STEP_UP_ACTIONS.includes(action)) {
        expect(answer.status, action).toBe(403);
        expect(answer.body).toEqual({
          message: 'Confirm it is you with your passkey or a code, then try again.',
          stepUp: true,
        });
      } else expect(answer.status, action).toBe(204);
    }
    const options = await browser.post('/api/admin/auth/step-up/options');
    expect(options.status).toBe(200);
    const stepped = await browser.post('/api/admin/auth/step-up/passkey', {
      response: passkey.authenticate(options.body),
    });
    expect(stepped.status).toBe(200);
    expect((await browser.get('/api/admin/auth/can/orders.refund')).status).toBe(204);

    offset += 6 * 60_000;
    expect((await browser.get('/api/admin/auth/can/staff.manage')).status).toBe(403);
    expect((await browser.post('/api/admin/auth/step-up/code', { code: '123456' })).status).toBe(401);
    // The app's code now: a step after the one used at enrolment (the window is ±30 s).
    const code = await browser.post('/api/admin/auth/step-up/code', { code: totpCode(secret, now().getTime()) });
    expect(code.status).toBe(200);
    expect((await browser.get('/api/admin/auth/can/staff.manage')).status).toBe(204);
  });

  it("another person's passkey does not step you up", async () => {
    const { browser } = people.owner;
    offset += 6 * 60_000;
    const options = await browser.post('/api/admin/auth/step-up/options');
    const foreign = people.packer.passkey.authenticate(options.body);
    expect((await browser.post('/api/admin/auth/step-up/passkey', { response: foreign })).status).toBe(401);
    expect((await browser.get('/api/admin/auth/can/orders.refund')).status).toBe(403);
  });
});

describe('only staff sessions open the console', () => {
  /** Every console route in the OpenAPI document, with its path parameters filled in. */
  async function consoleRoutes(): Promise<{ method: string; url: string }[]> {
    const doc = (await shop.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace('{id}', path.includes('devices') ? 'a'.repeat(24) : '1'),
        })),
      );
  }
  const PUBLIC = /^\/api\/admin\/auth\/(invite|enrol\/|passkey|code)/;

  it('a customer token and a guest cookie answer 401 on every console route', async () => {
    const customer = client();
    const email = address('customer');
    await customer.post('/api/register/', {
      username: 'Asha',
      email,
      password: 'coconut-water-2026',
      confirm_password: 'coconut-water-2026',
      mobile: '98765 43210',
    });
    const verified = await customer.post('/api/verify-otp/', {
      email,
      code: codeFromOutbox(shop.app.config.dataDir, email),
    });
    expect(verified.status).toBe(200);
    customer.access = verified.body.access;
    const guest = client();
    await guest.get('/api/get-session-info/');
    expect(guest.jar.has('sessionid')).toBe(true);

    const routes = (await consoleRoutes()).filter((r) => !PUBLIC.test(r.url));
    expect(routes.length).toBeGreaterThan(STAFF_ACTIONS.length + 8);
    for (const route of routes) {
      for (const [who, browser] of [
        ['customer', customer],
        ['guest', guest],
      ] as const) {
        const answer = await browser.call(
          route.method,
          route.url,
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
        expect(answer.status, `${who} ${route.method} ${route.url}`).toBe(401);
        expect(answer.body).toEqual({ message: 'Sign in to the console.' });
      }
    }
  });

  it('a console route that declares no config.staff is refused at start-up (fail closed)', async () => {
    const bare = Fastify();
    bare.decorate('accounts', shop.app.accounts);
    bare.decorate('config', shop.app.config);
    bare.decorate('database', shop.app.database);
    await bare.register(cookie);
    await expect(
      bare.register(
        async (admin) => {
          await staffApi(admin, { service: staff });
          admin.get('/undeclared', async () => 'open');
        },
        { prefix: '/api/admin' },
      ),
    ).rejects.toThrow(/declares config.staff/);
    await bare.close();
  });
});
