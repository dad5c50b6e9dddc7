/** The errors the API layer throws, here so that components can tell them apart without importing src/api/. */

/** One error shape for every failed call: the status (0 without a response) and the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = undefined,
    /** The caller aborted the request (navigation, unmount): not a failure to report. */
    readonly canceled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Fired when the customer's sign-in ran out and could not be renewed; the layout offers the login. */
export const SESSION_EXPIRED_EVENT = 'cc:session-expired';

/** The cart answer was not a list of lines (the mini-cart says so instead of showing nothing). */
export class UnexpectedCartFormat extends Error {
  constructor() {
    super('Unexpected response format from server');
    this.name = 'UnexpectedCartFormat';
  }
}
