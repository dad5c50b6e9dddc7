import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { VerifyPaymentBody, VerifyPaymentResponse } from '../../common/contract/orders';
import { ErrorResponse } from '../http/schemas';
import { requestOrigin } from './routes';
import { paymentSignature, signatureMatches, webhookSignature } from '../payments/provider';
import type { SandboxProvider } from '../payments/sandbox';
import { jsonDepthOver, MAX_JSON_DEPTH } from '../http/input';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a webhook body, for its signature. */
    rawBody?: Buffer;
  }
}

const checkoutScript = readFileSync(new URL('../payments/sandbox-checkout.js', import.meta.url), 'utf8');

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: {
      entity?: { id?: string; order_id?: string; amount?: number; status?: string; error_description?: string };
    };
    order?: { entity?: { id?: string; amount_paid?: number } };
    refund?: {
      entity?: { id?: string; payment_id?: string; amount?: number; status?: string; notes?: unknown };
    };
  };
}

export default async function paymentRoutes(
  fastify: FastifyInstance,
  opts: { sandbox: SandboxProvider; sandboxRoutes: boolean },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { orders } = app;
  const { sandbox } = opts;

  app.post(
    '/payments/verify/',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Checkout’s handler result: the order is paid when hex(HMAC_SHA256(secret, order_id|payment_id)) matches; again is harmless',
        body: VerifyPaymentBody,
        response: { 200: VerifyPaymentResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      } = request.body;
      const order = await orders.orderByProviderId(orderId);
      const provider = order && app.payments.byName(order.provider);
      const valid =
        provider !== undefined &&
        signatureMatches(paymentSignature(provider.signingSecret, orderId, paymentId), signature);
      if (!order || !valid) {
        request.log.warn({ orderId }, 'payment verification failed');
        return reply.code(400).send({ message: 'Payment verification failed.' });
      }
      // A payment other than the one already recorded cannot re-pay a paid order; the same one is a harmless repeat.
      const outcome = await orders.markPaid(orderId, paymentId, undefined, requestOrigin(request));
      const now = await orders.orderByProviderId(orderId);
      if (outcome === 'already' && now!.payment_id !== paymentId && now!.status === 'paid')
        request.log.warn({ orderNo: now!.order_no, paymentId }, 'a second payment for a paid order');
      if (outcome === 'flagged' || now!.status === 'payment_review')
        return {
          message: 'Payment received. We are checking it and will confirm your order by e-mail.',
          order_no: now!.order_no,
          status: now!.status,
        };
      return { message: 'Payment verified. Thank you for your order.', order_no: now!.order_no, status: now!.status };
    },
  );

  // The webhook's JSON is parsed here from the exact bytes received, which the signature covers.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (request, body, done) => {
        request.rawBody = body as Buffer;
        const text = (body as Buffer).toString('utf8');
        if (jsonDepthOver(text, MAX_JSON_DEPTH)) {
          done(Object.assign(new Error('The request body nests too deep.'), { statusCode: 400 }), undefined);
          return;
        }
        try {
          done(null, JSON.parse(text));
        } catch {
          done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
        }
      },
    );
    hook.post(
      '/payments/webhook/razorpay/',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Razorpay webhook: X-Razorpay-Signature = hex(HMAC_SHA256(webhook secret, raw body)); each x-razorpay-event-id once',
          response: { 200: Type.Object({ status: Type.String() }), 400: ErrorResponse, 503: ErrorResponse },
        },
      },
      async (request, reply) => {
        const secret = app.payments.byName('razorpay')?.webhookSecret;
        if (!secret) return reply.code(503).send({ message: 'Webhooks are not configured.' });
        const signature = request.headers['x-razorpay-signature'];
        const raw = request.rawBody ?? Buffer.alloc(0);
        if (typeof signature !== 'string' || !signatureMatches(webhookSignature(secret, raw), signature)) {
          request.log.warn('webhook with a bad signature');
          return reply.code(400).send({ message: 'Invalid signature.' });
        }
        const event = request.body as RazorpayEvent;
        const header = request.headers['x-razorpay-event-id'];
        const eventId =
          typeof header === 'string' && header ? header : `sha256:${webhookSignature(Buffer.from('event-id'), raw)}`;
        const payment = event.payload?.payment?.entity;
        const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id ?? null;
        const type = typeof event.event === 'string' ? event.event.slice(0, 100) : 'unknown';
        const fresh = await orders.recordPaymentEvent({
          provider: 'razorpay',
          eventId,
          type,
          providerOrderId,
          payload: raw.toString('utf8'),
        });
        if (!fresh) return { status: 'duplicate' };
        if (providerOrderId && payment?.id && (type === 'order.paid' || type === 'payment.captured')) {
          const outcome = await orders.markPaid(providerOrderId, payment.id, payment.amount, requestOrigin(request));
          return { status: outcome };
        }
        const refund = event.payload?.refund?.entity;
        if ((type === 'refund.processed' || type === 'refund.failed') && typeof refund?.id === 'string') {
          // Matched by the provider's refund id, or (when this arrives before the refund command has
          // stored that id) by the shop's own refund id, sent in the refund's notes, and its payment.
          const notes =
            refund.notes && typeof refund.notes === 'object' ? (refund.notes as Record<string, unknown>) : {};
          const shopId = Number(notes.shop_refund_id);
          const settled = await app.settleRefund(
            Number.isSafeInteger(shopId) && shopId > 0 && typeof refund.payment_id === 'string'
              ? { providerRefundId: refund.id, refundId: shopId, paymentId: refund.payment_id }
              : { providerRefundId: refund.id },
            type === 'refund.processed' ? 'processed' : 'failed',
            type === 'refund.failed' ? 'the provider reports the refund failed' : undefined,
          );
          if (!settled) {
            // A refund made outside the shop (Razorpay's dashboard): no credit note can be made for it here.
            request.log.warn({ refundId: refund.id }, 'webhook for a refund the shop did not ask for');
            return { status: 'unknown refund' };
          }
          return { status: settled.changed ? settled.status : 'already' };
        }
        if (providerOrderId && type === 'payment.failed') {
          await orders.recordFailure(providerOrderId, payment?.error_description ?? 'payment failed');
          return { status: 'recorded' };
        }
        return { status: 'ignored' };
      },
    );
  });

  // --- The local sandbox: Checkout's script and the two buttons it calls (only while it takes payments) ---
  if (!opts.sandboxRoutes) return;

  app.get('/payments/sandbox/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(checkoutScript),
  );

  const SandboxBody = Type.Object({
    order_id: Type.String({ maxLength: 100 }),
    method: Type.Optional(Type.Union([Type.Literal('card'), Type.Literal('upi')])),
  });

  app.get(
    '/payments/sandbox/orders/:orderId/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: what its payment window shows',
        params: Type.Object({ orderId: Type.String({ maxLength: 100 }) }),
        response: {
          200: Type.Object({
            id: Type.String(),
            amount: Type.Integer(),
            currency: Type.String(),
            status: Type.String(),
            name: Type.String(),
          }),
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const order = await sandbox.get(request.params.orderId);
      if (!order) return reply.code(404).send({ message: 'No such sandbox order.' });
      return { ...order, currency: 'INR', name: app.config.shop.brand };
    },
  );

  app.post(
    '/payments/sandbox/pay/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: Pay pressed; answers what Razorpay Checkout hands its handler',
        body: SandboxBody,
        response: {
          200: Type.Object({
            razorpay_order_id: Type.String(),
            razorpay_payment_id: Type.String(),
            razorpay_signature: Type.String(),
          }),
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      try {
        return await sandbox.pay(request.body.order_id);
      } catch {
        return reply.code(404).send({ message: 'No such sandbox order.' });
      }
    },
  );

  app.post(
    '/payments/sandbox/fail/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: Fail pressed; answers the error Razorpay Checkout raises with payment.failed',
        body: SandboxBody,
        response: { 200: Type.Object({ error: Type.Record(Type.String(), Type.Unknown()) }), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      let paymentId: string;
      try {
        ({ paymentId } = await sandbox.fail(request.body.order_id));
      } catch {
        return reply.code(404).send({ message: 'No such sandbox order.' });
      }
      await orders.recordFailure(request.body.order_id, 'Payment failed in the sandbox');
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: request.body.order_id, payment_id: paymentId },
        },
      };
    },
  );
}
