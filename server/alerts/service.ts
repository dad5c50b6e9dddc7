/**
 * Alerts to staff: a new paid order, a payment flagged, stock low or sold out, a new contact message,
 * a data request near its deadline (common/domain/alerts.ts). Each event becomes one row per person
 * in `alert_queue` (migration 0029), whose unique (event_key, staff_id) makes a second process's
 * insert of the same event a no-op: one alert per event however many shop processes saw it. Rows are
 * then sent by whichever process claims them (FOR UPDATE SKIP LOCKED), as server/mail/queue.ts sends
 * mail: by Web Push to each browser the person allowed, by e-mail where they allowed none, retried
 * with backoff, held until their quiet hours end. The request that caused an event only queues it,
 * after its answer's work is done and without waiting: a slow or failing push service never slows it.
 */
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { ALERT_KINDS, ALERT_NEEDS, inQuietHours, quietHoursEnd, type AlertKind } from '../../common/domain/alerts';
import { DATA_REQUEST_NEAR_DAYS, DATA_REQUEST_WORDS } from '../../common/domain/data-requests';
import { canStaff, isStaffRole } from '../../common/domain/staff';
import { queryRows, type ShopDb } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { recordAudit } from '../audit/log';
import { inTransaction } from '../db/tx';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { enqueueAlert, queueStockAlerts, type AlertEvent } from './queue';

export type { AlertEvent } from './queue';
import type { VapidKeys } from './vapid';

interface Logger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface AlertServiceDeps {
  db: ShopDb;
  mailer: Mailer;
  log: Logger;
  vapid: VapidKeys;
  /** mailto: or https: URL push services may contact. */
  subject: string;
  /** The shop's origin, for links in e-mails. */
  origin: () => string;
  /** How long one push may take before it counts as failed (and is retried later). */
  pushTimeoutMs?: number;
  now?: () => Date;
}

/** Tries before giving up, spaced 1, 2, 4 … 60 minutes apart (as mail). */
export const ALERT_MAX_ATTEMPTS = 8;
const CLAIM_SECONDS = 120;
/** Push services keep an undelivered alert this long (the phone may be off): a day. */
const PUSH_TTL_SECONDS = 86_400;

interface QueuedAlert {
  id: number;
  event_key: string;
  staff_id: number;
  kind: AlertKind;
  title: string;
  body: string;
  url: string;
  attempts: number;
  email: string;
  quiet_from: number | null;
  quiet_until: number | null;
}

interface Subscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createAlertService(deps: AlertServiceDeps) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const pushTimeoutMs = deps.pushTimeoutMs ?? 10_000;
  /** Work started outside a request (queueing, draining); settle() waits for it. */
  const pending = new Set<Promise<unknown>>();
  let draining: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const track = (work: Promise<unknown>) => {
    const p = work
      .catch((err: unknown) => log.error({ err }, 'staff alert work failed'))
      .finally(() => pending.delete(p));
    pending.add(p);
  };

  /** Queues the event once per person (./queue.ts, which other processes use too). */
  const enqueue = (event: AlertEvent) => enqueueAlert(db, event);

  /** Takes due alerts for this process, counting the attempt (as the mail queue's claimDue). */
  async function claimDue(limit = 20): Promise<QueuedAlert[]> {
    return queryRows<QueuedAlert>(
      db,
      sql`WITH claimed AS (
            UPDATE alert_queue SET status = 'sending', attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
            WHERE id IN (
              SELECT id FROM alert_queue WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
              ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
            RETURNING id, event_key, staff_id, kind, title, body, url, attempts)
          SELECT c.id::int AS id, c.event_key, c.staff_id::int AS staff_id, c.kind, c.title, c.body, c.url, c.attempts,
            s.email, a.quiet_from, a.quiet_until
          FROM claimed c JOIN staff s ON s.id = c.staff_id LEFT JOIN alert_settings a ON a.staff_id = c.staff_id`,
    );
  }

  async function pushTo(sub: Subscription, alert: QueuedAlert): Promise<'sent' | 'gone' | string> {
    const payload = JSON.stringify({
      title: alert.title,
      body: alert.body,
      url: `/admin${alert.url}`,
      tag: alert.event_key,
    });
    // web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292); the request itself is sent
    // here with fetch, so its time is bounded by an AbortSignal and any http(s) endpoint works.
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: { subject: deps.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: alert.kind === 'payment-flagged' ? 'high' : 'normal',
        topic: alert.kind,
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers))
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    try {
      const answer = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal: AbortSignal.timeout(pushTimeoutMs),
      });
      await answer.arrayBuffer().catch(() => undefined);
      if (answer.status === 404 || answer.status === 410) return 'gone';
      return answer.ok ? 'sent' : `push service answered ${answer.status}`;
    } catch (error) {
      return (error as Error).name === 'TimeoutError'
        ? 'push service did not answer in time'
        : (error as Error).message;
    }
  }

  async function deliver(alert: QueuedAlert): Promise<void> {
    const at = now();
    if (alert.quiet_until !== null && inQuietHours(at, alert.quiet_from, alert.quiet_until)) {
      // Held, not failed: the attempt is given back and the alert is due when the quiet hours end.
      await db.execute(
        sql`UPDATE alert_queue SET status = 'pending', attempts = attempts - 1,
              next_attempt_at = ${quietHoursEnd(at, alert.quiet_until).toISOString()}::timestamptz
            WHERE id = ${alert.id}`,
      );
      return;
    }
    const subs = await queryRows<Subscription>(
      db,
      sql`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE staff_id = ${alert.staff_id} ORDER BY id`,
    );
    let channel: 'push' | 'email' | null = null;
    let problem = '';
    if (subs.length) {
      const results = await Promise.all(subs.map((s) => pushTo(s, alert)));
      const gone = subs.filter((_, i) => results[i] === 'gone').map((s) => s.id);
      if (gone.length)
        await db.execute(sql`DELETE FROM push_subscriptions WHERE id = ANY(${`{${gone.join(',')}}`}::int[])`);
      if (results.includes('sent')) channel = 'push';
      else problem = results.find((r) => r !== 'gone') ?? '';
      // Every browser unsubscribed: the person has no push left, so e-mail as if they had none.
      if (!channel && !problem) subs.length = 0;
    }
    if (!subs.length) {
      const link = `${deps.origin()}/admin${alert.url}`;
      await deps.mailer.send({
        to: alert.email,
        subject: alert.title,
        text: `${alert.body}\n\n${link}\n\nChoose your alerts and quiet hours in the console: More → Alerts.`,
        html: `<p>${escape(alert.body)}</p><p><a href="${escape(link)}">Open in the console</a></p><p>Choose your alerts and quiet hours in the console: More → Alerts.</p>`,
        label: `staff alert: ${alert.kind}`,
      });
      // The mail queue retries on its own: the alert is handed over.
      channel = 'email';
    }
    if (channel) {
      await db.execute(
        sql`UPDATE alert_queue SET status = 'sent', channel = ${channel}, sent_at = now(), last_error = NULL WHERE id = ${alert.id}`,
      );
      return;
    }
    await db.execute(
      sql`UPDATE alert_queue SET
            status = CASE WHEN attempts >= ${ALERT_MAX_ATTEMPTS} THEN 'failed' ELSE 'pending' END,
            next_attempt_at = now() + make_interval(mins => LEAST(60, power(2, GREATEST(0, attempts - 1))::int)),
            last_error = ${problem}
          WHERE id = ${alert.id}`,
    );
    log.warn({ alertId: alert.id, kind: alert.kind, problem }, 'staff alert not delivered; it will be retried');
  }

  /** Sends what is due, batch after batch, one drain at a time in this process. */
  function drain(): Promise<void> {
    if (closed) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        for (;;) {
          const batch = await claimDue();
          if (!batch.length) break;
          // Each alert on its own: one push service that hangs (until pushTimeoutMs) holds back only
          // its own alert, never the next ones. A claimed alert is not due again for CLAIM_SECONDS.
          for (const alert of batch) track(deliver(alert));
        }
      } while (again && !closed);
    })().finally(() => {
      draining = null;
    });
    return draining;
  }

  return {
    /**
     * Queues an event and starts sending, without making the caller wait for either: the caller's
     * answer never waits on the database insert's fate or on a push service.
     */
    raise(event: AlertEvent): void {
      if (closed) return;
      track(enqueue(event).then((n) => (n ? drain() : undefined)));
    },

    /** The same, awaited: for the scheduled checks and tests. */
    async raiseNow(event: AlertEvent): Promise<number> {
      const n = await enqueue(event);
      return n;
    },

    drain,

    /**
     * Products whose stock just changed: those now low or sold out alert once per product, level and
     * day (IST) (./queue.ts), then what was queued is sent, without the caller waiting.
     */
    stockChanged(productIds: readonly number[] | undefined): void {
      if (closed || !productIds?.length) return;
      track(queueStockAlerts(db, productIds, now()).then((queued) => (queued ? drain() : undefined)));
    },

    /** Open data requests within DATA_REQUEST_NEAR_DAYS of their deadline: one alert per request. */
    async requestsDue(): Promise<number> {
      const rows = await queryRows<{ id: number; kind: keyof typeof DATA_REQUEST_WORDS; due_at: string }>(
        db,
        sql`SELECT id, kind, due_at::text AS due_at FROM data_requests
            WHERE status = 'open' AND due_at <= ${new Date(now().getTime() + DATA_REQUEST_NEAR_DAYS * 86_400_000).toISOString()}::timestamptz`,
      );
      let queued = 0;
      for (const r of rows)
        queued += await enqueue({
          key: `request-due:${r.id}`,
          kind: 'request-due',
          title: `Data request #${r.id} due soon`,
          body: `${DATA_REQUEST_WORDS[r.kind]} (request #${r.id}) is due ${r.due_at.slice(0, 10)}.`,
          path: '/more/requests',
        });
      return queued;
    },

    /** The timer's work: deadlines checked, then whatever is due sent. */
    async tick(): Promise<void> {
      await this.requestsDue();
      await drain();
    },

    async subscribe(staffId: number, sub: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
      // An endpoint belongs to one browser: a second person signing in on it takes it over.
      await db.execute(
        sql`INSERT INTO push_subscriptions (staff_id, endpoint, p256dh, auth)
            VALUES (${staffId}, ${sub.endpoint}, ${sub.keys.p256dh}, ${sub.keys.auth})
            ON CONFLICT (endpoint) DO UPDATE SET staff_id = EXCLUDED.staff_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
      );
    },

    async unsubscribe(staffId: number, endpoint: string): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`DELETE FROM push_subscriptions WHERE staff_id = ${staffId} AND endpoint = ${endpoint} RETURNING id`,
      );
      return rows.length > 0;
    },

    async settings(staffId: number, role: string) {
      const allowed = isStaffRole(role) ? ALERT_KINDS.filter((k) => canStaff(role, ALERT_NEEDS[k])) : [];
      const [row] = await queryRows<{ kinds: string[]; quiet_from: number | null; quiet_until: number | null }>(
        db,
        sql`SELECT kinds, quiet_from, quiet_until FROM alert_settings WHERE staff_id = ${staffId}`,
      );
      const [devices] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE staff_id = ${staffId}`,
      );
      return {
        kinds: row ? allowed.filter((k) => row.kinds.includes(k)) : allowed,
        allowed,
        quietFrom: row?.quiet_from ?? null,
        quietUntil: row?.quiet_until ?? null,
        devices: devices!.n,
        vapidPublicKey: deps.vapid.publicKey,
      };
    },

    /**
     * A person's choice of kinds (only those their role allows: another is 422) and quiet hours (both
     * or neither), with an audit entry under their name in the same transaction.
     */
    async saveSettings(
      actor: Actor & { kind: 'staff' },
      body: { kinds: AlertKind[]; quietFrom: number | null; quietUntil: number | null },
    ) {
      const allowed = ALERT_KINDS.filter((k) => canStaff(actor.role, ALERT_NEEDS[k]));
      const refused = body.kinds.filter((k) => !allowed.includes(k));
      if (refused.length) throw new ShopError(422, `Your role does not get these alerts: ${refused.join(', ')}.`);
      if ((body.quietFrom === null) !== (body.quietUntil === null))
        throw new ShopError(422, 'Give quiet hours both a start and an end, or neither.');
      await inTransaction(db, async (tx) => {
        await tx.execute(
          sql`INSERT INTO alert_settings (staff_id, kinds, quiet_from, quiet_until)
              VALUES (${actor.staffId}, ${JSON.stringify(body.kinds)}::jsonb, ${body.quietFrom}, ${body.quietUntil})
              ON CONFLICT (staff_id) DO UPDATE SET kinds = EXCLUDED.kinds, quiet_from = EXCLUDED.quiet_from,
                quiet_until = EXCLUDED.quiet_until`,
        );
        await recordAudit(tx, {
          actor,
          action: 'staff.alerts',
          target: { kind: 'staff', id: actor.email.toLowerCase() },
          after: body,
        });
      });
      return this.settings(actor.staffId, actor.role);
    },

    async settle(): Promise<void> {
      while (pending.size || draining) {
        await Promise.allSettled([...pending]);
        if (draining) await draining;
      }
    },

    async close(): Promise<void> {
      closed = true;
      await this.settle();
    },
  };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type AlertService = ReturnType<typeof createAlertService>;
