import axios, { type AxiosError } from 'axios';
import { env } from '../config/env';
import { clearSession, getAccessToken, setAccessToken } from '../lib/storage';

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

/** The one HTTP client. Its base ends in /api, as the OpenAPI document's paths expect; fetchers get `data` back, never a response. */
export const api = axios.create({
  baseURL: `${env.apiBaseUrl}/api`,
  withCredentials: true,
  timeout: 20000,
  headers: { Accept: 'application/json' },
  // The server's double-submit check: the csrftoken cookie echoed in X-CSRFToken (same origin only).
  xsrfCookieName: 'csrftoken',
  xsrfHeaderName: 'X-CSRFToken',
});

/** Fired when the customer's sign-in ran out and could not be renewed; the layout offers the login. */
export const SESSION_EXPIRED_EVENT = 'cc:session-expired';

let renewing: Promise<string | null> | null = null;
/** One refresh at a time, however many calls found their token expired together. */
function renewAccessToken(): Promise<string | null> {
  renewing ??= api
    .post<{ access: string }>('token/refresh/', undefined, { skipAuthRetry: true } as object)
    .then((response) => {
      setAccessToken(response.data.access);
      return response.data.access;
    })
    .catch(() => null)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

api.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(
  (response) => response,
  async (error: AxiosError<{ message?: string }>) => {
    const config = error.config as (typeof error.config & { skipAuthRetry?: boolean; retried?: boolean }) | undefined;
    const sentToken = Boolean(config?.headers?.Authorization);
    // An expired access token is renewed from the refresh cookie and the call made once more,
    // so nobody is signed out in the middle of a checkout.
    if (error.response?.status === 401 && sentToken && config && !config.skipAuthRetry && !config.retried) {
      const token = await renewAccessToken();
      if (token) {
        config.retried = true;
        config.headers.set('Authorization', `Bearer ${token}`);
        return api.request(config);
      }
      clearSession();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    }
    const status = error.response?.status ?? 0;
    const message = error.response?.data?.message ?? error.message;
    return Promise.reject(new ApiError(message, status, error.response?.data, axios.isCancel(error)));
  },
);

export async function get<T>(url: string, params?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return (await api.get<T>(url, { params, signal })).data;
}
