/**
 * The console's one way to call /api/admin/: JSON in and out, a fresh Idempotency-Key per user
 * action on every write (the same key on its retries, so a retried tap never ships or refunds twice),
 * and two answers handled for every screen: 401 sends the person to sign-in, and 403 `stepUp` asks
 * for a passkey tap or a code (the step-up dialog), then sends the same request again with the same key.
 */

export const API_BASE = '/api/admin';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Handlers {
  /** The session is gone: show sign-in. */
  onSignedOut: () => void;
  /** The server wants a fresh passkey tap or code: resolves true once given, false if the person gave up. */
  onStepUp: (message: string) => Promise<boolean>;
}

let handlers: Handlers = {
  onSignedOut: () => {},
  onStepUp: async () => false,
};

/** console/app/ConsoleApp.tsx installs these once. */
export function setApiHandlers(next: Handlers): void {
  handlers = next;
}

/** For calls made outside `request` (the photo upload's XMLHttpRequest): the session is gone, show sign-in. */
export function signedOut(): void {
  handlers.onSignedOut();
}

/** A key for one user action: every retry of that action sends it again. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function csrfToken(): string | undefined {
  // The storefront's guest cookie (path /) reaches /api/admin too; while it is there the shop's CSRF
  // guard asks for its double-submit token on writes (server/accounts/context.ts).
  const match = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export interface RequestOptions {
  body?: unknown;
  /** The action's key; a fresh one is made for each write when not given. */
  idempotencyKey?: string;
  /** Sign-in steps answer 401 for a wrong code: the caller shows it rather than leaving the page. */
  allowUnauthorized?: boolean;
  signal?: AbortSignal;
}

async function send(method: Method, path: string, options: RequestOptions, key: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers['Idempotency-Key'] = key;
  const csrf = method === 'GET' ? undefined : csrfToken();
  if (csrf) headers['X-CSRFToken'] = csrf;
  return fetch(API_BASE + path, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function readBody(response: Response): Promise<Record<string, unknown>> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return {};
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** One call with the console's handling of 401 and step-up; the answer once it is a success. */
async function exchange(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const key = method === 'GET' ? undefined : (options.idempotencyKey ?? newIdempotencyKey());
  for (let stepUps = 0; ; stepUps++) {
    let response: Response;
    try {
      response = await send(method, path, options, key);
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'The shop could not be reached. Check the connection and try again.');
    }
    if (response.ok) return response;
    const body = await readBody(response);
    const message = typeof body.message === 'string' ? body.message : `The shop answered ${response.status}.`;
    if (response.status === 401 && !options.allowUnauthorized) {
      handlers.onSignedOut();
      throw new ApiError(401, message, body);
    }
    if (response.status === 403 && body.stepUp === true && stepUps < 2) {
      if (await handlers.onStepUp(message)) continue;
      throw new ApiError(403, 'Not done: it needs a passkey tap or a code first.', body);
    }
    throw new ApiError(response.status, message, body);
  }
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await exchange(method, path, options))) as T;
}

/** The file name a Content-Disposition header gives, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Saves a file the console API answers (a customer's data, the audit CSV) through the browser's
 * download, after the same sign-in and step-up handling as every other call.
 */
export async function download(path: string, fallbackName: string): Promise<string> {
  const response = await exchange('GET', path, {});
  const name = fileNameOf(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the URL is only a handle to memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
