/**
 * A start-up failure the operator can fix (a busy port, a locked or unwritable DATA_DIR, an unreachable
 * database): the server prints its one-line message, without a stack, and exits non-zero.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The first line a person needs from a connection or file-system error: its code and what it says. */
export function describeError(error: unknown): string {
  const e = error as Error & { code?: string; errors?: (Error & { code?: string })[] };
  // A host name with several addresses fails with an AggregateError whose own message is empty.
  const parts = e.errors?.length ? e.errors : [e];
  const code = e.code ?? parts.find((p) => p.code)?.code;
  const message = [...new Set(parts.map((p) => p.message).filter(Boolean))].join('; ') || String(error);
  return code && !message.includes(code) ? `${code} (${message})` : message;
}

/**
 * Whether the database refused a value the request carried: SQLSTATE class 22 (data exception: text
 * PostgreSQL cannot hold such as U+0000, a number out of range, a malformed literal). Drizzle wraps
 * the driver's error, so the chain of causes is followed.
 */
export function requestCaused(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as never, i++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/**
 * Whether a write named a row that another request removed meanwhile (SQLSTATE 23503, a foreign key):
 * an account erased while its owner checked out, say. It is a conflict with the shop's state, not a
 * fault: the error handler answers 409.
 */
export function referenceGone(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as never, i++) {
    if (e.code === '23503') return true;
  }
  return false;
}

/** SQLSTATEs that say the database cannot serve now: 08 connection, 53 resources, 57 operator intervention (57014: a statement timeout). */
const UNAVAILABLE_SQLSTATE = /^(?:08[0-9A-Z]{3}|53[0-9A-Z]{3}|57[0-9A-Z]{3})$/;
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool say these in words only; the PGlite thread's own ones too (pglite-thread.ts). */
const UNAVAILABLE_MESSAGE =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|not queryable|the database thread (?:has stopped|is not answering)|Client was closed/i;

/**
 * Whether the database (not the request) is at fault: it is down, does not answer in time, or cut the
 * connection. The error handler answers these 503 with Retry-After, never 500. Drizzle wraps the
 * driver's error, so the chain of causes is followed.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as never, i++
  ) {
    if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_CODES.has(e.code))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
