/**
 * The alerts' wording, one function per kind of event, each naming its event once (the key that makes
 * it one alert across processes: server/alerts/service.ts).
 */
import { formatRupees } from '../../common/domain/money';
import type { AlertEvent } from './service';

export function paymentAlertEvent(e: { outcome: 'paid' | 'flagged'; orderNo: string; totalPaise: number }): AlertEvent {
  return e.outcome === 'paid'
    ? {
        key: `order-paid:${e.orderNo}`,
        kind: 'order-paid',
        title: `New order ${e.orderNo}: ${formatRupees(e.totalPaise)}`,
        body: `Order ${e.orderNo} is paid (${formatRupees(e.totalPaise)}) and waits to be packed.`,
        path: `/orders/${encodeURIComponent(e.orderNo)}`,
      }
    : {
        key: `payment-flagged:${e.orderNo}`,
        kind: 'payment-flagged',
        title: `Payment flagged: ${e.orderNo}`,
        body: `The payment for order ${e.orderNo} does not match its total: check it before packing.`,
        path: `/orders/${encodeURIComponent(e.orderNo)}`,
      };
}

/**
 * Alerts name no customer: their text travels through push services and stays in alert_queue, which
 * holds no personal data (docs/privacy.md); the console screen they open shows who.
 */
export function messageAlertEvent(m: { id: number }): AlertEvent {
  return {
    key: `message-new:${m.id}`,
    kind: 'message-new',
    title: `New contact message #${m.id}`,
    body: 'Someone wrote through the contact page: open Messages to read and answer it.',
    path: '/more/messages',
  };
}
