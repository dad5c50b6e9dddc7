import { ProviderError, type PaymentProvider, type ProviderOrder } from './provider';

/**
 * How long a call to the payment provider may take before the shop stops waiting. Razorpay answers
 * its Orders API in a few hundred milliseconds; 1.5 s leaves room for a slow moment and keeps
 * place-order (database work in milliseconds, then this call) inside the 2 s the shop promises (docs/operations.md), so a
 * shopper whose order cannot be created hears so at once and gets the stock back.
 */
export const PROVIDER_DEADLINE_MS = 1500;

/** The provider did not answer in time; `late` settles with its answer if it ever comes. */
export class ProviderTimeout extends ProviderError {
  constructor(
    message: string,
    readonly late: Promise<ProviderOrder | undefined>,
  ) {
    super(message, 504);
  }
}

export interface ProviderHealth {
  /** 'degraded' while the last call failed or passed its deadline. */
  state(): 'ok' | 'degraded';
}

/**
 * The provider with a deadline on every call. A call past it rejects with ProviderTimeout at once; a
 * create-order that the provider answers later hands its order through `late`, so the caller can
 * record it (the reconciler then asks about it like any other) instead of losing it.
 */
export function withDeadline(
  provider: PaymentProvider,
  ms = PROVIDER_DEADLINE_MS,
  /** Told once when calls start failing and once when one succeeds again. */
  log: { error: (fields: Record<string, unknown>, message: string) => void } = {
    error: (fields, message) => console.error(message, fields),
  },
): PaymentProvider & ProviderHealth {
  let ok = true;
  let since = 0;
  const settle = (success: boolean, error?: unknown) => {
    if (success && !ok)
      log.error({ provider: provider.name, outage_ms: Date.now() - since }, 'payment provider answers again');
    if (!success && ok) {
      since = Date.now();
      log.error(
        { provider: provider.name, err: error instanceof Error ? error.message : String(error) },
        'payment provider is not answering: place-order answers 503 until it is back',
      );
    }
    ok = success;
  };
  function bounded<T>(what: string, call: () => Promise<T>): Promise<T> {
    const answer = call();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const late = answer.then(
          (value) => value as unknown as ProviderOrder | undefined,
          () => undefined,
        );
        const timeout = new ProviderTimeout(`${provider.name} ${what}: no answer within ${ms} ms`, late);
        settle(false, timeout);
        reject(timeout);
      }, ms);
    });
    return Promise.race([answer, deadline]).then(
      (value) => {
        clearTimeout(timer);
        settle(true);
        return value;
      },
      (error: unknown) => {
        clearTimeout(timer);
        // An answer refusing the call (4xx, 5xx) is not an outage; no answer at all is.
        if (error instanceof ProviderTimeout || (error instanceof ProviderError && !error.status)) settle(false, error);
        throw error;
      },
    );
  }
  return {
    ...provider,
    createOrder: (input) => bounded('create order', () => provider.createOrder(input)),
    fetchOrder: (orderId) => bounded('fetch order', () => provider.fetchOrder(orderId)),
    fetchPayments: (orderId) => bounded('fetch payments', () => provider.fetchPayments(orderId)),
    state: () => (ok ? 'ok' : 'degraded'),
  };
}
