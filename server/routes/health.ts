import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.String(),
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
        summary: 'Liveness and database reachability',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      let ok = true;
      try {
        await app.database.db.execute(sql`SELECT 1`);
      } catch (error) {
        ok = false;
        app.log.error({ err: error }, 'health check: database unreachable');
      }
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: app.database.kind,
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
