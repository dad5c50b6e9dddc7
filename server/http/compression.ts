import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether an If-None-Match header matches an entity tag: `*`, or a comma-separated list of tags,
 * compared weakly (W/"x" and "x" are the same tag), as RFC 9110 §13.1.2 asks of GET and HEAD.
 */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  for (const match of value.matchAll(/(?:W\/)?"[^"]*"|\*/g)) {
    if (match[0] === '*' || opaque(match[0]) === wanted) return true;
  }
  return false;
}

const COMPRESS_FROM = 1024;

/**
 * The body compressed for the client (brotli, else gzip) with Content-Encoding and Vary set. For
 * answers that bypass @fastify/compress, which only hooks routes: pages sent by the not-found handler.
 */
export function compressFor(request: FastifyRequest, reply: FastifyReply, body: string): string | Buffer {
  reply.header('Vary', appendVary(reply.getHeader('Vary'), 'Accept-Encoding'));
  if (Buffer.byteLength(body) < COMPRESS_FROM) return body;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return gzipSync(body, { level: 6 });
  }
  return body;
}

function appendVary(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  return fields.join(', ');
}
