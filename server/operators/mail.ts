import { CliError, flag, table, type Args } from './io';
import { printable } from './engagement';
import { indianDateTime, type CliContext } from './orders';

const STATES = ['pending', 'sending', 'sent', 'failed', 'expired'];

/** `mail list [--status S] [--limit N]`: the queue, newest first; a code's message shows its label only. */
export async function listMail(ctx: CliContext, args: Args): Promise<void> {
  const limit = Number(flag(args, 'limit') ?? '50');
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('--limit must be 1 to 10000.');
  const status = flag(args, 'status');
  if (status !== undefined && !STATES.includes(status))
    throw new CliError(`--status must be one of ${STATES.join(', ')}.`);
  const rows = await ctx.mailer.queue.list({ limit, status });
  if (!rows.length) {
    ctx.io.out('No e-mail in the queue.');
    return;
  }
  ctx.io.out(
    table(
      ['#', 'Queued (IST)', 'To', 'What', 'Status', 'Tries', 'Next try / sent (IST)', 'Last error'],
      rows.map((r) => [
        String(r.id),
        indianDateTime(r.created_at),
        printable(r.to_address, true),
        printable(r.label, true),
        r.status,
        String(r.attempts),
        r.status === 'sent'
          ? indianDateTime(r.sent_at)
          : r.status === 'pending' || r.status === 'sending'
            ? indianDateTime(r.next_attempt_at)
            : '',
        printable(r.last_error ?? '', true),
      ]),
      { right: [0, 5], max: [8, 16, 32, 32, 8, 5, 21, 60] },
    ),
  );
  const waiting = rows.filter((r) => r.status === 'pending' || r.status === 'failed').length;
  ctx.io.out(
    `${rows.length} message${rows.length === 1 ? '' : 's'}${rows.length === limit ? ` (newest ${limit}; --limit N for more)` : ''}.` +
      (waiting ? ' `mail retry` sends the waiting and failed ones now.' : ''),
  );
}

/** `mail retry [ID]`: sends waiting and given-up messages now (an expired code is not sent late). */
export async function retryMail(ctx: CliContext, args: Args): Promise<void> {
  const raw = args.words[2];
  const id = raw === undefined ? undefined : Number(raw);
  if (id !== undefined && (!Number.isInteger(id) || id < 1)) throw new CliError('Usage: shop mail retry [ID]');
  const due = await ctx.mailer.queue.makeDue(id);
  if (!due) {
    ctx.io.out(id ? `Message #${id} is not waiting to be sent.` : 'No e-mail is waiting to be sent.');
    return;
  }
  const { sent, failed } = await ctx.mailer.retryDue();
  ctx.io.out(`Sent ${sent} of ${due}.${failed ? ` ${failed} failed again and stay queued (see \`mail list\`).` : ''}`);
  if (failed) throw new CliError('Some e-mail could not be sent.', 1);
}
