/**
 * Staff identity for the console: invites, enrolment (a passkey, an authenticator app, ten recovery
 * codes), sign-in, step-up, sessions and devices, and the owner's changes to who is staff. Sessions
 * live in the database, so a sign-out or a role change reaches every process at once; every staff
 * change writes the audit log in its own transaction. No password, no SMS.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import { recordAudit } from '../audit/log';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { STAFF_MAIL_WAIT_MS, type Mailer } from '../mail/mailer';
import { ROLE_ACTIONS, type StaffRole } from '../../common/domain/staff';
import type { StaffDevice, StaffMe, StaffMember, TotpSetup } from '../../common/contract/staff';
import { createStaffRepository, type SessionRow, type StaffRow } from './repository';
import type { SecretSealer } from './sealing';
import { inviteMail, newDeviceMail } from './mail-templates';

/**
 * The passkey library (with its certificate parsers) and the QR code maker load at the first passkey
 * or authenticator step a process takes, not when it starts: together about a second of every start
 * of the shop and of the operators' tool, which mostly never enrol anyone.
 */
const webauthn = () => import('@simplewebauthn/server');
const qrCode = () => import('qrcode').then((module) => module.default);

export const INVITE_HOURS = 48;
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
export const RECOVERY_CODE_COUNT = 10;
/** How long a passkey prompt may stay open. */
const CHALLENGE_SECONDS = 5 * 60;
/** A session's last-seen time is written at most this often (the idle limit is 30 minutes). */
const TOUCH_EVERY_MS = 60_000;

/** One answer for every failed sign-in, whatever failed: it never says whether an address is staff. */
export const SIGN_IN_FAILED = 'That did not work. Check the address and the code, or use your passkey, and try again.';
const INVITE_INVALID = 'This invite link is not valid any more. Ask the shop owner for a new one.';

/** The signed-in person as every console route sees it (server/staff/api.ts decorates `request.staff`). */
export interface StaffCaller {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
  verifiedAt: Date;
}

/** The browser a request comes from: its long-lived device cookie and a label for the devices list. */
export interface DeviceInfo {
  /** The device cookie's value (made by the caller when the browser had none). */
  token: string;
  label: string;
}

/** Where the shop is, as a browser sees it: WebAuthn binds passkeys to this origin's host name. */
export interface Site {
  origin: string;
  rpId: string;
}

export interface StaffServiceDeps {
  db: ShopDb;
  mailer: Pick<Mailer, 'send'>;
  /** The shop's name: the passkey prompt and the authenticator app show it. */
  shopName: string;
  /** The clock: tests move it to see sessions expire. */
  now?: () => Date;
  /**
   * Seals authenticator-app secrets at rest (./sealing.ts). Without it (the operators' CLI, which
   * only invites and lists), a secret can be checked but not set up.
   */
  sealer?: SecretSealer;
}

export interface SignedIn {
  /** The session cookie's value. */
  token: string;
  caller: StaffCaller;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `XXXXX-XXXXX` from a 32-letter alphabet without look-alikes: 50 bits each. */
function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const normaliseRecovery = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const recoveryDigest = (staffId: number, code: string) => digest(`${staffId}:${normaliseRecovery(code)}`);
const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

function member(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status === 'active' ? 'active' : 'invited',
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function meOf(caller: StaffCaller): StaffMe {
  return {
    id: caller.staffId,
    email: caller.email,
    name: caller.name,
    role: caller.role,
    actions: [...ROLE_ACTIONS[caller.role]],
    verifiedAt: caller.verifiedAt.toISOString(),
  };
}

/** The challenge a WebAuthn response answers, read from its client data (verified again by the library). */
function challengeOf(response: { response: Record<string, unknown> }): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(String(response.response.clientDataJSON), 'base64url').toString('utf8'));
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

export function createStaffService(deps: StaffServiceDeps) {
  const { db, mailer, shopName } = deps;
  const repo = createStaffRepository(db);
  const clock = { now: deps.now ?? (() => new Date()) };
  const now = () => clock.now();

  const sealer = deps.sealer;
  const opened = (stored: string) => (sealer ? sealer.open(stored) : stored);

  function totpOf(secret: string, email: string) {
    return new OTPAuth.TOTP({
      issuer: shopName,
      label: email,
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
  }
  /** The 30-second step a code belongs to, or null when it is not a code of `secret` now (±1 step). */
  function totpStep(secret: string, email: string, code: string, at: Date): number | null {
    const delta = totpOf(secret, email).validate({
      token: code.replace(/\s/g, ''),
      timestamp: at.getTime(),
      window: 1,
    });
    return delta === null ? null : Math.floor(at.getTime() / 30_000) + delta;
  }

  async function openInvite(inviteToken: string) {
    const open = await repo.openInvite(db, digest(inviteToken), now());
    if (!open) throw new ShopError(400, INVITE_INVALID);
    return open;
  }

  async function startSession(tx: ShopDb, staff: StaffRow, device: DeviceInfo): Promise<SignedIn> {
    const at = now();
    const sessionToken = token();
    const id = randomBytes(12).toString('hex');
    await repo.addSession(
      tx,
      {
        id,
        tokenDigest: digest(sessionToken),
        staffId: staff.id,
        deviceDigest: digest(device.token),
        label: device.label,
      },
      at,
      new Date(at.getTime() + SESSION_ABSOLUTE_HOURS * 3_600_000),
    );
    return {
      token: sessionToken,
      caller: {
        staffId: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        sessionId: id,
        verifiedAt: at,
      },
    };
  }

  /** Signs in an enrolled person; a browser they never signed in from before gets them an e-mail. */
  async function signInAs(staff: StaffRow, device: DeviceInfo): Promise<SignedIn> {
    const known = await repo.seenDevice(staff.id, digest(device.token));
    const signedIn = await startSession(db, staff, device);
    if (!known) await mailer.send(newDeviceMail({ to: staff.email, shopName, device: device.label, at: now() }));
    return signedIn;
  }

  /** A 6-digit app code or an unused recovery code of `staff`; false for anything else. */
  async function checkCode(staff: StaffRow, code: string): Promise<boolean> {
    if (isTotpCode(code)) {
      if (!staff.totp_secret) return false;
      const step = totpStep(opened(staff.totp_secret), staff.email, code, now());
      return step !== null && (await repo.useTotpStep(staff.id, step));
    }
    return repo.useRecoveryCode(staff.id, recoveryDigest(staff.id, code), now());
  }

  async function verifyPasskey(response: AuthenticationResponseJSON, purpose: string, site: Site) {
    const challenge = challengeOf(response as unknown as { response: Record<string, unknown> });
    const taken = challenge && (await repo.takeChallenge(challenge, purpose, now()));
    const key = await repo.passkey(response.id);
    if (!taken || !key) return null;
    try {
      const { verifyAuthenticationResponse } = await webauthn();
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: site.origin,
        expectedRPID: site.rpId,
        credential: {
          id: key.id,
          publicKey: new Uint8Array(key.public_key),
          counter: key.counter,
          transports: key.transports ? (key.transports.split(',') as AuthenticatorTransport[]) : undefined,
        },
        requireUserVerification: false,
      });
      if (!result.verified) return null;
      await repo.passkeyUsed(key.id, result.authenticationInfo.newCounter, now());
      return { staffId: key.staff_id, challengeFor: taken.staff_id };
    } catch {
      return null;
    }
  }

  const service = {
    clock,
    repo,

    /** Seals the app secrets stored before they were sealed (run once at start); answers how many. */
    async sealStoredSecrets(): Promise<number> {
      if (!sealer) return 0;
      let sealed = 0;
      for (const row of await repo.unsealedTotp())
        for (const column of ['totp_secret', 'totp_pending'] as const) {
          const value = row[column];
          if (value === null || sealer.isSealed(value)) continue;
          await repo.resealTotp(row.id, column, value, sealer.seal(value));
          sealed++;
        }
      return sealed;
    },

    // ── The owner's changes (the CLI and the console's staff screen) ──

    async invite(
      actor: Actor,
      input: { email: string; role: StaffRole; name?: string },
      baseUrl: string,
    ): Promise<{ member: StaffMember; link: string; emailed: boolean }> {
      const email = input.email.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ShopError(400, 'Enter a valid email address.');
      const inviteToken = token();
      const at = now();
      const row = await inTransaction(db, async (tx) => {
        const existing = await repo.byEmail(tx, email);
        if (existing?.status === 'active')
          throw new ShopError(409, `${existing.email} is staff already: change their role instead.`);
        const name = input.name?.trim() ?? existing?.name ?? '';
        let id: number;
        if (existing) {
          id = existing.id;
          await repo.reinvite(tx, id, { name, role: input.role });
        } else id = await repo.insert(tx, { email, name, role: input.role }, at);
        await repo.addInvite(tx, id, digest(inviteToken), new Date(at.getTime() + INVITE_HOURS * 3_600_000));
        await recordAudit(tx, {
          actor,
          action: 'staff.invite',
          target: { kind: 'staff', id: email.toLowerCase() },
          before: existing ? { role: existing.role, status: existing.status } : undefined,
          after: { role: input.role, status: 'invited' },
        });
        return (await repo.byId(tx, id))!;
      });
      // The token after '#': it never reaches a server log or a Referer header.
      const link = `${baseUrl.replace(/\/+$/, '')}/admin/invite#${inviteToken}`;
      const emailed = await mailer.send(
        inviteMail({ to: row.email, shopName, link, role: row.role, hours: INVITE_HOURS }),
        { waitMs: STAFF_MAIL_WAIT_MS },
      );
      return { member: member(row), link, emailed };
    },

    async list(): Promise<StaffMember[]> {
      return (await repo.list()).map(member);
    },

    /** Changes a role and ends the person's sessions at once (they sign in again with the new one). */
    async changeRole(actor: Actor, who: { id?: number; email?: string }, role: StaffRole): Promise<StaffMember> {
      return inTransaction(db, async (tx) => {
        const row = await findStaff(tx, who);
        if (row.role === role) return member(row);
        if (row.role === 'owner' && row.status === 'active' && (await repo.activeOwners(tx)) <= 1)
          throw new ShopError(409, 'The shop needs an owner: make someone else owner first.');
        await repo.setRole(tx, row.id, role);
        const ended = await repo.endSessions(tx, row.id, now());
        await recordAudit(tx, {
          actor,
          action: 'staff.role',
          target: { kind: 'staff', id: row.email.toLowerCase() },
          before: { role: row.role },
          after: { role, sessionsEnded: ended },
        });
        return member({ ...row, role });
      });
    },

    /** Removes someone: their sessions end at once, their passkeys and codes go; the row stays for the audit log. */
    async remove(actor: Actor, who: { id?: number; email?: string }): Promise<void> {
      await inTransaction(db, async (tx) => {
        const row = await findStaff(tx, who);
        if (row.role === 'owner' && row.status === 'active' && (await repo.activeOwners(tx)) <= 1)
          throw new ShopError(409, 'The shop needs an owner: make someone else owner first.');
        await repo.remove(tx, row.id);
        const ended = await repo.endSessions(tx, row.id, now());
        await recordAudit(tx, {
          actor,
          action: 'staff.remove',
          target: { kind: 'staff', id: row.email.toLowerCase() },
          before: { role: row.role, status: row.status },
          after: { status: 'removed', sessionsEnded: ended },
        });
      });
    },

    // ── Enrolment, through the invite link ──

    async inviteInfo(inviteToken: string) {
      const { staff } = await openInvite(inviteToken);
      const keys = await repo.passkeysOf(staff.id);
      return {
        email: staff.email,
        name: staff.name,
        role: staff.role,
        hasPasskey: keys.length > 0,
        hasTotp: Boolean(staff.totp_secret),
      };
    },

    async passkeyEnrolOptions(inviteToken: string, site: Site) {
      const { staff } = await openInvite(inviteToken);
      const existing = await repo.passkeysOf(staff.id);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: shopName,
        rpID: site.rpId,
        userName: staff.email,
        userDisplayName: staff.name || staff.email,
        userID: new TextEncoder().encode(`staff:${staff.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((k) => ({ id: k.id })),
        // A passkey the phone keeps (discoverable), so sign-in needs no address typed.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await repo.addChallenge(
        options.challenge,
        'enrol',
        staff.id,
        new Date(now().getTime() + CHALLENGE_SECONDS * 1000),
      );
      return options;
    },

    async enrolPasskey(inviteToken: string, response: RegistrationResponseJSON, site: Site): Promise<void> {
      const { staff } = await openInvite(inviteToken);
      const challenge = challengeOf(response as unknown as { response: Record<string, unknown> });
      const taken = challenge && (await repo.takeChallenge(challenge, 'enrol', now()));
      if (!taken || taken.staff_id !== staff.id) throw new ShopError(400, 'The passkey prompt has expired. Try again.');
      let verification;
      try {
        const { verifyRegistrationResponse } = await webauthn();
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: site.origin,
          expectedRPID: site.rpId,
          requireUserVerification: false,
        });
      } catch (error) {
        throw new ShopError(400, `The passkey could not be added: ${(error as Error).message}`);
      }
      if (!verification.verified || !verification.registrationInfo)
        throw new ShopError(400, 'The passkey could not be added. Try again.');
      const { credential } = verification.registrationInfo;
      await repo.addPasskey(staff.id, {
        id: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
      });
    },

    async totpEnrolOptions(inviteToken: string): Promise<TotpSetup> {
      const { staff } = await openInvite(inviteToken);
      if (!sealer) throw new Error('the staff service was made without a sealer: it cannot store an app secret');
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      await repo.setTotpPending(staff.id, sealer.seal(secret));
      const uri = totpOf(secret, staff.email).toString();
      const QRCode = await qrCode();
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    async enrolTotp(inviteToken: string, code: string): Promise<void> {
      const { staff } = await openInvite(inviteToken);
      if (!staff.totp_pending) throw new ShopError(400, 'Set up the authenticator app first.');
      const step = totpStep(opened(staff.totp_pending), staff.email, code, now());
      if (step === null)
        throw new ShopError(400, 'That code is not right. Check the time on your phone and type the newest code.');
      await repo.confirmTotp(staff.id, step);
    },

    /** Ends enrolment: the invite is used, the person is staff, signed in, and given their recovery codes once. */
    async finishEnrol(inviteToken: string, device: DeviceInfo): Promise<SignedIn & { recoveryCodes: string[] }> {
      const at = now();
      return inTransaction(db, async (tx) => {
        const open = await repo.openInvite(tx, digest(inviteToken), at);
        if (!open) throw new ShopError(400, INVITE_INVALID);
        const { staff } = open;
        const keys = await repo.passkeysOf(staff.id, tx);
        if (keys.length === 0 && !staff.totp_secret)
          throw new ShopError(400, 'Add a passkey or an authenticator app first: you need one to sign in.');
        if (!(await repo.useInvite(tx, open.inviteId, at))) throw new ShopError(400, INVITE_INVALID);
        await repo.activate(tx, staff.id, at);
        const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
        await repo.replaceRecoveryCodes(
          tx,
          staff.id,
          recoveryCodes.map((code) => recoveryDigest(staff.id, code)),
        );
        const signedIn = await startSession(tx, { ...staff, status: 'active' }, device);
        await recordAudit(tx, {
          actor: { kind: 'staff', ...signedIn.caller },
          action: 'staff.enrol',
          target: { kind: 'staff', id: staff.email.toLowerCase() },
          before: { status: 'invited' },
          after: { status: 'active', passkeys: keys.length, authenticatorApp: Boolean(staff.totp_secret) },
        });
        return { ...signedIn, recoveryCodes };
      });
    },

    // ── Sign-in ──

    /** Options for a passkey sign-in: no address asked, the phone offers the shop's passkeys it holds. */
    async signInOptions(site: Site) {
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({ rpID: site.rpId, userVerification: 'preferred' });
      await repo.addChallenge(options.challenge, 'sign-in', null, new Date(now().getTime() + CHALLENGE_SECONDS * 1000));
      return options;
    },

    async signInWithPasskey(response: AuthenticationResponseJSON, site: Site, device: DeviceInfo): Promise<SignedIn> {
      const verified = await verifyPasskey(response, 'sign-in', site);
      const staff = verified && (await repo.byId(db, verified.staffId));
      if (!staff || staff.status !== 'active') throw new ShopError(401, SIGN_IN_FAILED);
      return signInAs(staff, device);
    },

    /** An authenticator-app code or a recovery code, with the address: the same answer for every failure. */
    async signInWithCode(email: string, code: string, device: DeviceInfo): Promise<SignedIn> {
      const staff = await repo.byEmail(db, email.trim());
      if (!staff || staff.status !== 'active') {
        // The same work as a real check, so the answer's timing does not tell either.
        totpStep(DUMMY_SECRET, email, isTotpCode(code) ? code : '000000', now());
        digest(code);
        throw new ShopError(401, SIGN_IN_FAILED);
      }
      if (!(await checkCode(staff, code))) throw new ShopError(401, SIGN_IN_FAILED);
      return signInAs(staff, device);
    },

    // ── Sessions ──

    /** The person behind a session cookie, or null: unknown, ended, idle 30 minutes, past 12 hours, or removed. */
    async resolve(sessionToken: string | undefined): Promise<StaffCaller | null> {
      if (!sessionToken || sessionToken.length > 100) return null;
      const row: SessionRow | undefined = await repo.session(digest(sessionToken));
      if (!row) return null;
      const at = now();
      if (at >= row.expires_at || at.getTime() - row.last_seen_at.getTime() >= SESSION_IDLE_MINUTES * 60_000)
        return null;
      if (at.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) await repo.touch(row.id, at);
      return {
        staffId: row.staff_id,
        email: row.email,
        name: row.name,
        role: row.role,
        sessionId: row.id,
        verifiedAt: row.verified_at,
      };
    },

    async signOut(caller: StaffCaller): Promise<void> {
      await repo.endSession(caller.staffId, caller.sessionId, now());
    },

    async devices(caller: StaffCaller): Promise<StaffDevice[]> {
      const at = now();
      const rows = await repo.devices(caller.staffId, at, new Date(at.getTime() - SESSION_IDLE_MINUTES * 60_000));
      return rows.map((row) => ({
        id: row.id,
        label: row.label,
        signedInAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        current: row.id === caller.sessionId,
      }));
    },

    async signOutDevice(caller: StaffCaller, sessionId: string): Promise<void> {
      if (!(await repo.endSession(caller.staffId, sessionId, now())))
        throw new ShopError(404, 'That device is not signed in.');
    },

    async signOutEverywhere(caller: StaffCaller): Promise<number> {
      return inTransaction(db, async (tx) => {
        const ended = await repo.endSessions(tx, caller.staffId, now());
        await recordAudit(tx, {
          actor: { kind: 'staff', ...caller },
          action: 'staff.sign-out-everywhere',
          target: { kind: 'staff', id: caller.email.toLowerCase() },
          after: { sessionsEnded: ended },
        });
        return ended;
      });
    },

    // ── Step-up: a fresh passkey tap or code before the actions common/domain/staff.ts lists ──

    async stepUpOptions(caller: StaffCaller, site: Site) {
      const keys = await repo.passkeysOf(caller.staffId);
      if (keys.length === 0) throw new ShopError(409, 'You have no passkey: use a code instead.');
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: site.rpId,
        userVerification: 'preferred',
        allowCredentials: keys.map((k) => ({
          id: k.id,
          transports: k.transports ? (k.transports.split(',') as AuthenticatorTransport[]) : undefined,
        })),
      });
      await repo.addChallenge(
        options.challenge,
        'step-up',
        caller.staffId,
        new Date(now().getTime() + CHALLENGE_SECONDS * 1000),
      );
      return options;
    },

    async stepUpWithPasskey(
      caller: StaffCaller,
      response: AuthenticationResponseJSON,
      site: Site,
    ): Promise<StaffCaller> {
      const verified = await verifyPasskey(response, 'step-up', site);
      if (!verified || verified.staffId !== caller.staffId || verified.challengeFor !== caller.staffId)
        throw new ShopError(401, 'That passkey did not work. Try again or use a code.');
      const at = now();
      await repo.verified(caller.sessionId, at);
      return { ...caller, verifiedAt: at };
    },

    async stepUpWithCode(caller: StaffCaller, code: string): Promise<StaffCaller> {
      const staff = await repo.byId(db, caller.staffId);
      if (!staff || !(await checkCode(staff, code))) throw new ShopError(401, 'That code did not work. Try again.');
      const at = now();
      await repo.verified(caller.sessionId, at);
      return { ...caller, verifiedAt: at };
    },
  };

  async function findStaff(tx: ShopDb, who: { id?: number; email?: string }): Promise<StaffRow> {
    const row = who.id !== undefined ? await repo.byId(tx, who.id) : await repo.byEmail(tx, who.email ?? '');
    if (!row || row.status === 'removed') throw new ShopError(404, 'No staff member has that address.');
    return row;
  }

  return service;
}

/** Checked against for an unknown address, so a miss costs what a hit does. */
const DUMMY_SECRET = new OTPAuth.Secret({ size: 20 }).base32;

export type StaffService = ReturnType<typeof createStaffService>;
