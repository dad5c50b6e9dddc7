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
        summary: 'Liveness, and the state of the database, Redis, mail and the payment provider',
        description:
          '503 while the database does not answer; 200 with status degraded while only Redis, mail or the payment provider is away (the shop still sells).',
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
      const body = {
        status:
          ok && redis !== 'degraded' && mail === 'ok' && payments !== 'degraded'
            ? ('ok' as const)
            : ('degraded' as const),
        database: app.database.kind,
        database_status: ok ? ('ok' as const) : ('degraded' as const),
        redis: redis as 'ok' | 'degraded' | 'not configured',
        mail: mail as 'ok' | 'degraded',
        payments,
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
