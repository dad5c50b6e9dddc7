import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config/env';

/** The payment provider the shop takes payments through, as the CSP and the notices need it. */
export type PaymentMode = 'razorpay' | 'sandbox' | 'none';

export function paymentMode(config: Config): PaymentMode {
  if (config.razorpayKeyId && config.razorpayKeySecret) return 'razorpay';
  return config.paymentSandbox ? 'sandbox' : 'none';
}

/**
 * The Content-Security-Policy directives: the shop's own origin, plus exactly the origins Razorpay
 * Checkout needs (configured, server/config/env.ts) when Razorpay takes the payments, and none otherwise:
 * the sandbox's window is served from the shop's own origin.
 */
export function cspDirectives(config: Config): Record<string, string[] | null> {
  const checkout = paymentMode(config) === 'razorpay' ? config.razorpayCsp : undefined;
  return {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...(checkout?.img ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'script-src': ["'self'", ...(checkout?.script ?? [])],
    'connect-src': ["'self'", ...(checkout?.connect ?? [])],
    // The contact page's map (loaded only when asked for) and Checkout's payment form.
    'frame-src': ["'self'", 'https://www.google.com', ...(checkout?.frame ?? [])],
    'upgrade-insecure-requests': null,
  };
}

/**
 * Permissions-Policy: features the shop never uses are off for it and every frame; the Payment
 * Request API stays with the shop and Checkout's frame, which may offer it.
 */
export function permissionsPolicy(config: Config): string {
  const frames = paymentMode(config) === 'razorpay' ? config.razorpayCsp.frame.map((o) => `"${o}"`) : [];
  return [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    `payment=(${['self', ...frames].join(' ')})`,
    'usb=()',
  ].join(', ');
}

/**
 * Every security header the shop sends on every answer, computed once from helmet's policies (with
 * our CSP, a cross-origin resource policy for images embedded by link previews, and no HSTS, which
 * depends on the request): the headers never depend on the request, while @fastify/helmet built
 * helmet's twelve middlewares again for each one, 5-7% of a cached read's main-thread time.
 */
export function securityHeaders(config: Config): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const capture = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet({
    contentSecurityPolicy: { directives: cspDirectives(config) },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  })({} as IncomingMessage, capture as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers.set('permissions-policy', permissionsPolicy(config));
  return [...headers];
}
