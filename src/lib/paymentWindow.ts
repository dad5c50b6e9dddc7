/**
 * The card payment window: Razorpay Checkout, or the shop's own sandbox that speaks the same
 * interface (`new Razorpay(options).open()`, the handler, `payment.failed`, `modal.ondismiss`).
 */

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

/** Opens the window loaded by `loadPaymentScript`; throws when the script defined nothing. */
export function openPaymentWindow(
  options: Omit<PaymentWindowOptions, 'handler' | 'modal'>,
  { onPaid, onFailed, onDismissed }: PaymentCallbacks,
): void {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment script did not define Razorpay');
  const checkout = new Razorpay({ ...options, handler: onPaid, modal: { ondismiss: onDismissed } });
  checkout.on('payment.failed', (response) => onFailed(response?.error?.description));
  checkout.open();
}
