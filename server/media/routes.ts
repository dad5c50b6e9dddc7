import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import {
  type MediaKey,
  mediaUrl,
  parseMediaName,
  parsePhotoName,
  parseProductMediaName,
  type PhotoFormat,
  productMediaBase,
  EMAIL_PHOTO_WIDTH,
} from '../../common/site/media';
import { ensureEmailPhoto, photoContentType, photoObjectKey } from './photos';
import { StoreUnavailable } from './object-store';
import { loadProductArt } from './product-source';
import { productArtVersion } from './product-art';
import { type ProductArtKey, renderMedia } from './render';

const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Images are drawn by code and rendered to WebP on first request (JPEG when the name ends in .jpg:
 * e-mails, whose clients may show no WebP). Names are content-addressed, so
 * a name never changes its picture and browsers may keep it for a year:
 *
 * - shared art (`jar-140-a-800.webp`) is fully described by its name;
 * - a product's own picture (`product-12-0-1k9x2a-800.webp`) is drawn from the product row, and
 *   its version is the fingerprint of everything drawn. Only text from the catalogue is drawn;
 *   an unknown product or image is a 404, and an outdated version redirects to the current one.
 *
 * Rendered files are also kept under DATA_DIR/media-cache, so a restart does not draw them again.
 *
 * The owner's photos (`photo-{hash}-{w}`, see common/site/media.ts) come from the photo store as
 * they were written by `photos add`; their names carry the content hash, so they are immutable too.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  const diskDir = path.join(app.config.dataDir, 'media-cache');
  await mkdir(diskDir, { recursive: true });

  async function load(name: string, key: MediaKey | ProductArtKey): Promise<Buffer> {
    const file = path.join(diskDir, name); // name passed a strict grammar: no separators, no dots but the extension
    try {
      return await readFile(file);
    } catch {
      const buffer = await renderMedia(key, app.config.shop.brand);
      const temp = `${file}.${process.pid}.tmp`;
      // Written beside and renamed, so a concurrent reader never sees half a file.
      writeFile(temp, buffer)
        .then(() => rename(temp, file))
        .catch((err: unknown) => app.log.warn({ err, name }, 'media: could not keep the rendered image on disk'));
      return buffer;
    }
  }

  const rendered = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function remember(name: string, buffer: Buffer) {
    while (bytes + buffer.length > MAX_CACHE_BYTES && rendered.size > 0) {
      const [oldest, old] = rendered.entries().next().value as [string, Buffer];
      rendered.delete(oldest);
      bytes -= old.length;
    }
    rendered.set(name, buffer);
    bytes += buffer.length;
  }

  const photos = app.photos;
  const publicUrl = app.config.mediaPublicUrl;

  app.get<{ Params: { name: string } }>(
    '/media/:name',
    {
      schema: { hide: true } as never,
    },
    async (request, reply) => {
      const { name } = request.params;
      const photo = parsePhotoName(name);
      if (photo) {
        // Without a named format the browser's Accept decides: AVIF is about a third smaller than
        // WebP at the same look, and every browser that sends image/avif can show it.
        const format: PhotoFormat =
          photo.format ?? (/\bimage\/avif\b/.test(request.headers.accept ?? '') ? 'avif' : 'webp');
        // A JPEG is kept at the e-mail width only (common/site/media.ts).
        if (format === 'jpg' && photo.width > EMAIL_PHOTO_WIDTH)
          return reply.code(404).send({ message: 'Image not found.' });
        const objectKey = photoObjectKey(photo.hash, photo.width, format);
        if (!photo.format) reply.header('Vary', 'Accept');
        if (publicUrl)
          // The bucket (or the CDN before it) sends the bytes; the name is immutable, so is where it points.
          return reply
            .code(301)
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .redirect(`${publicUrl}/${objectKey}`, 301);
        let bytes = rendered.get(objectKey) ?? null;
        if (!bytes) {
          try {
            bytes = await photos.get(objectKey);
            // A photo added before e-mails took JPEG: its JPEG is made from its WebP on first need, and kept.
            if (!bytes && format === 'jpg')
              bytes = (await ensureEmailPhoto(photos, photo.hash, photo.width)).bytes ?? null;
          } catch (error) {
            if (!(error instanceof StoreUnavailable)) throw error;
            // The store is away (logged once by its outage): the page keeps its drawn picture behind the
            // photo, and the browser asks again later (not kept).
            return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Image not found.' });
          }
          if (!bytes) return reply.code(404).send({ message: 'Image not found.' });
          // Immutable bytes: kept beside the rendered pictures, so a page view does not ask the bucket again.
          if (!rendered.has(objectKey)) remember(objectKey, bytes);
        }
        return reply
          .header('Content-Type', photoContentType(objectKey))
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(bytes);
      }
      let key: MediaKey | ProductArtKey | null = parseMediaName(name);
      if (!key) {
        const wanted = parseProductMediaName(name);
        if (!wanted) return reply.code(404).send({ message: 'Image not found.' });
        // The product row is read through the catalogue cache, which every catalogue write clears.
        const art = await app.cache.get(`media:product:${wanted.product}:${wanted.image}`, () =>
          loadProductArt(app.database.db, wanted.product, wanted.image),
        );
        if (!art) return reply.code(404).send({ message: 'Image not found.' });
        const version = productArtVersion(art);
        if (version !== wanted.version) {
          // The product changed since the page was written: send the browser to today's picture.
          return reply
            .code(302)
            .header('Cache-Control', 'no-cache')
            .redirect(mediaUrl(productMediaBase(wanted.product, wanted.image, version), wanted.width, wanted.format));
        }
        key = { ...art, width: wanted.width, format: wanted.format };
      }

      let buffer = rendered.get(name);
      if (!buffer) {
        const job = pending.get(name) ?? load(name, key).finally(() => pending.delete(name));
        pending.set(name, job);
        const fresh = await job;
        if (!rendered.has(name)) remember(name, fresh);
        buffer = fresh;
      }
      return reply
        .header('Content-Type', key.format === 'jpg' ? 'image/jpeg' : 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(buffer);
    },
  );
};

export default mediaRoutes;
