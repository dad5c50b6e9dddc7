import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { env } from '../config/env';
import { clearSession, getAccessToken, setAccessToken } from '../lib/storage';
import { ApiError, SESSION_EXPIRED_EVENT } from '../lib/errors';
import { leavingPage } from '../lib/leavingPage';

export { ApiError, SESSION_EXPIRED_EVENT } from '../lib/errors';

/**
 * The axios instance, made on the first real request: a first visit gets its page's data inside the
 * HTML (src/api/pageData.ts), so axios (about 22 KB gzipped) stays off the first screen's path.
 */
let instance: Promise<AxiosInstance> | null = null;

function client(): Promise<AxiosInstance> {
  instance ??= import('axios').then(
    ({ default: axios }) => configure(axios),
    (error: unknown) => {
      // The chunk did not download (offline, or a new release): the next call tries again.
      instance = null;
      throw new ApiError(error instanceof Error ? error.message : 'Failed to load the API client.', 0);
    },
  );
  return instance;
}

function configure(axios: AxiosStatic): AxiosInstance {
  /** Its base ends in /api, as the OpenAPI document's paths expect. */
  const http = axios.create({
    baseURL: `${env.apiBaseUrl}/api`,
    withCredentials: true,
    timeout: 20000,
    headers: { Accept: 'application/json' },
    // The server's double-submit check: the csrftoken cookie echoed in X-CSRFToken (same origin only).
    xsrfCookieName: 'csrftoken',
    xsrfHeaderName: 'X-CSRFToken',
  });

  let renewing: Promise<string | null> | null = null;
  /** One refresh at a time, however many calls found their token expired together. */
  function renewAccessToken(): Promise<string | null> {
    renewing ??= http
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

  http.interceptors.request.use((config) => {
    const token = getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  http.interceptors.response.use(
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
          return http.request(config);
        }
        clearSession();
        window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      }
      const status = error.response?.status ?? 0;
      const message = error.response?.data?.message ?? error.message;
      // A request ended by leaving the page (Firefox, Safari) is canceled like an aborted one.
      return Promise.reject(
        new ApiError(message, status, error.response?.data, axios.isCancel(error) || leavingPage()),
      );
    },
  );
  return http;
}

/** The one HTTP client: axios's methods, each loading axios first; fetchers get `data` back, never a response. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => client().then((http) => http.get<T>(url, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig) => client().then((http) => http.delete<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    client().then((http) => http.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    client().then((http) => http.put<T>(url, data, config)),
  patch: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    client().then((http) => http.patch<T>(url, data, config)),
};

export async function get<T>(url: string, params?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return (await api.get<T>(url, { params, signal })).data;
}
