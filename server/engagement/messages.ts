/**
 * Contact messages as staff work through them: the console's Messages screen
 * (./console-routes.ts) lists them unanswered first, and "Mark answered" records who answered
 * which message in the audit log, in the same transaction as the change.
 */
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/log';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';

export interface StaffMessageRow {
  id: number;
  name: string;
  email: string;
  mobile: string;
  message: string;
  created_at: string;
  answered_at: string | null;
}

const COLUMNS = sql`id, name, email, mobile, message, created_at::text AS created_at, answered_at::text AS answered_at`;

/** The unanswered first, each part newest first; `unanswered` counts them all. */
export async function staffMessages(db: ShopDb, limit = 100) {
  const rows = await queryRows<StaffMessageRow>(
    db,
    sql`SELECT ${COLUMNS} FROM contact_messages
        ORDER BY answered_at IS NOT NULL, created_at DESC, id DESC LIMIT ${limit + 1}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM contact_messages WHERE answered_at IS NULL`,
  );
  return { messages: rows.slice(0, limit), unanswered: count!.n, more: rows.length > limit };
}

/** Marks a message answered once (a second time changes nothing and writes nothing). */
export function markMessageAnswered(
  db: ShopDb,
  id: number,
  actor: Actor,
): Promise<{ message: StaffMessageRow; changed: boolean }> {
  return inTransaction(db, async (tx) => {
    const [marked] = await queryRows<StaffMessageRow>(
      tx,
      sql`UPDATE contact_messages SET answered_at = now() WHERE id = ${id} AND answered_at IS NULL RETURNING ${COLUMNS}`,
    );
    if (marked) {
      await recordAudit(tx, {
        actor,
        action: 'message.answer',
        target: { kind: 'message', id: String(id) },
        before: { answered: false },
        after: { answered: true },
      });
      return { message: marked, changed: true };
    }
    const [existing] = await queryRows<StaffMessageRow>(
      tx,
      sql`SELECT ${COLUMNS} FROM contact_messages WHERE id = ${id}`,
    );
    if (!existing) throw new ShopError(404, `No contact message #${id}.`);
    return { message: existing, changed: false };
  });
}
