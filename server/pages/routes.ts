import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchRoute, paths } from '../../common/site/paths';
import { isValidHost } from '../config/env';
import { deferScripts, loadPageAssets, renderPageAssets } from './assets';
import { injectHead, renderHead } from './head';
import { renderPageData } from './page-data';
import { cardPreload, servedPage, SITEMAP_STATIC, type ServedPage } from './pages';
import { loadShells, withShell, type Shells } from './shell';
import { blogFirstScreen, blogPostFirstScreen, listingFirstScreen, productFirstScreen } from './first-screen';
import { escapeHtml } from '../../common/site/html';
import { paymentMode } from '../http/security-headers';

/** The route that answers every storefront URL the router has no other route for. */
export const PAGE_FALLBACK = '/*';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Shop</title><!--seo--></head>
<body><p>The storefront has not been built. Run <code>npm run build</code>.</p></body></html>`;

/** Shown on every page of a live shop whose payments go through the sandbox (PAYMENT_SANDBOX=true). */
export const TEST_MODE_NOTICE = 'Test mode: payments in this shop are not real, and nothing is charged.';

/**
 * index.html with the shop's own name in its <noscript> text, and, when a production shop takes test
 * payments, a notice above everything. It sits outside #root, so the storefront never replaces it.
 */
function brandedTemplate(html: string, brand: string, testMode: boolean): string {
  let page = html.replace(
    /<noscript>[\s\S]*?<\/noscript>/,
    () =>
      `<noscript>${escapeHtml(brand)} needs JavaScript to run the shop. Please enable it and reload the page.</noscript>`,
  );
  if (testMode) {
    const notice = `<p class="test-mode-notice" role="note" style="margin:0;padding:8px 16px;background:#7a2e00;color:#fff;text-align:center;font-weight:700">${escapeHtml(TEST_MODE_NOTICE)}</p>`;
    // A page without a <body> tag (a placeholder build) still shows it: the browser puts it in the body.
    page = /<body[^>]*>/.test(page) ? page.replace(/<body[^>]*>/, (body) => `${body}\n    ${notice}`) : page + notice;
  }
  return page;
}

/** An answer the request's own Host cannot be trusted for; the error handler sends it as 400 `{message}`. */
export class BadHostError extends Error {
  readonly statusCode = 400;
}

/**
 * The origin written into pages, the sitemap and robots.txt. PUBLIC_URL when set (always in
 * production): then no request can change what is written. Otherwise the request's own Host, once
 * it is a syntactically valid host[:port] (and one of ALLOWED_HOSTS when that is set); a missing or
 * invalid Host throws BadHostError (400), so nothing it carries reaches a page or a URL parser.
 */
export function requestOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const { publicUrl, allowedHosts } = app.config;
  if (publicUrl) return publicUrl;
  const host = typeof request.host === 'string' ? request.host.toLowerCase() : '';
  if (!host) throw new BadHostError('This request has no Host header.');
  if (!isValidHost(host) || (allowedHosts.length > 0 && !allowedHosts.includes(host)))
    throw new BadHostError('This request names a host the shop does not serve.');
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}

/**
 * Caching for answers that carry the origin. With PUBLIC_URL they are the same for everyone; without
 * it they depend on the Host header, so no shared cache may keep one and serve it to another host.
 */
function originCaching(app: FastifyInstance, reply: FastifyReply, publicMaxAge: number | null): FastifyReply {
  if (app.config.publicUrl)
    return reply.header('Cache-Control', publicMaxAge === null ? 'no-cache' : `public, max-age=${publicMaxAge}`);
  return reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Host');
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
  const template = brandedTemplate(
    existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML,
    app.config.shop.brand,
    app.config.production && paymentMode(app.config) === 'sandbox',
  );
  if (!existsSync(indexPath)) app.log.warn({ distDir }, 'no built storefront found; serving a placeholder page');

  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // Built assets come with brotli and gzip copies made at the highest levels (scripts/precompress.ts).
      preCompressed: true,
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
    originCaching(app, reply.type('text/plain; charset=utf-8'), 3600);
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
    return originCaching(app, reply.type('application/xml; charset=utf-8'), 3600).send(body);
  });

  const pageAssets = loadPageAssets(distDir, template);
  // The first-paint shells, with the shop's details filled in.
  const shells = loadShells(distDir, app.config.shop);

  /**
   * The page's first screen as HTML, when the build has one for it: the home page's top, a product's
   * breadcrumb and photos, the first row of the blog or of a whole-list listing (from the answers
   * embedded in the page); else null.
   */
  function firstScreenOf(shells: Shells, served: ServedPage, bodies: Map<string, string>, url: string): string | null {
    if (served.status !== 200) return null;
    if (served.page === 'HomePage') return shells.home;
    // Rendered at the bare path: a query (a tracking link's order number) may show something else.
    const fixed = shells.pages?.[served.page];
    if (fixed !== undefined) return url.includes('?') ? null : fixed;
    if (served.page === 'BlogDetailPage' && shells.blogPost) {
      const body = [...bodies].find(([key]) => key.startsWith('api/blogs/'))?.[1];
      return body ? blogPostFirstScreen(shells.blogPost, body) : null;
    }
    if (served.page === 'ProductDetailPage' && shells.product) {
      const body = [...bodies].find(([key]) => key.startsWith('product-detail/'))?.[1];
      return body ? productFirstScreen(shells.product, body) : null;
    }
    const { listing, card } = shells;
    if (served.listingTitle && served.cardImage && listing && card) {
      const body = bodies.get(served.cardImage.path);
      const reverse = served.cardImage.first === 'last';
      const { listingTitle: title, listingSubtitle: subtitle, listingPage: page } = served;
      return body ? listingFirstScreen({ listing, card }, title, subtitle, body, reverse, page) : null;
    }
    if (served.cardImage?.kind === 'blog' && shells.blog) {
      const body = bodies.get(served.cardImage.path);
      return body ? blogFirstScreen(shells.blog, body) : null;
    }
    return null;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const origin = requestOrigin(app, request);
    // /Shop only sends the shopper on to the trending list (src/pages/ShopPage.tsx): said here, the
    // browser goes there before loading anything, and the list's first screen is in its HTML.
    const [pathname = '/', query] = request.url.split('?', 2);
    if (matchRoute(pathname)?.route === 'shop')
      return reply.redirect(paths.latestCollection + (query === undefined ? '' : `?${query}`), 301);
    const served = await servedPage(app, request.url);
    const data = await renderPageData(app, request, served.data);
    // The page's largest picture: its own (banner, product photo), or its first card's.
    const preloadImage =
      served.preloadImage ??
      (served.cardImage && cardPreload(served.cardImage, data.bodies.get(served.cardImage.path)));
    let firstScreen: string | null = null;
    try {
      firstScreen = shells && firstScreenOf(shells, served, data.bodies, request.url);
    } catch (error) {
      // The page still works with the plain shell; the operator learns which answer did not fit.
      request.log.error({ err: error, url: request.url }, 'could not fill in the first screen');
    }
    let page = shells ? withShell(template, firstScreen ?? shells.page) : template;
    const { styles, scripts } = renderPageAssets(pageAssets(served.page));
    // A page whose shell is its whole first screen holds its scripts until that has painted.
    let later = '';
    if (firstScreen) ({ page, template: later } = deferScripts(page, scripts));
    // The page's chunk and styles are named in the HTML, so they download beside the entry, not after
    // it; after the entry's own, so the page's styles come after (and win over) the shared ones.
    const head = (later ? styles : [...styles, ...scripts]).map((tag) => `  ${tag}\n  `).join('');
    // Replacer functions: the embedded answers may hold `$&` and the like, which must stay text.
    const html = injectHead(
      page,
      renderHead(served.meta, origin, app.config.shop, preloadImage, paymentMode(app.config)),
    )
      .replace('</head>', () => `${head}</head>`)
      .replace('</body>', () => `${later}${data.html}\n  </body>`);
    originCaching(app, reply.code(served.status).type('text/html; charset=utf-8'), null);
    // The embedded cart count follows the session cookie.
    if (data.personal) reply.header('Cache-Control', 'private, no-cache');
    // Every page varies by encoding, compressed or not (a small or identity answer too), in the
    // lower case @fastify/compress looks for, so it does not name it a second time.
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Cookie, accept-encoding` : 'Cookie, accept-encoding');
    return reply.send(html);
  }

  app.get('/', { schema: { hide: true } as never }, sendPage);

  /**
   * Every other storefront URL, as a route (after the API, media and the built files, which the
   * router prefers to a wildcard), so that @fastify/compress compresses pages as it does the API:
   * on libuv's threads, not the event loop. A path that is no page (an unknown API or media path, a
   * missing file) goes on to the not-found handler and its JSON 404. server/app.ts leaves this route
   * out of the 405 index: another method on a page path stays a 404.
   */
  app.get(PAGE_FALLBACK, { schema: { hide: true } as never }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      !pathname.startsWith('/assets/') &&
      !path.extname(pathname);
    return isPage ? sendPage(request, reply) : reply.callNotFound();
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The path exists, only not for this method.
    const allowed = app.routeMethods.allowed(pathname);
    if (allowed.length > 0 && !allowed.includes(request.method))
      return reply.code(405).header('Allow', allowed.join(', ')).send({ message: 'Method not allowed.' });
    return reply.code(404).send({ message: 'Not found.' });
  });
};

export default siteRoutes;
