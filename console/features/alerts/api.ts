/** The console's alert calls (server/alerts/routes.ts), typed by common/contract/admin-alerts.ts. */
import type { AlertSettings, AlertSettingsBody, PushSubscriptionBody } from '../../../common/contract/admin-alerts';
import { api } from '../../lib/api';

export const alertsApi = {
  settings: (signal?: AbortSignal) => api.get<AlertSettings>('/alerts/settings', { signal }),
  save: (body: AlertSettingsBody, idempotencyKey: string) =>
    api.put<AlertSettings>('/alerts/settings', body, { idempotencyKey }),
  subscribe: (body: PushSubscriptionBody, idempotencyKey: string) =>
    api.post<AlertSettings>('/alerts/subscriptions', body, { idempotencyKey }),
  unsubscribe: (endpoint: string, idempotencyKey: string) =>
    api.post<AlertSettings>('/alerts/subscriptions/remove', { endpoint }, { idempotencyKey }),
};

/** The console's service worker (server/alerts/service-worker.ts): registered here only, never by the storefront. */
export const ALERTS_SW_URL = '/admin/alerts-sw.js';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((base64url.length + 3) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Asks the person, registers the worker under /admin/ and subscribes this browser; its subscription for the shop. */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionBody> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new Error('Notifications are blocked for the console in this browser: allow them in its site settings.');
  const registration = await navigator.serviceWorker.register(ALERTS_SW_URL, { scope: '/admin/' });
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(vapidPublicKey),
  });
  return subscription.toJSON() as PushSubscriptionBody;
}

/** This browser's subscription, ended; its endpoint (to forget on the server), or null when there was none. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration('/admin/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
