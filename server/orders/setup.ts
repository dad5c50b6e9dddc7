import type { FastifyInstance } from 'fastify';
import { paymentProviders, type Providers } from '../payments/providers';
import paymentRoutes from './payment-routes';
import paymentReportRoutes from '../payments/report-routes';
import cartRoutes from '../cart/routes';
import orderRoutes from './routes';
import trackingRoutes from './tracking-routes';
import { createOrdersService, type OrdersService } from './service';
import { scheduleJob } from '../lib/scheduled';
import { prepareEmailPicture } from '../media/photos';
import { paymentAlertEvent } from '../alerts/events';

/** Advisory-lock key of the reconciler (any fixed number no other job uses). */
const RECONCILE_LOCK = 742_915_031;

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
    payments: Providers;
  }
}

/**
 * Cart, addresses, coupons, orders and payments: the services on `app.orders` and `app.payments`,
 * their routes under /api/, and the reconciler that runs on a timer while the shop listens.
 * Needs `setupAccounts` first (sessions, tokens, mailer).
 */
export async function setupOrders(app: FastifyInstance): Promise<void> {
  const { config, database } = app;
  const { providers, sandbox, sandboxRoutes } = await paymentProviders(config, database.db, app.log);
  app.decorate('payments', providers);
  const orders = createOrdersService({
    db: database.db,
    shop: config.shop,
    providers,
    mailer: app.accounts.mailer,
    log: app.log,
    holdMinutes: config.paymentHoldMinutes,
    publicUrl: () => config.publicUrl,
    catalogueChanged: (change) => {
      app.cache.invalidate(change);
      app.alerts.stockChanged(change.products);
    },
    paymentAlert: (e) => app.alerts.raise(paymentAlertEvent(e)),
    prepareEmailPicture: (path) => prepareEmailPicture(app.photos, path),
  });
  app.decorate('orders', orders);

  // The reconciler (with the expiry sweep): one process at a time across the shop (lib/scheduled.ts).
  scheduleJob(app, {
    name: 'the payment reconciler',
    intervalMs: config.reconcileIntervalMs,
    lockKey: RECONCILE_LOCK,
    run: async () => {
      const r = await orders.reconcile();
      if (r.paid || r.flagged || r.expired) app.log.info(r, 'payments reconciled');
    },
  });
  app.addHook('onClose', async () => {
    await orders.settled();
  });

  await app.register(
    async (api) => {
      await api.register(cartRoutes);
      await api.register(orderRoutes);
      await api.register(trackingRoutes);
      await api.register(paymentRoutes, { sandbox, sandboxRoutes });
      await api.register(paymentReportRoutes);
    },
    { prefix: '/api' },
  );
}
