import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailBody,
  FieldErrors,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetConfirmBody,
  SessionInfo,
  VerifyOtpBody,
} from '../../common/contract/accounts';
import { ErrorResponse } from '../../common/contract/common';
import {
  accountMessages,
  normaliseEmail,
  normaliseIndianMobile,
  OTP_LENGTH,
  passwordProblem,
  validateRegistration,
  type RegisterErrors,
} from '../../common/domain/accounts';
import { HashQueueFull } from './hash-queue';
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { digestsEqual, newOtp, otpDigest, tokenDigest } from './tokens';
import { clearAuthCookies, guestSession, REFRESH_COOKIE, signIn } from './context';
import { passwordResetEmail, verificationEmail } from './mail-templates';
import type { CodeCheck, CodePurpose } from './repository';

/** The order the sign-up form reads server errors in: its first message is the one shown. */
const FIELD_ORDER = ['confirm_password', 'mobile', 'email', 'password', 'username'] as const;

function fieldErrors(errors: RegisterErrors): FieldErrors {
  const body: FieldErrors = { message: accountMessages.required };
  const first = FIELD_ORDER.find((field) => errors[field]);
  body.message = first ? errors[first]! : accountMessages.required;
  for (const field of FIELD_ORDER) if (errors[field]) body[field] = [errors[field]!];
  return body;
}

function tooMany(reply: FastifyReply, seconds: number) {
  return reply.code(429).header('Retry-After', String(seconds)).send({ message: accountMessages.tooManyAttempts });
}

/** No room to hash: 429 when this address holds its share of the queue, 503 when the queue is full. */
function noRoom(reply: FastifyReply, full: HashQueueFull) {
  if (full.reason === 'address') return tooMany(reply, full.retryAfterSeconds);
  return reply.code(503).header('Retry-After', String(full.retryAfterSeconds)).send({ message: accountMessages.busy });
}

const codeMessage: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: accountMessages.otpInvalid,
  expired: accountMessages.otpInvalid,
  none: accountMessages.otpInvalid,
  locked: accountMessages.otpLocked,
};

const tags = ['accounts'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse };

/**
 * Registration with an e-mailed code, sign-in, password reset, refresh and
 * logout, and the guest session. Paths are the storefront contract's.
 */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repo, limits, hashing, mailer, otpSecret } = app.accounts;

  /** Counts a mail-sending request; the seconds to wait when over the limit, else 0. */
  async function mailBudget(ip: string, email: string): Promise<number> {
    const [byIp, byEmail] = await Promise.all([limits.take('mail-ip', ip), limits.take('mail-email', email)]);
    return Math.max(byIp, byEmail);
  }

  /** Runs password work in the bounded queue, in the caller's address's turn; HashQueueFull when there is no room. */
  async function queued<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T | HashQueueFull> {
    try {
      return await hashing.run(request.ip, work);
    } catch (error) {
      if (error instanceof HashQueueFull) return error;
      throw error;
    }
  }

  async function sendCode(
    user: { id: number; email: string; username: string },
    purpose: CodePurpose,
  ): Promise<boolean> {
    const code = newOtp();
    await repo.putCode(user.id, purpose, otpDigest(otpSecret, user.id, purpose, code));
    const message =
      purpose === 'verify'
        ? verificationEmail(app.config.shop, user.email, user.username, code)
        : passwordResetEmail(app.config.shop, user.email, user.username, code);
    return mailer.send(message);
  }

  async function checkCode(userId: number, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    if (!new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(code.trim())) return 'wrong';
    const digest = otpDigest(otpSecret, userId, purpose, code.trim());
    return repo.checkCode(userId, purpose, (stored) => digestsEqual(stored, digest));
  }

  app.post(
    '/register/',
    {
      schema: {
        tags,
        summary: 'Create an unverified account and e-mail a 6-digit code',
        body: RegisterBody,
        response: { 201: RegisterResponse, 400: FieldErrors, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const errors = validateRegistration(body);
      if (!errors.password && (await isCommonPassword(body.password))) errors.password = accountMessages.passwordCommon;
      if (Object.keys(errors).length) return reply.code(400).send(fieldErrors(errors));

      const email = normaliseEmail(body.email);
      const wait = await mailBudget(request.ip, email);
      if (wait) return tooMany(reply, wait);

      const passwordHash = await queued(request, () => hashPassword(body.password));
      if (passwordHash instanceof HashQueueFull) {
        // Nothing was sent: the request does not count against the e-mail budget.
        await Promise.all([limits.giveBack('mail-ip', request.ip), limits.giveBack('mail-email', email)]);
        return noRoom(reply, passwordHash);
      }
      const user = await repo.upsertUnverified({
        username: body.username.trim(),
        email,
        mobile: normaliseIndianMobile(body.mobile)!,
        passwordHash,
      });
      if (!user) return reply.code(400).send(fieldErrors({ email: accountMessages.emailTaken }));
      // The shopper hears the truth: a code that could not be sent yet is queued and retried.
      const sent = await sendCode(user, 'verify');
      return reply
        .code(201)
        .send({ message: sent ? accountMessages.registered : accountMessages.codeDelayed, email, code_sent: sent });
    },
  );

  app.post(
    '/resend-otp/',
    {
      schema: {
        tags,
        summary: 'E-mail a new verification code (the old one stops working)',
        body: EmailBody,
        response: { 200: MessageResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const wait = await mailBudget(request.ip, email);
      if (wait) return tooMany(reply, wait);
      const user = await repo.byEmail(email);
      const sent = user && !user.verifiedAt ? await sendCode(user, 'verify') : mailer.healthy();
      return { message: sent ? accountMessages.otpSent : accountMessages.mailDelayed };
    },
  );

  app.post(
    '/verify-otp/',
    {
      schema: {
        tags,
        summary: 'Verify the e-mailed code; signs the new customer in',
        body: VerifyOtpBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      // The slot is taken before the code is looked at, so a burst of guesses gets no more than the limit.
      const blocked = await limits.take('otp-ip', request.ip);
      if (blocked) return tooMany(reply, blocked);
      const user = await repo.byEmail(normaliseEmail(request.body.email));
      const result = user && !user.verifiedAt ? await checkCode(user.id, 'verify', request.body.code) : 'none';
      if (result !== 'ok' || !user) {
        return reply.code(400).send({ message: codeMessage[result === 'ok' ? 'none' : result] });
      }
      await limits.giveBack('otp-ip', request.ip);
      await repo.markVerified(user.id);
      const session = await signIn(app, request, reply, { ...user, verifiedAt: new Date() });
      return { ...session, message: accountMessages.verified };
    },
  );

  app.post(
    '/api/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const { ip } = request;
      const pair = `${email}|${ip}`;
      // Every attempt takes its slots before the password is hashed, so a burst sent at once gets no
      // more than the limit evaluated; a right password gives them back.
      const ipWait = await limits.take('login-ip', ip);
      if (ipWait) return tooMany(reply, ipWait);
      const [account, mine] = await Promise.all([
        limits.attempt('login-account', email),
        limits.attempt('login-account-ip', pair),
      ]);
      // A locked account refuses the addresses that already tried it; the owner elsewhere still can.
      if (account.wait && mine.count > 1) {
        await limits.giveBack('login-ip', ip);
        return tooMany(reply, account.wait);
      }
      const giveBack = () =>
        Promise.all([
          limits.giveBack('login-ip', ip),
          limits.giveBack('login-account', email),
          limits.giveBack('login-account-ip', pair),
        ]);

      const user = await repo.byEmail(email);
      // The same scrypt work whether or not the account exists.
      const passwordOk = await queued(request, async () =>
        verifyPassword(request.body.password, user?.passwordHash ?? (await decoyHash())),
      );
      if (passwordOk instanceof HashQueueFull) {
        await giveBack();
        return noRoom(reply, passwordOk);
      }
      if (!user || !passwordOk) {
        request.log.info({ ip }, 'failed sign-in');
        return reply.code(401).send({ message: accountMessages.loginInvalid });
      }
      // Right password: the attempt does not count, and this address's failures on the account are forgotten.
      await Promise.all([
        limits.giveBack('login-ip', ip),
        limits.giveBack('login-account', email),
        limits.forget('login-account-ip', pair),
      ]);
      if (!user.verifiedAt) return reply.code(403).send({ message: accountMessages.loginUnverified });
      return signIn(app, request, reply, user);
    },
  );

  app.post(
    '/password-reset/',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset code (the same answer whether or not the account exists)',
        body: EmailBody,
        response: { 200: MessageResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const wait = await mailBudget(request.ip, email);
      if (wait) return tooMany(reply, wait);
      const user = await repo.byEmail(email);
      // Sending is not awaited, so the answer takes as long whether or not there is someone to send to.
      if (user?.verifiedAt) {
        sendCode(user, 'reset').catch((err: unknown) => request.log.error({ err }, 'password reset code not sent'));
      }
      // Whether this send works is not known yet; while mail is failing, everyone is told it may be late.
      return { message: mailer.healthy() ? accountMessages.otpSent : accountMessages.mailDelayed };
    },
  );

  app.post(
    '/password-reset-confirm/',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; signs out every device',
        body: ResetConfirmBody,
        response: { 200: MessageResponse, 400: FieldErrors, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { otp, new_password: password, confirm_password: confirm } = request.body;
      if (password !== confirm) {
        return reply
          .code(400)
          .send({ message: accountMessages.passwordsMismatch, confirm_password: [accountMessages.passwordsMismatch] });
      }
      const problem =
        passwordProblem(password) ?? ((await isCommonPassword(password)) ? accountMessages.passwordCommon : null);
      if (problem) return reply.code(400).send({ message: problem, password: [problem] });

      const blocked = await limits.take('otp-ip', request.ip);
      if (blocked) return tooMany(reply, blocked);
      const user = await repo.byEmail(normaliseEmail(request.body.email));
      // The code is checked inside the hashing turn, so a full queue never uses up a right code.
      const checked = await queued(request, async () => {
        const result = user?.verifiedAt ? await checkCode(user.id, 'reset', otp) : 'none';
        return { result, hash: result === 'ok' ? await hashPassword(password) : null };
      });
      if (checked instanceof HashQueueFull) {
        await limits.giveBack('otp-ip', request.ip);
        return noRoom(reply, checked);
      }
      const { result, hash } = checked;
      if (result !== 'ok' || !user || !hash) {
        return reply.code(400).send({ message: codeMessage[result === 'ok' ? 'none' : result] });
      }
      await limits.giveBack('otp-ip', request.ip);
      await repo.resetPassword(user.id, hash);
      clearAuthCookies(reply);
      return { message: accountMessages.passwordReset };
    },
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags,
        summary: 'A new access token from the refresh cookie (which is replaced)',
        response: { 200: LoginResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      const used = token ? await repo.useRefreshToken(tokenDigest(token)) : null;
      if (!used || 'reused' in used || !used.user.verifiedAt) {
        if (used && 'reused' in used) request.log.warn('a used refresh token came back: revoked all of its user');
        clearAuthCookies(reply);
        return reply.code(401).send({ message: 'Please log in.' });
      }
      return signIn(app, request, reply, used.user);
    },
  );

  app.post(
    '/logout/',
    { schema: { tags, summary: 'Revoke the refresh cookie and end the session', response: { 200: MessageResponse } } },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await repo.revokeRefreshToken(tokenDigest(token));
      clearAuthCookies(reply);
      return { message: accountMessages.signedOut };
    },
  );

  app.get(
    '/get-session-info/',
    {
      schema: {
        tags,
        summary: "This browser's guest session (made on first call); sets the httpOnly session cookie",
        response: { 200: SessionInfo },
      },
    },
    async (request, reply) => {
      const session = await guestSession(app, request, reply);
      reply.header('Cache-Control', 'private, no-store');
      return { session_id: session.publicId };
    },
  );
};

export default accountRoutes;
