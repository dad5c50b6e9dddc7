import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at warn with its timing, whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Request logging whose volume does not grow with traffic: fastify's per-request "incoming" and
 * "completed" lines (two info lines per request, hundreds of megabytes under load) go to debug;
 * failed requests (5xx but a 503 with Retry-After) are logged at error and slow ones at warn, with
 * method, URL, status and time.
 */
export class ShopLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime);
    const fields = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    // A 503 with Retry-After is a dependency's outage, told once where it is noticed (lib/outage.ts,
    // auth/limits.ts, the PGlite watchdog): one line per refused request would bury it.
    else if (reply.statusCode === 503 && reply.hasHeader('retry-after'))
      reply.log.debug(fields, 'request refused for now');
    else if (reply.statusCode >= 500) reply.log.error(fields, 'request failed');
    else if (ms >= SLOW_REQUEST_MS) reply.log.warn(fields, 'slow request');
    else reply.log.debug(fields, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'route not found');
  }
}
