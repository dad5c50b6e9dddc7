/**
 * Customers' requests about their data (docs/privacy.md, "Requests from customers"): the kinds the
 * DPDP Act gives a person, and the deadline the shop answers by.
 */

export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'withdrawal'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_STATUSES = ['open', 'done'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/**
 * Days from receipt to the answer: what docs/privacy.md promises ("within the time the DPDP Rules give
 * (90 days at most)"), counted from the day the request arrived, a message's own time when logged from
 * one (docs/decisions/0317-data-request-deadline.md).
 */
export const DATA_REQUEST_DAYS = 90;

/** Today and the alerts show open requests within this many days of their deadline. */
export const DATA_REQUEST_NEAR_DAYS = 7;

export const DATA_REQUEST_WORDS: Record<DataRequestKind, string> = {
  access: 'See their data',
  correction: 'Correct their data',
  erasure: 'Erase their data',
  withdrawal: 'Withdraw consent',
};

export function dataRequestDue(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + DATA_REQUEST_DAYS * 86_400_000);
}
