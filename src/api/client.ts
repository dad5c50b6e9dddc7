import axios, { type AxiosError } from 'axios';
import { env } from '../config/env';
import { getAccessToken } from '../lib/storage';

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
});

api.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error: AxiosError<{ message?: string }>) => {
    const status = error.response?.status ?? 0;
    const message = error.response?.data?.message ?? error.message;
    return Promise.reject(new ApiError(message, status, error.response?.data, axios.isCancel(error)));
  },
);

export async function get<T>(url: string, params?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return (await api.get<T>(url, { params, signal })).data;
}
