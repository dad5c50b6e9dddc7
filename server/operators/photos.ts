/**
 * `photos add | list | remove | order`: the owner's own product photos. Each file is checked and
 * converted by server/media/photos.ts, kept in the photo store (server/media/store.ts) and listed in
 * product_photos; a product with any photo is shown with its photos everywhere, one with none keeps
 * its drawn pictures. The writes are the photo service's (server/products/photos.ts), the one the
 * console's photo screen calls: each is audited and drops the cached pages of the product at once.
 */
import { readFile, stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { PRODUCT_FIRST_SCREEN_PHOTOS } from '../../common/site/first-screen';
import { emailPhotoWidth, parsePhotoKey, photoUrl, photoWidths } from '../../common/site/media';
import { queryRows, type ShopDb } from '../db/client';
import { ShopError } from '../lib/errors';
import { migratePhotos } from '../media/migrate';
import {
  ensureEmailPhoto,
  MAX_PHOTO_BYTES,
  PhotoError,
  photoObjectKeys,
  processPhoto,
  type ProcessedPhoto,
} from '../media/photos';
import { createPhotoService, dropUnusedPhotoFiles, photosOf, type PhotoRow } from '../products/photos';
import { folderStore } from '../media/store';
import path from 'node:path';
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

export { dropUnusedPhotoFiles };

function service(ctx: CliContext) {
  return createPhotoService({
    db: ctx.db,
    store: ctx.photos,
    catalogueChanged: (change) => ctx.notifyCatalogue(change),
  });
}

/**
 * The service's refusal in the operator's words: its own sentence, with the exit status run.ts gives
 * any service error (2 when it could not run, as with the photo store away: 503; 1 when refused).
 */
function told(error: unknown): never {
  if (error instanceof ShopError) throw new CliError(error.message, error.statusCode >= 500 ? 2 : 1);
  throw error;
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
  const added = await service(ctx)
    .addProcessed({ productId, photos: processed.map((p) => p.photo), actor: ctx.actor })
    .catch(told);
  for (const [i, row] of added.entries()) {
    const { photo, file } = processed[i]!;
    const bytes = photo.files.reduce((n, f) => n + f.bytes.length, 0);
    ctx.io.out(
      `Photo ${row.id} added to ${name} (id ${productId}) as number ${row.position + 1}: ${file}, ${photo.width}×${photo.height}, ` +
        `${photoWidths(photo.width).length} widths in AVIF and WebP and a ${emailPhotoWidth(photo.width)} px JPEG for e-mails (${Math.round(bytes / 1024)} KB), metadata removed.`,
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
  const removed = await service(ctx)
    .remove(n === null ? { photoId: first, actor: ctx.actor } : { productId: first, number: n, actor: ctx.actor })
    .catch(told);
  if (!removed)
    throw new CliError(
      n === null
        ? `No photo ${first} (see photos list).`
        : `Product ${first} has no photo number ${n} (see photos list ${first}).`,
    );
  ctx.io.out(
    `Photo ${removed.row.id} removed from product ${removed.row.product_id}; ` +
      (removed.left.length
        ? `${removed.left.length} photo(s) left.`
        : 'it has no photo left and shows its drawn pictures again.'),
  );
}

export async function orderPhotos(ctx: CliContext, args: Args): Promise<void> {
  const usage = 'shop photos order PRODUCT_ID PHOTO_ID… (every photo of the product, first one first)';
  const productId = idArg(args.words[2], 'product id', usage);
  const ids = args.words.slice(3).map((w) => idArg(w, 'photo id', usage));
  if (!ids.length) throw new CliError(`Usage: ${usage}`);
  await productName(ctx.db, productId);
  await service(ctx).order({ productId, ids, actor: ctx.actor }).catch(told);
  ctx.io.out(`Product ${productId}'s photos now in this order: ${ids.join(', ')}.`);
}

/** `photos migrate`: DATA_DIR/objects/photos into the bucket, skipping what is there (server/media/migrate.ts). */
export async function migratePhotosCommand(ctx: CliContext, args: Args): Promise<void> {
  if (args.words.length > 2) throw new CliError('Usage: shop photos migrate');
  if (ctx.photos.kind !== 's3')
    throw new CliError(
      'photos migrate copies photos into the bucket: set S3_BUCKET (and its keys) first, docs/deploy.md.',
    );
  const local = folderStore(path.join(ctx.dataDir, 'objects'));
  const rows = await queryRows<{ media: string }>(ctx.db, sql`SELECT DISTINCT media FROM product_photos`);
  const result = await migratePhotos(local, ctx.photos, (line) => ctx.io.out(line));
  // Every photo a product shows must now be in the bucket, whichever machine took it.
  const missing: string[] = [];
  for (const { media } of rows) {
    const photo = parsePhotoKey(media);
    if (!photo) continue;
    for (const key of photoObjectKeys(photo.hash, photo.width)) if (!(await ctx.photos.head(key))) missing.push(key);
  }
  ctx.io.out(
    `Photos in the bucket: ${result.copied} file(s) copied, ${result.present} already there (${Math.round(result.bytes / 1024)} KB copied).`,
  );
  if (missing.length)
    throw new CliError(
      `${missing.length} file(s) of photos products show are in neither this DATA_DIR nor the bucket (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): run photos migrate on the machine that took them.`,
    );
  ctx.io.out(
    `Every photo of the ${rows.length} in use is in the bucket. The files under DATA_DIR/objects are no longer read; delete them when you like.`,
  );
}

/**
 * `photos email-jpegs`: makes the e-mail JPEG of every photo a product shows that has none (photos
 * added before e-mails took JPEG). The shop also makes one on first need (an order's confirmation,
 * a request for it), but with MEDIA_PUBLIC_URL the bucket answers such a request itself, so a shop
 * that serves photos from the bucket runs this once. A second run makes nothing.
 */
export async function emailPhotosCommand(ctx: CliContext, args: Args): Promise<void> {
  if (args.words.length > 2) throw new CliError('Usage: shop photos email-jpegs');
  const rows = await queryRows<{ media: string }>(
    ctx.db,
    sql`SELECT DISTINCT media FROM product_photos ORDER BY media`,
  );
  let made = 0;
  let present = 0;
  const missing: string[] = [];
  for (const { media } of rows) {
    const photo = parsePhotoKey(media);
    if (!photo) continue;
    const { state } = await ensureEmailPhoto(ctx.photos, photo.hash, photo.width);
    if (state === 'made') made++;
    else if (state === 'present') present++;
    else missing.push(media);
  }
  ctx.io.out(`E-mail JPEGs: ${made} made, ${present} already there, of ${rows.length} photo(s) in use.`);
  if (missing.length)
    throw new CliError(
      `${missing.length} photo(s) have no WebP in the ${ctx.photos.kind === 's3' ? 'bucket' : 'photo folder'} to make one from (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})${ctx.photos.kind === 's3' ? ': run photos migrate on the machine that took them' : ''}.`,
    );
}
