/**
 * The console's audit routes under /api/admin/ (tag `console`, the owner's `audit.view`): the log
 * newest first by period and target (an order's or a product's own history), and a period as CSV
 * for the accountant or an inquiry. Days are India's: a period from 1 to 30 November runs from
 * midnight IST on the 1st to the last instant of the 30th.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuditCsvQuery, AuditPage, AuditQuery, type AuditRecordOnTheWire } from '../../common/contract/admin-records';
import type { ShopDb } from '../db/client';
import { ErrorResponse } from '../http/schemas';
import { writeCsv } from '../lib/csv';
import { ShopError } from '../lib/errors';
import { indianDayStart, isoInstant } from '../lib/instants';
import { auditEntries, type AuditFilter, type AuditRecord, type AuditTargetKind } from './log';

/** One CSV holds at most this many entries: a shop of this size writes a few hundred a day. */
const CSV_MAX_ENTRIES = 100_000;
const CSV_PAGE = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse };

/** Midnight IST at the start of an Indian calendar day; 400 for a day that does not exist (2026-02-30). */
function dayStart(day: string): Date {
  const at = indianDayStart(day);
  if (!at) throw new ShopError(400, `${day} is not a date.`);
  return at;
}

function period(from: string | undefined, to: string | undefined): Pick<AuditFilter, 'since' | 'until'> {
  const since = from ? dayStart(from) : undefined;
  const until = to ? new Date(dayStart(to).getTime() + DAY_MS - 1) : undefined;
  if (since && until && since > until) throw new ShopError(400, 'The period ends before it starts.');
  return { since, until };
}

function onTheWire(r: AuditRecord): AuditRecordOnTheWire {
  return {
    id: r.id,
    at: isoInstant(r.at),
    actor: r.actor,
    sessionId: r.session_id,
    action: r.action,
    targetKind: r.target_kind,
    target: r.target,
    before: r.before,
    after: r.after,
    reason: r.reason,
    documentNo: r.document_no,
  };
}

/** Order numbers are stored in capitals and staff by their lower-case e-mail: typed either way, both are found. */
function targetId(kind: AuditTargetKind, raw: string): string {
  const id = raw.trim();
  return kind === 'order' ? id.toUpperCase() : kind === 'staff' ? id.toLowerCase() : id;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export async function auditRoutes(admin: FastifyInstance, deps: { db: ShopDb }): Promise<void> {
  const app = admin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/audit',
    {
      config: { staff: 'audit.view' },
      schema: {
        tags: ['console'],
        summary:
          'Who did what, newest first: by period (India’s days, inclusive) and target (an order number, a product id); `next` pages on.',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.target !== undefined && q.kind === undefined)
        throw new ShopError(400, 'Name the kind of target (order, product, …) with the target.');
      const limit = q.limit ?? 50;
      const target =
        q.kind && q.target
          ? { kind: q.kind as AuditTargetKind, id: targetId(q.kind as AuditTargetKind, q.target) }
          : undefined;
      // One more than asked tells whether there is a next page.
      const rows = await auditEntries(deps.db, {
        ...period(q.from, q.to),
        target,
        beforeId: q.before,
        limit: limit + 1,
      });
      reply.header('Cache-Control', 'private, no-store');
      const page = rows.slice(0, limit);
      return { entries: page.map(onTheWire), next: rows.length > limit ? page[page.length - 1]!.id : null };
    },
  );

  app.get(
    '/audit.csv',
    {
      config: { staff: 'audit.view' },
      schema: {
        tags: ['console'],
        summary: 'The audit log of a period (India’s days, inclusive) as CSV, oldest first.',
        querystring: AuditCsvQuery,
        response: { 200: Type.String({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const { since, until } = period(request.query.from, request.query.to);
      const rows: AuditRecord[] = [];
      let beforeId: number | undefined;
      for (;;) {
        const page = await auditEntries(deps.db, { since, until, beforeId, limit: CSV_PAGE });
        rows.push(...page);
        if (rows.length > CSV_MAX_ENTRIES)
          throw new ShopError(422, `More than ${CSV_MAX_ENTRIES} entries: export a shorter period.`);
        if (page.length < CSV_PAGE) break;
        beforeId = page[page.length - 1]!.id;
      }
      rows.reverse();
      const csv = writeCsv(
        ['id', 'at', 'actor', 'session', 'action', 'target_kind', 'target', 'before', 'after', 'reason', 'document_no'],
        rows.map((r) => [
          r.id,
          isoInstant(r.at),
          r.actor,
          r.session_id,
          r.action,
          r.target_kind,
          r.target,
          json(r.before),
          json(r.after),
          r.reason,
          r.document_no,
        ]),
        { safe: true, numeric: ['id'], eol: '\r\n' },
      );
      const file = `audit-${request.query.from}-to-${request.query.to}.csv`;
      return reply
        .header('Content-Disposition', `attachment; filename="${file}"`)
        .header('Cache-Control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
}
