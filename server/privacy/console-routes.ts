/**
 * The console's customer routes under /api/admin/ (tag `console`): find a person by e-mail or mobile,
 * export everything the shop holds about an e-mail address, and erase it after a preview of what
 * erasing would change (export and erase ask for a step-up first: the role table and
 * STEP_UP_ACTIONS in common/domain/staff.ts). Both go through ./subject.ts as the operators' commands
 * do, and each is recorded in the audit log under the staff member's name, refusals included.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { normaliseEmail } from '../../common/domain/accounts';
import {
  CustomerCorrectBody,
  CustomerEraseBody,
  CustomerErasure,
  CustomerExportQuery,
  CustomersQuery,
  FoundCustomer,
} from '../../common/contract/admin-records';
import type { ShopDb } from '../db/client';
import { ErrorResponse } from '../http/schemas';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { isoInstant } from '../lib/instants';
import {
  correctPerson,
  erasePerson,
  exportPerson,
  findPerson,
  foundCounts,
  PrivacyError,
  withAccessRecord,
} from './subject';

export interface CustomerRouteDeps {
  db: ShopDb;
  brand: string;
  staffActor: (request: FastifyRequest) => Actor;
  /** Refreshes the product pages whose reviews an erasure re-attributed (the read cache and page data). */
  productsChanged: (products: number[]) => void;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

/** A refusal of ./subject.ts as the shop's own error, with its status. */
function asShopError(error: unknown): never {
  if (error instanceof PrivacyError)
    throw new ShopError(error.status === 400 || error.status === 404 ? error.status : 409, error.message);
  throw error;
}

export async function customerConsoleRoutes(admin: FastifyInstance, deps: CustomerRouteDeps): Promise<void> {
  const app = admin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/customers',
    {
      config: { staff: 'customers.find' },
      schema: {
        tags: ['console'],
        summary:
          'Every account, order (guest or not), newsletter subscription and contact message that matches an e-mail address or an Indian mobile number.',
        querystring: CustomersQuery,
        response: { 200: FoundCustomer, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query.q.trim();
      const found = await withAccessRecord(
        deps.db,
        {
          actor: deps.staffActor(request),
          command: 'customers find',
          email: query.includes('@') ? normaliseEmail(query) : undefined,
        },
        () => findPerson(deps.db, query),
        foundCounts,
      ).catch(asShopError);
      const emails = new Set<string>();
      for (const row of [...found.accounts, ...found.orders, ...found.subscriptions, ...found.messages])
        if (row.email) emails.add(normaliseEmail(row.email));
      reply.header('Cache-Control', 'private, no-store');
      return {
        accounts: found.accounts.map((a) => ({
          id: a.id,
          username: a.username,
          email: a.email,
          mobile: a.mobile,
          createdAt: isoInstant(a.created_at),
          verified: a.verified_at !== null,
        })),
        orders: found.orders.map((o) => ({
          orderNo: o.order_no,
          status: o.status,
          placedAt: isoInstant(o.created_at),
          guest: o.guest,
          email: o.email,
          phone: o.phone,
        })),
        subscriptions: found.subscriptions.map((s) => ({ email: s.email, consentedAt: isoInstant(s.consented_at) })),
        messages: found.messages.map((m) => ({
          id: m.id,
          receivedAt: isoInstant(m.created_at),
          name: m.name,
          email: m.email,
          mobile: m.mobile,
        })),
        emails: [...emails],
      };
    },
  );

  app.get(
    '/customers/export',
    {
      config: { staff: 'customers.export' },
      schema: {
        tags: ['console'],
        summary:
          'Everything the shop holds about the person with this e-mail address, as a JSON download (as `customers export` writes it).',
        querystring: CustomerExportQuery,
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const email = request.query.email.trim();
      const data = await withAccessRecord(
        deps.db,
        { actor: deps.staffActor(request), command: 'customers export', email },
        () => exportPerson(deps.db, email, deps.brand),
        (d) => `${d.sections.length} sections`,
      ).catch(asShopError);
      const file = `customer-data-${data.exported_at.slice(0, 10)}.json`;
      return reply
        .header('Content-Disposition', `attachment; filename="${file}"`)
        .header('Cache-Control', 'private, no-store')
        .send(data);
    },
  );

  // The preview runs the erasure in a transaction rolled back: the same code, nothing changed. It needs
  // the erase right but no step-up, so the owner reads it before confirming who they are.
  app.post(
    '/customers/erase-preview',
    {
      config: { staff: 'customers.erase' },
      schema: {
        tags: ['console'],
        summary:
          'What erasing this address would change, line by line, and the orders kept for tax; nothing is changed.',
        body: CustomerEraseBody,
        response: { 200: CustomerErasure, ...errors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      const report = await withAccessRecord(
        deps.db,
        { actor: deps.staffActor(request), command: 'customers erase --dry-run', email },
        () => erasePerson(deps.db, email, { dryRun: true }),
        (r) => `${r.kept.length} orders kept`,
      ).catch(asShopError);
      return { email: report.email, lines: report.lines, kept: report.kept, dryRun: true };
    },
  );

  app.post(
    '/customers/erase',
    {
      config: { staff: 'customers.erase' },
      schema: {
        tags: ['console'],
        summary:
          'Erases everything held about this address that the law does not ask the shop to keep (as `customers erase` does); refused while an order is under way.',
        body: CustomerEraseBody,
        response: { 200: CustomerErasure, ...errors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      const report = await withAccessRecord(
        deps.db,
        { actor: deps.staffActor(request), command: 'customers erase', email },
        () => erasePerson(deps.db, email),
        (r) => `${r.kept.length} orders kept`,
      ).catch(asShopError);
      if (report.products.length) deps.productsChanged(report.products);
      return { email: report.email, lines: report.lines, kept: report.kept, dryRun: false };
    },
  );

  app.post(
    '/customers/correct',
    {
      config: { staff: 'customers.correct' },
      schema: {
        tags: ['console'],
        summary: 'Corrects one field of the account or its saved address (as `customers correct` does).',
        body: CustomerCorrectBody,
        response: { 200: Type.Object({ message: Type.String() }), ...errors, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { email, field, value } = request.body;
      const message = await withAccessRecord(
        deps.db,
        { actor: deps.staffActor(request), command: 'customers correct', email: email.trim() },
        () => correctPerson(deps.db, email.trim(), field, value),
        () => `field ${field}`,
      ).catch(asShopError);
      return { message };
    },
  );
}
