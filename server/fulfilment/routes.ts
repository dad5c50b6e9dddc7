/**
 * The console's order routes under /api/admin/ (docs: /api/docs, tag `console`): list and search,
 * one order, ship, deliver, accept a payment under review, refund (a preview of the credit note
 * first), the invoice and packing-slip PDFs, today's slips and today's figures. Each route names
 * the staff action it needs (`config.staff`, common/domain/staff.ts); the admin scope's hooks
 * (server/staff/) resolve the caller and refuse a role without it, or ask for a fresh step-up.
 * Writes run under idempotency keys (server/http/idempotency.ts). Handlers only call the fulfilment
 * service (server/fulfilment/service.ts) and shape its answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AcceptBody,
  AcceptResult,
  DeliverBody,
  DeliverResult,
  OrderNoParams,
  OrdersQuery,
  RefundBody,
  RefundPreview,
  RefundResult,
  ShipBody,
  ShipResult,
  StaffOrderDetail,
  StaffOrderList,
  TodayFigures,
} from '../../common/contract/admin';
import type { StaffAction } from '../../common/domain/staff';
import type { ShopDetails } from '../../common/site/company';
import type { ShopDb } from '../db/client';
import { createIdempotencyStore, idempotentWrites } from '../http/idempotency';
import { CONSOLE_ERRORS, IDEMPOTENCY_KEY } from '../http/console-writes';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { scheduleJob } from '../lib/scheduled';
import type { Fulfilment, StaffOrderDetail as ServiceDetail } from './service';
import { isoInstant } from '../lib/instants';
import { renderPackingSlip, renderPackingSlips } from './slips';

/** Advisory-lock key of the idempotency keys' sweep (any fixed number no other job uses). */
const SWEEP_LOCK = 742_915_301;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Today's slips in one PDF: more than a table's day of parcels is a sign something else is wrong. */
const MAX_SLIPS = 300;

export interface FulfilmentRouteDeps {
  fulfilment: Fulfilment;
  db: ShopDb;
  shop: ShopDetails;
  /** The signed-in staff member as the Actor of a change (server/staff/, `staffActor`); throws 401 without one. */
  staffActor: (request: FastifyRequest) => Actor;
}

const PDF = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });
const errors = CONSOLE_ERRORS;

function detailOnTheWire(d: ServiceDetail): StaffOrderDetail {
  return {
    ...d,
    placedAt: isoInstant(d.placedAt),
    paidAt: isoInstant(d.paidAt),
    paymentEvents: d.paymentEvents.map((e) => ({ ...e, at: isoInstant(e.at) })),
    tracking: {
      ...d.tracking,
      shippedAt: isoInstant(d.tracking.shippedAt),
      deliveredAt: isoInstant(d.tracking.deliveredAt),
    },
    refunds: d.refunds.map((r) => ({ ...r, at: isoInstant(r.at) })),
    history: d.history.map((h) => ({ ...h, created_at: isoInstant(h.created_at) })),
    transitions: d.transitions.map((t) => ({ ...t, created_at: isoInstant(t.created_at) })),
    audit: d.audit.map((a) => ({
      id: a.id,
      at: isoInstant(a.at),
      actor: a.actor,
      action: a.action,
      reason: a.reason,
      document_no: a.document_no,
    })),
  };
}

function pdf(reply: FastifyReply, name: string, body: Buffer) {
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `inline; filename="${name.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf"`)
    .type('application/pdf')
    .send(body);
}

const staff = (action: StaffAction) => ({ staff: action });

export async function fulfilmentRoutes(admin: FastifyInstance, deps: FulfilmentRouteDeps): Promise<void> {
  const { fulfilment, shop } = deps;
  const store = createIdempotencyStore(deps.db);
  scheduleJob(admin, {
    name: 'the idempotency keys’ sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    lockKey: SWEEP_LOCK,
    run: async () => {
      const gone = await store.sweep();
      if (gone) admin.log.info({ gone }, 'idempotency keys past 24 hours forgotten');
    },
  });

  // A scope of their own: the idempotency hook covers these writes, not the sign-in steps beside them.
  await admin.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    idempotentWrites(app, {
      store,
      callerOf: (request) => {
        const actor = deps.staffActor(request);
        return actor.kind === 'staff' ? `staff:${actor.staffId}` : null;
      },
    });

    app.get(
      '/orders',
      {
        config: staff('orders.view'),
        schema: {
          tags: ['console'],
          summary:
            'Orders newest first: filter by status or flagged, search by order number, phone, e-mail or name; `next` pages on.',
          querystring: OrdersQuery,
          response: { 200: StaffOrderList, ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const page = await fulfilment.list({
          status: q.status,
          flagged: q.flagged,
          search: q.q,
          cursor: q.cursor,
          limit: q.limit,
        });
        reply.header('Cache-Control', 'private, no-store');
        return { orders: page.orders.map((o) => ({ ...o, placedAt: isoInstant(o.placedAt) })), next: page.next };
      },
    );

    app.get(
      '/orders/:orderNo',
      {
        config: staff('orders.view'),
        schema: {
          tags: ['console'],
          summary: 'One order: lines, totals, addresses, payment, status moves with who made them, documents.',
          params: OrderNoParams,
          response: { 200: StaffOrderDetail, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return detailOnTheWire(await fulfilment.detail(request.params.orderNo));
      },
    );

    app.post(
      '/orders/:orderNo/ship',
      {
        config: staff('orders.fulfil'),
        schema: {
          tags: ['console'],
          summary:
            'Ship a paid order with its tracking number and courier or URL: issues the GST invoice and e-mails the customer once.',
          params: OrderNoParams,
          headers: IDEMPOTENCY_KEY,
          body: ShipBody,
          response: { 200: ShipResult, ...errors },
        },
      },
      async (request) =>
        fulfilment.ship(deps.staffActor(request), {
          orderNo: request.params.orderNo,
          trackingNumber: request.body.trackingNumber.trim(),
          courier: request.body.courier,
          trackingUrl: request.body.trackingUrl?.trim(),
          email: request.body.email,
        }),
    );

    app.post(
      '/orders/:orderNo/deliver',
      {
        config: staff('orders.fulfil'),
        schema: {
          tags: ['console'],
          summary: 'Mark a shipped order delivered; e-mails the customer once.',
          params: OrderNoParams,
          headers: IDEMPOTENCY_KEY,
          body: DeliverBody,
          response: { 200: DeliverResult, ...errors },
        },
      },
      async (request) => {
        const done = await fulfilment.deliver(deps.staffActor(request), {
          orderNo: request.params.orderNo,
          email: request.body.email,
        });
        return { ...done, deliveredAt: isoInstant(done.deliveredAt) };
      },
    );

    app.post(
      '/orders/:orderNo/accept-payment',
      {
        config: staff('orders.accept'),
        schema: {
          tags: ['console'],
          summary: 'Accept a payment under review, saying why (asks for a fresh step-up).',
          params: OrderNoParams,
          headers: IDEMPOTENCY_KEY,
          body: AcceptBody,
          response: { 200: AcceptResult, ...errors },
        },
      },
      async (request) =>
        fulfilment.acceptPayment(deps.staffActor(request), {
          orderNo: request.params.orderNo,
          note: request.body.note,
        }),
    );

    app.post(
      '/orders/:orderNo/refund-preview',
      {
        config: staff('orders.refund'),
        schema: {
          tags: ['console'],
          summary: 'The credit note a refund of these lines would issue, with its amounts; nothing is written.',
          params: OrderNoParams,
          headers: IDEMPOTENCY_KEY,
          body: RefundBody,
          response: { 200: RefundPreview, ...errors },
        },
      },
      async (request) => fulfilment.previewRefund({ orderNo: request.params.orderNo, ...request.body }),
    );

    app.post(
      '/orders/:orderNo/refund',
      {
        config: staff('orders.refund'),
        schema: {
          tags: ['console'],
          summary:
            'Refund selected lines (some of their units) with a reason, the goods returned to stock or not: issues the credit note and asks the payment provider once.',
          params: OrderNoParams,
          headers: IDEMPOTENCY_KEY,
          body: RefundBody,
          response: { 200: RefundResult, ...errors },
        },
      },
      async (request) => {
        const outcome = await fulfilment.refund(deps.staffActor(request), {
          orderNo: request.params.orderNo,
          ...request.body,
        });
        return {
          orderNo: outcome.orderNo,
          amountPaise: outcome.amountPaise,
          providerStatus: outcome.providerStatus,
          creditNoteNo: outcome.settled?.creditNote?.creditNoteNo ?? null,
          failure: outcome.failure ?? null,
        };
      },
    );

    app.get(
      '/orders/:orderNo/invoice.pdf',
      {
        config: staff('orders.view'),
        schema: {
          tags: ['console'],
          summary: 'The GST tax invoice of a paid order as a PDF (the first print issues its number).',
          params: OrderNoParams,
          response: { 200: PDF, ...errors },
        },
      },
      async (request, reply) => {
        const invoice = await fulfilment.invoicePdf(request.params.orderNo);
        return pdf(reply, `invoice-${invoice.invoiceNo}`, invoice.pdf);
      },
    );

    app.get(
      '/orders/:orderNo/slip.pdf',
      {
        config: staff('orders.view'),
        schema: {
          tags: ['console'],
          summary: 'The packing slip of one order as a PDF (no prices).',
          params: OrderNoParams,
          response: { 200: PDF, ...errors },
        },
      },
      async (request, reply) => {
        const order = await fulfilment.detail(request.params.orderNo);
        return pdf(reply, `slip-${order.orderNo}`, await renderPackingSlip(order, shop));
      },
    );

    app.get(
      '/slips/today.pdf',
      {
        config: staff('orders.view'),
        schema: {
          tags: ['console'],
          summary:
            'Today’s slips: one PDF with a packing slip for every order waiting to ship (paid, not flagged), oldest first.',
          response: { 200: PDF, ...errors },
        },
      },
      async (_request, reply) => {
        const waiting: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await fulfilment.list({ status: 'paid', cursor, limit: 100 });
          for (const o of page.orders) if (!o.flag) waiting.push(o.orderNo);
          cursor = page.next ?? undefined;
        } while (cursor && waiting.length <= MAX_SLIPS);
        if (!waiting.length) throw new ShopError(404, 'No orders are waiting to ship: there are no slips to print.');
        if (waiting.length > MAX_SLIPS)
          throw new ShopError(
            422,
            `More than ${MAX_SLIPS} orders are waiting to ship: print their slips from the orders list a page at a time.`,
          );
        // Oldest first: the order that has waited longest is packed first.
        const orders = [];
        for (const no of waiting.reverse()) orders.push(await fulfilment.detail(no));
        const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
        return pdf(reply, `slips-${today}`, await renderPackingSlips(orders, shop));
      },
    );

    app.get(
      '/today',
      {
        config: staff('orders.view'),
        schema: {
          tags: ['console'],
          summary:
            'Today’s figures as India counts the day and the week (from Monday): sales, orders to ship, flagged payments, unread messages.',
          response: { 200: TodayFigures, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return fulfilment.today();
      },
    );
  });
}
