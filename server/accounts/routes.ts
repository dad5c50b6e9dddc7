import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailBody,
  FieldErrors,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetConfirmBody,
  SessionInfo,
  VerifyOtpBody,
} from '../../common/contract/accounts';
import { ErrorResponse } from '../../common/contract/common';
import { clearAuthCookies, guestSession, REFRESH_COOKIE, signIn } from './context';
import { SCRYPT_PARAMS } from './passwords';
import { createAccountsService, type Caller } from './service';
import { GUEST_SESSION, REFRESH_SESSION } from '../http/private-answers';

const tags = ['accounts'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse };

/**
 * Registration with an e-mailed code, sign-in, password reset, refresh and
 * logout, and the guest session. Paths are the storefront contract's.
 */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { passwordHashCost } = app.config;
  const accounts = createAccountsService({
    ...app.accounts,
    shop: app.config.shop,
    hashParams: passwordHashCost ? { ...SCRYPT_PARAMS, N: passwordHashCost } : undefined,
  });

  /** The request as the service sees it: its address, its log, and the cookies of its answer. */
  const callerOf = (request: FastifyRequest, reply: FastifyReply): Caller => ({
    ip: request.ip,
    log: request.log,
    signIn: (user) => signIn(app, request, reply, user),
    signOut: () => clearAuthCookies(reply),
  });

  app.post(
    '/register/',
    {
      schema: {
        tags,
        summary: 'Create an unverified account and e-mail a 6-digit code',
        body: RegisterBody,
        response: { 201: RegisterResponse, 400: FieldErrors, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const answer = await accounts.register(callerOf(request, reply), request.body);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/resend-otp/',
    {
      schema: {
        tags,
        summary: 'E-mail a new verification code (the old one stops working)',
        body: EmailBody,
        response: { 200: MessageResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => accounts.resendCode(callerOf(request, reply), request.body.email),
  );

  app.post(
    '/verify-otp/',
    {
      schema: {
        tags,
        summary: 'Verify the e-mailed code; signs the new customer in',
        body: VerifyOtpBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => accounts.verifyEmail(callerOf(request, reply), request.body.email, request.body.code),
  );

  app.post(
    '/api/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => accounts.logIn(callerOf(request, reply), request.body.email, request.body.password),
  );

  app.post(
    '/password-reset/',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset code (the same answer whether or not the account exists)',
        body: EmailBody,
        response: { 200: MessageResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => accounts.requestReset(callerOf(request, reply), request.body.email),
  );

  app.post(
    '/password-reset-confirm/',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; signs out every device',
        body: ResetConfirmBody,
        response: { 200: MessageResponse, 400: FieldErrors, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => accounts.confirmReset(callerOf(request, reply), request.body),
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        security: REFRESH_SESSION,
        tags,
        summary: 'A new access token from the refresh cookie (which is replaced)',
        response: { 200: LoginResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => accounts.refresh(callerOf(request, reply), request.cookies[REFRESH_COOKIE]),
  );

  app.post(
    '/logout/',
    {
      schema: {
        security: REFRESH_SESSION,
        tags,
        summary: 'Revoke the refresh cookie and end the session',
        response: { 200: MessageResponse },
      },
    },
    async (request, reply) => accounts.logOut(callerOf(request, reply), request.cookies[REFRESH_COOKIE]),
  );

  app.get(
    '/get-session-info/',
    {
      schema: {
        security: GUEST_SESSION,
        tags,
        summary: "This browser's guest session (made on first call); sets the httpOnly session cookie",
        response: { 200: SessionInfo },
      },
    },
    async (request, reply) => {
      const session = await guestSession(app, request, reply);
      reply.header('Cache-Control', 'private, no-store');
      return { session_id: session.publicId };
    },
  );
};

export default accountRoutes;
