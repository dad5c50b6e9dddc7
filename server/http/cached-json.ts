import { createHash } from 'node:crypto';
import { gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag';

const COMPRESS_FROM = 1024;
const gzipAsync = promisify(gzip);

/**
 * A catalogue answer serialized once: its JSON as UTF-8 bytes, an ETag, and a gzip copy. Large
 * lists are then neither serialized nor compressed again per request, and the read cache knows
 * exactly how many bytes the answer holds (`bytes`), which is what its budget counts.
 */
export class CachedJson {
  readonly body: Buffer;
  readonly etag: string;
  private readonly gzipped: Buffer | undefined;

  constructor(value: unknown, made?: { body: Buffer; gzipped: Buffer | undefined }) {
    this.body = made?.body ?? Buffer.from(JSON.stringify(value));
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url').slice(0, 20)}"`;
    // Made now rather than on first need so the entry's size is final when the cache counts it;
    // nearly every client (every browser) asks for gzip.
    this.gzipped = made
      ? made.gzipped
      : this.body.length >= COMPRESS_FROM
        ? gzipSync(this.body, { level: 6 })
        : undefined;
  }

  /**
   * The same, compressed on libuv's thread pool instead of the event loop: for answers made on a
   * request (a first read), so a large list's compression does not hold up every other request.
   */
  static of(value: unknown): Promise<CachedJson> {
    return CachedJson.ofText(JSON.stringify(value));
  }

  /** The same, from JSON text already written (e.g. joined from cached cards). */
  static async ofText(json: string): Promise<CachedJson> {
    const body = Buffer.from(json);
    const gzipped = body.length >= COMPRESS_FROM ? await gzipAsync(body, { level: 6 }) : undefined;
    return new CachedJson(undefined, { body, gzipped });
  }

  /** Memory held: the JSON and its gzip copy. */
  get bytes(): number {
    return this.body.length + (this.gzipped?.length ?? 0) + this.etag.length;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    // Shoppers may keep a copy but must ask again; a matching ETag costs a 304 and no body.
    reply.header('ETag', this.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (etagMatches(request.headers['if-none-match'], this.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && this.gzipped) return reply.header('Content-Encoding', 'gzip').send(this.gzipped);
    return reply.send(this.body);
  }
}
