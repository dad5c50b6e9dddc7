import { ProviderError, type PaymentProvider, type ProviderOrder } from './provider';

/**
 * How long a call to the payment provider may take before the shop stops waiting. Razorpay answers
 * its Orders API in a few hundred milliseconds; 1.5 s leaves room for a slow moment and keeps
 * place-order (database work in milliseconds, then this call) inside the 2 s of issue 30, so a
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
export function withDeadline(provider: PaymentProvider, ms = PROVIDER_DEADLINE_MS): PaymentProvider & ProviderHealth {
  let ok = true;
  function bounded<T>(what: string, call: () => Promise<T>): Promise<T> {
    const answer = call();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        ok = false;
        const late = answer.then(
          (value) => value as unknown as ProviderOrder | undefined,
          () => undefined,
        );
        reject(new ProviderTimeout(`${provider.name} ${what}: no answer within ${ms} ms`, late));
      }, ms);
    });
    return Promise.race([answer, deadline]).then(
      (value) => {
        clearTimeout(timer);
        ok = true;
        return value;
      },
      (error: unknown) => {
        clearTimeout(timer);
        ok = false;
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
