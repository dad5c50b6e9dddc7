import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Coupon } from '../api/orders';
import { orderQueries, placeOrder, reportPaymentWindowFailure, verifyPayment } from '../api/orders';
import { showAlert } from '../lib/alerts';
import { cartTexts, serverMessage, titled } from '../lib/cartTexts';
import {
  addressLine,
  EMPTY_ADDRESS,
  fillUntouched,
  linesToOrder,
  newKey,
  placeOrderBody,
  totalsOf,
} from '../lib/checkout';
import { checkoutSelection } from '../lib/checkoutSelection';
import { ApiError } from '../lib/errors';
import { loadPaymentScript, openPaymentWindow, type PaymentSuccess } from '../lib/paymentWindow';
import { clearCheckoutSelection } from '../lib/storage';
import { messages } from '../../common/domain/messages';
import {
  FORMAT_RULES,
  formatProblem,
  formKey,
  validateCheckout,
  type AddressForm,
  type AddressPart,
} from '../../common/domain/validation';
import { company } from '../../common/site/company';
import { cartWrites, useCart } from './useCart';
import { useMutation } from './useMutation';
import { useQuery } from './useQuery';

const THEME_COLOR = '#1f6f50';

type Errors = Partial<Record<string, string>>;

/**
 * The checkout's state and its one flow: the chosen lines and their totals, the two addresses (the
 * delivery one filled from the last order's), the fields' problems (checked as the shopper leaves a
 * field and at Place Order, by the rules the server applies), the coupon, and Place Order: the
 * order, the payment window, the payment's verification and the confirmation. `done` runs once the
 * shopper has read the confirmation.
 */
export function useCheckout({ done }: { done: () => void }) {
  const cart = useCart();
  const { userId } = cart;
  const location = useLocation();
  const [chosen] = useState(() => checkoutSelection(location.state));
  const [delivery, setDelivery] = useState<AddressForm>(EMPTY_ADDRESS);
  const [billing, setBilling] = useState<AddressForm>(EMPTY_ADDRESS);
  const [sameBilling, setSameBilling] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [processing, setProcessing] = useState(false);
  const [paymentNote, setPaymentNote] = useState<string | null>(null);
  /** Counts closings of the payment window: each sends focus back to Place Order once it is enabled. */
  const [windowClosed, setWindowClosed] = useState(0);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const placeOrderRef = useRef<HTMLButtonElement>(null);
  const place = useMutation(placeOrder);
  const verify = useMutation(verifyPayment, { invalidates: ['cart', 'orders'] });

  useEffect(() => {
    if (windowClosed > 0 && !processing) placeOrderRef.current?.focus();
  }, [windowClosed, processing]);

  // The last address the shopper ordered to fills the blank delivery fields, once it is in.
  const saved = useQuery(orderQueries.address(userId)).data ?? null;
  const [filledFrom, setFilledFrom] = useState<AddressForm | null>(null);
  if (saved && saved !== filledFrom) {
    setFilledFrom(saved);
    setDelivery((now) => fillUntouched(now, saved));
  }

  const lines = cart.status === 'success' ? linesToOrder(cart.data, chosen) : [];
  const totals = totalsOf(lines, delivery.state, coupon);

  const setField = (isBilling: boolean) => (part: AddressPart) => (value: string) => {
    (isBilling ? setBilling : setDelivery)((now) => ({ ...now, [part]: value }));
    setErrors(({ [formKey(part, isBilling)]: _fixed, ...rest }) => rest);
  };

  /** A PIN, phone or e-mail is checked as the shopper leaves it, so a bad one is marked before Place Order. */
  const leaveField = (isBilling: boolean) => (part: AddressPart, value: string) => {
    const key = formKey(part, isBilling);
    if (!FORMAT_RULES.some((rule) => rule.form === key)) return;
    const problem = formatProblem(key, value);
    setErrors(({ [key]: _old, ...rest }) => (problem ? { ...rest, [key]: problem } : rest));
  };

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
      setPaymentNote(cartTexts.verifyFailed);
      setProcessing(false);
    }
  }

  async function submit() {
    if (processing) return;
    const found = validateCheckout(delivery, sameBilling ? null : billing);
    // Marking a long form's fields is a large render: as a transition, the press itself is
    // answered at once (bench/inp.ts) and the marks follow a moment later.
    startTransition(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      const { title, text } = titled(messages.validationError);
      // The dialog would hand focus back to Place Order (at the bottom on a phone): the first invalid
      // field is brought into view and focused once it has gone instead.
      await showAlert({
        icon: 'error',
        title,
        text,
        returnFocus: false,
        didClose: () => {
          const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
          first?.scrollIntoView({ block: 'center', behavior: 'instant' });
          first?.focus({ preventScroll: true });
        },
      });
      return;
    }
    if (lines.length === 0) {
      void showAlert({ icon: 'warning', title: 'Warning', text: messages.selectAtLeastOne });
      return;
    }
    setProcessing(true);
    setPaymentNote(null);
    const body = placeOrderBody(userId, lines, delivery, sameBilling ? delivery : billing, totals, coupon);
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
      await loadPaymentScript(order.script_url);
      openPaymentWindow(
        {
          key: order.key,
          amount: order.amount,
          currency: order.currency,
          order_id: order.razorpay_order_id,
          name: company.brand,
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
            setPaymentNote(cartTexts.paymentFailed);
            setProcessing(false);
          },
          onDismissed: () => {
            attempt.current = null;
            setWindowClosed((n) => n + 1);
            setPaymentNote((note) => note ?? cartTexts.paymentCancelled);
            setProcessing(false);
          },
        },
      );
    } catch (error) {
      setProcessing(false);
      setPaymentNote(cartTexts.scriptFailed);
      void reportPaymentWindowFailure({
        razorpay_order_id: order.razorpay_order_id,
        script_url: order.script_url,
        reason: (error instanceof Error ? error.message : String(error)).slice(0, 300),
      });
    }
  }

  return {
    cart,
    lines,
    totals,
    delivery,
    billing,
    sameBilling,
    setSameBilling,
    setDeliveryField: setField(false),
    setBillingField: setField(true),
    leaveDeliveryField: leaveField(false),
    leaveBillingField: leaveField(true),
    /** The problem shown under a field (`formKey`: `postal_code` or `billing.postal_code`). */
    errorOf: (part: AddressPart, isBilling: boolean) => errors[formKey(part, isBilling)],
    coupon,
    setCoupon,
    processing,
    paymentNote,
    submit,
    formRef,
    placeOrderRef,
  };
}
