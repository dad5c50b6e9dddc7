import { useEffect, useRef, useState } from 'react';
import { placeOrder, reportPaymentWindowFailure, verifyPayment, type PlaceOrderBody } from './ordersApi';
import { showAlert } from '../../lib/alerts';
import { cartTexts, serverMessage, titled } from '../cart/cartTexts';
import { addressLine, newKey } from './checkout';
import { ApiError } from '../../lib/errors';
import type { PaymentSuccess } from './paymentWindow';
import { clearCheckoutSelection } from '../../lib/storage';
import { useShopDetails } from '../../lib/shopDetails';
import { cartWrites } from '../cart/useCart';
import { useMutation } from '../../hooks/useMutation';

const THEME_COLOR = '#1f6f50';

/**
 * Place Order once the form is good: the order (one Idempotency-Key per attempt), the payment
 * window, the payment's verification and the confirmation; `done` runs once the shopper has read
 * it. `processing` from the press until the window closes, `note` what the last attempt came to.
 */
const loadPaymentWindow = () => import('./paymentWindow');

export function usePayment({ done }: { done: () => void }) {
  const { brand } = useShopDetails();
  const [processing, setProcessing] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  /** Counts closings of the payment window: each sends focus back to Place Order once it is enabled. */
  const [windowClosed, setWindowClosed] = useState(0);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const placeOrderRef = useRef<HTMLButtonElement>(null);
  const place = useMutation(placeOrder);
  const verify = useMutation(verifyPayment, { invalidates: ['cart', 'orders'] });

  useEffect(() => {
    if (windowClosed > 0 && !processing) placeOrderRef.current?.focus();
  }, [windowClosed, processing]);
  // The payment window's code (and its focus trap) is needed only once an order is placed: it is
  // fetched after the page has shown, not with the page's first screen (npm run budget).
  useEffect(() => {
    void loadPaymentWindow().catch(() => {});
  }, []);

  function idempotencyKey(body: object): string {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: newKey(), body: text };
    return attempt.current.key;
  }

  async function paid(proof: PaymentSuccess) {
    try {
      const answer = await verify.run(proof);
      clearCheckoutSelection();
      // The order number is worth noting down: this one waits for OK (docs/decisions.md).
      await showAlert(
        { icon: 'success', title: cartTexts.orderPlacedTitle, text: cartTexts.orderPlaced(answer.order_no) },
        { stay: true },
      );
      done();
    } catch {
      setNote(cartTexts.verifyFailed);
      setProcessing(false);
    }
  }

  async function pay(body: PlaceOrderBody) {
    setProcessing(true);
    setNote(null);
    let order;
    try {
      order = await place.run(body, idempotencyKey(body));
    } catch (error) {
      setProcessing(false);
      if (error instanceof ApiError && error.status === 409) cartWrites.refresh(); // prices changed: show the new ones
      const text =
        error instanceof ApiError && error.status === 0
          ? cartTexts.networkError
          : (serverMessage(error) ?? cartTexts.orderFailed);
      void showAlert({ icon: 'error', title: 'Error', text });
      return;
    }
    if (!order?.razorpay_order_id) {
      setProcessing(false);
      const { title, text } = titled(cartTexts.orderError);
      void showAlert({ icon: 'error', title, text });
      return;
    }
    try {
      const { loadPaymentScript, openPaymentWindow } = await loadPaymentWindow();
      await loadPaymentScript(order.script_url);
      openPaymentWindow(
        {
          key: order.key,
          amount: order.amount,
          currency: order.currency,
          order_id: order.razorpay_order_id,
          name: brand,
          description: 'Order Payment',
          prefill: { name: body.name, email: body.email, contact: body.mobile },
          notes: {
            shipping_address: addressLine([body.street, body.city, body.state, body.country, body.postal_code]),
            billing_address: addressLine([
              body.bill_street,
              body.bill_city,
              body.bill_state,
              body.bill_country,
              body.bill_postal_code,
            ]),
          },
          theme: { color: THEME_COLOR },
        },
        {
          onPaid: (proof) => void paid(proof),
          onFailed: () => {
            // The next press is a new payment attempt, and the provider wants a new order for it.
            attempt.current = null;
            setNote(cartTexts.paymentFailed);
            setProcessing(false);
          },
          onDismissed: () => {
            attempt.current = null;
            setWindowClosed((n) => n + 1);
            setNote((note) => note ?? cartTexts.paymentCancelled);
            setProcessing(false);
          },
        },
      );
    } catch (error) {
      setProcessing(false);
      setNote(cartTexts.scriptFailed);
      void reportPaymentWindowFailure({
        razorpay_order_id: order.razorpay_order_id,
        script_url: order.script_url,
        reason: (error instanceof Error ? error.message : String(error)).slice(0, 300),
      });
    }
  }

  return { processing, note, pay, placeOrderRef };
}
