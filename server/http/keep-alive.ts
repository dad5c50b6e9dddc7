/**
 * How long the shop keeps a client's idle keep-alive connection open: 5 s, node's own default
 * (Fastify's is 72 s). Longer than the proxy's idle timeout (`keepalive_timeout 3s` in
 * deploy/nginx-shop.conf), and the shop tells other clients in its `Keep-Alive: timeout=5` header,
 * which node's and browsers' clients honour with a margin: the side that writes on a connection closes
 * it first, so no request is written on a connection at the moment the shop closes it. It is also how
 * long a stopping shop waits for idle connections before it cuts them (server.ts): with Fastify's
 * 72 s, a client's connection idle since long before the stop kept it waiting that long.
 */
export const KEEP_ALIVE_MS = 5_000;
