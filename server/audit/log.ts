/**
 * The audit log: who did what, to what, from which session, with what before and after and why.
 * Services write an entry in the same transaction as the change it records, so a change that rolls
 * back leaves no entry and an entry never names a change that did not happen. The table refuses
 * updates and deletes (migration 0019), so no code path can rewrite history.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { actorName, type Actor } from '../lib/actor';

export type AuditTargetKind = 'order' | 'product' | 'customer' | 'staff' | 'coupon' | 'message' | 'shop' | 'request';

export interface AuditEntry {
  /** A person or the shop; `customer` for a shopper's own data requests. */
  actor: Actor | 'customer';
  /** What was done, as `noun.verb`: `order.ship`, `order.refund`, `privacy.export`, `staff.invite`. */
  action: string;
  target: { kind: AuditTargetKind; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string;
  /** The invoice or credit note the change issued or names. */
  documentNo?: string;
}

export async function recordAudit(tx: ShopDb, entry: AuditEntry): Promise<void> {
  const actor = entry.actor;
  const staff = actor !== 'customer' && actor.kind === 'staff' ? actor : undefined;
  await tx.execute(
    sql`INSERT INTO audit_log (actor, staff_id, session_id, action, target_kind, target, before, after, reason, document_no)
        VALUES (${actor === 'customer' ? 'customer' : actorName(actor)}, ${staff?.staffId ?? null},
                ${staff?.sessionId ?? null}, ${entry.action}, ${entry.target.kind}, ${entry.target.id},
                ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
                ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb,
                ${entry.reason ?? ''}, ${entry.documentNo ?? null})`,
  );
}

export interface AuditRecord {
  id: number;
  at: string;
  actor: string;
  session_id: string | null;
  action: string;
  target_kind: AuditTargetKind;
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
  document_no: string | null;
}

export interface AuditFilter {
  target?: { kind: AuditTargetKind; id: string };
  /** Inclusive, as instants. */
  since?: Date;
  until?: Date;
  /** Entries with a smaller id than this (pages newest first). */
  beforeId?: number;
  limit?: number;
}

/** Entries newest first. */
export function auditEntries(db: ShopDb, filter: AuditFilter = {}): Promise<AuditRecord[]> {
  const where = [
    filter.target ? sql`target_kind = ${filter.target.kind} AND target = ${filter.target.id}` : undefined,
    filter.since ? sql`at >= ${filter.since.toISOString()}` : undefined,
    filter.until ? sql`at <= ${filter.until.toISOString()}` : undefined,
    filter.beforeId ? sql`id < ${filter.beforeId}` : undefined,
  ].filter((w) => w !== undefined);
  return queryRows<AuditRecord>(
    db,
    sql`SELECT id::int AS id, at::text AS at, actor, session_id, action, target_kind, target, before, after, reason, document_no
        FROM audit_log WHERE ${where.length ? sql.join(where, sql` AND `) : sql`true`}
        ORDER BY id DESC LIMIT ${filter.limit ?? 200}`,
  );
}
