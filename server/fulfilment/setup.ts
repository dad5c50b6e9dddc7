import type { FastifyInstance } from 'fastify';
import { createFulfilment, type Fulfilment } from './service';

/**
 * The order operations on the running shop's own services (its mailer, orders service and payment
 * providers), as the console's routes call them. Needs `setupOrders` and `setupAccounts` first.
 */
export function shopFulfilment(app: FastifyInstance): Fulfilment {
  const { config, database } = app;
  const mailer = app.accounts.mailer;
  return createFulfilment({
    db: database.db,
    shop: config.shop,
    mailer,
    // Links in e-mails: PUBLIC_URL, as every other e-mail the running shop sends.
    publicUrl: () => config.publicUrl,
    orders: async () => app.orders,
    refunds: async () => ({ db: database.db, shop: config.shop, providers: app.payments, mailer, log: app.log }),
    log: app.log,
  });
}
