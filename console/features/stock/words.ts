import type { StockLevel, StockMovementOnTheWire } from '../../../common/contract/admin-stock';

/** How the console names a stock level (the storefront's "low stock" and "sold out"). */
export const LEVEL_LABEL: Record<StockLevel['level'], string> = { in: 'In stock', low: 'Low', 'sold-out': 'Sold out' };

/** Who made a movement: a staff member by e-mail, a person at the command line, or the shop itself. */
export function actorLabel(actor: string): string {
  if (actor.startsWith('staff:')) return actor.slice('staff:'.length);
  if (actor.startsWith('cli:')) return `${actor.slice('cli:'.length)} (command line)`;
  return actor;
}

const PERSON_REASONS: Record<string, string> = { counted: 'Counted', damaged: 'Damaged', received: 'Received' };

/** What a movement was: a person's reason, or what an order or an import did. */
export function movementLabel(m: StockMovementOnTheWire): string {
  if (m.kind === 'adjusted' && PERSON_REASONS[m.note]) return PERSON_REASONS[m.note]!;
  const order = m.orderNo ? ` ${m.orderNo}` : '';
  switch (m.kind) {
    case 'opening':
      return 'Opening stock';
    case 'reserved':
      return `Ordered${order}`;
    case 'released':
      return `Released${order}`;
    case 'returned':
      return `Returned${order}`;
    default:
      return m.note ? `Adjusted (${m.note})` : 'Adjusted';
  }
}

export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
