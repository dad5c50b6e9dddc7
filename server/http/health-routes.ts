import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.String(),
  /** 'ok', or 'degraded' while the database does not answer (the answer is then 503). */
  database_status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  /**
   * Where rate limits count: 'ok' in Redis, 'degraded' while Redis does not answer (each process
   * counts on its own; still 200: the shop sells), 'not configured' without REDIS_URL.
   */
  redis: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('not configured')]),
  /** 'degraded' while the last e-mail could not be sent (it waits in the mail queue). */
  mail: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  /** 'degraded' while the payment provider's last call failed or passed its deadline. */
  payments: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('not configured')]),
  /**
   * Where product photos are kept: 'local' (DATA_DIR/objects, this machine only), 'ok' in the S3
   * bucket, 'degraded' while the bucket does not answer (uploads answer 503, photos 404; still 200).
   */
  photo_store: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('local')]),
  uptime_seconds: Type.Number(),
  cache_entries: Type.Integer(),
  /** Bytes the read cache holds, against its budget (CACHE_MAX_MB). */
  cache_bytes: Type.Integer(),
  cache_budget_bytes: Type.Integer(),
});

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness, and the state of the database, Redis, mail, the payment provider and the photo store',
        description:
          '503 while the database does not answer; 200 with status degraded while only Redis, mail, the payment provider or the photo store is away (the shop still sells).',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      let ok = true;
      try {
        await app.database.db.execute(sql`SELECT 1`);
      } catch (error) {
        ok = false;
        // Logged once per outage, not once per health check.
        app.databaseOutage.failed(error);
      }
      await app.accounts.limits.check();
      const limits = app.accounts.limits.state();
      const redis = limits === 'memory' ? 'not configured' : limits === 'redis' ? 'ok' : 'degraded';
      const mail = app.accounts.mailer.healthy() ? 'ok' : 'degraded';
      const payments = app.payments.state();
      // The bucket is asked now, within its deadline (as Redis is), so the answer is current.
      const photoStore =
        app.photos.kind === 'folder'
          ? ('local' as const)
          : (await app.photos.check())
            ? ('degraded' as const)
            : ('ok' as const);
      const body = {
        status:
          ok && redis !== 'degraded' && mail === 'ok' && payments !== 'degraded' && photoStore !== 'degraded'
            ? ('ok' as const)
            : ('degraded' as const),
        database: app.database.kind,
        database_status: ok ? ('ok' as const) : ('degraded' as const),
        redis: redis as 'ok' | 'degraded' | 'not configured',
        mail: mail as 'ok' | 'degraded',
        payments,
        photo_store: photoStore,
        uptime_seconds: Math.round(process.uptime()),
        cache_entries: app.cache.size,
        cache_bytes: app.cache.bytes,
        cache_budget_bytes: app.cache.maxBytes,
      };
      return reply.code(ok ? 200 : 503).send(body);
    },
  );
};

export default healthRoutes;
