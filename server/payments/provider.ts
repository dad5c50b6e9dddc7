import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * One interface for taking payments: Razorpay when its keys are configured, else the local sandbox
 * that behaves like it (same order ids, paise, signature formula and Checkout events).
 */
export interface ProviderOrder {
  id: string;
  amount: number;
  /** 'created' | 'attempted' | 'paid', as Razorpay reports an order. */
  status: string;
}

export interface ProviderPayment {
  id: string;
  amount: number;
  /** 'captured' counts as paid; 'authorized' is on its way; 'failed' is not. */
  status: string;
}

export interface ProviderRefund {
  /** rfnd_… */
  id: string;
  amount: number;
  /** 'pending' | 'processed' | 'failed', as Razorpay reports a refund. */
  status: string;
}

export interface PaymentProvider {
  name: 'razorpay' | 'sandbox';
  /** Public key for Checkout's `key` option. */
  keyId: string;
  /** Checkout script that defines window.Razorpay. */
  scriptUrl: string;
  createOrder: (input: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes?: Record<string, string>;
  }) => Promise<ProviderOrder>;
  fetchOrder: (orderId: string) => Promise<ProviderOrder>;
  fetchPayments: (orderId: string) => Promise<ProviderPayment[]>;
  /**
   * Returns `amount` paise of a captured payment (Razorpay: POST /v1/payments/{id}/refund). `notes`
   * come back in the refund's webhooks, so a webhook that arrives before this call's answer is still
   * matched to its refund.
   */
  refund: (
    paymentId: string,
    input: { amount: number; notes: Record<string, string>; receipt: string },
  ) => Promise<ProviderRefund>;
  /** The key that signs Checkout's answer: hex(HMAC_SHA256(secret, order_id|payment_id)). */
  signingSecret: Buffer;
  /** Signs webhook bodies (Razorpay only). */
  webhookSecret?: Buffer;
}

/** hex(HMAC_SHA256(secret, order_id + "|" + payment_id)): what Checkout hands the handler. */
export function paymentSignature(secret: Buffer, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/**
 * Whether a received signature is the expected one: exactly 64 lowercase hex characters (what
 * HMAC-SHA256 hex-encodes to, and all Razorpay sends), compared in constant time. Anything else
 * (an odd extra character, upper case, a prefix) is refused before decoding, since hex decoding
 * would silently drop what it cannot read.
 */
export function signatureMatches(expectedHex: string, receivedHex: unknown): boolean {
  if (typeof receivedHex !== 'string' || !/^[0-9a-f]{64}$/.test(receivedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex, 'hex'));
}

/** hex(HMAC_SHA256(webhook secret, raw body)): X-Razorpay-Signature. */
export function webhookSignature(secret: Buffer, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `order_` / `pay_` + 14 random characters, the shape of Razorpay's ids. */
export function providerId(prefix: 'order' | 'pay' | 'rfnd'): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}_${id}`;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
