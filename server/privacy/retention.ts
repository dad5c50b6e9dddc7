/**
 * The retention job: deletes or anonymises what the table of personal data (./data-map.ts) keeps no
 * longer. `npm run shop -- privacy report` prints `retentionPlan`; the shop runs `runRetention` every
 * RETENTION_INTERVAL_MS, in one process at a time (server/lib/scheduled.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import { scheduleJob } from '../lib/scheduled';
import { logAccess } from './subject';

export interface RetentionOptions {
  now: Date;
  contactDays: number;
}

interface Rule {
  what: string;
  rule: string;
  action: 'delete' | 'anonymise';
  /** The rows the rule applies to: a WHERE clause over `table`. */
  table: string;
  where: (o: RetentionOptions) => SQL;
  /** Anonymise: the SET clause. */
  set?: SQL;
  /** Run before the rows go (anonymising what hangs off them). */
  before?: (tx: ShopDb, o: RetentionOptions) => Promise<void>;
}

const at = (o: RetentionOptions) => sql`${o.now.toISOString()}::timestamptz`;
const daysBefore = (o: RetentionOptions, days: number) => sql`(${at(o)} - make_interval(days => ${days}))`;

/**
 * The last moment a GST record dated `column` is kept: 31 December of the sixth year after the annual
 * return of its financial year (April–March, in India) falls due (CGST Act s.36, Rule 56); the same
 * rule as gstRetentionEnds in ./data-map.ts.
 */
const gstEnd = (column: SQL) =>
  sql`make_timestamptz((extract(year FROM (${column} AT TIME ZONE 'Asia/Kolkata'))::int
        + CASE WHEN extract(month FROM (${column} AT TIME ZONE 'Asia/Kolkata')) >= 4 THEN 1 ELSE 0 END + 6),
        12, 31, 23, 59, 59, 'Asia/Kolkata')`;

const paidOrderDate = sql`coalesce((SELECT issued_at FROM invoices i WHERE i.order_id = orders.id), orders.paid_at, orders.created_at)`;

// In this order: what hangs off a row goes before the row, so each figure counts its own kind.
export const RETENTION_RULES: readonly Rule[] = [
  {
    what: 'e-mailed codes',
    rule: 'a day after they expire',
    action: 'delete',
    table: 'one_time_codes',
    where: (o) => sql`expires_at < ${daysBefore(o, 1)}`,
  },
  {
    what: 'accounts never verified',
    rule: '7 days after sign-up',
    action: 'delete',
    table: 'users',
    where: (o) => sql`verified_at IS NULL AND created_at < ${daysBefore(o, 7)}`,
  },
  {
    what: 'sign-in tokens',
    rule: 'once expired or revoked a day ago',
    action: 'delete',
    table: 'refresh_tokens',
    where: (o) => sql`expires_at < ${at(o)} OR revoked_at < ${daysBefore(o, 1)}`,
  },
  {
    what: 'guest carts',
    rule: '90 days after the browser’s last visit',
    action: 'delete',
    table: 'cart_items',
    where: (o) => sql`session_id IN (SELECT id FROM sessions WHERE last_seen_at < ${daysBefore(o, 90)})`,
  },
  {
    what: 'browser sessions (and guest addresses)',
    rule: '90 days after the last visit',
    action: 'delete',
    table: 'sessions',
    where: (o) => sql`last_seen_at < ${daysBefore(o, 90)}`,
  },
  {
    what: 'contact messages',
    rule: 'PRIVACY_CONTACT_DAYS after they arrive',
    action: 'delete',
    table: 'contact_messages',
    where: (o) => sql`created_at < ${daysBefore(o, o.contactDays)}`,
  },
  {
    what: 'customers’ data requests',
    rule: 'a year after they were done',
    action: 'delete',
    table: 'data_requests',
    where: (o) => sql`status = 'done' AND done_at < ${daysBefore(o, 365)}`,
  },
  {
    what: 'staff alerts (sent or given up)',
    rule: '90 days after they were queued',
    action: 'delete',
    table: 'alert_queue',
    where: (o) => sql`status IN ('sent', 'failed') AND created_at < ${daysBefore(o, 90)}`,
  },
  {
    what: 'e-mail records (sent or given up)',
    rule: '90 days after they were queued',
    action: 'delete',
    table: 'mail_queue',
    where: (o) => sql`status IN ('sent', 'failed', 'expired') AND created_at < ${daysBefore(o, 90)}`,
  },
  {
    what: 'unpaid orders',
    rule: '90 days after they expired',
    action: 'delete',
    table: 'orders',
    where: (o) =>
      sql`status = 'expired' AND paid_at IS NULL AND updated_at < ${daysBefore(o, 90)}
          AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = orders.id)`,
    before: async (tx, o) => {
      await tx.execute(
        sql`DELETE FROM payment_events WHERE provider_order_id IN (SELECT provider_order_id FROM orders WHERE status = 'expired'
              AND paid_at IS NULL AND updated_at < ${daysBefore(o, 90)}
              AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = orders.id))`,
      );
    },
  },
  {
    what: 'paid orders’ personal data',
    rule: `six years after the annual return is due (CGST Act s.36)`,
    action: 'anonymise',
    table: 'orders',
    where: (o) => sql`ship_street <> '' AND paid_at IS NOT NULL AND ${gstEnd(paidOrderDate)} < ${at(o)}`,
    set: sql`ship_name = 'A customer', ship_street = '', ship_city = '', ship_postal_code = '', ship_phone = '',
             ship_email = '', bill_name = 'A customer', bill_street = '', bill_city = '', bill_postal_code = '',
             bill_phone = '', bill_email = '', user_id = NULL, session_id = NULL, erased_digest = NULL,
             erased_at = coalesce(erased_at, now())`,
    before: async (tx, o) => {
      const anon = sql`'{"name": "A customer", "address": [], "phone": "", "email": ""}'::jsonb`;
      // Credit notes copy their invoice's parties and are kept as long: anonymised with it.
      for (const table of [sql`invoices`, sql`credit_notes`])
        await tx.execute(
          sql`UPDATE ${table} SET data = data || jsonb_build_object(
                'buyer', (data->'buyer') || ${anon}, 'shipTo', (data->'shipTo') || ${anon})
              WHERE order_id IN (SELECT id FROM orders WHERE ship_street <> '' AND paid_at IS NOT NULL
                AND ${gstEnd(paidOrderDate)} < ${at(o)})`,
        );
      await tx.execute(
        sql`UPDATE payment_events SET payload = '{}'::jsonb WHERE provider_order_id IN (SELECT provider_order_id FROM orders
              WHERE ship_street <> '' AND paid_at IS NOT NULL AND ${gstEnd(paidOrderDate)} < ${at(o)})`,
      );
    },
  },
  {
    what: 'the personal-data access log (before the audit log)',
    rule: 'one year',
    action: 'delete',
    table: 'privacy_access_log',
    where: (o) => sql`at < (${at(o)} - interval '1 year')`,
  },
  {
    what: 'the audit log',
    rule: 'views and exports of personal data: one year; every other change: the GST period of its date',
    action: 'delete',
    table: 'audit_log',
    where: (o) =>
      sql`CASE WHEN action LIKE 'privacy.%' THEN at < (${at(o)} - interval '1 year') ELSE ${gstEnd(sql`at`)} < ${at(o)} END`,
    // The table refuses deletes (migration 0019) except this job's, which says so for its transaction.
    before: async (tx) => {
      await tx.execute(sql`SELECT set_config('shop.audit_retention', 'on', true)`);
    },
  },
];

export interface PlannedStep {
  what: string;
  rule: string;
  action: 'delete' | 'anonymise';
  rows: number;
}

/** What the next run would do, rule by rule. */
export async function retentionPlan(db: ShopDb, options: RetentionOptions): Promise<PlannedStep[]> {
  const plan: PlannedStep[] = [];
  for (const r of RETENTION_RULES) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(r.table)} WHERE ${r.where(options)}`,
    );
    plan.push({ what: r.what, rule: r.rule, action: r.action, rows: row?.n ?? 0 });
  }
  return plan;
}

/** Applies every rule, each in its own transaction; returns what it did. */
export async function runRetention(db: ShopDb, options: RetentionOptions): Promise<PlannedStep[]> {
  const done: PlannedStep[] = [];
  for (const r of RETENTION_RULES) {
    const rows = await inTransaction(db, async (tx) => {
      await r.before?.(tx, options);
      const changed =
        r.action === 'delete'
          ? await queryRows(tx, sql`DELETE FROM ${sql.identifier(r.table)} WHERE ${r.where(options)} RETURNING 1`)
          : await queryRows(
              tx,
              sql`UPDATE ${sql.identifier(r.table)} SET ${r.set!} WHERE ${r.where(options)} RETURNING 1`,
            );
      return changed.length;
    });
    done.push({ what: r.what, rule: r.rule, action: r.action, rows });
  }
  const total = done.reduce((sum, d) => sum + d.rows, 0);
  if (total)
    await logAccess(db, {
      actor: { kind: 'shop', job: 'retention' },
      command: 'retention run',
      detail: done
        .filter((d) => d.rows)
        .map((d) => `${d.what}: ${d.rows}`)
        .join('; '),
    });
  return done;
}

/** Advisory-lock key of the retention job (any fixed number no other job uses). */
const RETENTION_LOCK = 742_915_029;

/**
 * The scheduled run, one process at a time across the shop (lib/scheduled.ts); every rule is
 * idempotent, so a run that a new leader repeats finds nothing left to do.
 */
export function scheduleRetention(app: FastifyInstance): void {
  const { config, database } = app;
  scheduleJob(app, {
    name: 'the retention job',
    intervalMs: config.retentionIntervalMs,
    lockKey: RETENTION_LOCK,
    run: async () => {
      const done = await runRetention(database.db, { now: new Date(), contactDays: config.privacyContactDays });
      const changed = done.filter((d) => d.rows);
      if (changed.length) app.log.info({ retention: changed }, 'retention job ran');
    },
  });
}
