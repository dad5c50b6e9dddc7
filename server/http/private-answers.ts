import type { FastifyInstance } from 'fastify';

/** What an answer carrying one person's data says to every cache between the shop and the browser. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * OpenAPI security requirements, alternatives in order (any one will do). A route that reads the
 * caller's bearer token or cookie names one of these in its schema, so the API document says which
 * answers depend on who asks, and `privateAnswers` keeps every such answer out of shared caches.
 */
export const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
  refreshCookie: { type: 'apiKey', in: 'cookie', name: 'refresh_token' },
} as const;

/** One alternative: the schemes that together let a caller in (OpenAPI's Security Requirement Object). */
type Requirement = Record<string, readonly string[]>;

/** A signed-in customer's access token. */
export const SIGNED_IN: Requirement[] = [{ bearerAuth: [] }];
/** A signed-in customer, else the guest session's cookie (a cart, an address, an order). */
export const CUSTOMER_OR_GUEST: Requirement[] = [{ bearerAuth: [] }, { sessionCookie: [] }];
/** The guest session's cookie alone. */
export const GUEST_SESSION: Requirement[] = [{ sessionCookie: [] }];
/** The refresh token's cookie. */
export const REFRESH_SESSION: Requirement[] = [{ refreshCookie: [] }];
/** Anyone, but the answer says more to its owner (the order behind an order number). */
export const ANYONE_OR_OWNER: Requirement[] = [{}, { bearerAuth: [] }, { sessionCookie: [] }];

/**
 * `Cache-Control: private, no-store` on every answer of a route that declares a security requirement
 * (its errors too), whatever the route set; and on every other /api/ answer that names no caching of
 * its own, so a route added without thought is private rather than cacheable by a CDN. The public
 * reads say `no-cache` with an entity tag (server/http/cached-json.ts) and keep it.
 */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const schema = request.routeOptions.schema as { security?: unknown[] } | undefined;
    if (schema?.security?.length) reply.header('Cache-Control', PRIVATE_NO_STORE);
    else if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/'))
      reply.header('Cache-Control', PRIVATE_NO_STORE);
    done(null, payload);
  });
}
