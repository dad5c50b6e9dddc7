/** The console's staff from the command line: invite, list, change a role, remove (server/staff/). */
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../common/domain/staff';
import { ShopError } from '../lib/errors';
import { createStaffService } from '../staff/service';
import { CliError, flag, table, type Args } from './io';
import type { CliContext } from './orders';

/** The person at the terminal, as the audit log names them. */

const service = (ctx: CliContext) => createStaffService({ db: ctx.db, mailer: ctx.mailer, shopName: ctx.shop.brand });

function roleArg(value: string | undefined, usage: string): StaffRole {
  if (!value) throw new CliError(`Usage: shop ${usage}`);
  if (!isStaffRole(value)) throw new CliError(`The role is one of ${STAFF_ROLES.join(', ')}.`);
  return value;
}

/** The service's refusals (409 already staff, 404 no such person) as the tool's. */
async function refused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ShopError) throw new CliError(error.message);
    throw error;
  }
}

export async function inviteStaff(ctx: CliContext, args: Args): Promise<void> {
  const usage = 'staff invite EMAIL --role owner|packer|support [--name NAME]';
  const email = args.words[2];
  if (!email) throw new CliError(`Usage: shop ${usage}`);
  const role = roleArg(flag(args, 'role', true), usage);
  const invited = await refused(() =>
    service(ctx).invite(ctx.actor, { email, role, name: flag(args, 'name') }, ctx.publicUrl),
  );
  ctx.io.out(`Invited ${invited.member.email} as ${role}.`);
  ctx.io.out(invited.emailed ? 'The link was e-mailed to them.' : 'The e-mail is queued (mail list shows it).');
  ctx.io.out(`Single-use link, valid 48 hours: ${invited.link}`);
}

export async function listStaff(ctx: CliContext): Promise<void> {
  const staff = await service(ctx).list();
  if (staff.length === 0) {
    ctx.io.out('No staff yet. Invite the owner: shop staff invite EMAIL --role owner');
    return;
  }
  ctx.io.out(
    table(
      ['EMAIL', 'NAME', 'ROLE', 'STATUS'],
      staff.map((s) => [s.email, s.name, s.role, s.status]),
    ),
  );
}

export async function changeStaffRole(ctx: CliContext, args: Args): Promise<void> {
  const usage = 'staff role EMAIL owner|packer|support';
  const email = args.words[2];
  const role = roleArg(args.words[3], usage);
  if (!email) throw new CliError(`Usage: shop ${usage}`);
  const changed = await refused(() => service(ctx).changeRole(ctx.actor, { email }, role));
  ctx.io.out(`${changed.email} is now ${changed.role}; their sessions have ended.`);
}

export async function removeStaff(ctx: CliContext, args: Args): Promise<void> {
  const email = args.words[2];
  if (!email) throw new CliError('Usage: shop staff remove EMAIL');
  await refused(() => service(ctx).remove(ctx.actor, { email }));
  ctx.io.out(`${email} is removed; their sessions have ended.`);
}
