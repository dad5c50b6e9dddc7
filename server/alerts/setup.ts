import type { FastifyInstance } from 'fastify';
import { createAlertService, type AlertService } from './service';
import { ALERTS_SW, ALERTS_SW_PATH } from './service-worker';
import { vapidKeys } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertService;
  }
}

/**
 * The staff alerts on `app.alerts` (./service.ts), their timer, and the console's service worker.
 * Needs `setupAccounts` first (the mailer, for the e-mail fallback).
 */
export function setupAlerts(app: FastifyInstance): void {
  const { config } = app;
  const vapid = vapidKeys(config.vapidPrivateKey, config.dataDir);
  const care = config.shop.careEmail;
  const subject =
    config.vapidSubject ??
    (care ? `mailto:${care}` : config.publicUrl.startsWith('https://') ? config.publicUrl : 'mailto:admin@localhost');
  const alerts = createAlertService({
    db: app.database.db,
    mailer: app.accounts.mailer,
    log: app.log,
    vapid,
    subject,
    origin: () => config.publicUrl || 'http://localhost',
  });
  app.decorate('alerts', alerts);

  // Every process sends what is due (claims never overlap) and checks the deadlines (each request's
  // alert is keyed, so checking twice alerts once). Unref'd; tests call tick() themselves.
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  app.addHook('onReady', async () => {
    if (config.alertIntervalMs <= 0 || process.env.VITEST || config.restoredCopy) return;
    timer = setInterval(() => {
      if (ticking) return;
      ticking = true;
      alerts
        .tick()
        .catch((err: unknown) => app.log.error({ err }, 'staff alerts tick failed'))
        .finally(() => (ticking = false));
    }, config.alertIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await alerts.close();
  });

  // Registered before the console's /admin/* page route: this exact path wins.
  app.get(ALERTS_SW_PATH, { schema: { hide: true } as never }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', '/admin/')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(ALERTS_SW),
  );
}
