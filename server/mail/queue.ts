import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import type { MailMessage } from './message';

/** A queued message as the sender needs it. */
export interface QueuedMail {
  id: number;
  label: string;
  /** Attempts made so far, this one included. */
  attempts: number;
  message: MailMessage;
}

export interface MailRow {
  id: number;
  created_at: Date;
  to_address: string;
  label: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'expired';
  attempts: number;
  next_attempt_at: Date;
  expires_at: Date | null;
  last_error: string | null;
  sent_at: Date | null;
}

/** Tries before giving up: spaced 1, 2, 4 … 60 minutes apart, about a day in all. */
export const MAX_ATTEMPTS = 10;
/** While a process sends a claimed message, no other takes it; past this it is taken again (a crash). */
const CLAIM_SECONDS = 120;

interface StoredMessage extends Omit<MailMessage, 'attachments' | 'expiresAt'> {
  attachments?: { filename: string; content: string; contentType: string }[];
}

const toStored = (m: MailMessage): StoredMessage => ({
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  label: m.label,
  replyTo: m.replyTo,
  attachments: m.attachments?.map((a) => ({ ...a, content: a.content.toString('base64') })),
});

const fromStored = (m: StoredMessage): MailMessage => ({
  ...m,
  replyTo: m.replyTo ?? undefined,
  attachments: m.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
});

/**
 * The mail_queue table (migration 0012): each message is written before it is sent, claimed by one
 * process at a time (FOR UPDATE SKIP LOCKED, so several shops on one PostgreSQL never send it twice),
 * and retried with backoff until it is sent, expires (a code) or has failed MAX_ATTEMPTS times.
 */
export function createMailQueue(db: ShopDb) {
  return {
    /** Writes the message, claimed for its first attempt by the caller. */
    async add(message: MailMessage): Promise<QueuedMail> {
      const label = message.label ?? message.subject;
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO mail_queue (to_address, label, message, status, attempts, next_attempt_at, expires_at)
            VALUES (${message.to}, ${label}, ${JSON.stringify(toStored(message))}::jsonb, 'sending', 1,
              now() + make_interval(secs => ${CLAIM_SECONDS}), ${message.expiresAt?.toISOString() ?? null})
            RETURNING id`,
      );
      return { id: Number(row!.id), label, attempts: 1, message };
    },

    async markSent(id: number): Promise<void> {
      // The body goes: a delivered code has no reason to stay in the database.
      await db.execute(
        sql`UPDATE mail_queue SET status = 'sent', sent_at = now(), message = NULL, last_error = NULL WHERE id = ${id}`,
      );
    },

    /**
     * Records a failed attempt: due again after 1, 2, 4 … minutes (at most an hour), or given up after
     * MAX_ATTEMPTS (kept, so `mail retry` can send it once the mail server is fixed).
     */
    async markFailed(id: number, reason: string): Promise<{ status: string; next_attempt_at: Date | null }> {
      const [row] = await queryRows<{ status: string; next_attempt_at: Date; attempts: number }>(
        db,
        sql`UPDATE mail_queue SET
              status = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'pending' END,
              next_attempt_at = now() + make_interval(mins => LEAST(60, power(2, GREATEST(0, attempts - 1))::int)),
              last_error = ${reason}
            WHERE id = ${id}
            RETURNING status, next_attempt_at, attempts`,
      );
      return {
        status: row?.status ?? 'failed',
        next_attempt_at: row?.status === 'pending' ? row.next_attempt_at : null,
      };
    },

    /** Codes past their expiry are not sent late: they are marked expired and their body dropped. */
    async expireOld(): Promise<void> {
      await db.execute(
        sql`UPDATE mail_queue SET status = 'expired', message = NULL
            WHERE status IN ('pending', 'sending') AND expires_at IS NOT NULL AND expires_at <= now()`,
      );
    },

    /** Takes up to `limit` due messages for this process, counting the attempt. */
    async claimDue(limit = 20): Promise<QueuedMail[]> {
      const rows = await queryRows<{ id: string; label: string; attempts: number; message: StoredMessage }>(
        db,
        sql`UPDATE mail_queue SET status = 'sending', attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
            WHERE id IN (
              SELECT id FROM mail_queue
              WHERE status IN ('pending', 'sending') AND next_attempt_at <= now() AND message IS NOT NULL
              ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
            RETURNING id, label, attempts, message`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        label: r.label,
        attempts: r.attempts,
        message: fromStored(r.message),
      }));
    },

    /**
     * `mail retry`: makes waiting and given-up messages due now (an expired code stays expired); with
     * an id, only that message. Answers how many were made due.
     */
    async makeDue(id?: number): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE mail_queue SET next_attempt_at = now(), status = 'pending'
            WHERE status IN ('pending', 'sending', 'failed') AND message IS NOT NULL
              AND (expires_at IS NULL OR expires_at > now())
              AND (${id ?? null}::bigint IS NULL OR id = ${id ?? null}::bigint)
            RETURNING id`,
      );
      return rows.length;
    },

    async list(options: { limit: number; status?: string }): Promise<MailRow[]> {
      const rows = await queryRows<MailRow & { id: string }>(
        db,
        sql`SELECT id, created_at, to_address, label, status, attempts, next_attempt_at, expires_at, last_error, sent_at
            FROM mail_queue
            WHERE (${options.status ?? null}::text IS NULL OR status = ${options.status ?? null}::text)
            ORDER BY id DESC LIMIT ${options.limit}`,
      );
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
