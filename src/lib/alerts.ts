import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { nextPaint } from './paint';

/** Alerts auto-close after 1500 ms (docs/decisions.md). Only success alerts do: an error stays until it is dismissed. */
export const SUCCESS_ALERT_MS = 1500;

/**
 * Starts loading sweetalert2 ahead of an alert that is likely to come (Add To Cart answers with one),
 * so its code runs while the request is out, not in the frame that shows the alert.
 */
export const loadAlerts = () => import('sweetalert2');

/**
 * sweetalert2 is loaded on first use, so browsing pages do not download it up front. Its popup is
 * a dialog with aria-live="assertive", so screen readers announce the message as it opens.
 * `stay`: a success that carries something to note down (the order number) waits for OK.
 */
export async function showAlert(options: SweetAlertOptions, { stay = false } = {}): Promise<SweetAlertResult> {
  const { default: Swal } = await loadAlerts();
  // Opening the popup restyles the whole page (its class on <body>) and measures it: on a long form
  // that is 40-50 ms of a slowed phone's frame. Let the frame that answers the tap paint first
  // (Place Order with an empty form: 150-190 ms to the next paint without this).
  await nextPaint();
  const timer = options.icon === 'success' && !stay ? (options.timer ?? SUCCESS_ALERT_MS) : options.timer;
  return Swal.fire({ confirmButtonColor: '#1f6f50', ...options, ...(timer === undefined ? {} : { timer }) });
}
