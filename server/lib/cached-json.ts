import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const COMPRESS_FROM = 1024;

/**
 * A catalogue answer serialized once: its JSON, an ETag, and a gzip copy made
 * on first need. Large lists (a category of a big catalogue runs to megabytes)
 * are then neither serialized nor compressed again per request.
 */
export class CachedJson {
  readonly body: string;
  readonly etag: string;
  private gzipped: Buffer | undefined;

  constructor(value: unknown) {
    this.body = JSON.stringify(value);
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url').slice(0, 20)}"`;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    // Shoppers may keep a copy but must ask again; a matching ETag costs a 304 and no body.
    reply.header('ETag', this.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === this.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && this.body.length >= COMPRESS_FROM) {
      this.gzipped ??= gzipSync(this.body, { level: 6 });
      return reply.header('Content-Encoding', 'gzip').send(this.gzipped);
    }
    return reply.send(this.body);
  }
}
