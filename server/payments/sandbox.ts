import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { paymentSignature, providerId, ProviderError, type PaymentProvider } from './provider';

interface SandboxRow {
  id: string;
  amount: string;
  status: string;
  payment_id: string | null;
  amount_paid: string;
}

export interface SandboxProvider extends PaymentProvider {
  name: 'sandbox';
  /** The shopper pressed Pay: the payment is captured and Checkout's three fields are signed. */
  pay: (
    orderId: string,
  ) => Promise<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>;
  /** The shopper pressed Fail: an attempt is counted; the order stays payable. */
  fail: (orderId: string) => Promise<{ paymentId: string }>;
  /** The sandbox's own order (amount shown in its window). */
  get: (orderId: string) => Promise<{ id: string; amount: number; status: string } | undefined>;
}

/**
 * A payment provider that runs in the shop itself, so checkout works on a fresh machine. It keeps its
 * own orders (sandbox_orders) as Razorpay does, signs with a local secret, and is what the reconciler
 * asks when no Razorpay keys are set.
 */
export function createSandboxProvider(db: ShopDb, secret: Buffer): SandboxProvider {
  const get = async (orderId: string) => {
    const [row] = await queryRows<SandboxRow>(db, sql`SELECT * FROM sandbox_orders WHERE id = ${orderId}`);
    return row;
  };
  return {
    name: 'sandbox',
    keyId: 'rzp_sandbox_local',
    scriptUrl: '/api/payments/sandbox/checkout.js',
    signingSecret: secret,
    async createOrder({ amount, currency, receipt }) {
      const id = providerId('order');
      await db.execute(
        sql`INSERT INTO sandbox_orders (id, amount, currency, receipt) VALUES (${id}, ${amount}, ${currency}, ${receipt})`,
      );
      return { id, amount, status: 'created' };
    },
    async fetchOrder(orderId) {
      const row = await get(orderId);
      if (!row) throw new ProviderError(`sandbox order ${orderId} not found`, 404);
      return { id: row.id, amount: Number(row.amount), status: row.status };
    },
    async fetchPayments(orderId) {
      const row = await get(orderId);
      if (!row?.payment_id) return [];
      return [
        { id: row.payment_id, amount: Number(row.amount_paid), status: row.status === 'paid' ? 'captured' : 'failed' },
      ];
    },
    // Like Razorpay: only a captured payment, and never more than is left of it; processed at once.
    async refund(paymentId, { amount, notes }) {
      const [paid] = await queryRows<{ amount_paid: string; refunded: string }>(
        db,
        sql`SELECT o.amount_paid, (SELECT coalesce(sum(amount), 0) FROM sandbox_refunds r
              WHERE r.payment_id = o.payment_id AND r.status = 'processed') AS refunded
            FROM sandbox_orders o WHERE o.payment_id = ${paymentId} AND o.status = 'paid'`,
      );
      if (!paid) throw new ProviderError(`sandbox payment ${paymentId} not found`, 404);
      if (!Number.isSafeInteger(amount) || amount < 100)
        throw new ProviderError('The amount must be at least INR 1.00', 400);
      if (amount > Number(paid.amount_paid) - Number(paid.refunded))
        throw new ProviderError('The total refund amount is greater than the refund payment amount', 400);
      const id = providerId('rfnd');
      await db.execute(
        sql`INSERT INTO sandbox_refunds (id, payment_id, amount, notes) VALUES (${id}, ${paymentId}, ${amount}, ${JSON.stringify(notes)}::jsonb)`,
      );
      return { id, amount, status: 'processed' };
    },
    async get(orderId) {
      const row = await get(orderId);
      return row && { id: row.id, amount: Number(row.amount), status: row.status };
    },
    async pay(orderId) {
      const paymentId = providerId('pay');
      // Paid once: a second Pay on the same order answers with the first payment.
      const [row] = await queryRows<SandboxRow>(
        db,
        sql`UPDATE sandbox_orders SET status = 'paid', payment_id = ${paymentId}, amount_paid = amount, attempts = attempts + 1
            WHERE id = ${orderId} AND status <> 'paid' RETURNING *`,
      );
      const paid = row ?? (await get(orderId));
      if (!paid?.payment_id || paid.status !== 'paid')
        throw new ProviderError(`sandbox order ${orderId} not found`, 404);
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paid.payment_id,
        razorpay_signature: paymentSignature(secret, orderId, paid.payment_id),
      };
    },
    async fail(orderId) {
      const [row] = await queryRows<SandboxRow>(
        db,
        sql`UPDATE sandbox_orders SET status = 'attempted', attempts = attempts + 1
            WHERE id = ${orderId} AND status <> 'paid' RETURNING *`,
      );
      if (!row) throw new ProviderError(`sandbox order ${orderId} cannot fail`, 404);
      return { paymentId: providerId('pay') };
    },
  };
}
