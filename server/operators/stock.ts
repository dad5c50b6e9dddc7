import { stockHistory } from '../stock/ledger';
import { createStockService } from '../stock/service';
import { indianDateTime, type CliContext } from './orders';
import { CliError, flag, table, type Args } from './io';

/** `stock history PRODUCT_ID`: the product's ledger, oldest first, with the balance after each movement. */
export async function stockHistoryCommand(ctx: CliContext, args: Args): Promise<void> {
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

/**
 * `stock low [--below N]`: what is running out, lowest first. By default each product at or under its
 * own low_stock_threshold (the level at which its page says "low stock", 5 unless imported
 * otherwise), so the list agrees with the storefront; --below N asks for fewer than N units instead.
 * Products still "coming soon" are not on sale and are left out; a product whose stock was never
 * recorded cannot be ordered, so they are counted at the end.
 */
export async function stockLowCommand(ctx: CliContext, args: Args): Promise<void> {
  if (args.words.length > 2) throw new CliError('Usage: shop stock low [--below N]');
  const belowRaw = flag(args, 'below');
  const below = belowRaw === undefined ? undefined : Number(belowRaw);
  if (
    belowRaw !== undefined &&
    (!/^\d+$/.test(belowRaw) || !Number.isSafeInteger(below) || below! < 1 || below! > 2_000_000_000)
  )
    throw new CliError(`--below must be a whole number of 1 or more (got ${belowRaw}).`);
  const { products: rows, unrecorded } = await createStockService({
    db: ctx.db,
    catalogueChanged: () => {},
  }).low(below);
  const rule = below === undefined ? 'at or under their low-stock level' : `under ${below}`;
  if (!rows.length) ctx.io.out(`No product is running out (${rule}).`);
  else {
    ctx.io.out(
      table(
        ['ID', 'Product', 'On hand', 'Low at', 'Note'],
        rows.map((r) => [
          String(r.id),
          r.name,
          String(r.stock),
          String(r.lowAt),
          (r.stock ?? 0) <= 0 ? 'out of stock' : r.markedSoldOut ? 'marked sold out' : '',
        ]),
        { right: [0, 2, 3], max: [8, 48, 10, 8, 16] },
      ),
    );
    ctx.io.out(`${rows.length} product${rows.length === 1 ? '' : 's'} ${rule}; \`stock set ID N\` to restock.`);
  }
  if (unrecorded)
    ctx.io.out(
      `${unrecorded} product(s) have no stock recorded, so they cannot be ordered (set it with \`stock set\`).`,
    );
}
