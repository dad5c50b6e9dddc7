import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyTrustProxy, type Config } from './config/env';
import type { Database } from './db/client';
import { company } from '../common/site/company';
import { CATALOGUE_CHANNEL, decodeChange, encodeChange, ReadCache } from './http/cache';
import { ShopError } from './lib/errors';
import { createOutage, type Outage } from './lib/outage';
import { ShopLogController } from './lib/logging';
import { RouteMethods } from './http/route-methods';
import { bodyStrictValidators, installJsonParser, strictInputSchemas, MULTI_LINE, SINGLE_LINE } from './http/input';
import { databaseUnavailable, referenceGone, requestCaused } from './db/errors';
import { cspDirectives, permissionsPolicy } from './http/security-headers';
import { createCatalogueRepository, type CatalogueRepository } from './catalogue/repository';
import { createSearchRepository } from './catalogue/search';
import { createBlogRepository, type BlogRepository } from './blogs/repository';
import catalogueRoutes from './catalogue/routes';
import blogRoutes from './blogs/routes';
import engagementRoutes from './engagement/routes';
import healthRoutes from './http/health-routes';
import mediaRoutes from './media/routes';
import siteRoutes from './pages/routes';
import { setupAccounts } from './accounts/setup';
import favouriteRoutes from './favourites/routes';
import { setupOrders } from './orders/setup';
import { setupInvoices } from './invoices/setup';
import { scheduleRetention } from './privacy/retention';
import { privacyRoutes } from './privacy/routes';

export interface Repositories {
  catalogue: CatalogueRepository;
  search: ReturnType<typeof createSearchRepository>;
  blogs: BlogRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    cache: ReadCache;
    repos: Repositories;
    /** Methods answered per path, for 405 answers (see http/route-methods.ts). */
    routeMethods: RouteMethods;
    /** The database's outage, if any: logged once at each end, shown by /api/health. */
    databaseOutage: Outage;
  }
}

/** Answers for errors that happen before a route's handler (fastify's own), in the shop's `{ message }` shape. */
function errorMessage(error: Error & { code?: string }, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but says it is JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here; send application/json.';
    case 'FST_ERR_BAD_URL':
      return 'The request URL is malformed.';
    default:
      return status === 404 ? 'Not found.' : error.message;
  }
}

/** A validation failure in the shop's words; a control character is named as such rather than by its pattern. */
function validationMessage(error: Error & { validation?: unknown }, context: string | undefined): string {
  const [first] = Array.isArray(error.validation)
    ? (error.validation as { keyword?: string; instancePath?: string; params?: { pattern?: string } }[])
    : [];
  const where = context ?? 'request';
  if (first?.keyword === 'pattern' && (first.params?.pattern === SINGLE_LINE || first.params?.pattern === MULTI_LINE)) {
    const field = first.instancePath?.replace(/^\//, '').replace(/\//g, '.') || where;
    return `Invalid ${where}: ${field} contains a character that is not allowed.`;
  }
  return `Invalid ${where}: ${error.message}`;
}

/** Retry-After on a 503 while the database is away: it is back within seconds after a restart or failover. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * What the shopper reads when the database is away: the storefront's own error texts, the
 * checkout's for place-order and the newsletter's general one elsewhere.
 */
function unavailableMessage(url: string): string {
  return /^\/api\/place-order\//.test(url)
    ? 'There was an issue creating your order.'
    : 'Something went wrong. Please try again later.';
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole shop (API, media, storefront) without listening; server.ts listens, tests inject. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    logController: new ShopLogController(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // While the shop drains after SIGTERM, a request that still reaches it on an open connection is
    // answered (with `Connection: close`, server.ts) rather than refused with 503: a proxy retries a
    // refused POST on another process only when the request was never sent, so a 503 here would fail it.
    return503OnClosing: false,
    // Idle connections are cut by server.ts after a grace period, not at the moment close() is called.
    forceCloseConnections: false,
    // A URL fastify cannot decode (e.g. `/%`) is a client error like any other: 400 `{ message }`.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ message: errorMessage(error, 400) });
    },
    // Requests node's HTTP parser refuses never reach fastify; answer them in the same shape.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy();
      const status = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify({ message: status === 431 ? 'Request headers are too large.' : 'Bad request.' });
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // Path and query strings are coerced to the numbers their schemas name; bodies never (http/input.ts).
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator: bodyStrictValidators() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installJsonParser(app);
  app.addHook('onRoute', strictInputSchemas);

  const routeMethods = new RouteMethods();
  app.decorate('routeMethods', routeMethods);
  app.addHook('onRoute', (route) => routeMethods.add(route.method, route.url));

  const cache = new ReadCache(config.cacheTtlMs, config.cacheMaxBytes, (change) => {
    if (database.kind === 'postgres') {
      database.db
        .execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${encodeChange(change)})`)
        .catch((err: unknown) => app.log.error({ err }, 'cache: NOTIFY failed'));
    }
  });
  // Other processes on the same PostgreSQL tell us when they wrote to the catalogue, and what.
  if (database.listen) await database.listen(CATALOGUE_CHANNEL, (payload) => cache.clear(decodeChange(payload)));

  const databaseOutage = createOutage('the database', app.log, () => database.db.execute(sql`SELECT 1`));
  app.decorate('databaseOutage', databaseOutage);
  app.addHook('onClose', async () => databaseOutage.stop());
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('cache', cache);
  const catalogue = createCatalogueRepository(database.db, {
    remember: (key, load, options) => cache.get(key, load, options),
  });
  app.decorate('repos', {
    catalogue,
    search: createSearchRepository(database.db, catalogue, { remember: (key, load) => cache.get(key, load) }),
    blogs: createBlogRepository(database.db),
  });

  app.setErrorHandler(
    (
      error: Error & { statusCode?: number; code?: string; validation?: unknown; validationContext?: string },
      request,
      reply,
    ) => {
      if (error.validation) {
        return reply.code(400).send({ message: validationMessage(error, error.validationContext) });
      }
      // A refusal by the shop's rules: its own status and message (a 502 or 503 is logged too).
      if (error instanceof ShopError) {
        // An outage (`outage` set) was logged once where it was noticed; other 5xx each get a line.
        if ((error as ShopError & { outage?: boolean }).outage)
          request.log.debug({ err: error, url: request.url }, error.message);
        else if (error.statusCode >= 500) request.log.error({ err: error, url: request.url }, error.message);
        // A 503 is a moment's unavailability: say when to try again.
        if (error.statusCode === 503 && !reply.hasHeader('retry-after'))
          reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.code(error.statusCode).send({ message: error.message, ...error.body });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      // What the database refuses because of what was sent (a value out of range, bad text) is the request's fault.
      if (status >= 500 && requestCaused(error)) {
        request.log.warn({ err: error, url: request.url }, 'input refused by the database');
        return reply.code(400).send({ message: 'The request holds a value the shop cannot store.' });
      }
      if (status >= 500 && referenceGone(error)) {
        request.log.warn({ err: error, url: request.url }, 'a row the request named was removed meanwhile');
        return reply
          .code(409)
          .send({ message: 'What this request refers to no longer exists. Please reload the page.' });
      }
      // The database is down or silent: a short wait and a retry may work; never a 500.
      if (status >= 500 && databaseUnavailable(error)) {
        app.databaseOutage.failed(error);
        request.log.debug({ err: error, url: request.url }, 'database unavailable');
        return reply
          .code(503)
          .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: unavailableMessage(request.url) });
      }
      if (status >= 500) {
        request.log.error({ err: error, url: request.url }, 'request failed');
        return reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
      }
      return reply.code(status).send({ message: errorMessage(error, status) });
    },
  );

  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    // Product images are embedded by link previews on other sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: false,
  });
  const permissions = permissionsPolicy(config);
  // HSTS only over HTTPS: `request.protocol` is https for TLS here, or for X-Forwarded-Proto from a
  // proxy TRUST_PROXY trusts (a client's own header counts for nothing). Over plain HTTP the header
  // would be ignored by browsers, and a development shop on http://localhost must never pin itself.
  const hsts = config.hstsMaxAge > 0 ? `max-age=${config.hstsMaxAge}` : undefined;
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissions);
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
  });
  // Behind a proxy with TRUST_PROXY off, every shopper has the proxy's address (one lockout for all): say so once.
  if (config.trustProxy === false) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn(
        { remoteAddress: request.socket.remoteAddress },
        'requests arrive with X-Forwarded-For but TRUST_PROXY is off: every shopper looks like the proxy, so one person’s failed sign-ins lock out everyone; set TRUST_PROXY to the proxy’s address or 1 (docs/deploy.md)',
      );
    });
  }
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cookie);
  // Before every route: @fastify/swagger documents only the routes registered after it.
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${company.brand} shop API`,
        version: '1.0.0',
        description:
          'The storefront API and the operations the shop needs. Paths are relative to the host; the doubled /api/api/ prefixes are part of the contract the storefront was built against.',
      },
      tags: [{ name: 'catalogue' }, { name: 'blog' }, { name: 'operations' }],
      // Routes that need a signed-in customer name this scheme (the access token from login/).
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  // The docs page runs under the shop's own CSP (inline styles allowed, scripts only from this origin).
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await setupAccounts(app);
  await app.register(favouriteRoutes, { prefix: '/api' });
  await setupOrders(app);
  await setupInvoices(app);
  scheduleRetention(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(blogRoutes);
      await api.register(engagementRoutes);
      await api.register(privacyRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await siteRoutes(app, {});

  return app;
}
