/**
 * The payment providers the configuration asks for: Razorpay when its keys are set, the sandbox
 * (its signing key shared through the database) while it takes payments. The running shop
 * (server/orders/setup.ts) and the operators' tool build them here, one way.
 */
import type { Config } from '../config/env';
import { secretFile, sharedSecret } from '../config/secrets';
import type { ShopDb } from '../db/client';
import { withDeadline } from './deadline';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider } from './sandbox';

export interface Providers {
  /** What new orders use: Razorpay when configured, else the sandbox. */
  current: PaymentProvider;
  byName: (name: string) => PaymentProvider | undefined;
  /** For /api/health: 'degraded' while the provider's last call failed or passed its deadline. */
  state: () => 'ok' | 'degraded' | 'not configured';
}

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
