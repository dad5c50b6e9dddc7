import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client';
import { oneTimeCodes, refreshTokens, sessions, users } from '../db/schema';

export type User = typeof users.$inferSelect;
export type CodePurpose = 'verify' | 'reset';

/** One-time codes expire after 10 minutes and die after 5 wrong tries. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'none';

export function createAccountsRepository(db: ShopDb) {
  return {
    async byEmail(email: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async byId(id: number): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    /**
     * A new unverified account, or the same unverified account with new details
     * (someone who mistyped and registers again). A verified address is never
     * overwritten: that answers null.
     */
    async upsertUnverified(fields: {
      username: string;
      email: string;
      mobile: string;
      passwordHash: string;
    }): Promise<User | null> {
      const [user] = await db
        .insert(users)
        .values(fields)
        .onConflictDoUpdate({
          target: users.email,
          set: { username: fields.username, mobile: fields.mobile, passwordHash: fields.passwordHash },
          setWhere: isNull(users.verifiedAt),
        })
        .returning();
      return user ?? null;
    },

    /** Stores a code's digest, replacing any earlier code for the same purpose. */
    async putCode(userId: number, purpose: CodePurpose, codeDigest: string): Promise<void> {
      const expiresAt = new Date(Date.now() + OTP_TTL_MS);
      await db
        .insert(oneTimeCodes)
        .values({ userId, purpose, codeDigest, expiresAt })
        .onConflictDoUpdate({
          target: [oneTimeCodes.userId, oneTimeCodes.purpose],
          set: { codeDigest, expiresAt, attempts: 0, createdAt: sql`now()` },
        });
    },

    /**
     * Checks a code in one statement, so two guesses at once cannot both pass
     * the attempt count: a right code is consumed, a wrong one counts a try.
     */
    async checkCode(userId: number, purpose: CodePurpose, matches: (digest: string) => boolean): Promise<CodeCheck> {
      return db.transaction(async (tx) => {
        const [code] = await tx
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
          .for('update')
          .limit(1);
        if (!code) return 'none';
        if (code.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
        if (code.expiresAt.getTime() <= Date.now()) return 'expired';
        if (matches(code.codeDigest)) {
          await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.id, code.id));
          return 'ok';
        }
        await tx
          .update(oneTimeCodes)
          .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
          .where(eq(oneTimeCodes.id, code.id));
        return code.attempts + 1 >= OTP_MAX_ATTEMPTS ? 'locked' : 'wrong';
      });
    },

    async markVerified(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ verifiedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /** New password: every access token and refresh token issued before stops working. */
    async resetPassword(userId: number, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, userId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      });
    },

    async addRefreshToken(userId: number, tokenDigest: string, expiresAt: Date): Promise<void> {
      await db.insert(refreshTokens).values({ userId, tokenDigest, expiresAt });
    },

    /**
     * Revokes a live refresh token and answers its user. A token presented again
     * after it was used is a stolen copy: every token of that user is revoked.
     */
    async useRefreshToken(tokenDigest: string): Promise<{ user: User } | { reused: true } | null> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenDigest, tokenDigest))
          .for('update')
          .limit(1);
        if (!token) return null;
        if (token.revokedAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(refreshTokens.userId, token.userId), isNull(refreshTokens.revokedAt)));
          return { reused: true };
        }
        if (token.expiresAt.getTime() <= Date.now()) return null;
        await tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(eq(refreshTokens.id, token.id));
        const [user] = await tx.select().from(users).where(eq(users.id, token.userId)).limit(1);
        return user ? { user } : null;
      });
    },

    async revokeRefreshToken(tokenDigest: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.tokenDigest, tokenDigest), isNull(refreshTokens.revokedAt)));
    },

    async sessionByDigest(tokenDigest: string) {
      const [session] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenDigest, tokenDigest), gt(sessions.lastSeenAt, sql`now() - interval '90 days'`)))
        .limit(1);
      return session;
    },

    async createSession(tokenDigest: string, publicId: string) {
      const [session] = await db.insert(sessions).values({ tokenDigest, publicId }).returning();
      return session!;
    },

    /** Sign-in gives the session a new cookie id (no fixation) and ties it to the customer. */
    async rotateSession(oldDigest: string, newDigest: string, userId: number): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ tokenDigest: newDigest, userId, lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenDigest, oldDigest))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
