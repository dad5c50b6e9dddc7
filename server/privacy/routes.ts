/**
 * The signed-in customer's own data rights: download everything the shop holds about them, and
 * delete their account (with their password), which erases as `customers erase` does.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { accountMessages } from '../../common/domain/accounts';
import { ErrorResponse } from '../../common/contract/common';
import { clearAuthCookies } from '../accounts/context';
import { customerOf } from '../accounts/caller';
import { HashQueueFull } from '../accounts/hash-queue';
import { verifyPassword } from '../accounts/passwords';
import { erasePerson, exportPerson, logAccess, PrivacyError } from './subject';
import { SIGNED_IN } from '../http/private-answers';

const tags = ['accounts'];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limits, hashing } = app.accounts;

  app.get(
    '/account/data/',
    {
      config: { caller: 'customer' },
      schema: {
        tags,
        summary: 'Everything the shop holds about the signed-in customer, as a JSON download',
        security: SIGNED_IN,
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errors },
      },
    },
    async (request, reply) => {
      const user = customerOf(request);
      const data = await exportPerson(app.database.db, user.email, app.config.shop.brand);
      await logAccess(app.database.db, { actor: 'customer', command: 'account data', email: user.email });
      return reply
        .header('Content-Disposition', 'attachment; filename="my-data.json"')
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/account/delete/',
    {
      config: { caller: 'customer' },
      schema: {
        tags,
        summary: 'Deletes the signed-in customer’s account after checking the password (as customers erase does)',
        security: SIGNED_IN,
        body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ message: Type.String() }), ...errors },
      },
    },
    async (request, reply) => {
      const user = customerOf(request);
      // Wrong passwords count as failed sign-ins: a stolen access token cannot guess its way to a deletion.
      const wait = await limits.take('login-account', user.email);
      if (wait)
        return reply.code(429).header('Retry-After', String(wait)).send({ message: accountMessages.tooManyAttempts });
      let ok: boolean;
      try {
        ok = await hashing.run(request.ip, () => verifyPassword(request.body.password, user.passwordHash));
      } catch (error) {
        if (!(error instanceof HashQueueFull)) throw error;
        return reply
          .code(error.reason === 'address' ? 429 : 503)
          .header('Retry-After', String(error.retryAfterSeconds))
          .send({ message: accountMessages.busy });
      }
      if (!ok) return reply.code(400).send({ message: 'That password is not right. Your account was not deleted.' });
      await limits.giveBack('login-account', user.email);
      try {
        const report = await erasePerson(app.database.db, user.email);
        await logAccess(app.database.db, {
          actor: 'customer',
          command: 'account delete',
          email: user.email,
          detail: `${report.kept.length} orders kept`,
        });
        if (report.products.length) app.cache.invalidate({ products: report.products });
      } catch (error) {
        if (error instanceof PrivacyError && error.ordersUnderWay.length)
          return reply.code(409).send({
            message:
              `Your order ${error.ordersUnderWay.join(', ')} is still under way, so your account was not deleted. ` +
              'Please try again once it has been delivered, or write to us through the contact page.',
          });
        if (error instanceof PrivacyError) return reply.code(error.status).send({ message: error.message });
        throw error;
      }
      clearAuthCookies(reply);
      return { message: 'Your account has been deleted.' };
    },
  );
};
