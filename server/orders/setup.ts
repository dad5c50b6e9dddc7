import type { FastifyInstance } from 'fastify';
import { withDeadline } from '../payments/deadline';
import type { Config } from '../config/env';
import type { ShopDb } from '../db/client';
import { secretFile, sharedSecret } from '../config/secrets';
import { createRazorpayProvider } from '../payments/razorpay';
import { createSandboxProvider } from '../payments/sandbox';
import type { PaymentProvider } from '../payments/provider';
import paymentRoutes from './payment-routes';
import paymentReportRoutes from '../payments/report-routes';
import cartRoutes from '../cart/routes';
import orderRoutes from './routes';
import trackingRoutes from './tracking-routes';
import { createOrdersService, type OrdersService, type Providers } from './service';
import { scheduleJob } from '../lib/scheduled';

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
/**
 * The payment providers the configuration asks for: Razorpay when its keys are set, the sandbox
 * (its signing key shared through the database) while it takes payments.
 */
export async function paymentProviders(
  config: Config,
  db: ShopDb,
  log?: { error: (fields: Record<string, unknown>, message: string) => void },
) {
  // Shared through the database: any process can verify a payment another process's sandbox signed.
  const sandbox = createSandboxProvider(
    db,
    await sharedSecret(db, 'payment-sandbox-secret', () => secretFile('payment-sandbox-secret', config.dataDir)),
  );
  // Every call to Razorpay has a deadline (server/payments/deadline.ts); the sandbox is the database.
  const razorpay =
    config.razorpayKeyId && config.razorpayKeySecret
      ? withDeadline(
          createRazorpayProvider({
            keyId: config.razorpayKeyId,
            keySecret: config.razorpayKeySecret,
            webhookSecret: config.razorpayWebhookSecret,
            apiBase: config.razorpayApiBase,
            checkoutUrl: config.razorpayCheckoutUrl,
          }),
          undefined,
          log,
        )
      : undefined;
  const sandboxOn = config.paymentSandbox;
  const byName = (name: string): PaymentProvider | undefined =>
    name === 'razorpay' ? razorpay : name === 'sandbox' && sandboxOn ? sandbox : undefined;
  const current = razorpay ?? (sandboxOn ? sandbox : undefined);
  const providers: Providers = {
    get current() {
      if (!current)
        throw Object.assign(new Error('No payment provider: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.'), {
          statusCode: 503,
        });
      return current;
    },
    byName,
    state: () => (razorpay ? razorpay.state() : current ? 'ok' : 'not configured'),
  };
  return { providers, sandbox, sandboxRoutes: sandboxOn && !razorpay };
}

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
    catalogueChanged: (change) => app.cache.invalidate(change),
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
