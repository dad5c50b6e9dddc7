/** `audit list`: who did what, newest first, from the audit log (server/audit/log.ts). */
import { auditEntries, type AuditFilter } from '../audit/log';
import { indianDayStart } from '../lib/instants';
import type { CliContext } from './context';
import { CliError, flag, table, type Args } from './io';
import { indianDateTime } from './orders';

/** Midnight at the start of a day in India. */
function dayStart(value: string, name: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new CliError(`--${name} must be a date such as 2026-11-01.`);
  const at = indianDayStart(value);
  if (!at) throw new CliError(`--${name} ${value} is not a date.`);
  return at;
}

function brief(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export async function listAudit(ctx: CliContext, args: Args): Promise<void> {
  const filter: AuditFilter = {};
  const order = flag(args, 'order');
  if (order !== undefined) {
    if (!/^[2-9A-Z]{8}$/i.test(order)) throw new CliError(`${order} is not an order number (8 letters and digits).`);
    filter.target = { kind: 'order', id: order.toUpperCase() };
  }
  const since = flag(args, 'since');
  if (since !== undefined) filter.since = dayStart(since, 'since');
  const limitRaw = flag(args, 'limit') ?? '100';
  const limit = Number(limitRaw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('--limit must be 1 to 10000.');
  filter.limit = limit;
  const rows = await auditEntries(ctx.db, filter);
  if (!rows.length) {
    ctx.io.out('Nothing in the audit log matches.');
    return;
  }
  ctx.io.out(
    table(
      ['When (IST)', 'Who', 'Action', 'Target', 'Change', 'Reason'],
      rows.map((r) => [
        indianDateTime(r.at),
        r.actor,
        r.action,
        `${r.target_kind} ${r.target}`.trim(),
        [brief(r.before), brief(r.after)].filter(Boolean).join(' → '),
        r.reason,
      ]),
      { max: [16, 32, 22, 30, 60, 40] },
    ),
  );
  ctx.io.out(`${rows.length} entr${rows.length === 1 ? 'y' : 'ies'}, newest first.`);
}
