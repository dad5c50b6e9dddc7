import type { FastifyPluginAsync } from 'fastify';
import { parseMediaName } from '../media/keys';
import { renderMedia } from '../media/render';

const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Catalogue images are drawn by code and rendered to WebP on first request.
 * Names are content-addressed (kind, hue, variant, width), so they never change
 * and browsers may keep them for a year.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
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

  app.get<{ Params: { name: string } }>('/media/:name', {
    schema: { hide: true } as never,
  }, async (request, reply) => {
    const { name } = request.params;
    const key = parseMediaName(name);
    if (!key) return reply.code(404).send({ message: 'Image not found.' });

    let buffer = rendered.get(name);
    if (!buffer) {
      const job = pending.get(name) ?? renderMedia(key).finally(() => pending.delete(name));
      pending.set(name, job);
      const fresh = await job;
      if (!rendered.has(name)) remember(name, fresh);
      buffer = fresh;
    }
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(buffer);
  });
};

export default mediaRoutes;
