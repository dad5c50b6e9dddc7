import type { FastifyInstance } from 'fastify';
import invoiceRoutes from './routes';
import { settleRefund, type RefundDeps } from './refunds';

type SettleArgs = Parameters<typeof settleRefund>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Settles a refund the payment provider reports on (its webhook, in the orders' payment
     * routes): a decoration rather than an import, so that orders never import invoices.
     */
    settleRefund: (match: SettleArgs[1], to: SettleArgs[2], failure?: string) => ReturnType<typeof settleRefund>;
  }
}

/**
 * GST invoices and refunds: the invoice routes under /api/ and the refund settling the provider's
 * webhook calls. Needs `setupOrders` first (payment providers, mailer).
 */
export async function setupInvoices(app: FastifyInstance): Promise<void> {
  const deps: RefundDeps = {
    db: app.database.db,
    shop: app.config.shop,
    providers: app.payments,
    mailer: app.accounts.mailer,
    log: app.log,
  };
  app.decorate('settleRefund', (match: SettleArgs[1], to: SettleArgs[2], failure?: string) =>
    settleRefund(deps, match, to, failure),
  );
  await app.register(invoiceRoutes, { prefix: '/api' });
}
