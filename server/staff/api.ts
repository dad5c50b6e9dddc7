/**
 * The console's API scope (/api/admin/, docs/console.md): one hook resolves the caller from the
 * `shop_staff` cookie once per request (`request.staff`), and one check enforces what each route
 * declares in `config.staff` (an action of common/domain/staff.ts, 'signed-in' or 'public'). A route
 * that declares nothing is refused when it is added, so the scope fails closed. A customer's bearer
 * token or guest cookie is never read here: without a staff session every route but sign-in is 401.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  canStaff,
  isStaffRole,
  STAFF_ACTIONS,
  STEP_UP_ACTIONS,
  STEP_UP_SECONDS,
  type StaffAction,
} from '../../common/domain/staff';
import {
  EnrolFinished,
  InviteBody,
  Invited,
  InviteInfo,
  InviteToken,
  RoleBody,
  SignInCode,
  StaffDevices,
  StaffEmail,
  StaffList,
  StaffMe,
  StaffMember,
  StaffRefusal,
  TotpSetup,
  WebAuthnResponse,
} from '../../common/contract/staff';
import { ErrorResponse } from '../../common/contract/common';
import { isValidHost } from '../config/env';
import { loadSecret } from '../config/secrets';
import { secretSealer, type SecretSealer } from './sealing';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { tooManyRequests, type LimitName } from '../http/limits';
import {
  createStaffService,
  meOf,
  SESSION_ABSOLUTE_HOURS,
  type DeviceInfo,
  type Site,
  type StaffCaller,
  type StaffService,
} from './service';

export type { StaffCaller } from './service';

/** What a console route needs: an action of the role table, any signed-in person, or nobody (sign-in steps). */
export type StaffRequirement = StaffAction | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffRequirement;
  }
  interface FastifyRequest {
    /** The signed-in staff member, resolved once by the admin scope's hook; null for anyone else. */
    staff: StaffCaller | null;
  }
}

export const STAFF_COOKIE = 'shop_staff';
/** Names the browser (not the person) for a year, so a sign-in from a new one can be told apart. */
export const DEVICE_COOKIE = 'shop_staff_device';
const COOKIE_PATH = '/api/admin';

export interface StaffApiDeps {
  /** The clock for sessions (tests move it); the real one by default. */
  now?: () => Date;
  /** The service, when the caller made one (tests); else one is made on the app's database. */
  service?: StaffService;
  /** How long a passkey tap or code stays fresh for the step-up actions (STAFF_STEP_UP_SECONDS); 5 minutes by default. */
  stepUpSeconds?: number;
}

/** The actor of a console request, for services that write the audit log. Throws when nobody is signed in. */
export function staffActor(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new ShopError(401, 'Sign in to the console.');
  return { kind: 'staff', staffId: staff.staffId, email: staff.email, role: staff.role, sessionId: staff.sessionId };
}

const secure = (app: FastifyInstance, request: FastifyRequest) =>
  request.protocol === 'https' || app.config.publicUrl.startsWith('https:');

/** The shop's origin as the browser sees it: PUBLIC_URL when set, else the request's own (a valid) Host. */
function siteOf(app: FastifyInstance, request: FastifyRequest): Site {
  let origin = app.config.publicUrl;
  if (!origin) {
    const host = typeof request.host === 'string' ? request.host.toLowerCase() : '';
    if (!host || !isValidHost(host)) throw new ShopError(400, 'This request names a host the shop does not serve.');
    origin = `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
  }
  return { origin, rpId: new URL(origin).hostname };
}

/** "Chrome on Android": enough for a person to recognise their own phone in the devices list. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|CriOS\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iPhone or iPad'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}

/**
 * The admin scope's hooks and its own routes (/api/admin/auth/*, /api/admin/staff/*). Registered
 * ON `admin` (not through register), so its hooks cover every route the scope gets, the order
 * routes included (server/app.ts).
 */
/** The sealer of the staff's app secrets: a key from JWT_SECRET, or DATA_DIR/secrets without one. */
export function staffSecretSealer(config: { jwtSecret: string | undefined; dataDir: string }): SecretSealer {
  return secretSealer(loadSecret('staff-totp', config.jwtSecret && `${config.jwtSecret}:staff-totp`, config.dataDir));
}

export async function staffApi(admin: FastifyInstance, deps: StaffApiDeps = {}): Promise<void> {
  const app = admin;
  const service =
    deps.service ??
    createStaffService({
      db: app.database.db,
      mailer: app.accounts.mailer,
      shopName: app.config.shop.brand,
      now: deps.now,
      sealer: staffSecretSealer(app.config),
    });
  const sealedNow = await service.sealStoredSecrets();
  if (sealedNow) app.log.info({ sealed: sealedNow }, 'authenticator-app secrets sealed at rest');
  const limits = app.accounts.limits;

  // Fail closed: a console route must say who may call it.
  admin.addHook('onRoute', (route) => {
    const need = (route.config as { staff?: unknown } | undefined)?.staff;
    if (need !== 'public' && need !== 'signed-in' && !(STAFF_ACTIONS as readonly unknown[]).includes(need))
      throw new Error(
        `${route.method} ${route.url}: every console route declares config.staff (an action of common/domain/staff.ts, 'signed-in' or 'public')`,
      );
    // The refusal below is this scope's, whatever a route wrote for 403: a response schema without
    // `stepUp` would strip it, and the console would show the message instead of asking for the tap.
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response && need !== 'public') response['403'] = StaffRefusal;
  });

  admin.decorateRequest('staff', null);
  admin.addHook('onRequest', async (request) => {
    request.staff = await service.resolve(request.cookies[STAFF_COOKIE]);
  });
  // Before validation: a caller without a session learns nothing about a route's input (401, not 400).
  admin.addHook('preValidation', async (request, reply) => {
    const need = request.routeOptions.config.staff;
    if (need === 'public') return;
    const staff = request.staff;
    if (!staff) return reply.code(401).send({ message: 'Sign in to the console.' });
    if (need === 'signed-in' || need === undefined) return;
    if (!canStaff(staff.role, need))
      return reply.code(403).send({ message: `Your role cannot ${ACTION_WORDS[need]}.` });
    if (STEP_UP_ACTIONS.includes(need) && !fresh(staff))
      return reply
        .code(403)
        .send({ message: 'Confirm it is you with your passkey or a code, then try again.', stepUp: true });
  });
  // Step-up freshness on the service's clock, which tests move.
  const fresh = (staff: StaffCaller) =>
    service.clock.now().getTime() - staff.verifiedAt.getTime() <= (deps.stepUpSeconds ?? STEP_UP_SECONDS) * 1000;

  /** Takes a sign-in slot for the address (and the account); a 429 already sent when over. */
  async function limited(reply: FastifyReply, keys: [LimitName, string][]): Promise<boolean> {
    for (const [name, key] of keys) {
      const wait = await limits.take(name, key.toLowerCase());
      if (wait) {
        tooManyRequests(reply, wait, 'Too many attempts. Wait a few minutes and try again.');
        return true;
      }
    }
    return false;
  }

  function deviceOf(request: FastifyRequest, reply: FastifyReply): DeviceInfo {
    let token = request.cookies[DEVICE_COOKIE];
    if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
      token = crypto.randomUUID().replace(/-/g, '') + crypto.randomUUID().replace(/-/g, '');
      reply.setCookie(DEVICE_COOKIE, token, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: secure(app, request),
        maxAge: 400 * 86_400,
      });
    }
    return { token, label: deviceLabel(request.headers['user-agent']) };
  }

  function setSession(request: FastifyRequest, reply: FastifyReply, token: string) {
    reply.setCookie(STAFF_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: secure(app, request),
      maxAge: SESSION_ABSOLUTE_HOURS * 3600,
    });
    reply.header('Cache-Control', 'no-store');
  }

  await admin.register(routes, { service, siteOf, deviceOf, setSession, limited });
}

const ACTION_WORDS: Record<StaffAction, string> = {
  'orders.view': 'see orders',
  'orders.fulfil': 'ship or deliver orders',
  'orders.refund': 'refund orders',
  'orders.accept': 'accept payments under review',
  'stock.manage': 'set stock',
  'products.edit': 'edit products',
  'photos.manage': "manage products' photos",
  'customers.find': 'find customers',
  'customers.export': "export a customer's data",
  'customers.correct': "correct a customer's data",
  'customers.erase': "erase a customer's data",
  'messages.manage': 'read contact messages',
  'requests.manage': "manage customers' data requests",
  'coupons.manage': 'change coupons',
  'staff.manage': 'change staff',
  'backups.manage': 'take backups',
  'books.export': 'export the GST books',
  'audit.view': 'see the audit log',
};

interface RouteDeps {
  service: StaffService;
  siteOf: (app: FastifyInstance, request: FastifyRequest) => Site;
  deviceOf: (request: FastifyRequest, reply: FastifyReply) => DeviceInfo;
  setSession: (request: FastifyRequest, reply: FastifyReply, token: string) => void;
  limited: (reply: FastifyReply, keys: [LimitName, string][]) => Promise<boolean>;
}

const tags = ['console'];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
const TokenBody = Type.Object({ token: InviteToken });
const Options = Type.Record(Type.String(), Type.Unknown());
const Ok = Type.Object({ message: Type.String() });
/** WebAuthn options go out as the library made them (their own JSON shape, checked by the browser). */
const asJson = (options: object) => options as Record<string, unknown>;

const routes: FastifyPluginAsyncTypebox<RouteDeps> = async (
  app,
  { service, siteOf, deviceOf, setSession, limited },
) => {
  const caller = (request: FastifyRequest) => request.staff!;

  // ── Enrolment through the invite link ──
  app.post(
    '/auth/invite',
    {
      config: { staff: 'public' },
      schema: { tags, summary: 'Who an invite link is for', body: TokenBody, response: { 200: InviteInfo, ...errors } },
    },
    async (request, reply) => {
      if (await limited(reply, [['staff-signin-ip', request.ip]])) return reply;
      return service.inviteInfo(request.body.token);
    },
  );
  app.post(
    '/auth/enrol/passkey/options',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'WebAuthn options to create a passkey',
        body: TokenBody,
        response: { 200: Options, ...errors },
      },
    },
    async (request) => asJson(await service.passkeyEnrolOptions(request.body.token, siteOf(app, request))),
  );
  app.post(
    '/auth/enrol/passkey',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Adds the new passkey',
        body: Type.Object({ token: InviteToken, response: WebAuthnResponse }),
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await service.enrolPasskey(
        request.body.token,
        request.body.response as unknown as RegistrationResponseJSON,
        siteOf(app, request),
      );
      return { message: 'Passkey added.' };
    },
  );
  app.post(
    '/auth/enrol/totp/options',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'A new authenticator-app secret and its QR code',
        body: TokenBody,
        response: { 200: TotpSetup, ...errors },
      },
    },
    async (request) => service.totpEnrolOptions(request.body.token),
  );
  app.post(
    '/auth/enrol/totp',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Confirms the app with its first code',
        body: Type.Object({ token: InviteToken, code: SignInCode }),
        response: { 200: Ok, ...errors },
      },
    },
    async (request, reply) => {
      if (await limited(reply, [['staff-signin-ip', request.ip]])) return reply;
      await service.enrolTotp(request.body.token, request.body.code);
      return { message: 'Authenticator app added.' };
    },
  );
  app.post(
    '/auth/enrol/finish',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Ends enrolment: signs in and shows the 10 recovery codes once',
        body: TokenBody,
        response: { 200: EnrolFinished, ...errors },
      },
    },
    async (request, reply) => {
      const done = await service.finishEnrol(request.body.token, deviceOf(request, reply));
      setSession(request, reply, done.token);
      return { me: meOf(done.caller), recoveryCodes: done.recoveryCodes };
    },
  );

  // ── Sign-in ──
  app.post(
    '/auth/passkey/options',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'WebAuthn options to sign in with a passkey (no address asked)',
        response: { 200: Options, ...errors },
      },
    },
    async (request) => asJson(await service.signInOptions(siteOf(app, request))),
  );
  app.post(
    '/auth/passkey',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Signs in with a passkey',
        body: Type.Object({ response: WebAuthnResponse }),
        response: { 200: StaffMe, ...errors },
      },
    },
    async (request, reply) => {
      if (await limited(reply, [['staff-signin-ip', request.ip]])) return reply;
      const signedIn = await service.signInWithPasskey(
        request.body.response as unknown as AuthenticationResponseJSON,
        siteOf(app, request),
        deviceOf(request, reply),
      );
      await app.accounts.limits.giveBack('staff-signin-ip', request.ip.toLowerCase());
      setSession(request, reply, signedIn.token);
      return meOf(signedIn.caller);
    },
  );
  app.post(
    '/auth/code',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Signs in with an authenticator-app code or a recovery code (one answer for every failure)',
        body: Type.Object({ email: StaffEmail, code: SignInCode }),
        response: { 200: StaffMe, ...errors },
      },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      if (
        await limited(reply, [
          ['staff-signin-ip', request.ip],
          ['staff-signin-account', email],
        ])
      )
        return reply;
      const signedIn = await service.signInWithCode(email, code, deviceOf(request, reply));
      await app.accounts.limits.giveBack('staff-signin-ip', request.ip.toLowerCase());
      setSession(request, reply, signedIn.token);
      return meOf(signedIn.caller);
    },
  );

  // ── The signed-in person ──
  app.get(
    '/auth/me',
    {
      config: { staff: 'signed-in' },
      schema: { tags, summary: 'Who is signed in, and what their role may do', response: { 200: StaffMe, ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return meOf(caller(request));
    },
  );
  app.post(
    '/auth/sign-out',
    {
      config: { staff: 'signed-in' },
      schema: { tags, summary: 'Signs this device out', response: { 200: Ok, ...errors } },
    },
    async (request, reply) => {
      await service.signOut(caller(request));
      reply.clearCookie('shop_staff', { path: '/api/admin' });
      return { message: 'Signed out.' };
    },
  );
  app.get(
    '/auth/devices',
    {
      config: { staff: 'signed-in' },
      schema: { tags, summary: 'Devices signed in as you', response: { 200: StaffDevices, ...errors } },
    },
    async (request) => ({ devices: await service.devices(caller(request)) }),
  );
  app.delete(
    '/auth/devices/:id',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'Signs one of your devices out',
        params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{24}$' }) }),
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await service.signOutDevice(caller(request), request.params.id);
      return { message: 'That device is signed out.' };
    },
  );
  app.post(
    '/auth/sign-out-everywhere',
    {
      config: { staff: 'signed-in' },
      schema: { tags, summary: 'Signs every device out, this one too', response: { 200: Ok, ...errors } },
    },
    async (request, reply) => {
      const ended = await service.signOutEverywhere(caller(request));
      reply.clearCookie('shop_staff', { path: '/api/admin' });
      return { message: `Signed out on ${ended} ${ended === 1 ? 'device' : 'devices'}.` };
    },
  );

  // ── Step-up ──
  app.post(
    '/auth/step-up/options',
    {
      config: { staff: 'signed-in' },
      schema: { tags, summary: 'WebAuthn options for a fresh passkey tap', response: { 200: Options, ...errors } },
    },
    async (request) => asJson(await service.stepUpOptions(caller(request), siteOf(app, request))),
  );
  app.post(
    '/auth/step-up/passkey',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'Confirms it is you with a passkey',
        body: Type.Object({ response: WebAuthnResponse }),
        response: { 200: StaffMe, ...errors },
      },
    },
    async (request) =>
      meOf(
        await service.stepUpWithPasskey(
          caller(request),
          request.body.response as unknown as AuthenticationResponseJSON,
          siteOf(app, request),
        ),
      ),
  );
  app.post(
    '/auth/step-up/code',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'Confirms it is you with an app code or a recovery code',
        body: Type.Object({ code: SignInCode }),
        response: { 200: StaffMe, ...errors },
      },
    },
    async (request, reply) => {
      if (await limited(reply, [['staff-signin-account', caller(request).email]])) return reply;
      return meOf(await service.stepUpWithCode(caller(request), request.body.code));
    },
  );

  // One route per action of the role table: 204 when the caller may do it now, else the scope's
  // 401 or 403 (a step-up's included). The console asks before opening a form that needs a fresh
  // tap, and the role-table test walks every role against every action through them.
  for (const action of STAFF_ACTIONS) {
    app.get(
      `/auth/can/${action}`,
      {
        config: { staff: action },
        schema: {
          tags,
          summary: `Whether you may ${ACTION_WORDS[action]} now`,
          response: { 204: Type.Null(), ...errors, 403: StaffRefusal },
        },
      },
      async (_request, reply) => reply.code(204).send(null),
    );
  }

  // ── Staff (owner) ──
  app.get(
    '/staff',
    {
      config: { staff: 'staff.manage' },
      schema: { tags, summary: 'Everyone invited or active', response: { 200: StaffList, ...errors } },
    },
    async () => ({ staff: await service.list() }),
  );
  app.post(
    '/staff',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: 'Invites someone (e-mails a single-use link valid 48 hours)',
        body: InviteBody,
        response: { 201: Invited, ...errors },
      },
    },
    async (request, reply) => {
      const invited = await service.invite(staffActor(request), request.body, siteOf(app, request).origin);
      return reply.code(201).send(invited);
    },
  );
  app.put(
    '/staff/:id/role',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: "Changes someone's role (their sessions end)",
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: RoleBody,
        response: { 200: StaffMember, ...errors },
      },
    },
    async (request) => {
      if (!isStaffRole(request.body.role)) throw new ShopError(400, 'Choose owner, packer or support.');
      return service.changeRole(staffActor(request), { id: request.params.id }, request.body.role);
    },
  );
  app.delete(
    '/staff/:id',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: 'Removes someone (their sessions end at once)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      if (request.params.id === caller(request).staffId) throw new ShopError(409, 'You cannot remove yourself.');
      await service.remove(staffActor(request), { id: request.params.id });
      return { message: 'Removed.' };
    },
  );
};
