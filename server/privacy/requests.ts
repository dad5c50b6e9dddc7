/**
 * Customers' requests about their data, as staff work through them (docs/privacy.md, "Requests from
 * customers"): the console's Requests screen (./request-routes.ts) logs one by hand or from a contact
 * message, lists them by deadline and marks them done; each change is one audit entry in the same
 * transaction. The audit log names the request by its id, never the person.
 */
import { sql } from 'drizzle-orm';
import { DATA_REQUEST_DAYS, type DataRequestKind, type DataRequestStatus } from '../../common/domain/data-requests';
import { recordAudit } from '../audit/log';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import type { Actor } from '../lib/actor';
import { actorName } from '../lib/actor';
import { ShopError } from '../lib/errors';

export interface DataRequestRow {
  id: number;
  kind: DataRequestKind;
  name: string;
  email: string;
  note: string;
  message_id: number | null;
  received_at: string;
  due_at: string;
  status: DataRequestStatus;
  logged_by: string;
  done_at: string | null;
  done_by: string | null;
}

const COLUMNS = sql`id, kind, name, email, note, message_id, received_at::text AS received_at, due_at::text AS due_at,
  status, logged_by, done_at::text AS done_at, done_by`;

export interface NewDataRequest {
  kind: DataRequestKind;
  messageId?: number;
  name?: string;
  email?: string;
  note?: string;
  receivedAt?: string;
}

export function createDataRequestService(deps: { db: ShopDb; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** Open ones first by deadline, then done ones newest first; `dueWithinDays` keeps only open ones due by then. */
    async list(options: { status?: DataRequestStatus; dueWithinDays?: number; limit?: number } = {}) {
      const where = [
        options.status ? sql`status = ${options.status}` : undefined,
        options.dueWithinDays !== undefined
          ? sql`status = 'open' AND due_at <= ${new Date(now().getTime() + options.dueWithinDays * 86_400_000).toISOString()}::timestamptz`
          : undefined,
      ].filter((w) => w !== undefined);
      const rows = await queryRows<DataRequestRow>(
        db,
        sql`SELECT ${COLUMNS} FROM data_requests WHERE ${where.length ? sql.join(where, sql` AND `) : sql`true`}
            ORDER BY status = 'done', CASE WHEN status = 'open' THEN due_at END, done_at DESC, id DESC
            LIMIT ${options.limit ?? 200}`,
      );
      const [open] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM data_requests WHERE status = 'open'`,
      );
      return { requests: rows, open: open!.n };
    },

    /**
     * Logs a request: from a contact message (its name and e-mail, received when the message came) or
     * by hand (name and e-mail given). The deadline is DATA_REQUEST_DAYS after it was received.
     */
    async log(input: NewDataRequest, actor: Actor): Promise<DataRequestRow> {
      return inTransaction(db, async (tx) => {
        let name = input.name?.trim();
        let email = input.email?.trim().toLowerCase();
        let receivedAt = input.receivedAt ? new Date(input.receivedAt) : now();
        if (input.messageId !== undefined) {
          const [message] = await queryRows<{ name: string; email: string; created_at: Date | string }>(
            tx,
            sql`SELECT name, email, created_at FROM contact_messages WHERE id = ${input.messageId}`,
          );
          if (!message) throw new ShopError(404, `No contact message #${input.messageId}.`);
          const [already] = await queryRows<{ id: number }>(
            tx,
            sql`SELECT id FROM data_requests WHERE message_id = ${input.messageId} AND kind = ${input.kind}`,
          );
          if (already)
            throw new ShopError(409, `This message is logged already as request #${already.id} of the same kind.`);
          name ||= message.name;
          email ||= message.email.toLowerCase();
          if (!input.receivedAt) receivedAt = new Date(message.created_at);
        }
        if (!name || !email)
          throw new ShopError(422, 'Give the person’s name and e-mail, or log the request from their message.');
        if (Number.isNaN(receivedAt.getTime()) || receivedAt.getTime() > now().getTime() + 60_000)
          throw new ShopError(422, 'The request cannot have arrived in the future.');
        const due = new Date(receivedAt.getTime() + DATA_REQUEST_DAYS * 86_400_000);
        const [row] = await queryRows<DataRequestRow>(
          tx,
          sql`INSERT INTO data_requests (kind, name, email, note, message_id, received_at, due_at, logged_by)
              VALUES (${input.kind}, ${name}, ${email}, ${input.note?.trim() ?? ''}, ${input.messageId ?? null},
                ${receivedAt.toISOString()}, ${due.toISOString()}, ${actorName(actor)})
              RETURNING ${COLUMNS}`,
        );
        await recordAudit(tx, {
          actor,
          action: 'request.log',
          target: { kind: 'request', id: String(row!.id) },
          after: { kind: input.kind, dueAt: due.toISOString(), fromMessage: input.messageId ?? null },
        });
        return row!;
      });
    },

    /** Marks a request done (once; again changes nothing and writes nothing). */
    async markDone(id: number, actor: Actor): Promise<{ request: DataRequestRow; changed: boolean }> {
      return inTransaction(db, async (tx) => {
        const [done] = await queryRows<DataRequestRow>(
          tx,
          sql`UPDATE data_requests SET status = 'done', done_at = now(), done_by = ${actorName(actor)}
              WHERE id = ${id} AND status = 'open' RETURNING ${COLUMNS}`,
        );
        if (done) {
          await recordAudit(tx, {
            actor,
            action: 'request.done',
            target: { kind: 'request', id: String(id) },
            before: { status: 'open' },
            after: { status: 'done' },
          });
          return { request: done, changed: true };
        }
        const [existing] = await queryRows<DataRequestRow>(
          tx,
          sql`SELECT ${COLUMNS} FROM data_requests WHERE id = ${id}`,
        );
        if (!existing) throw new ShopError(404, `No data request #${id}.`);
        return { request: existing, changed: false };
      });
    },
  };
}

export type DataRequestService = ReturnType<typeof createDataRequestService>;
