import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { parseMediaName } from '../../common/site/media';
import { renderMedia } from '../media/render';

const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Catalogue images are drawn by code and rendered to WebP on first request.
 * Names are content-addressed (kind, hue, variant, width), so they never change
 * and browsers may keep them for a year. Rendered files are also kept under
 * DATA_DIR/media-cache, so a restart does not draw them again.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  const diskDir = path.join(app.config.dataDir, 'media-cache');
  await mkdir(diskDir, { recursive: true });

  async function load(name: string, key: NonNullable<ReturnType<typeof parseMediaName>>): Promise<Buffer> {
    const file = path.join(diskDir, name); // name passed parseMediaName: no separators, no dots but the extension
    try {
      return await readFile(file);
    } catch {
      const buffer = await renderMedia(key);
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

  app.get<{ Params: { name: string } }>(
    '/media/:name',
    {
      schema: { hide: true } as never,
    },
    async (request, reply) => {
      const { name } = request.params;
      const key = parseMediaName(name);
      if (!key) return reply.code(404).send({ message: 'Image not found.' });

      let buffer = rendered.get(name);
      if (!buffer) {
        const job = pending.get(name) ?? load(name, key).finally(() => pending.delete(name));
        pending.set(name, job);
        const fresh = await job;
        if (!rendered.has(name)) remember(name, fresh);
        buffer = fresh;
      }
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(buffer);
    },
  );
};

export default mediaRoutes;
