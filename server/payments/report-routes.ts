import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PaymentWindowFailureBody } from '../../common/contract/orders';
import { limitedBy, LIMITS } from '../http/limits';

/** Reports per IP in 10 minutes: a shopper retrying a few times is heard, a script flooding the log is not. */
const REPORT_LIMIT = LIMITS['payment-report-ip'].points;

/**
 * The storefront reports a payment window that did not open (a blocked or unreachable Checkout
 * script): without it the shopper sees an error and the server knows nothing, while the order waits
 * for a payment that cannot come. The order itself expires after PAYMENT_HOLD_MINUTES as any unpaid one.
 */
export default async function paymentReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/payments/window-failed/',
    {
      onRequest: limitedBy(app.accounts.limits, 'payment-report-ip', 'Too many reports. Please try again later.'),
      schema: {
        tags: ['payments'],
        summary: `The payment window could not be opened: logged at error level for the operator. ${REPORT_LIMIT} per IP in 10 minutes`,
        body: PaymentWindowFailureBody,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const { razorpay_order_id: orderId, script_url: scriptUrl, reason } = request.body;
      // Client-supplied text: one line each, so a report cannot forge further log lines.
      const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ');
      request.log.error(
        {
          orderId: oneLine(orderId),
          scriptUrl: oneLine(scriptUrl),
          reason: oneLine(reason),
          userAgent: oneLine(String(request.headers['user-agent'] ?? '')).slice(0, 200),
        },
        'the payment window could not be opened in a shopper’s browser (blocked by the Content-Security-Policy, or the provider unreachable?)',
      );
      return reply.code(204).send(null);
    },
  );
}
