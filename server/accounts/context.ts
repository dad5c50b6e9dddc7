import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsRepository, User } from './repository';
import type { Limits } from '../http/limits';
import type { HashQueue } from './hash-queue';
import type { Mailer } from '../mail/mailer';
import { REFRESH_TOKEN_DAYS, type TokenSigner, randomToken, tokenDigest } from './tokens';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const REFRESH_COOKIE = 'refresh_token';
/** A guest's cart outlives a browser restart. */
const SESSION_MAX_AGE = 90 * 86_400;

export interface AccountServices {
  repo: AccountsRepository;
  signer: TokenSigner;
  /** Every rate limit of the shop (server/http/limits.ts). */
  limits: Limits;
  /** Password hashing, bounded and taken in turns per address. */
  hashing: HashQueue;
  mailer: Mailer;
  /** Keys the one-time-code digests. */
  otpSecret: Uint8Array;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountServices;
  }
  interface FastifyRequest {
    /** The signed-in customer, once `currentUser` has looked (undefined: not looked yet). */
    userLookup?: Promise<User | 'invalid' | null>;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function secureCookies(app: FastifyInstance, request: FastifyRequest): boolean {
  return request.protocol === 'https' || app.config.publicUrl.startsWith('https:');
}

/** The csrftoken cookie the storefront reads and echoes in X-CSRFToken (readable by scripts on purpose). */
export function ensureCsrfCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[CSRF_COOKIE]) return;
  reply.setCookie(CSRF_COOKIE, randomToken(), {
    path: '/',
    sameSite: 'lax',
    secure: secureCookies(app, request),
    maxAge: 365 * 24 * 3600,
  });
}

/**
 * Refuses state-changing API calls that another site could forge: a
 * cross-site Origin or Sec-Fetch-Site, and, when the call rides on the
 * session or refresh cookie, a missing or wrong X-CSRFToken (double submit).
 * A bearer token is never sent by a browser on its own, so it needs no token.
 */
export function csrfGuard(app: FastifyInstance, exempt: (url: string) => boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/') || exempt(request.url)) return;
    const origin = request.headers.origin;
    if (request.headers['sec-fetch-site'] === 'cross-site' || (origin && !sameOrigin(app, request, origin))) {
      request.log.warn({ origin, url: request.url }, 'refused a cross-site request');
      return reply.code(403).send({ message: 'Cross-site requests are not allowed.' });
    }
    const ridesOnCookie = Boolean(request.cookies[SESSION_COOKIE] || request.cookies[REFRESH_COOKIE]);
    const bearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
    if (ridesOnCookie && !bearer) {
      const cookie = request.cookies[CSRF_COOKIE] ?? '';
      const header = request.headers[CSRF_HEADER];
      const sent = typeof header === 'string' ? header : '';
      if (!cookie || !sent || !equalStrings(cookie, sent)) {
        return reply.code(403).send({ message: 'CSRF token missing or incorrect.' });
      }
    }
  };
}

function sameOrigin(app: FastifyInstance, request: FastifyRequest, origin: string): boolean {
  if (app.config.publicUrl && origin === app.config.publicUrl) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function equalStrings(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The customer behind `Authorization: Bearer`, 'invalid' for a bad token, null when none was sent. */
export function currentUser(app: FastifyInstance, request: FastifyRequest): Promise<User | 'invalid' | null> {
  request.userLookup ??= (async () => {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return 'invalid';
    const claims = await app.accounts.signer.verify(match[1]!);
    if (!claims) return 'invalid';
    const user = await app.accounts.repo.byId(claims.userId);
    // A password reset bumps the version: older tokens stop here.
    if (!user || !user.verifiedAt || user.tokenVersion !== claims.version) return 'invalid';
    return user;
  })();
  return request.userLookup;
}

/**
 * Signs `user` in: a short-lived access token in the answer, a refresh token
 * in an httpOnly cookie, and a new id for the guest session (no fixation).
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
): Promise<{ user: { user_id: number; username: string }; access: string }> {
  const { repo, signer } = app.accounts;
  const access = await signer.sign({ userId: user.id, version: user.tokenVersion });
  const refresh = randomToken();
  await repo.addRefreshToken(user.id, tokenDigest(refresh), new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000));
  const secure = secureCookies(app, request);
  reply.setCookie(REFRESH_COOKIE, refresh, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: REFRESH_TOKEN_DAYS * 86_400,
  });
  const oldSession = request.cookies[SESSION_COOKIE];
  if (oldSession) {
    const fresh = randomToken();
    if (await repo.rotateSession(tokenDigest(oldSession), tokenDigest(fresh), user.id)) {
      reply.setCookie(SESSION_COOKIE, fresh, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: SESSION_MAX_AGE,
      });
    }
  }
  ensureCsrfCookie(app, request, reply);
  return { user: { user_id: user.id, username: user.username }, access };
}

export function clearAuthCookies(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: '/api/' });
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The guest session behind the cookie, made on first need. */
export async function guestSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { repo } = app.accounts;
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) {
    const session = await repo.sessionByDigest(tokenDigest(cookie));
    if (session) return session;
  }
  const token = randomToken();
  const session = await repo.createSession(tokenDigest(token), randomToken().slice(0, 22));
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(app, request),
    maxAge: SESSION_MAX_AGE,
  });
  ensureCsrfCookie(app, request, reply);
  return session;
}
