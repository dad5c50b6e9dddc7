import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { orderOwnership } from '../orders/views';
import { limitedBy } from '../http/limits';
import { currentSessionId } from '../accounts/owner';
import { ownerOf } from '../accounts/caller';
import { ErrorResponse } from '../http/schemas';
import { renderInvoicePdf } from './pdf';
import { INVOICEABLE, InvoiceError, shopperInvoice } from './service';
import { CUSTOMER_OR_GUEST } from '../http/private-answers';

const NOT_FOUND = 'No invoice for this order.';

/** GET /api/orders/{orderNo}/invoice/: the GST tax invoice PDF, for the order's owner only. */
export default async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/orders/:orderNo/invoice/',
    {
      onRequest: limitedBy(app.accounts.limits, 'invoice-ip', 'Too many invoice downloads. Please try again later.'),
      config: { caller: 'owner' },
      schema: {
        security: CUSTOMER_OR_GUEST,
        tags: ['orders'],
        summary:
          'The GST tax invoice of an order as a PDF, for its owner (bearer token of the customer, or the guest session that placed it); 404 for anyone else and for unpaid orders. The invoice is issued when the order ships: before that (and for an order refunded in full before it shipped) 409 with the reason, and no invoice number is taken.',
        params: Type.Object({ orderNo: Type.String({ maxLength: 20 }) }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const orderNo = request.params.orderNo.trim().toUpperCase();
      if (!/^[2-9A-Z]{8}$/.test(orderNo)) return reply.code(404).send({ message: NOT_FOUND });
      const owner = ownerOf(request);
      const order = await orderOwnership(app.database.db, orderNo);
      // A customer signed in now may have placed it as a guest in this same browser session.
      const sessionId = order?.session_id != null ? await currentSessionId(app, request) : null;
      const allowed =
        order &&
        ((owner?.kind === 'user' && order.user_id === owner.userId) ||
          (order.session_id !== null && sessionId === order.session_id));
      // Not the owner's, unknown and unpaid all answer alike: the answer says nothing about other people's orders.
      if (!order || !allowed || !INVOICEABLE.includes(order.status))
        return reply.code(404).send({ message: NOT_FOUND });
      try {
        const issued = await shopperInvoice(app.database.db, orderNo, { shop: app.config.shop });
        const pdf = await renderInvoicePdf(issued.data);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="invoice-${issued.invoiceNo.replace(/\//g, '-')}.pdf"`)
          .send(pdf);
      } catch (error) {
        if (error instanceof InvoiceError && error.statusCode !== 500)
          return reply.code(error.statusCode as 409).send({ message: error.message });
        throw error;
      }
    },
  );
}
