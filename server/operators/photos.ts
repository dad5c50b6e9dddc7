/**
 * `photos add | list | remove | order`: the owner's own product photos. Each file is checked and
 * converted by server/media/photos.ts, kept in the photo store (server/media/store.ts) and listed in
 * product_photos; a product with any photo is shown with its photos everywhere, one with none keeps
 * its drawn pictures. Every change drops the cached pages of the product at once.
 */
import { readFile, stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { PRODUCT_FIRST_SCREEN_PHOTOS } from '../../common/site/first-screen';
import { parsePhotoKey, photoUrl } from '../../common/site/media';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import { MAX_PHOTO_BYTES, PhotoError, photoObjectKeys, processPhoto, type ProcessedPhoto } from '../media/photos';
import { photoStore, type ObjectStore } from '../media/store';
import { CliError, table, type Args } from './io';
import type { CliContext } from './orders';

/** The server-written first screen of a product page covers this many pictures (common/site/first-screen.ts). */
export const MAX_PHOTOS_PER_PRODUCT = PRODUCT_FIRST_SCREEN_PHOTOS;

function idArg(raw: string | undefined, what: string, usage: string): number {
  if (!raw) throw new CliError(`Usage: ${usage}`);
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new CliError(`${raw} is not a ${what}.`);
  return id;
}

async function productName(db: ShopDb, id: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`SELECT name FROM products WHERE id = ${id}`);
  if (!row) throw new CliError(`No product with id ${id}.`);
  return row.name;
}

interface PhotoRow {
  id: number;
  product_id: number;
  position: number;
  media: string;
}

function photosOf(db: ShopDb, productId: number): Promise<PhotoRow[]> {
  return queryRows<PhotoRow>(
    db,
    sql`SELECT id, product_id, position, media FROM product_photos WHERE product_id = ${productId} ORDER BY position`,
  );
}

/** Numbers the product's photos 0, 1, 2… in the given order (through negatives: positions are unique). */
async function renumber(tx: ShopDb, productId: number, ids: number[]): Promise<void> {
  await tx.execute(sql`UPDATE product_photos SET position = -1 - position WHERE product_id = ${productId}`);
  for (const [i, id] of ids.entries())
    await tx.execute(sql`UPDATE product_photos SET position = ${i} WHERE id = ${id} AND product_id = ${productId}`);
}

/** Deletes the files of photos no product uses any more. */
export async function dropUnusedPhotoFiles(db: ShopDb, store: ObjectStore, keys: string[]): Promise<void> {
  for (const key of new Set(keys)) {
    const [used] = await queryRows(db, sql`SELECT 1 FROM product_photos WHERE media = ${key} LIMIT 1`);
    const photo = parsePhotoKey(key);
    if (used || !photo) continue;
    for (const object of photoObjectKeys(photo.hash, photo.width)) await store.delete(object);
  }
}

function describe(media: string): { size: string; url: string } {
  const photo = parsePhotoKey(media);
  return photo
    ? { size: `${photo.width}×${photo.height}`, url: photoUrl(photo.hash, Math.min(photo.width, 640)) }
    : { size: '?', url: media };
}

export async function addPhotos(ctx: CliContext, args: Args): Promise<void> {
  const usage = 'shop photos add PRODUCT_ID FILE…';
  const productId = idArg(args.words[2], 'product id', usage);
  const files = args.words.slice(3);
  if (!files.length) throw new CliError(`Usage: ${usage}`);
  const name = await productName(ctx.db, productId);
  const existing = await photosOf(ctx.db, productId);
  if (existing.length + files.length > MAX_PHOTOS_PER_PRODUCT)
    throw new CliError(
      `Nothing was added: product ${productId} has ${existing.length} photo(s), and ${MAX_PHOTOS_PER_PRODUCT} is the most.`,
    );
  // Every file is checked and converted before anything is stored: one bad file adds nothing.
  const processed: { file: string; photo: ProcessedPhoto }[] = [];
  for (const file of files) {
    const full = ctx.resolvePath(file);
    try {
      const info = await stat(full);
      if (!info.isFile()) throw new PhotoError('is not a file.');
      // Checked before reading, so a huge file is never loaded.
      if (info.size > MAX_PHOTO_BYTES)
        throw new PhotoError(
          `is ${(info.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
        );
      const photo = await processPhoto(await readFile(full));
      if (existing.some((p) => p.media === photo.key) || processed.some((p) => p.photo.key === photo.key))
        throw new PhotoError(`is already one of product ${productId}'s photos.`);
      processed.push({ file, photo });
    } catch (error) {
      const why =
        error instanceof PhotoError
          ? error.message
          : `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`;
      throw new CliError(`Nothing was added: ${file} ${why}`);
    }
  }
  const store = photoStore(ctx.dataDir);
  // Files first, rows after: a row never names a file that is not there.
  for (const { photo } of processed) for (const f of photo.files) await store.put(f.key, f.bytes);
  const added = await inTransaction(ctx.db, async (tx) => {
    // Locks the product, so two `photos add` at once take positions one after the other.
    await tx.execute(sql`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`);
    const [{ next } = { next: 0 }] = await queryRows<{ next: number }>(
      tx,
      sql`SELECT COALESCE(max(position) + 1, 0)::int AS next FROM product_photos WHERE product_id = ${productId}`,
    );
    const rows: PhotoRow[] = [];
    for (const [i, { photo }] of processed.entries()) {
      const [row] = await queryRows<PhotoRow>(
        tx,
        sql`INSERT INTO product_photos (product_id, position, media) VALUES (${productId}, ${next + i}, ${photo.key})
            RETURNING id, product_id, position, media`,
      );
      rows.push(row!);
    }
    return rows;
  });
  await ctx.notifyCatalogue({ products: [productId] });
  for (const [i, row] of added.entries()) {
    const { photo, file } = processed[i]!;
    const bytes = photo.files.reduce((n, f) => n + f.bytes.length, 0);
    ctx.io.out(
      `Photo ${row.id} added to ${name} (id ${productId}) as number ${row.position + 1}: ${file}, ${photo.width}×${photo.height}, ` +
        `${photo.files.length / 2} widths in AVIF and WebP (${Math.round(bytes / 1024)} KB), metadata removed.`,
    );
  }
}

export async function listPhotos(ctx: CliContext, args: Args): Promise<void> {
  const raw = args.words[2];
  const productId = raw === undefined ? null : idArg(raw, 'product id', 'shop photos list [PRODUCT_ID]');
  if (productId !== null) await productName(ctx.db, productId);
  const rows = await queryRows<PhotoRow & { name: string; added: string }>(
    ctx.db,
    sql`SELECT ph.id, ph.product_id, ph.position, ph.media, p.name, to_char(ph.created_at, 'YYYY-MM-DD') AS added
        FROM product_photos ph JOIN products p ON p.id = ph.product_id
        ${productId === null ? sql`` : sql`WHERE ph.product_id = ${productId}`}
        ORDER BY ph.product_id, ph.position`,
  );
  if (!rows.length) {
    ctx.io.out(
      productId === null
        ? 'No product has a photo; every product shows its drawn pictures.'
        : `Product ${productId} has no photo; it shows its drawn pictures.`,
    );
    return;
  }
  ctx.io.out(
    table(
      ['Photo', 'Product', 'N', 'Name', 'Size', 'Added', 'URL'],
      rows.map((r) => {
        const d = describe(r.media);
        return [String(r.id), String(r.product_id), String(r.position + 1), r.name, d.size, r.added, d.url];
      }),
      { right: [0, 1, 2], max: [8, 8, 3, 40, 11, 10, 60] },
    ),
  );
}

export async function removePhoto(ctx: CliContext, args: Args): Promise<void> {
  const usage = 'shop photos remove PHOTO_ID, or shop photos remove PRODUCT_ID N';
  if (args.words.length > 4) throw new CliError(`Usage: ${usage}`);
  const first = idArg(args.words[2], 'photo id', usage);
  const n = args.words[3] === undefined ? null : idArg(args.words[3], 'photo number (1, 2, …)', usage);
  const removed = await inTransaction(ctx.db, async (tx) => {
    const [row] = await queryRows<PhotoRow>(
      tx,
      n === null
        ? sql`SELECT id, product_id, position, media FROM product_photos WHERE id = ${first}`
        : sql`SELECT id, product_id, position, media FROM product_photos WHERE product_id = ${first} AND position = ${n - 1}`,
    );
    if (!row)
      throw new CliError(
        n === null
          ? `No photo ${first} (see photos list).`
          : `Product ${first} has no photo number ${n} (see photos list ${first}).`,
      );
    await tx.execute(sql`SELECT id FROM products WHERE id = ${row.product_id} FOR UPDATE`);
    await tx.execute(sql`DELETE FROM product_photos WHERE id = ${row.id}`);
    const rest = await photosOf(tx, row.product_id);
    await renumber(
      tx,
      row.product_id,
      rest.map((r) => r.id),
    );
    return { row, left: rest.length };
  });
  await ctx.notifyCatalogue({ products: [removed.row.product_id] });
  await dropUnusedPhotoFiles(ctx.db, photoStore(ctx.dataDir), [removed.row.media]);
  ctx.io.out(
    `Photo ${removed.row.id} removed from product ${removed.row.product_id}; ` +
      (removed.left ? `${removed.left} photo(s) left.` : 'it has no photo left and shows its drawn pictures again.'),
  );
}

export async function orderPhotos(ctx: CliContext, args: Args): Promise<void> {
  const usage = 'shop photos order PRODUCT_ID PHOTO_ID… (every photo of the product, first one first)';
  const productId = idArg(args.words[2], 'product id', usage);
  const ids = args.words.slice(3).map((w) => idArg(w, 'photo id', usage));
  if (!ids.length) throw new CliError(`Usage: ${usage}`);
  await productName(ctx.db, productId);
  await inTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`);
    const current = (await photosOf(tx, productId)).map((r) => r.id);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw new CliError(`Photo ${twice} is named twice.`);
    const stranger = ids.find((id) => !current.includes(id));
    if (stranger)
      throw new CliError(
        `Photo ${stranger} is not one of product ${productId}'s photos (${current.join(', ') || 'none'}).`,
      );
    const missing = current.filter((id) => !ids.includes(id));
    if (missing.length)
      throw new CliError(
        `Name every photo of product ${productId}: ${missing.join(', ')} missing (it has ${current.join(', ')}).`,
      );
    await renumber(tx, productId, ids);
  });
  await ctx.notifyCatalogue({ products: [productId] });
  ctx.io.out(`Product ${productId}'s photos now in this order: ${ids.join(', ')}.`);
}
