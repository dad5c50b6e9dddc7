import type { FastifyBaseLogger } from 'fastify';
import type { Static } from 'typebox';
import type { FieldErrors, LoginResponse, RegisterBody, ResetConfirmBody } from '../../common/contract/accounts';
import {
  accountMessages,
  normaliseEmail,
  normaliseIndianMobile,
  OTP_LENGTH,
  passwordProblem,
  validateRegistration,
  type RegisterErrors,
} from '../../common/domain/accounts';
import type { ShopDetails } from '../../common/site/company';
import { RetryLater, ShopError } from '../lib/errors';
import type { Limits } from '../http/limits';
import type { Mailer } from '../mail/mailer';
import { HashQueueFull, type HashQueue } from './hash-queue';
import {
  decoyHash,
  hashPassword,
  isCommonPassword,
  SCRYPT_PARAMS,
  verifyPassword,
  type ScryptParams,
} from './passwords';
import { digestsEqual, newOtp, otpDigest, tokenDigest } from './tokens';
import { passwordResetEmail, verificationEmail } from './mail-templates';
import type { AccountsRepository, CodeCheck, CodePurpose, User } from './repository';

/** The order the sign-up form reads server errors in: its first message is the one shown. */
const FIELD_ORDER = ['confirm_password', 'mobile', 'email', 'password', 'username'] as const;

/** A 400 naming every failing field, the first of FIELD_ORDER in `message`. */
function fieldErrors(errors: RegisterErrors): ShopError {
  const first = FIELD_ORDER.find((field) => errors[field]);
  const body: Omit<FieldErrors, 'message'> = {};
  for (const field of FIELD_ORDER) if (errors[field]) body[field] = [errors[field]!];
  return new ShopError(400, first ? errors[first]! : accountMessages.required, body);
}

const tooMany = (seconds: number) => new RetryLater(429, accountMessages.tooManyAttempts, seconds);

/** No room to hash: 429 when this address holds its share of the queue, 503 when the queue is full. */
function noRoom(full: HashQueueFull): RetryLater {
  return full.reason === 'address'
    ? tooMany(full.retryAfterSeconds)
    : new RetryLater(503, accountMessages.busy, full.retryAfterSeconds);
}

const codeMessage: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: accountMessages.otpInvalid,
  expired: accountMessages.otpInvalid,
  none: accountMessages.otpInvalid,
  locked: accountMessages.otpLocked,
};

/** A wrong, expired, locked or missing code: 400 with its message. */
const codeRefused = (result: CodeCheck) => new ShopError(400, codeMessage[result === 'ok' ? 'none' : result]);

export interface AccountsDeps {
  repo: AccountsRepository;
  limits: Limits;
  hashing: HashQueue;
  mailer: Mailer;
  otpSecret: Uint8Array;
  shop: ShopDetails;
  /** scrypt's cost for new hashes and the decoy: SCRYPT_PARAMS unless the config lowers it (tests). */
  hashParams?: ScryptParams;
}

/** The request a call answers: its address, its log, and the sign-in cookies of its answer. */
export interface Caller {
  ip: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Signs the user in on this answer: tokens and cookies (server/accounts/context.ts). */
  signIn(user: User): Promise<Omit<LoginResponse, 'message'>>;
  /** Clears the refresh and session cookies on this answer. */
  signOut(): void;
}

/**
 * Sign-up with an e-mailed code, sign-in, password reset and refresh: the rate limits taken (and given
 * back when an attempt turns out not to count), the codes, the bounded hashing queue and the mail
 * budget. Refusals are ShopErrors; a 429 or a full queue's 503 is a RetryLater (with Retry-After).
 */
export function createAccountsService({
  repo,
  limits,
  hashing,
  mailer,
  otpSecret,
  shop,
  hashParams = SCRYPT_PARAMS,
}: AccountsDeps) {
  /** Counts a mail-sending request; over the limit, a 429 with the seconds to wait. */
  async function takeMailBudget(ip: string, email: string): Promise<void> {
    const [byIp, byEmail] = await Promise.all([limits.take('mail-ip', ip), limits.take('mail-email', email)]);
    const wait = Math.max(byIp, byEmail);
    if (wait) throw tooMany(wait);
  }

  /** Runs password work in the bounded queue, in the caller's address's turn; HashQueueFull when there is no room. */
  async function queued<T>(ip: string, work: () => Promise<T>): Promise<T | HashQueueFull> {
    try {
      return await hashing.run(ip, work);
    } catch (error) {
      if (error instanceof HashQueueFull) return error;
      throw error;
    }
  }

  async function sendCode(user: { id: number; email: string; username: string }, purpose: CodePurpose) {
    const code = newOtp();
    await repo.putCode(user.id, purpose, otpDigest(otpSecret, user.id, purpose, code));
    const message =
      purpose === 'verify'
        ? verificationEmail(shop, user.email, user.username, code)
        : passwordResetEmail(shop, user.email, user.username, code);
    return mailer.send(message);
  }

  async function checkCode(userId: number, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    if (!new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(code.trim())) return 'wrong';
    const digest = otpDigest(otpSecret, userId, purpose, code.trim());
    return repo.checkCode(userId, purpose, (stored) => digestsEqual(stored, digest));
  }

  return {
    /** An unverified account (new, or the same unverified one with new details) and its code e-mailed. */
    async register(
      caller: Caller,
      body: RegisterBody,
    ): Promise<{ message: string; email: string; code_sent: boolean }> {
      const errors = validateRegistration(body);
      if (!errors.password && (await isCommonPassword(body.password))) errors.password = accountMessages.passwordCommon;
      if (Object.keys(errors).length) throw fieldErrors(errors);

      const email = normaliseEmail(body.email);
      await takeMailBudget(caller.ip, email);
      const passwordHash = await queued(caller.ip, () => hashPassword(body.password, hashParams));
      if (passwordHash instanceof HashQueueFull) {
        // Nothing was sent: the request does not count against the e-mail budget.
        await Promise.all([limits.giveBack('mail-ip', caller.ip), limits.giveBack('mail-email', email)]);
        throw noRoom(passwordHash);
      }
      const user = await repo.upsertUnverified({
        username: body.username.trim(),
        email,
        mobile: normaliseIndianMobile(body.mobile)!,
        passwordHash,
      });
      if (!user) throw fieldErrors({ email: accountMessages.emailTaken });
      // The shopper hears the truth: a code that could not be sent yet is queued and retried.
      const sent = await sendCode(user, 'verify');
      return { message: sent ? accountMessages.registered : accountMessages.codeDelayed, email, code_sent: sent };
    },

    /** A new verification code for an unverified account; the same answer for any other address. */
    async resendCode(caller: Caller, rawEmail: string): Promise<{ message: string }> {
      const email = normaliseEmail(rawEmail);
      await takeMailBudget(caller.ip, email);
      const user = await repo.byEmail(email);
      const sent = user && !user.verifiedAt ? await sendCode(user, 'verify') : mailer.healthy();
      return { message: sent ? accountMessages.otpSent : accountMessages.mailDelayed };
    },

    /** Verifies the e-mailed code and signs the new customer in. */
    async verifyEmail(caller: Caller, rawEmail: string, code: string): Promise<LoginResponse> {
      // The slot is taken before the code is looked at, so a burst of guesses gets no more than the limit.
      const blocked = await limits.take('otp-ip', caller.ip);
      if (blocked) throw tooMany(blocked);
      const user = await repo.byEmail(normaliseEmail(rawEmail));
      const result = user && !user.verifiedAt ? await checkCode(user.id, 'verify', code) : 'none';
      if (result !== 'ok' || !user) throw codeRefused(result);
      await limits.giveBack('otp-ip', caller.ip);
      await repo.markVerified(user.id);
      const session = await caller.signIn({ ...user, verifiedAt: new Date() });
      return { ...session, message: accountMessages.verified };
    },

    /** Signs a verified customer in with e-mail and password. */
    async logIn(caller: Caller, rawEmail: string, password: string): Promise<Omit<LoginResponse, 'message'>> {
      const email = normaliseEmail(rawEmail);
      const { ip } = caller;
      const pair = `${email}|${ip}`;
      // Every attempt takes its slots before the password is hashed, so a burst sent at once gets no
      // more than the limit evaluated; a right password gives them back.
      const ipWait = await limits.take('login-ip', ip);
      if (ipWait) throw tooMany(ipWait);
      const [account, mine] = await Promise.all([
        limits.attempt('login-account', email),
        limits.attempt('login-account-ip', pair),
      ]);
      // A locked account refuses the addresses that already tried it; the owner elsewhere still can.
      if (account.wait && mine.count > 1) {
        await limits.giveBack('login-ip', ip);
        throw tooMany(account.wait);
      }

      const user = await repo.byEmail(email);
      // The same scrypt work whether or not the account exists.
      const passwordOk = await queued(ip, async () =>
        verifyPassword(password, user?.passwordHash ?? (await decoyHash(hashParams))),
      );
      if (passwordOk instanceof HashQueueFull) {
        await Promise.all([
          limits.giveBack('login-ip', ip),
          limits.giveBack('login-account', email),
          limits.giveBack('login-account-ip', pair),
        ]);
        throw noRoom(passwordOk);
      }
      if (!user || !passwordOk) {
        caller.log.info({ ip }, 'failed sign-in');
        throw new ShopError(401, accountMessages.loginInvalid);
      }
      // Right password: the attempt does not count, and this address's failures on the account are forgotten.
      await Promise.all([
        limits.giveBack('login-ip', ip),
        limits.giveBack('login-account', email),
        limits.forget('login-account-ip', pair),
      ]);
      if (!user.verifiedAt) throw new ShopError(403, accountMessages.loginUnverified);
      return caller.signIn(user);
    },

    /** E-mails a reset code to a verified account; the same answer, as fast, for any other address. */
    async requestReset(caller: Caller, rawEmail: string): Promise<{ message: string }> {
      const email = normaliseEmail(rawEmail);
      await takeMailBudget(caller.ip, email);
      const user = await repo.byEmail(email);
      // Sending is not awaited, so the answer takes as long whether or not there is someone to send to.
      if (user?.verifiedAt) {
        sendCode(user, 'reset').catch((err: unknown) => caller.log.error({ err }, 'password reset code not sent'));
      }
      // Whether this send works is not known yet; while mail is failing, everyone is told it may be late.
      return { message: mailer.healthy() ? accountMessages.otpSent : accountMessages.mailDelayed };
    },

    /** Sets a new password with the e-mailed code; every device is signed out. */
    async confirmReset(caller: Caller, body: Static<typeof ResetConfirmBody>): Promise<{ message: string }> {
      const { otp, new_password: password, confirm_password: confirm } = body;
      if (password !== confirm) {
        throw new ShopError(400, accountMessages.passwordsMismatch, {
          confirm_password: [accountMessages.passwordsMismatch],
        });
      }
      const problem =
        passwordProblem(password) ?? ((await isCommonPassword(password)) ? accountMessages.passwordCommon : null);
      if (problem) throw new ShopError(400, problem, { password: [problem] });

      const blocked = await limits.take('otp-ip', caller.ip);
      if (blocked) throw tooMany(blocked);
      const user = await repo.byEmail(normaliseEmail(body.email));
      // The code is checked inside the hashing turn, so a full queue never uses up a right code.
      const checked = await queued(caller.ip, async () => {
        const result = user?.verifiedAt ? await checkCode(user.id, 'reset', otp) : 'none';
        return { result, hash: result === 'ok' ? await hashPassword(password, hashParams) : null };
      });
      if (checked instanceof HashQueueFull) {
        await limits.giveBack('otp-ip', caller.ip);
        throw noRoom(checked);
      }
      const { result, hash } = checked;
      if (result !== 'ok' || !user || !hash) throw codeRefused(result);
      await limits.giveBack('otp-ip', caller.ip);
      await repo.resetPassword(user.id, hash);
      caller.signOut();
      return { message: accountMessages.passwordReset };
    },

    /** A new sign-in from the refresh cookie's token, which is used up; a reused one revokes them all. */
    async refresh(caller: Caller, token: string | undefined): Promise<Omit<LoginResponse, 'message'>> {
      const used = token ? await repo.useRefreshToken(tokenDigest(token)) : null;
      if (!used || 'reused' in used || !used.user.verifiedAt) {
        if (used && 'reused' in used) caller.log.warn('a used refresh token came back: revoked all of its user');
        caller.signOut();
        throw new ShopError(401, 'Please log in.');
      }
      return caller.signIn(used.user);
    },

    /** Revokes the refresh cookie's token (if any) and clears the cookies. */
    async logOut(caller: Caller, token: string | undefined): Promise<{ message: string }> {
      if (token) await repo.revokeRefreshToken(tokenDigest(token));
      caller.signOut();
      return { message: accountMessages.signedOut };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
