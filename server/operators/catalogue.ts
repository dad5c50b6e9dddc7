import { inTransaction } from '../db/tx';
import { adjustStock, recordStockSetByImport } from '../stock/ledger';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { CliError, flag, type Args } from './io';
import type { CliContext } from './orders';
import { parsePhotoKey } from '../../common/site/media';
import { photoIsStored } from '../media/photos';
import { photoStore } from '../media/store';
import { dropUnusedPhotoFiles } from './photos';
import { writeCsv } from '../lib/csv';
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
  const [result] = await queryRows<{ inserted: boolean; id: number }>(
    tx,
    sql`INSERT INTO ${sql.identifier(entity.table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )})
        VALUES (${sql.join(
          columns.map((c) => sql`${values[c]}`),
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

/**
 * Writes a product's sizes, options and photos as listed, matching what is there by value (sizes),
 * name and value (options) and photo key, so rows that stay keep their ids: carts that hold a size or
 * option stay valid, and importing an export changes nothing. Returns the photo keys dropped.
 */
async function writeProductLists(tx: ShopDb, productId: number, row: Row): Promise<string[]> {
  if (typeof row.sizes === 'string') {
    const sizes = JSON.parse(row.sizes) as { value: string; price: string }[];
    const existing = await queryRows<{ id: number; value: string }>(
      tx,
      sql`SELECT id, value FROM product_sizes WHERE product_id = ${productId} ORDER BY position, id`,
    );
    const kept: number[] = [];
    for (const [position, size] of sizes.entries()) {
      const match = existing.find((e) => e.value === size.value && !kept.includes(e.id));
      if (match) {
        kept.push(match.id);
        await tx.execute(
          sql`UPDATE product_sizes SET price = ${size.price}, position = ${position} WHERE id = ${match.id}`,
        );
      } else
        await tx.execute(
          sql`INSERT INTO product_sizes (product_id, value, price, position) VALUES (${productId}, ${size.value}, ${size.price}, ${position})`,
        );
    }
    for (const e of existing.filter((e) => !kept.includes(e.id)))
      await tx.execute(sql`DELETE FROM product_sizes WHERE id = ${e.id}`);
  }
  if (typeof row.options === 'string') {
    const groups = JSON.parse(row.options) as { name: string; values: string[] }[];
    const existing = await queryRows<{ id: number; name: string }>(
      tx,
      sql`SELECT id, name FROM option_categories WHERE product_id = ${productId} ORDER BY position, id`,
    );
    const kept: number[] = [];
    for (const [position, group] of groups.entries()) {
      let groupId = existing.find((e) => e.name === group.name && !kept.includes(e.id))?.id;
      if (groupId) await tx.execute(sql`UPDATE option_categories SET position = ${position} WHERE id = ${groupId}`);
      else {
        const [added] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO option_categories (product_id, name, position) VALUES (${productId}, ${group.name}, ${position}) RETURNING id`,
        );
        groupId = added!.id;
      }
      kept.push(groupId);
      const values = await queryRows<{ id: number; value: string }>(
        tx,
        sql`SELECT id, value FROM options WHERE option_category_id = ${groupId} ORDER BY position, id`,
      );
      const keptValues: number[] = [];
      for (const [p, value] of group.values.entries()) {
        const match = values.find((v) => v.value === value && !keptValues.includes(v.id));
        if (match) {
          keptValues.push(match.id);
          await tx.execute(sql`UPDATE options SET position = ${p} WHERE id = ${match.id}`);
        } else
          await tx.execute(
            sql`INSERT INTO options (option_category_id, value, position) VALUES (${groupId}, ${value}, ${p})`,
          );
      }
      for (const v of values.filter((v) => !keptValues.includes(v.id)))
        await tx.execute(sql`DELETE FROM options WHERE id = ${v.id}`);
    }
    for (const e of existing.filter((e) => !kept.includes(e.id)))
      await tx.execute(sql`DELETE FROM option_categories WHERE id = ${e.id}`);
  }
  if (typeof row.photos !== 'string') return [];
  const photos = JSON.parse(row.photos) as string[];
  const existing = await queryRows<{ id: number; media: string }>(
    tx,
    sql`SELECT id, media FROM product_photos WHERE product_id = ${productId} ORDER BY position`,
  );
  const dropped = existing.filter((e) => !photos.includes(e.media));
  for (const e of dropped) await tx.execute(sql`DELETE FROM product_photos WHERE id = ${e.id}`);
  // Positions are unique per product: move the rows that stay out of the way, then number them all.
  await tx.execute(sql`UPDATE product_photos SET position = -1 - position WHERE product_id = ${productId}`);
  for (const [position, media] of photos.entries()) {
    const match = existing.find((e) => e.media === media);
    if (match) await tx.execute(sql`UPDATE product_photos SET position = ${position} WHERE id = ${match.id}`);
    else
      await tx.execute(
        sql`INSERT INTO product_photos (product_id, position, media) VALUES (${productId}, ${position}, ${media})`,
      );
  }
  return dropped.map((e) => e.media);
}

/** Every photo an import names must be in this shop's store already (`photos add`, or a copied store). */
async function checkPhotosStored(ctx: CliContext, file: string, entity: Entity, rows: { line: number; row: Row }[]) {
  const store = photoStore(ctx.dataDir);
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
        const { outcome, id } = await upsert(tx, name, entity, row);
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
  await dropUnusedPhotoFiles(ctx.db, photoStore(ctx.dataDir), droppedPhotos);
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
  ctx.io.out(`Exported ${rows.length} ${name} to ${file}.`);
}

export async function setStock(ctx: CliContext, args: Args): Promise<void> {
  const [, , idRaw, qtyRaw] = args.words;
  if (!idRaw || !qtyRaw) throw new CliError('Usage: shop stock set PRODUCT_ID N');
  const id = Number(idRaw);
  const qty = Number(qtyRaw);
  if (!Number.isSafeInteger(id) || id < 1) throw new CliError(`${idRaw} is not a product id.`);
  if (!/^\d+$/.test(qtyRaw) || !Number.isSafeInteger(qty) || qty > 2_000_000_000)
    throw new CliError(`The stock must be a whole number of 0 or more (got ${qtyRaw}).`);
  const row = await inTransaction(ctx.db, (tx) => adjustStock(tx, id, qty, { actor: 'operator', note: 'stock set' }));
  if (!row) throw new CliError(`No product with id ${id}.`);
  await ctx.notifyCatalogue({ products: [id] });
  ctx.io.out(`${row.name} (id ${id}): stock ${row.before ?? 'not recorded'} → ${qty}.`);
}

export async function addCoupon(ctx: CliContext, args: Args): Promise<void> {
  const code = args.words[2];
  if (!code) throw new CliError('Usage: shop coupons add CODE --type price|percentage --value V --min SUBTOTAL');
  const type = flag(args, 'type', true);
  const value = flag(args, 'value', true);
  const row: Record<string, unknown> = {
    code,
    discount_type: type,
    actual_price: flag(args, 'min') ?? '0',
    discount_price: type === 'price' ? value : '',
    discount_percentage: type === 'percentage' ? value : '',
    active: 'true',
  };
  const [checked] = validate('coupons', ENTITIES.coupons!, 'coupon', [{ line: 1, values: row }]).map((r) => r.row);
  const added = await queryRows<{ id: number }>(
    ctx.db,
    sql`INSERT INTO coupons (code, actual_price, discount_type, discount_price, discount_percentage, active)
        VALUES (${checked!.code}, ${checked!.actual_price}, ${checked!.discount_type}, ${checked!.discount_price},
          ${checked!.discount_percentage}, true)
        ON CONFLICT (code) DO NOTHING RETURNING id`,
  );
  if (!added.length) throw new CliError(`A coupon ${code} exists already (import coupons to change it).`);
  await ctx.notifyCatalogue();
  const what = type === 'price' ? `₹${checked!.discount_price} off` : `${checked!.discount_percentage}% off`;
  ctx.io.out(`Coupon ${code} added: ${what} orders of ₹${checked!.actual_price} or more.`);
}

export async function disableCoupon(ctx: CliContext, args: Args): Promise<void> {
  const code = args.words[2];
  if (!code) throw new CliError('Usage: shop coupons disable CODE');
  const rows = await queryRows<{ was: boolean }>(
    ctx.db,
    sql`UPDATE coupons c SET active = false FROM (SELECT id, active FROM coupons WHERE code = ${code}) old
        WHERE c.id = old.id RETURNING old.active AS was`,
  );
  if (!rows.length) throw new CliError(`No coupon ${code}.`);
  await ctx.notifyCatalogue();
  ctx.io.out(rows[0]!.was ? `Coupon ${code} disabled.` : `Coupon ${code} was disabled already.`);
}
