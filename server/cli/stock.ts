import { stockHistory } from '../stock/ledger';
import { indianDateTime, type CliContext } from './orders';
import { CliError, flag, onlyFlags, table, type Args } from './io';

/** `stock history PRODUCT_ID`: the product's ledger, oldest first, with the balance after each movement. */
export async function stockHistoryCommand(ctx: CliContext, args: Args): Promise<void> {
  onlyFlags(args, ['limit']);
  const idRaw = args.words[2];
  if (!idRaw || args.words.length > 3) throw new CliError('Usage: shop stock history PRODUCT_ID [--limit N]');
  const id = Number(idRaw);
  if (!/^\d+$/.test(idRaw) || !Number.isSafeInteger(id) || id < 1) throw new CliError(`${idRaw} is not a product id.`);
  const limit = Number(flag(args, 'limit') ?? '100');
  if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) throw new CliError('--limit must be 1 to 100000.');
  const rows = await stockHistory(ctx.db, id, limit);
  if (!rows.length) {
    ctx.io.out(`No stock movements for product ${id}.`);
    return;
  }
  ctx.io.out(
    table(
      ['When (IST)', 'Change', 'Reason', 'Order', 'By', 'Balance', 'Note'],
      rows.map((r) => [
        indianDateTime(r.created_at),
        r.delta > 0 ? `+${r.delta}` : String(r.delta),
        r.reason,
        r.order_no ?? '',
        r.actor,
        String(r.balance),
        r.note,
      ]),
      { right: [1, 5], max: [16, 8, 8, 8, 10, 8, 40] },
    ),
  );
  ctx.io.out(`${rows.length} movement(s); on hand now ${rows[rows.length - 1]!.balance}.`);
}
