/**
 * An error of the shop's own rules, with the HTTP status that fits it and the message the caller is
 * shown. Services throw it; the one error handler (server/app.ts) answers `{ message, ...body }` with
 * that status, and the operators' tool prints the message. Anything else that throws is a fault: 500.
 */
export class ShopError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503,
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
