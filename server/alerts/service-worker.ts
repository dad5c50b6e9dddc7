/**
 * The console's service worker, served at /admin/alerts-sw.js (scope /admin/): it only shows the
 * shop's Web Push alerts and opens the console screen an alert names. It caches nothing and serves no
 * request. The storefront never registers it: only console/features/alerts/ does, and a worker's scope
 * cannot reach above its own path (/admin/).
 */
export const ALERTS_SW_PATH = '/admin/alerts-sw.js';

export const ALERTS_SW = `'use strict';
self.addEventListener('push', (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = { title: 'Shop alert', body: event.data ? event.data.text() : '' }; }
  const url = typeof data.url === 'string' && data.url.startsWith('/admin') ? data.url : '/admin/';
  event.waitUntil(self.registration.showNotification(data.title || 'Shop alert', {
    body: data.body || '', tag: data.tag, data: { url }, lang: 'en-IN',
  }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/admin/';
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
    for (const tab of tabs) if (new URL(tab.url).pathname.startsWith('/admin') && 'focus' in tab) { tab.navigate(url); return tab.focus(); }
    return self.clients.openWindow(url);
  }));
});
`;
