/**
 * The card payment window: Razorpay Checkout, or the shop's own sandbox that speaks the same
 * interface (`new Razorpay(options).open()`, the handler, `payment.failed`, `modal.ondismiss`).
 */

import { tabbables, trapFocus, type FocusTrap } from '../../lib/focusTrap';

export interface PaymentSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface PaymentWindowOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes: { shipping_address: string; billing_address: string };
  theme: { color: string };
  handler: (response: PaymentSuccess) => void;
  modal: { ondismiss: () => void };
}

interface PaymentWindow {
  open(): void;
  /** Razorpay Checkout and the sandbox both have it; optional, as a provider's script may not. */
  close?(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}

type PaymentWindowConstructor = new (options: PaymentWindowOptions) => PaymentWindow;

declare global {
  interface Window {
    Razorpay?: PaymentWindowConstructor;
  }
}

const loading = new Map<string, Promise<void>>();

/** Adds the provider's script once per URL; a failed download is tried again next time. */
export function loadPaymentScript(url: string): Promise<void> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        loading.delete(url);
        reject(new Error(`Could not load ${url}`));
      };
      document.head.appendChild(script);
    });
    loading.set(url, promise);
  }
  return promise;
}

export interface PaymentCallbacks {
  onPaid: (proof: PaymentSuccess) => void;
  /** An attempt failed (Razorpay keeps its window open for another try). */
  onFailed: (reason?: string) => void;
  /** The shopper closed the window. */
  onDismissed: () => void;
}

/**
 * Opens the window loaded by `loadPaymentScript`; throws when the script defined nothing. Whatever the
 * provider's script puts on the page is treated as the shop's own dialogs are (focusTrap.ts): focus
 * moves into it, the checkout behind goes inert, Tab stays inside, Escape closes it (as its × does).
 * Focus is not handed back here: the page's Place Order is disabled until the callbacks re-enable it.
 */
export function openPaymentWindow(
  options: Omit<PaymentWindowOptions, 'handler' | 'modal'>,
  { onPaid, onFailed, onDismissed }: PaymentCallbacks,
): void {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment script did not define Razorpay');
  let trap: FocusTrap | null = null;
  const done = () => {
    trap?.release({ returnFocus: false });
    trap = null;
  };
  const checkout = new Razorpay({
    ...options,
    handler: (proof) => {
      done();
      onPaid(proof);
    },
    modal: {
      ondismiss: () => {
        done();
        onDismissed();
      },
    },
  });
  checkout.on('payment.failed', (response) => onFailed(response?.error?.description));
  const before = new Set(document.body.children);
  checkout.open();
  const added = [...document.body.children].find(
    (el): el is HTMLElement => el instanceof HTMLElement && !before.has(el) && el.tagName !== 'SCRIPT',
  );
  if (!added) return;
  trap = trapFocus(added, {
    initialFocus: () => tabbables(added)[0] ?? null,
    onEscape: () => {
      if (!checkout.close) return;
      checkout.close();
      // A provider whose close() already said "dismissed" has ended the trap; the sandbox's does not.
      if (!trap) return;
      done();
      onDismissed();
    },
    returnFocus: false,
  });
}
