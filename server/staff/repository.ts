/**
 * The staff tables (migration 0020): people, invites, passkeys, recovery codes, WebAuthn challenges
 * and sessions. Every time is passed in (`at`), so the service's clock (and a test's) decides expiry.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import type { StaffRole } from '../../common/domain/staff';

export type StaffStatus = 'invited' | 'active' | 'removed';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: number;
  /** Milliseconds since 1970. */
  created_at: number;
}

export interface PasskeyRow {
  id: string;
  staff_id: number;
  public_key: Uint8Array;
  counter: number;
  transports: string;
}

export interface SessionRow {
  id: string;
  staff_id: number;
  email: string;
  name: string;
  role: StaffRole;
  created_at: Date;
  last_seen_at: Date;
  verified_at: Date;
  expires_at: Date;
}

export interface DeviceRow {
  id: string;
  label: string;
  /** Milliseconds since 1970. */
  created_at: number;
  last_seen_at: number;
}

const STAFF_COLUMNS = sql`id::int AS id, email, name, role, status, totp_secret, totp_pending,
  totp_last_step::int AS totp_last_step, (extract(epoch FROM created_at) * 1000)::float8 AS created_at`;
/** A time as milliseconds since 1970 (a float8): the same on PostgreSQL and PGlite, whatever the session's time zone. */
const ms = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);
const iso = (at: Date) => at.toISOString();

export function createStaffRepository(db: ShopDb) {
  const repo = {
    async byEmail(tx: ShopDb, email: string): Promise<StaffRow | undefined> {
      const [row] = await queryRows<StaffRow>(
        tx,
        sql`SELECT ${STAFF_COLUMNS} FROM staff WHERE lower(email) = lower(${email})`,
      );
      return row;
    },
    async byId(tx: ShopDb, id: number): Promise<StaffRow | undefined> {
      const [row] = await queryRows<StaffRow>(tx, sql`SELECT ${STAFF_COLUMNS} FROM staff WHERE id = ${id}`);
      return row;
    },
    /** Everyone invited or active, owners first. */
    list(): Promise<StaffRow[]> {
      return queryRows<StaffRow>(
        db,
        sql`SELECT ${STAFF_COLUMNS} FROM staff WHERE status <> 'removed'
            ORDER BY CASE role WHEN 'owner' THEN 0 WHEN 'packer' THEN 1 ELSE 2 END, lower(email)`,
      );
    },
    async insert(tx: ShopDb, person: { email: string; name: string; role: StaffRole }, at: Date): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO staff (email, name, role, status, created_at)
            VALUES (${person.email}, ${person.name}, ${person.role}, 'invited', ${iso(at)}) RETURNING id::int AS id`,
      );
      return row!.id;
    },
    /** A removed person invited again starts over: no passkeys, codes or authenticator app. */
    async reinvite(tx: ShopDb, id: number, person: { name: string; role: StaffRole }): Promise<void> {
      await tx.execute(
        sql`UPDATE staff SET status = 'invited', role = ${person.role}, name = ${person.name},
              totp_secret = NULL, totp_pending = NULL, enrolled_at = NULL WHERE id = ${id}`,
      );
      await tx.execute(sql`DELETE FROM staff_passkeys WHERE staff_id = ${id}`);
      await tx.execute(sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${id}`);
    },
    async setRole(tx: ShopDb, id: number, role: StaffRole): Promise<void> {
      await tx.execute(sql`UPDATE staff SET role = ${role} WHERE id = ${id}`);
    },
    async remove(tx: ShopDb, id: number): Promise<void> {
      await tx.execute(sql`UPDATE staff SET status = 'removed' WHERE id = ${id}`);
      await tx.execute(sql`UPDATE staff_invites SET used_at = now() WHERE staff_id = ${id} AND used_at IS NULL`);
      await tx.execute(sql`DELETE FROM staff_passkeys WHERE staff_id = ${id}`);
      await tx.execute(sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${id}`);
    },
    async activeOwners(tx: ShopDb): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM staff WHERE role = 'owner' AND status = 'active'`,
      );
      return row!.n;
    },
    async activate(tx: ShopDb, id: number, at: Date): Promise<void> {
      await tx.execute(sql`UPDATE staff SET status = 'active', enrolled_at = ${iso(at)} WHERE id = ${id}`);
    },

    // Invites.
    async addInvite(tx: ShopDb, staffId: number, digest: string, expires: Date): Promise<void> {
      // A new link replaces any earlier one.
      await tx.execute(sql`UPDATE staff_invites SET used_at = now() WHERE staff_id = ${staffId} AND used_at IS NULL`);
      await tx.execute(
        sql`INSERT INTO staff_invites (staff_id, token_digest, expires_at) VALUES (${staffId}, ${digest}, ${iso(expires)})`,
      );
    },
    async openInvite(tx: ShopDb, digest: string, at: Date): Promise<{ inviteId: number; staff: StaffRow } | undefined> {
      const [row] = await queryRows<{ invite_id: number; staff_id: number }>(
        tx,
        sql`SELECT i.id::int AS invite_id, i.staff_id::int AS staff_id FROM staff_invites i JOIN staff s ON s.id = i.staff_id
            WHERE i.token_digest = ${digest} AND i.used_at IS NULL AND i.expires_at > ${iso(at)} AND s.status = 'invited'`,
      );
      if (!row) return undefined;
      const staff = await repo.byId(tx, row.staff_id);
      return staff && { inviteId: row.invite_id, staff };
    },
    /** Marks the invite used; false when another request used it first. */
    async useInvite(tx: ShopDb, inviteId: number, at: Date): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE staff_invites SET used_at = ${iso(at)} WHERE id = ${inviteId} AND used_at IS NULL RETURNING id::int AS id`,
      );
      return rows.length === 1;
    },

    // The authenticator app.
    async setTotpPending(staffId: number, secret: string): Promise<void> {
      await db.execute(sql`UPDATE staff SET totp_pending = ${secret} WHERE id = ${staffId}`);
    },
    /** Authenticator-app secrets stored before they were sealed. */
    async unsealedTotp(): Promise<{ id: number; totp_secret: string | null; totp_pending: string | null }[]> {
      return queryRows(
        db,
        sql`SELECT id::int AS id, totp_secret, totp_pending FROM staff
            WHERE totp_secret NOT LIKE 'sealed:%' OR totp_pending NOT LIKE 'sealed:%'`,
      );
    },
    /** Replaces a stored secret with its sealed form, unless another process did so first. */
    async resealTotp(staffId: number, column: 'totp_secret' | 'totp_pending', was: string, sealed: string) {
      await db.execute(
        column === 'totp_secret'
          ? sql`UPDATE staff SET totp_secret = ${sealed} WHERE id = ${staffId} AND totp_secret = ${was}`
          : sql`UPDATE staff SET totp_pending = ${sealed} WHERE id = ${staffId} AND totp_pending = ${was}`,
      );
    },
    async confirmTotp(staffId: number, step: number): Promise<void> {
      await db.execute(
        sql`UPDATE staff SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = ${step} WHERE id = ${staffId}`,
      );
    },
    /** Records the step of an accepted code; false when that step (or a later one) was used already. */
    async useTotpStep(staffId: number, step: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE staff SET totp_last_step = ${step} WHERE id = ${staffId} AND totp_last_step < ${step} RETURNING id::int AS id`,
      );
      return rows.length === 1;
    },

    // Passkeys.
    async addPasskey(
      staffId: number,
      key: { id: string; publicKey: Uint8Array; counter: number; transports: string[] },
    ): Promise<void> {
      await db.execute(
        sql`INSERT INTO staff_passkeys (id, staff_id, public_key, counter, transports)
            VALUES (${key.id}, ${staffId}, ${Buffer.from(key.publicKey)}, ${key.counter}, ${key.transports.join(',')})`,
      );
    },
    async passkey(id: string): Promise<PasskeyRow | undefined> {
      const [row] = await queryRows<PasskeyRow>(
        db,
        sql`SELECT id, staff_id::int AS staff_id, public_key, counter::int AS counter, transports FROM staff_passkeys WHERE id = ${id}`,
      );
      return row;
    },
    passkeysOf(staffId: number, tx: ShopDb = db): Promise<{ id: string; transports: string }[]> {
      return queryRows(
        tx,
        sql`SELECT id, transports FROM staff_passkeys WHERE staff_id = ${staffId} ORDER BY created_at`,
      );
    },
    async passkeyUsed(id: string, counter: number, at: Date): Promise<void> {
      await db.execute(sql`UPDATE staff_passkeys SET counter = ${counter}, last_used_at = ${iso(at)} WHERE id = ${id}`);
    },

    // Recovery codes.
    async replaceRecoveryCodes(tx: ShopDb, staffId: number, digests: string[]): Promise<void> {
      await tx.execute(sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${staffId}`);
      for (const digest of digests)
        await tx.execute(sql`INSERT INTO staff_recovery_codes (staff_id, code_digest) VALUES (${staffId}, ${digest})`);
    },
    /** Uses the code once: true the first time, false after (or for a code that is not theirs). */
    async useRecoveryCode(staffId: number, digest: string, at: Date): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE staff_recovery_codes SET used_at = ${iso(at)}
            WHERE staff_id = ${staffId} AND code_digest = ${digest} AND used_at IS NULL RETURNING id::int AS id`,
      );
      return rows.length === 1;
    },

    // WebAuthn challenges: written with the options, taken once by the answer.
    async addChallenge(challenge: string, purpose: string, staffId: number | null, expires: Date): Promise<void> {
      await db.execute(
        sql`INSERT INTO staff_challenges (challenge, purpose, staff_id, expires_at)
            VALUES (${challenge}, ${purpose}, ${staffId}, ${iso(expires)})`,
      );
      // Challenges nobody answered go after an hour.
      await db.execute(
        sql`DELETE FROM staff_challenges WHERE expires_at < ${iso(expires)}::timestamptz - interval '1 hour'`,
      );
    },
    async takeChallenge(
      challenge: string,
      purpose: string,
      at: Date,
    ): Promise<{ staff_id: number | null } | undefined> {
      const [row] = await queryRows<{ staff_id: number | null; expires_at: number }>(
        db,
        sql`DELETE FROM staff_challenges WHERE challenge = ${challenge} AND purpose = ${purpose}
            RETURNING staff_id::int AS staff_id, ${ms('expires_at')} AS expires_at`,
      );
      if (!row || Number(row.expires_at) <= at.getTime()) return undefined;
      return { staff_id: row.staff_id };
    },

    // Sessions.
    async addSession(
      tx: ShopDb,
      session: { id: string; tokenDigest: string; staffId: number; deviceDigest: string; label: string },
      at: Date,
      expires: Date,
    ): Promise<void> {
      await tx.execute(
        sql`INSERT INTO staff_sessions (id, token_digest, staff_id, device_digest, label, created_at, last_seen_at, verified_at, expires_at)
            VALUES (${session.id}, ${session.tokenDigest}, ${session.staffId}, ${session.deviceDigest}, ${session.label},
                    ${iso(at)}, ${iso(at)}, ${iso(at)}, ${iso(expires)})`,
      );
    },
    async seenDevice(staffId: number, deviceDigest: string): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM staff_sessions WHERE staff_id = ${staffId} AND device_digest = ${deviceDigest} LIMIT 1`,
      );
      return rows.length > 0;
    },
    /** The open session behind a cookie's digest, with its person as they are now (role, status). */
    async session(tokenDigest: string): Promise<SessionRow | undefined> {
      const [row] = await queryRows<Record<string, unknown>>(
        db,
        sql`SELECT ss.id, ss.staff_id::int AS staff_id, s.email, s.name, s.role,
                   ${ms('ss.created_at')} AS created_at, ${ms('ss.last_seen_at')} AS last_seen_at,
                   ${ms('ss.verified_at')} AS verified_at, ${ms('ss.expires_at')} AS expires_at
            FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id
            WHERE ss.token_digest = ${tokenDigest} AND ss.ended_at IS NULL AND s.status = 'active'`,
      );
      if (!row) return undefined;
      return {
        ...(row as unknown as SessionRow),
        created_at: new Date(Number(row.created_at)),
        last_seen_at: new Date(Number(row.last_seen_at)),
        verified_at: new Date(Number(row.verified_at)),
        expires_at: new Date(Number(row.expires_at)),
      };
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.execute(sql`UPDATE staff_sessions SET last_seen_at = ${iso(at)} WHERE id = ${id}`);
    },
    async verified(id: string, at: Date): Promise<void> {
      await db.execute(
        sql`UPDATE staff_sessions SET verified_at = ${iso(at)}, last_seen_at = ${iso(at)} WHERE id = ${id}`,
      );
    },
    async endSession(staffId: number, id: string, at: Date): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE staff_sessions SET ended_at = ${iso(at)} WHERE id = ${id} AND staff_id = ${staffId} AND ended_at IS NULL RETURNING id`,
      );
      return rows.length === 1;
    },
    async endSessions(tx: ShopDb, staffId: number, at: Date): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`UPDATE staff_sessions SET ended_at = ${iso(at)} WHERE staff_id = ${staffId} AND ended_at IS NULL RETURNING id`,
      );
      return rows.length;
    },
    /** Sessions still open at `at` (neither idle since before `idleSince` nor past their end). */
    devices(staffId: number, at: Date, idleSince: Date): Promise<DeviceRow[]> {
      return queryRows<DeviceRow>(
        db,
        sql`SELECT id, label, ${ms('created_at')} AS created_at, ${ms('last_seen_at')} AS last_seen_at FROM staff_sessions
            WHERE staff_id = ${staffId} AND ended_at IS NULL AND expires_at > ${iso(at)} AND last_seen_at > ${iso(idleSince)}
            ORDER BY last_seen_at DESC`,
      );
    },
  };
  return repo;
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
