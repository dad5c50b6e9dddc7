/**
 * An error of the shop's own rules, with the HTTP status that fits it and the message the caller is
 * shown. Services throw it; the one error handler (server/app.ts) answers `{ message, ...body }` with
 * that status, and the operators' tool prints the message. Anything else that throws is a fault: 500.
 */
export class ShopError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503,
    message: string,
    /** More fields of the answer beside `message` (a 409's recomputed totals, say). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The same status, under the name the services used before. */
  get status(): number {
    return this.statusCode;
  }
}

/**
 * A refusal for now, answered with Retry-After: a rate limit's 429, or a 503 while a bounded queue is
 * full. Not a fault: the request log tells it at debug (server/lib/logging.ts).
 */
export class RetryLater extends ShopError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}
