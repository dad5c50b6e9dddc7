import {
  ProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** https://api.razorpay.com (tests point it at a local fake). */
  apiBase: string;
  /** Checkout's script (RAZORPAY_CHECKOUT_URL; tests serve a stand-in from another origin). */
  checkoutUrl?: string;
  /** Give up on a call after this long, so place-order answers instead of hanging. */
  timeoutMs?: number;
}

/**
 * Razorpay over plain HTTPS: the Orders API (POST /v1/orders, GET /v1/orders/{id},
 * GET /v1/orders/{id}/payments) and Refunds API (POST /v1/payments/{id}/refund, amount in paise) with
 * HTTP basic auth of key id and secret.
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const base = options.apiBase.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(`Razorpay ${method} ${path} failed: ${(error as Error).message}`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const description = (json as { error?: { description?: string } } | undefined)?.error?.description;
      throw new ProviderError(
        `Razorpay ${method} ${path}: ${response.status} ${description ?? text.slice(0, 200)}`,
        response.status,
      );
    }
    return json as T;
  }

  const order = (o: { id: string; amount: number; status: string }): ProviderOrder => ({
    id: o.id,
    amount: o.amount,
    status: o.status,
  });

  return {
    name: 'razorpay',
    keyId: options.keyId,
    scriptUrl: options.checkoutUrl ?? 'https://checkout.razorpay.com/v1/checkout.js',
    signingSecret: Buffer.from(options.keySecret, 'utf8'),
    webhookSecret: options.webhookSecret ? Buffer.from(options.webhookSecret, 'utf8') : undefined,
    async createOrder(input) {
      return order(await call('POST', '/v1/orders', input));
    },
    async fetchOrder(orderId) {
      return order(await call('GET', `/v1/orders/${encodeURIComponent(orderId)}`));
    },
    async fetchPayments(orderId) {
      const list = await call<{ items: ProviderPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items.map((p) => ({ id: p.id, amount: p.amount, status: p.status }));
    },
    async refund(paymentId, input) {
      const r = await call<ProviderRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: input.amount,
        speed: 'normal',
        notes: input.notes,
        receipt: input.receipt,
      });
      return { id: r.id, amount: r.amount, status: r.status };
    },
  };
}
