import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { paths } from '../../common/site/paths';
import { injectHead, renderHead } from '../seo/head';
import { servedPage, SITEMAP_STATIC } from '../seo/pages';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Shop</title><!--seo--></head>
<body><p>The storefront has not been built. Run <code>npm run build</code>.</p></body></html>`;

export function requestOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl || `${request.protocol}://${request.host}`;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The storefront: built files, robots.txt, sitemap.xml, and every SPA route
 * answered with index.html carrying that page's tags, so crawlers and link
 * previews that run no JavaScript see the title, description and JSON-LD.
 */
const siteRoutes: FastifyPluginAsync = async (app) => {
  const { distDir } = app.config;
  const indexPath = path.join(distDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML;
  if (!existsSync(indexPath)) app.log.warn({ distDir }, 'no built storefront found; serving a placeholder page');

  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders(reply, filePath) {
        // Vite names built assets by content hash: they can be cached forever.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.get('/robots.txt', { schema: { hide: true } as never }, (request, reply) => {
    const origin = requestOrigin(app, request);
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${paths.cart}\nDisallow: ${paths.payment}\n\nSitemap: ${origin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } as never }, async (request, reply) => {
    const origin = requestOrigin(app, request);
    const entries = await app.cache.get('sitemap', () => app.repos.catalogue.sitemapEntries());
    const url = (loc: string, lastmod?: string | null) =>
      `  <url><loc>${xmlEscape(origin + loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_STATIC.map((p) => url(p)),
      ...entries.map((e) =>
        url(
          e.kind === 'product'
            ? paths.product(e.id)
            : e.kind === 'category'
              ? paths.category(e.id)
              : paths.blogDetail(e.id),
          e.lastmod,
        ),
      ),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const origin = requestOrigin(app, request);
    const { meta, status, preloadImage } = await servedPage(app, request.url);
    const head = renderHead(meta, origin, preloadImage);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(injectHead(template, head));
  }

  app.get('/', { schema: { hide: true } as never }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      !pathname.startsWith('/assets/') &&
      !path.extname(pathname);
    if (!wantsPage) return reply.code(404).send({ message: 'Not found.' });
    return sendPage(request, reply);
  });
};

export default siteRoutes;
