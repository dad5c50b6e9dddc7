/**
 * Who made a change: a staff member signed in to the console, a person at the operators' command
 * line (named by their operating-system user), or the shop itself (a webhook, the reconciler, a
 * scheduled job). Every service that changes data takes one and writes it to the audit log
 * (server/audit/log.ts); nothing records an anonymous "operator".
 */
import type { StaffRole } from '../../common/domain/staff';

export type Actor =
  | { kind: 'staff'; staffId: number; email: string; role: StaffRole; sessionId: string }
  | { kind: 'cli'; osUser: string }
  | { kind: 'shop'; job: string };

/** The name the audit log, the order history and the stock ledger show: `staff:asha@example.in`, `cli:shop`, `shop:reconciler`. */
export function actorName(actor: Actor): string {
  switch (actor.kind) {
    case 'staff':
      return `staff:${actor.email}`;
    case 'cli':
      return `cli:${actor.osUser}`;
    case 'shop':
      return `shop:${actor.job}`;
  }
}
