import { constants as zlibConstants } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyTrustProxy, type Config } from './config/env';
import type { Database } from './db/client';
import { CATALOGUE_CHANNEL, decodeChange, encodeChange, ReadCache } from './http/cache';
import { errorMessage, installErrorHandler } from './http/error-handler';
import { createOutage, type Outage } from './lib/outage';
import { ShopLogController } from './lib/logging';
import { RouteMethods } from './http/route-methods';
import { bodyStrictValidators, installJsonParser, onceCompiledSerializers, strictInputSchemas } from './http/input';
import { securityHeaders } from './http/security-headers';
import { privateAnswers, SECURITY_SCHEMES } from './http/private-answers';
import { createCatalogueRepository, type CatalogueRepository } from './catalogue/repository';
import { createSearchRepository, type SearchRepository } from './catalogue/search';
import { createBlogRepository, type BlogRepository } from './blogs/repository';
import catalogueRoutes from './catalogue/routes';
import blogRoutes from './blogs/routes';
import engagementRoutes from './engagement/routes';
import healthRoutes from './http/health-routes';
import mediaRoutes from './media/routes';
import type { ObjectStore } from './media/object-store';
import { photoStore } from './media/store';
import siteRoutes, { PAGE_FALLBACK } from './pages/routes';
import { consolePage } from './pages/console';
import { staffActor, staffApi } from './staff/api';
import { fulfilmentRoutes } from './fulfilment/routes';
import { stockRoutes } from './stock/routes';
import { couponRoutes } from './coupons/routes';
import { alertRoutes } from './alerts/routes';
import { setupAlerts } from './alerts/setup';
import { dataRequestRoutes } from './privacy/request-routes';
import { createDataRequestService } from './privacy/requests';
import { createCouponService } from './coupons/service';
import { productRoutes } from './products/routes';
import { createProductService } from './products/service';
import { createPhotoService } from './products/photos';
import { createStockService } from './stock/service';
import { messageConsoleRoutes } from './engagement/console-routes';
import { customerConsoleRoutes } from './privacy/console-routes';
import { auditRoutes } from './audit/routes';
import { shopFulfilment } from './fulfilment/setup';
import { setupAccounts } from './accounts/setup';
import favouriteRoutes from './favourites/routes';
import { setupOrders } from './orders/setup';
import { setupInvoices } from './invoices/setup';
import { scheduleRetention } from './privacy/retention';
import { privacyRoutes } from './privacy/routes';
import { trackRequests, warmReadPaths } from './http/warm';

export interface Repositories {
  catalogue: CatalogueRepository;
  search: SearchRepository;
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
    /** Product photos: DATA_DIR/objects, or the S3 bucket every process shares (server/media/store.ts). */
    photos: ObjectStore;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The clock of the console's staff sessions (tests move it to see them expire); the real one by default. */
  now?: () => Date;
  /** Warm the catalogue's read paths in the background from the moment the repositories exist (server/http/warm.ts). */
  warm?: boolean;
}

/** Builds the whole shop (API, media, storefront) without listening; server.ts listens, tests inject. */
export async function buildApp({ config, database, logger, warm, now }: BuildOptions): Promise<FastifyInstance> {
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
    schemaController: {
      compilersFactory: { buildValidator: bodyStrictValidators(), buildSerializer: onceCompiledSerializers() },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installJsonParser(app);
  app.addHook('onRoute', strictInputSchemas);

  const routeMethods = new RouteMethods();
  app.decorate('routeMethods', routeMethods);
  // The pages' wildcard answers GET and HEAD on any path, so it would make every other method a 405.
  app.addHook('onRoute', (route) => {
    if (route.url !== PAGE_FALLBACK) routeMethods.add(route.method, route.url);
  });

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
  const photos = photoStore(config, app.log);
  app.decorate('photos', photos);
  app.addHook('onClose', async () => photos.close());
  app.decorate('database', database);
  app.decorate('cache', cache);
  // The warm-up after start (server/http/warm.ts) gives way to the requests counted here.
  trackRequests(app);
  const catalogue = createCatalogueRepository(database.db, {
    shop: config.shop,
    remember: (key, load, options) => cache.get(key, load, options),
  });
  app.decorate('repos', {
    catalogue,
    search: createSearchRepository(database.db, catalogue, { remember: (key, load) => cache.get(key, load) }),
    blogs: createBlogRepository(database.db),
  });
  // Not awaited: the database thread warms up while the rest of the app is built (about 0.5 s), and
  // the shop listens without waiting for it.
  if (warm) void warmReadPaths(app);

  installErrorHandler(app);

  const security = securityHeaders(config);
  // HSTS only over HTTPS: `request.protocol` is https for TLS here, or for X-Forwarded-Proto from a
  // proxy TRUST_PROXY trusts (a client's own header counts for nothing). Over plain HTTP the header
  // would be ignored by browsers, and a development shop on http://localhost must never pin itself.
  const hsts = config.hstsMaxAge > 0 ? `max-age=${config.hstsMaxAge}` : undefined;
  // On the raw response, as helmet sets them: every answer carries them, an error's and a 404's too,
  // and a header a route sets itself wins.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of security) raw.setHeader(name, value);
    if (hsts && request.protocol === 'https') raw.setHeader('strict-transport-security', hsts);
    done();
  });
  privateAnswers(app);
  // Behind a proxy with TRUST_PROXY off, every shopper has the proxy's address (one lockout for all): say so once.
  if (config.trustProxy === false) {
    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!warned && request.headers['x-forwarded-for'] !== undefined) {
        warned = true;
        request.log.warn(
          { remoteAddress: request.socket.remoteAddress },
          'requests arrive with X-Forwarded-For but TRUST_PROXY is off: every shopper looks like the proxy, so one person’s failed sign-ins lock out everyone; set TRUST_PROXY to the proxy’s address or 1 (docs/deploy.md)',
        );
      }
      done();
    });
  }
  // Brotli at quality 5 (the plugin's default is 4): pages, its largest answers, come out about 7%
  // smaller for little more work, and compression runs on libuv's threads for anything over a few KB.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
  });
  await app.register(cookie);
  // Before every route: @fastify/swagger documents only the routes registered after it.
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.shop.brand} shop API`,
        version: '1.0.0',
        description:
          'The storefront API and the operations the shop needs. Paths are relative to the host; the doubled /api/api/ prefixes are part of the contract the storefront was built against.',
      },
      tags: [{ name: 'catalogue' }, { name: 'blog' }, { name: 'operations' }],
      // Routes that read the caller's token or cookie name one of these (server/http/private-answers.ts).
      components: { securitySchemes: SECURITY_SCHEMES },
    },
  });
  // The docs page runs under the shop's own CSP (inline styles allowed, scripts only from this origin).
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await setupAccounts(app);
  setupAlerts(app);
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
  // The staff console's API: staffApi's hooks cover every route of the scope (server/staff/api.ts).
  await app.register(
    async (admin) => {
      await staffApi(admin, { now, stepUpSeconds: config.staffStepUpSeconds });
      await fulfilmentRoutes(admin, {
        fulfilment: shopFulfilment(app),
        db: database.db,
        shop: config.shop,
        staffActor,
      });
      await customerConsoleRoutes(admin, {
        db: database.db,
        brand: config.shop.brand,
        staffActor,
        productsChanged: (products) => app.cache.invalidate({ products }),
      });
      await auditRoutes(admin, { db: database.db });
      await stockRoutes(admin, {
        stock: createStockService({
          db: database.db,
          catalogueChanged: (change) => {
            cache.invalidate(change);
            app.alerts.stockChanged(change.products);
          },
        }),
        db: database.db,
        staffActor,
      });
      await productRoutes(admin, {
        products: createProductService({
          db: database.db,
          catalogueChanged: (change) => cache.invalidate(change),
          lowStockAt: config.shop.lowStockAt,
        }),
        photos: createPhotoService({
          db: database.db,
          store: photos,
          catalogueChanged: (change) => cache.invalidate(change),
        }),
        db: database.db,
        staffActor,
      });
      await messageConsoleRoutes(admin, { db: database.db, staffActor });
      await dataRequestRoutes(admin, {
        requests: createDataRequestService({ db: database.db, now }),
        db: database.db,
        staffActor,
      });
      await alertRoutes(admin, { alerts: app.alerts, db: database.db, staffActor });
      await couponRoutes(admin, {
        coupons: createCouponService({ db: database.db, catalogueChanged: (change) => cache.invalidate(change) }),
        db: database.db,
        staffActor,
      });
    },
    { prefix: '/api/admin' },
  );
  await app.register(mediaRoutes);
  consolePage(app);
  await siteRoutes(app, {});

  return app;
}
