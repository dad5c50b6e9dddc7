import { inTransaction } from '../db/tx';
import { queueStockAlerts } from '../alerts/queue';
import { recordStockSetByImport } from '../stock/ledger';
import { createCouponService } from '../coupons/service';
import { createStockService } from '../stock/service';
import { MAX_STOCK, STOCK_CHANGE_REASONS, type StockChangeReason } from '../../common/contract/admin-stock';
import { ShopError } from '../lib/errors';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { CliError, flag, type Args } from './io';
import type { CliContext } from './orders';
import { parsePhotoKey } from '../../common/site/media';
import { photoIsStored } from '../media/photos';
import { dropUnusedPhotoFiles } from './photos';
import { writeCsv } from '../lib/csv';
import { writeProductLists } from '../products/lists';
import {
  ENTITIES,
  ENTITY_NAMES,
  LIST_KINDS,
  readRecords,
  validate,
  type Entity,
  type Row,
  type Value,
} from './catalogue-rows';

export { ENTITY_NAMES };

/**
 * Catalogue files: products, categories, blogs and coupons as JSON (an array of objects) or CSV (a header
 * row, then one row per record). Import checks every row first and names the line of each problem; then
 * it writes all rows in one transaction, so a file is imported whole or not at all. Rows match existing
 * records by id when the id exists, else by slug (code for coupons); other rows are added.
 */

// --- Writing ---

class RowError extends Error {}

async function upsert(
  tx: ShopDb,
  name: string,
  entity: Entity,
  row: Row,
  /** Values a new row takes when the file gives none; a row already there keeps its own. */
  newRowDefaults: Row = {},
): Promise<{ outcome: 'added' | 'updated'; id: number }> {
  const values: Row = { ...row };
  const id = values.id;
  delete values.id;
  for (const f of entity.fields) if (LIST_KINDS.includes(f.kind)) delete values[f.name];
  if (name === 'products') {
    const [category] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM categories WHERE slug = ${values.category}`,
    );
    if (!category) throw new RowError(`category ${String(values.category)} does not exist (import categories first)`);
    delete values.category;
    values.category_id = category.id;
  }
  const columns = Object.keys(values);
  const assign = (c: string): SQL => sql`${sql.identifier(c)} = ${values[c]}`;
  const touch = ['products'].includes(name) ? sql`, updated_at = now()` : sql``;
  if (id !== null && id !== undefined) {
    const updated = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE ${sql.identifier(entity.table)} SET ${sql.join(columns.map(assign), sql`, `)} ${touch}
          WHERE id = ${id} RETURNING id`,
    );
    if (updated.length) return { outcome: 'updated', id: updated[0]!.id };
  }
  const defaults = Object.fromEntries(Object.entries(newRowDefaults).filter(([c]) => !(c in values)));
  const inserted = { ...values, ...defaults };
  const insertColumns = Object.keys(inserted);
  const [result] = await queryRows<{ inserted: boolean; id: number }>(
    tx,
    sql`INSERT INTO ${sql.identifier(entity.table)} (${sql.join(
      insertColumns.map((c) => sql.identifier(c)),
      sql`, `,
    )})
        VALUES (${sql.join(
          insertColumns.map((c) => sql`${inserted[c]}`),
          sql`, `,
        )})
        ON CONFLICT (${sql.identifier(entity.key)}) DO UPDATE SET ${sql.join(
          columns.filter((c) => c !== entity.key).map((c) => sql`${sql.identifier(c)} = EXCLUDED.${sql.identifier(c)}`),
          sql`, `,
        )} ${touch}
        RETURNING id, (xmax = 0) AS inserted`,
  );
  return { outcome: result!.inserted ? 'added' : 'updated', id: result!.id };
}

/** Every photo an import names must be in this shop's store already (`photos add`, or a copied store). */
async function checkPhotosStored(ctx: CliContext, file: string, entity: Entity, rows: { line: number; row: Row }[]) {
  const store = ctx.photos;
  const problems: string[] = [];
  for (const { line, row } of rows) {
    if (typeof row.photos !== 'string') continue;
    for (const key of JSON.parse(row.photos) as string[]) {
      const photo = parsePhotoKey(key)!;
      if (!(await photoIsStored(store, photo.hash, photo.width)))
        problems.push(
          `${file} line ${line} (${entity.key} ${String(row[entity.key])}): photo ${key} is not in this shop's photo store (add the file with photos add, or copy DATA_DIR/objects/photos from the shop it came from).`,
        );
    }
  }
  if (problems.length)
    throw new CliError(
      `Nothing was imported. ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.slice(0, 25).join('\n')}`,
    );
}

function entityArg(args: Args, usage: string): [string, Entity] {
  const name = args.words[2];
  if (!name || !ENTITIES[name]) throw new CliError(`Usage: ${usage} (one of ${ENTITY_NAMES.join(', ')}).`);
  return [name, ENTITIES[name]];
}

function formatArg(args: Args, file: string): 'json' | 'csv' {
  const format = flag(args, 'format') ?? path.extname(file).slice(1).toLowerCase();
  if (format !== 'json' && format !== 'csv') throw new CliError('--format must be json or csv.');
  return format;
}

export async function importCatalogue(ctx: CliContext, args: Args): Promise<void> {
  const [name, entity] = entityArg(args, 'shop catalogue import KIND --format json|csv --file F');
  const file = ctx.resolvePath(flag(args, 'file', true));
  const rows = validate(name, entity, file, readRecords(file, formatArg(args, file), entity));
  if (name === 'products') await checkPhotosStored(ctx, file, entity, rows);
  const counts = { added: 0, updated: 0 };
  const droppedPhotos: string[] = [];
  const stockChanged = await inTransaction(ctx.db, async (tx) => {
    for (const { line, row } of rows) {
      // The first refused row ends the transaction (nothing is kept) and is reported by its line.
      try {
        // A new product without its own low-stock level starts at the shop's (shop.config.json lowStockAt).
        const defaults: Row = name === 'products' ? { low_stock_threshold: ctx.shop.lowStockAt } : {};
        const { outcome, id } = await upsert(tx, name, entity, row, defaults);
        counts[outcome]++;
        if (name === 'products') droppedPhotos.push(...(await writeProductLists(tx, id, row)));
      } catch (error) {
        const e = error as { message: string; cause?: { message?: string; detail?: string } };
        const why = e instanceof RowError ? e.message : (e.cause?.detail ?? e.cause?.message ?? e.message);
        throw new CliError(
          `Nothing was imported. ${file} line ${line} (${entity.key} ${String(row[entity.key])}): ${why}.`,
        );
      }
    }
    // Stock the file set (or a new product's first stock) goes into the ledger as an adjustment.
    return recordStockSetByImport(tx, { actor: 'import', note: path.basename(file) });
  });
  await ctx.notifyCatalogue();
  await dropUnusedPhotoFiles(ctx.db, ctx.photos, droppedPhotos);
  ctx.io.out(`Imported ${rows.length} ${name} from ${file}: ${counts.added} added, ${counts.updated} updated.`);
  if (stockChanged.length) ctx.io.out(`Stock changed for ${stockChanged.length} product(s); see \`stock history ID\`.`);
}

export async function exportCatalogue(ctx: CliContext, args: Args): Promise<void> {
  const [name, entity] = entityArg(args, 'shop catalogue export KIND --format json|csv --file F');
  const file = ctx.resolvePath(flag(args, 'file', true));
  const format = formatArg(args, file);
  const select = entity.fields.map((f) => sql.raw(`${f.select ?? `t.${f.name}`} AS "${f.name}"`));
  const rows = await queryRows<Row>(
    ctx.db,
    sql`SELECT ${sql.join(select, sql`, `)} FROM ${sql.identifier(entity.table)} t ORDER BY t.id`,
  );
  // Numbers and flags in their own JSON types; amounts stay decimal strings as the API sends them.
  const typed = rows.map((r) =>
    Object.fromEntries(
      entity.fields.map((f) => {
        const v = r[f.name] ?? null;
        // A list comes back as JSON from PostgreSQL and as text from some drivers.
        if (LIST_KINDS.includes(f.kind)) return [f.name, typeof v === 'string' ? JSON.parse(v) : v];
        return [f.name, v !== null && (f.kind === 'int' || f.kind === 'rate') ? Number(v) : v];
      }),
    ),
  );
  writeRows(file, format, entity, typed);
  ctx.io.out(`Exported ${rows.length} ${name} to ${file}.`);
}

/** Rows (lists as values, numbers as numbers) written as a JSON array or a CSV with a header row. */
function writeRows(file: string, format: 'json' | 'csv', entity: Entity, typed: Record<string, unknown>[]): void {
  const text =
    format === 'json'
      ? `${JSON.stringify(typed, null, 2)}\n`
      : writeCsv(
          entity.fields.map((f) => f.name),
          typed.map((r) =>
            entity.fields.map((f) => (LIST_KINDS.includes(f.kind) ? JSON.stringify(r[f.name]) : (r[f.name] as Value))),
          ),
        );
  writeFileSync(file, text);
}

/**
 * One example row of each kind, as an owner would write it; docs/catalogue.md explains every column.
 * The product's category is the example category, so the two templates import cleanly in that order.
 */
export const TEMPLATE_EXAMPLES: Record<string, Record<string, unknown>> = {
  categories: {
    id: null,
    name: 'Face care',
    slug: 'face-care',
    description: 'Cleansers, serums and creams for the face.',
    image: 'jar-140-a',
    position: 1,
  },
  products: {
    id: null,
    category: 'face-care',
    name: 'Virgin coconut face cream',
    slug: 'virgin-coconut-face-cream',
    description: 'A light day cream with cold-pressed virgin coconut oil.',
    price: '349.00',
    offer_type: 'discount_percentage',
    discount_percentage: '10.00',
    buy_x: null,
    get_y: null,
    sold_out: false,
    coming_soon: false,
    latest_collection: true,
    featured: false,
    best_seller: false,
    dispatch_time: '',
    stock_quantity: 40,
    low_stock_threshold: 5,
    net_quantity: '50 g',
    shelf_life_months: 24,
    best_before_note: 'Best before 24 months from manufacture',
    product_details: '<p>Apply a little to clean skin, morning and night.</p>',
    additional_info: '<p>Ingredients: virgin coconut oil, shea butter, aloe vera.</p>',
    hsn_code: '3304',
    gst_rate: 18,
    sizes: [
      { value: '50 g', price: '0.00' },
      { value: '100 g', price: '250.00' },
    ],
    options: [{ name: 'Fragrance', values: ['Unscented', 'Jasmine'] }],
    photos: [],
  },
  blogs: {
    id: null,
    title: 'Caring for dry skin in the monsoon',
    slug: 'dry-skin-in-the-monsoon',
    image: 'blog-200-a',
    date: '2026-07-01',
    hint: 'Five habits for the wet months.',
    description: '<p>Humid air does not mean skin that needs no care.</p>',
  },
  coupons: {
    id: null,
    code: 'WELCOME10',
    actual_price: '500.00',
    discount_type: 'percentage',
    discount_price: null,
    discount_percentage: '10.00',
    active: true,
  },
};

/** `catalogue template [KIND] --file F`: every column of the kind (products by default) and one example row. */
export async function catalogueTemplate(ctx: CliContext, args: Args): Promise<void> {
  const name = args.words[2] ?? 'products';
  const entity = ENTITIES[name];
  if (!entity)
    throw new CliError(`Usage: shop catalogue template [KIND] --file F (KIND one of ${ENTITY_NAMES.join(', ')}).`);
  const file = ctx.resolvePath(flag(args, 'file', true));
  const format = formatArg(args, file);
  const example = TEMPLATE_EXAMPLES[name]!;
  writeRows(file, format, entity, [Object.fromEntries(entity.fields.map((f) => [f.name, example[f.name] ?? null]))]);
  ctx.io.out(
    `Wrote the ${name} template to ${file}: ${entity.fields.length} columns and one example row; docs/catalogue.md says what each holds.`,
  );
}

/** `stock set PRODUCT_ID N [--reason counted|damaged|received]`: the console's "Set to", from the terminal. */
export async function setStock(ctx: CliContext, args: Args): Promise<void> {
  const [, , idRaw, qtyRaw] = args.words;
  if (!idRaw || !qtyRaw || args.words.length > 4)
    throw new CliError('Usage: shop stock set PRODUCT_ID N [--reason counted|damaged|received]');
  const id = Number(idRaw);
  const qty = Number(qtyRaw);
  if (!/^\d+$/.test(idRaw) || !Number.isSafeInteger(id) || id < 1) throw new CliError(`${idRaw} is not a product id.`);
  if (!/^\d+$/.test(qtyRaw) || !Number.isSafeInteger(qty) || qty > MAX_STOCK)
    throw new CliError(`The stock must be a whole number of 0 or more (got ${qtyRaw}).`);
  const reason = flag(args, 'reason') ?? 'counted';
  if (!(STOCK_CHANGE_REASONS as readonly string[]).includes(reason))
    throw new CliError(`--reason must be one of ${STOCK_CHANGE_REASONS.join(', ')} (got ${reason}).`);
  const stock = createStockService({ db: ctx.db, catalogueChanged: (change) => ctx.notifyCatalogue(change) });
  const { product, before } = await stock
    .set({ productId: id, to: qty, reason: reason as StockChangeReason, actor: ctx.actor })
    .catch((error: unknown) => {
      if (error instanceof ShopError && error.statusCode === 404) throw new CliError(`No product with id ${id}.`);
      throw error;
    });
  ctx.io.out(`${product.name} (id ${id}): stock ${before ?? 'not recorded'} → ${qty} (${reason}).`);
  // Low or sold out now: the same alert as the console's change raises, queued for the running shop
  // to send (server/alerts/queue.ts); once per product, level and day, whoever changed it.
  const queued = await queueStockAlerts(ctx.db, [id]);
  if (queued) ctx.io.out(`Staff alert queued (${qty === 0 ? 'sold out' : 'low stock'}) for ${queued} person(s).`);
}

/** Coupon errors in the terminal's words; the rules are the console's (server/coupons/service.ts). */
function asCliError(error: unknown): never {
  if (error instanceof ShopError) throw new CliError(error.message);
  throw error;
}

/** `coupons add CODE --type price|percentage --value V [--min SUBTOTAL] [--from T] [--until T] [--uses N]`. */
export async function addCoupon(ctx: CliContext, args: Args): Promise<void> {
  const code = args.words[2];
  if (!code) throw new CliError('Usage: shop coupons add CODE --type price|percentage --value V --min SUBTOTAL');
  const type = flag(args, 'type', true);
  if (type !== 'price' && type !== 'percentage')
    throw new CliError(`--type must be price or percentage (got ${type}).`);
  const uses = flag(args, 'uses');
  if (uses !== undefined && !/^\d{1,7}$/.test(uses)) throw new CliError(`--uses must be a whole number (got ${uses}).`);
  const coupons = createCouponService({ db: ctx.db, catalogueChanged: (change) => ctx.notifyCatalogue(change) });
  const added = await coupons
    .add(
      {
        code,
        type,
        value: flag(args, 'value', true),
        minOrder: flag(args, 'min') ?? '0',
        startsAt: flag(args, 'from') ?? null,
        endsAt: flag(args, 'until') ?? null,
        maxUses: uses === undefined ? null : Number(uses),
      },
      ctx.actor,
    )
    .catch(asCliError);
  const what = type === 'price' ? `₹${added.value} off` : `${added.value}% off`;
  ctx.io.out(`Coupon ${code} added: ${what} orders of ₹${added.minOrder} or more.`);
}

export async function disableCoupon(ctx: CliContext, args: Args): Promise<void> {
  const code = args.words[2];
  if (!code) throw new CliError('Usage: shop coupons disable CODE');
  const coupons = createCouponService({ db: ctx.db, catalogueChanged: (change) => ctx.notifyCatalogue(change) });
  const { changed } = await coupons.disable(code, ctx.actor).catch(asCliError);
  ctx.io.out(changed ? `Coupon ${code} disabled.` : `Coupon ${code} was disabled already.`);
}
