/** Customers' data rights for operators: find, export, correct and erase a person's data; the retention report. */
import { writeFileSync } from 'node:fs';
import { normaliseEmail } from '../../common/domain/accounts';
import { retentionPlan } from '../privacy/retention';
import {
  correctPerson,
  CORRECTABLE,
  erasePerson,
  exportPerson,
  findPerson,
  foundCounts,
  logAccess,
  PrivacyError,
  withAccessRecord,
} from '../privacy/subject';
import { printable } from './engagement';
import { CliError, flag, table, type Args } from './io';
import { indianDateTime, type CliContext } from './orders';

/** Runs a privacy step with its access record, turning its refusals into the tool's. */
async function logged<T>(
  ctx: CliContext,
  command: string,
  email: string | undefined,
  work: () => Promise<T>,
  detail: (result: T) => string,
): Promise<T> {
  try {
    return await withAccessRecord(ctx.db, { actor: ctx.actor, command, email }, work, detail);
  } catch (error) {
    if (error instanceof PrivacyError) throw new CliError(error.message);
    throw error;
  }
}

function subjectArg(args: Args, usage: string): string {
  const raw = args.words[2];
  if (!raw) throw new CliError(`Usage: shop ${usage}`);
  return raw;
}

export async function findCustomer(ctx: CliContext, args: Args): Promise<void> {
  const query = subjectArg(args, 'customers find EMAIL|PHONE');
  const found = await logged(
    ctx,
    'customers find',
    query.includes('@') ? normaliseEmail(query) : undefined,
    () => findPerson(ctx.db, query),
    foundCounts,
  );
  const out = ctx.io.out;
  const none = !found.accounts.length && !found.orders.length && !found.subscriptions.length && !found.messages.length;
  if (none) {
    out(`Nothing matches ${query}.`);
    return;
  }
  if (found.accounts.length) {
    out('Accounts');
    out(
      table(
        ['#', 'Name', 'Email', 'Mobile', 'Created (IST)', 'Verified'],
        found.accounts.map((a) => [
          String(a.id),
          printable(a.username, true),
          a.email,
          a.mobile,
          indianDateTime(a.created_at),
          a.verified_at ? 'yes' : 'no',
        ]),
        { right: [0] },
      ),
    );
  }
  if (found.orders.length) {
    out('Orders');
    out(
      table(
        ['Order', 'Placed (IST)', 'Status', 'By', 'Email', 'Phone'],
        found.orders.map((o) => [
          o.order_no,
          indianDateTime(o.created_at),
          o.status,
          o.guest ? 'guest' : 'account',
          o.email,
          o.phone,
        ]),
      ),
    );
  }
  if (found.subscriptions.length) {
    out('Newsletter');
    out(
      table(
        ['Email', 'Consented (IST)'],
        found.subscriptions.map((s) => [s.email, indianDateTime(s.consented_at)]),
      ),
    );
  }
  if (found.messages.length) {
    out('Contact messages');
    out(
      table(
        ['#', 'Received (IST)', 'Name', 'Email', 'Mobile'],
        found.messages.map((m) => [
          String(m.id),
          indianDateTime(m.created_at),
          printable(m.name, true),
          m.email,
          m.mobile,
        ]),
        { right: [0] },
      ),
    );
  }
}

export async function exportCustomer(ctx: CliContext, args: Args): Promise<void> {
  const email = subjectArg(args, 'customers export EMAIL --file F');
  const file = ctx.resolvePath(flag(args, 'file', true));
  const data = await logged(
    ctx,
    'customers export',
    email,
    () => exportPerson(ctx.db, email, ctx.shop.brand),
    (d) => `${d.sections.length} sections`,
  );
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  ctx.io.out(
    data.sections.length
      ? `Wrote ${file}: ${data.sections.map((s) => `${s.table} (${s.items.length})`).join(', ')}.`
      : `Wrote ${file}: the shop holds nothing about ${data.email}.`,
  );
}

export async function correctCustomer(ctx: CliContext, args: Args): Promise<void> {
  const email = subjectArg(args, 'customers correct EMAIL --field F --value V');
  const field = flag(args, 'field', true);
  const value = flag(args, 'value', true);
  if (!CORRECTABLE.includes(field)) throw new CliError(`--field must be one of ${CORRECTABLE.join(', ')}.`);
  const said = await logged(
    ctx,
    'customers correct',
    email,
    () => correctPerson(ctx.db, email, field, value),
    () => `field ${field}`,
  );
  ctx.io.out(said);
}

export async function eraseCustomer(ctx: CliContext, args: Args): Promise<void> {
  const email = subjectArg(args, 'customers erase EMAIL [--dry-run]');
  const dryRun = args.flags.get('dry-run') === true;
  if (args.flags.has('dry-run') && !dryRun) throw new CliError('--dry-run takes no value.');
  const report = await logged(
    ctx,
    dryRun ? 'customers erase --dry-run' : 'customers erase',
    email,
    () => erasePerson(ctx.db, email, { dryRun }),
    (r) => `${r.kept.length} orders kept`,
  );
  if (!dryRun && report.products.length) await ctx.notifyCatalogue({ products: report.products });
  ctx.io.out(dryRun ? `Dry run: erasing ${report.email} would change:` : `Erased ${report.email}:`);
  for (const line of report.lines) ctx.io.out(`  ${line}`);
  if (dryRun) ctx.io.out('Nothing was changed.');
}

export async function privacyReport(ctx: CliContext, _args: Args): Promise<void> {
  const plan = await retentionPlan(ctx.db, { now: new Date(), contactDays: ctx.privacy.contactDays });
  await logAccess(ctx.db, { actor: ctx.actor, command: 'privacy report', detail: `${plan.length} kinds` });
  ctx.io.out('The next retention run would:');
  ctx.io.out(
    table(
      ['Data', 'Rule', 'Action', 'Rows'],
      plan.map((p) => [p.what, p.rule, p.action, String(p.rows)]),
      { right: [3] },
    ),
  );
}
