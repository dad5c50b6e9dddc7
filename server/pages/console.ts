import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the staff console lives; its API is under /api/admin/ (server/staff/routes.ts). */
export const CONSOLE_PATH = '/admin';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="robots" content="noindex" /><title>Shop console</title></head>
<body><p>The console has not been built. Run <code>npm run build</code>.</p></body></html>`;

/**
 * The console's own Content-Security-Policy, stricter than the storefront's: its scripts and styles
 * only from the shop, no frames at all (no map, no payment window), never framed itself, and
 * pictures from the shop or data: URLs (the authenticator-app QR code).
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The staff console's page (dist/admin.html, built by vite.console.config.ts) at /admin and every
 * path under it, so the console's router owns them (a reload on /admin/more/devices works). Never
 * indexed (header and meta tag), never cached by a shared cache, and left out of the sitemap.
 */
export function consolePage(app: FastifyInstance): void {
  const file = path.join(app.config.distDir, 'admin.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : NOT_BUILT;

  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A file name under /admin is no console screen: a 404, as anywhere else.
    if (path.extname(pathname)) return reply.callNotFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', CONSOLE_CSP)
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Cache-Control', 'no-cache, private')
      .header('Referrer-Policy', 'no-referrer')
      .send(html);
  };
  app.get(CONSOLE_PATH, { schema: { hide: true } as never }, send);
  app.get(`${CONSOLE_PATH}/*`, { schema: { hide: true } as never }, send);
}
