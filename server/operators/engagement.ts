import { writeFileSync } from 'node:fs';
import { normaliseEmail } from '../../common/domain/accounts';
import { createEngagementRepository } from '../engagement/repository';
import { CliError, flag, table, type Args } from './io';
import { writeCsv } from '../lib/csv';
import { indianDateTime, type CliContext } from './orders';

/**
 * What shoppers typed, made safe for a terminal: control characters (an escape sequence could
 * rewrite the operator's screen) become U+FFFD; line breaks and tabs stay unless `oneLine`.
 */
export function printable(text: string, oneLine = false): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  const safe = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\ufffd');
  return oneLine ? safe.replace(/\s+/g, ' ').trim() : safe;
}

function limitArg(args: Args): number {
  const raw = flag(args, 'limit') ?? '50';
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('--limit must be 1 to 10000.');
  return limit;
}

/** --since YYYY-MM-DD: from midnight in India that day. */
function sinceArg(args: Args): Date | undefined {
  const value = flag(args, 'since');
  if (value === undefined) return undefined;
  const at = new Date(`${value}T00:00:00+05:30`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(at.getTime()))
    throw new CliError(`--since must be a date such as 2026-11-22 (got "${value}").`);
  return at;
}

export async function listMessages(ctx: CliContext, args: Args): Promise<void> {
  const limit = limitArg(args);
  const rows = await createEngagementRepository(ctx.db).contacts({ since: sinceArg(args), limit });
  if (!rows.length) {
    ctx.io.out('No contact messages.');
    return;
  }
  ctx.io.out(
    table(
      ['#', 'Received (IST)', 'Name', 'Email', 'Mobile', 'E-mailed', 'Message'],
      rows.map((r) => [
        String(r.id),
        indianDateTime(r.created_at),
        printable(r.name, true),
        r.email,
        r.mobile,
        r.notified_at ? 'yes' : 'NO',
        printable(r.message, true),
      ]),
      { right: [0], max: [8, 16, 24, 32, 10, 8, 48] },
    ),
  );
  ctx.io.out(
    `${rows.length} message${rows.length === 1 ? '' : 's'}${rows.length === limit ? ` (newest ${limit}; --limit N for more)` : ''}. ` +
      '`messages show ID` prints one in full.',
  );
}

export async function showMessage(ctx: CliContext, args: Args): Promise<void> {
  const raw = args.words[2];
  const id = Number(raw);
  if (!raw || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new CliError('Usage: shop messages show ID');
  const [m] = await createEngagementRepository(ctx.db).contacts({ id });
  if (!m) throw new CliError(`No contact message #${id}.`);
  const out = ctx.io.out;
  out(`Message #${m.id}, received ${indianDateTime(m.created_at)} IST`);
  out(`From:    ${printable(m.name, true)} <${m.email}>`);
  out(`Mobile:  +91 ${m.mobile}`);
  out(`Address: ${m.address ? printable(m.address, true) : '(not given)'}`);
  out(
    m.notified_at
      ? `E-mailed to the shop at ${indianDateTime(m.notified_at)} IST`
      : 'NOT e-mailed to the shop (sending failed: see the shop log).',
  );
  out('');
  out(printable(m.message));
}

export async function listSubscribers(ctx: CliContext, _args: Args): Promise<void> {
  const rows = await createEngagementRepository(ctx.db).subscribers();
  if (!rows.length) {
    ctx.io.out('No newsletter subscribers.');
    return;
  }
  ctx.io.out(
    table(
      ['Email', 'Consented (IST)', 'From IP'],
      rows.map((r) => [r.email, indianDateTime(r.consented_at), r.consent_ip ?? '']),
    ),
  );
  ctx.io.out(`${rows.length} subscriber${rows.length === 1 ? '' : 's'}.`);
}

export async function exportSubscribers(ctx: CliContext, args: Args): Promise<void> {
  const file = ctx.resolvePath(flag(args, 'file', true));
  const format = flag(args, 'format') ?? (file.endsWith('.json') ? 'json' : 'csv');
  if (format !== 'json' && format !== 'csv') throw new CliError('--format must be json or csv.');
  const rows = (await createEngagementRepository(ctx.db).subscribers()).map((r) => ({
    email: r.email,
    consented_at: r.consented_at,
    consent_ip: r.consent_ip,
  }));
  const text =
    format === 'json'
      ? `${JSON.stringify(rows, null, 2)}\n`
      : // A cell a spreadsheet would run as a formula is kept text (server/lib/csv.ts).
        writeCsv(
          ['email', 'consented_at', 'consent_ip'],
          rows.map((r) => [r.email, r.consented_at, r.consent_ip]),
          { safe: true },
        );
  writeFileSync(file, text);
  ctx.io.out(`Exported ${rows.length} subscriber${rows.length === 1 ? '' : 's'} to ${file}.`);
}

export async function removeSubscriber(ctx: CliContext, args: Args): Promise<void> {
  const raw = args.words[2];
  if (!raw) throw new CliError('Usage: shop subscribers remove EMAIL');
  const email = normaliseEmail(raw);
  if (!(await createEngagementRepository(ctx.db).removeSubscriber(email)))
    throw new CliError(`${email} is not subscribed.`);
  ctx.io.out(`Removed ${email} from the newsletter, with its consent record.`);
}
