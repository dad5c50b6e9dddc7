/**
 * The SPA's environment, read once. VITE_API_BASE_URL is the shop API host;
 * empty means the same origin that served the SPA.
 */
const rawBase = (import.meta.env.VITE_API_BASE_URL ?? '') as string;

export const env = {
  apiBaseUrl: rawBase.replace(/\/+$/, ''),
} as const;
