import { describe, expect, it } from 'vitest';
import { databaseUnavailable, referenceGone, requestCaused } from '../../server/db/errors';

/** Drizzle wraps the driver's error: the SQLSTATE sits on the cause. */
const wrapped = (code: string, message = 'failed query') =>
  Object.assign(new Error(message), { cause: Object.assign(new Error('driver'), { code }) });

describe('what a database error says about the request', () => {
  it('tells a vanished row (a foreign key) from bad input and from an outage', () => {
    expect(referenceGone(wrapped('23503'))).toBe(true);
    expect(requestCaused(wrapped('23503'))).toBe(false);
    expect(databaseUnavailable(wrapped('23503'))).toBe(false);

    expect(requestCaused(wrapped('22021'))).toBe(true);
    expect(referenceGone(wrapped('22021'))).toBe(false);

    expect(databaseUnavailable(wrapped('57014'))).toBe(true);
    expect(databaseUnavailable(wrapped('ECONNREFUSED'))).toBe(true);
    expect(referenceGone(wrapped('57014'))).toBe(false);
  });
});
