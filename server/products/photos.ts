/**
 * A product's own photos, one function per operation, called by the console's photo routes
 * (./routes.ts) and the operators' `photos add | order | remove` (server/operators/photos.ts). Each
 * file is checked and converted by server/media/photos.ts before anything is stored; the files go to
 * the photo store first and the rows after, so a row never names a missing file. Each change is one
 * audit entry in the same transaction as the rows, then the read cache and page data drop the product.
 */
import { sql } from 'drizzle-orm';
import type { ProductPhoto } from '../../common/contract/admin-products';
import { PRODUCT_FIRST_SCREEN_PHOTOS } from '../../common/site/first-screen';
import { parsePhotoKey, photoUrl } from '../../common/site/media';
import { recordAudit } from '../audit/log';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import type { CatalogueChange } from '../http/cache';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import type { ObjectStore } from '../media/object-store';
import { allPhotoObjectKeys, PhotoError, processPhoto, putPhotoFiles, type ProcessedPhoto } from '../media/photos';

export interface PhotoRow {
  id: number;
  product_id: number;
  position: number;
  media: string;
}

export function photosOf(db: ShopDb, productId: number): Promise<PhotoRow[]> {
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
    // The e-mail JPEG too (server/media/photos.ts).
    for (const object of allPhotoObjectKeys(photo.hash, photo.width)) await store.delete(object);
  }
}

/** A photo as the console shows it: its 640 px (or smaller) rendition, numbered from 1. */
export function photoOnTheWire(row: PhotoRow): ProductPhoto {
  const photo = parsePhotoKey(row.media);
  return {
    id: row.id,
    number: row.position + 1,
    url: photo ? photoUrl(photo.hash, Math.min(photo.width, 640)) : row.media,
    width: photo?.width ?? 0,
    height: photo?.height ?? 0,
  };
}

/** The server-written first screen of a product page covers this many pictures (common/site/first-screen.ts). */
const MAX_PHOTOS = PRODUCT_FIRST_SCREEN_PHOTOS;

async function lockProduct(tx: ShopDb, productId: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`SELECT name FROM products WHERE id = ${productId} FOR UPDATE`,
  );
  if (!row) throw new ShopError(404, `No product with id ${productId}.`);
  return row.name;
}

export interface PhotoServiceDeps {
  db: ShopDb;
  store: ObjectStore;
  catalogueChanged: (change: CatalogueChange) => void | Promise<void>;
}

export function createPhotoService({ db, store, catalogueChanged }: PhotoServiceDeps) {
  async function productExists(productId: number): Promise<void> {
    const [row] = await queryRows(db, sql`SELECT 1 FROM products WHERE id = ${productId}`);
    if (!row) throw new ShopError(404, `No product with id ${productId}.`);
  }

  /**
   * Adds photos already checked and converted (processPhoto), after the product's own. Refused whole
   * (422) when the product would have more than MAX_PHOTOS or one of them is there already:
   * a retried upload never makes a second copy.
   */
  async function addProcessed(change: { productId: number; photos: ProcessedPhoto[]; actor: Actor }) {
    const { productId, photos, actor } = change;
    await productExists(productId);
    const check = async (existing: PhotoRow[]) => {
      if (existing.length + photos.length > MAX_PHOTOS)
        throw new ShopError(
          422,
          `Nothing was added: product ${productId} has ${existing.length} photo(s), and ${MAX_PHOTOS} is the most.`,
        );
      const twice = photos.find(
        (p, i) => existing.some((e) => e.media === p.key) || photos.findIndex((q) => q.key === p.key) !== i,
      );
      if (twice)
        throw new ShopError(422, `Nothing was added: this photo is already one of product ${productId}'s photos.`);
    };
    await check(await photosOf(db, productId));
    // Files first, rows after. A store that stops answering half way leaves nothing behind: the files
    // no product shows are taken away again (best effort; keys are content-addressed, so a leftover is
    // only unused bytes), and no row is written.
    try {
      await putPhotoFiles(store, photos);
    } catch (error) {
      await dropUnusedPhotoFiles(
        db,
        store,
        photos.map((p) => p.key),
      ).catch(() => {});
      throw error;
    }
    const added = await inTransaction(db, async (tx) => {
      // Locks the product, so two uploads at once take positions one after the other.
      await lockProduct(tx, productId);
      const existing = await photosOf(tx, productId);
      await check(existing);
      const next = existing.length ? Math.max(...existing.map((e) => e.position)) + 1 : 0;
      const rows: PhotoRow[] = [];
      for (const [i, photo] of photos.entries()) {
        const [row] = await queryRows<PhotoRow>(
          tx,
          sql`INSERT INTO product_photos (product_id, position, media) VALUES (${productId}, ${next + i}, ${photo.key})
              RETURNING id, product_id, position, media`,
        );
        rows.push(row!);
      }
      await recordAudit(tx, {
        actor,
        action: 'photo.add',
        target: { kind: 'product', id: String(productId) },
        before: { photos: existing.map((e) => e.media) },
        after: { photos: [...existing.map((e) => e.media), ...rows.map((r) => r.media)] },
      });
      return rows;
    });
    await catalogueChanged({ products: [productId] });
    return added;
  }

  return {
    async list(productId: number): Promise<ProductPhoto[]> {
      return (await photosOf(db, productId)).map(photoOnTheWire);
    },

    addProcessed,

    /** One uploaded file (the console): checked by content and converted, then added last. */
    async upload(change: { productId: number; bytes: Buffer; actor: Actor }) {
      await productExists(change.productId);
      let photo: ProcessedPhoto;
      try {
        photo = await processPhoto(change.bytes);
      } catch (error) {
        if (error instanceof PhotoError) throw new ShopError(400, `Nothing was added: the file ${error.message}`);
        throw error;
      }
      const [row] = await addProcessed({ productId: change.productId, photos: [photo], actor: change.actor });
      return { photo: photoOnTheWire(row!), photos: (await photosOf(db, change.productId)).map(photoOnTheWire) };
    },

    /** Every photo of the product, first one first. */
    async order(change: { productId: number; ids: number[]; actor: Actor }) {
      const { productId, ids } = change;
      const result = await inTransaction(db, async (tx) => {
        await lockProduct(tx, productId);
        const rows = await photosOf(tx, productId);
        const current = rows.map((r) => r.id);
        const twice = ids.find((id, i) => ids.indexOf(id) !== i);
        if (twice) throw new ShopError(400, `Photo ${twice} is named twice.`);
        const stranger = ids.find((id) => !current.includes(id));
        if (stranger)
          throw new ShopError(
            400,
            `Photo ${stranger} is not one of product ${productId}'s photos (${current.join(', ') || 'none'}).`,
          );
        const missing = current.filter((id) => !ids.includes(id));
        if (missing.length)
          throw new ShopError(
            400,
            `Name every photo of product ${productId}: ${missing.join(', ')} missing (it has ${current.join(', ')}).`,
          );
        const changed = ids.some((id, i) => current[i] !== id);
        if (changed) {
          await renumber(tx, productId, ids);
          await recordAudit(tx, {
            actor: change.actor,
            action: 'photo.order',
            target: { kind: 'product', id: String(productId) },
            before: { photos: current },
            after: { photos: ids },
          });
        }
        return { changed, photos: (await photosOf(tx, productId)).map(photoOnTheWire) };
      });
      if (result.changed) await catalogueChanged({ products: [productId] });
      return { photos: result.photos };
    },

    /**
     * Removes one photo, named by its id (and, from the console, its product) or by its product and
     * number; null when there is no such photo. The others close up; a product left with none shows
     * its drawn pictures again.
     */
    async remove(change: { photoId?: number; productId?: number; number?: number; actor: Actor }) {
      const removed = await inTransaction(db, async (tx) => {
        const [row] = await queryRows<PhotoRow>(
          tx,
          change.photoId !== undefined
            ? sql`SELECT id, product_id, position, media FROM product_photos WHERE id = ${change.photoId}
                  ${change.productId === undefined ? sql`` : sql`AND product_id = ${change.productId}`}`
            : sql`SELECT id, product_id, position, media FROM product_photos
                  WHERE product_id = ${change.productId!} AND position = ${change.number! - 1}`,
        );
        if (!row) return null;
        await lockProduct(tx, row.product_id);
        const before = await photosOf(tx, row.product_id);
        await tx.execute(sql`DELETE FROM product_photos WHERE id = ${row.id}`);
        const rest = before.filter((r) => r.id !== row.id);
        await renumber(
          tx,
          row.product_id,
          rest.map((r) => r.id),
        );
        await recordAudit(tx, {
          actor: change.actor,
          action: 'photo.remove',
          target: { kind: 'product', id: String(row.product_id) },
          before: { photos: before.map((r) => r.media) },
          after: { photos: rest.map((r) => r.media) },
        });
        return { row, left: (await photosOf(tx, row.product_id)).map(photoOnTheWire) };
      });
      if (!removed) return null;
      await catalogueChanged({ products: [removed.row.product_id] });
      await dropUnusedPhotoFiles(db, store, [removed.row.media]);
      return removed;
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
