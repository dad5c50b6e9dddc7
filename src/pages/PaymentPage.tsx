import { startTransition, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../lib/errors';
import type { CartItem } from '../api/cart';
import {
  fetchAddress,
  placeOrder,
  reportPaymentWindowFailure,
  verifyPayment,
  type Coupon,
  type PlaceOrderBody,
} from '../api/orders';
import { checkoutSelection } from '../lib/checkoutSelection';
import { isOrderable, linePaise, lineSavingPaise } from '../lib/cartLines';
import { cartTexts, serverMessage, titled } from '../lib/cartTexts';
import { CouponBox } from '../components/checkout/CouponBox';
import { AddressFields, type AddressPart } from '../components/checkout/AddressFields';
import { OrderSummary, type CheckoutTotals } from '../components/checkout/OrderSummary';
import { PageBanner } from '../components/common/PageBanner';
import { showAlert } from '../lib/alerts';
import { Loading } from '../components/common/StatusViews';
import { cartWrites, useCart } from '../hooks/useCart';
import { loadPaymentScript, openPaymentWindow, type PaymentSuccess } from '../lib/paymentWindow';
import { usePageMeta } from '../lib/seo';
import { clearCheckoutSelection } from '../lib/storage';
import { applyCoupon } from '../../common/domain/coupon';
import { deliveryChargePaise } from '../../common/domain/delivery';
import { messages } from '../../common/domain/messages';
import { formatRupees, toDecimalString } from '../../common/domain/money';
import {
  pinCodeProblem,
  sanitizePinCode,
  validateCheckout,
  type BillingForm,
  type DeliveryForm,
} from '../../common/domain/validation';
import { company } from '../../common/site/company';
import { staticMeta } from '../../common/site/meta';
import { paths } from '../../common/site/paths';
import '../styles/cart.css';
import { PrivacyNotice } from '../components/common/PrivacyNotice';
import { TrustMarks } from '../components/common/TrustMarks';

const EMPTY_DELIVERY: DeliveryForm = {
  firstName: '',
  email: '',
  streetAddress: '',
  city: '',
  state: '',
  country: 'INDIA',
  pinCode: '',
  phone: '',
};
const EMPTY_BILLING: BillingForm = {
  name: '',
  email: '',
  street: '',
  city: '',
  state: '',
  country: 'INDIA',
  postalCode: '',
  phone: '',
};

/** Which field of each form holds each part of the address. */
const DELIVERY_KEYS = {
  name: 'firstName',
  email: 'email',
  street: 'streetAddress',
  city: 'city',
  state: 'state',
  country: 'country',
  pin: 'pinCode',
  phone: 'phone',
} as const satisfies Record<AddressPart, keyof DeliveryForm>;
const BILLING_KEYS = {
  name: 'name',
  email: 'email',
  street: 'street',
  city: 'city',
  state: 'state',
  country: 'country',
  pin: 'postalCode',
  phone: 'phone',
} as const satisfies Record<AddressPart, keyof BillingForm>;

/** The billing address when it is the delivery address. */
function deliveryAsBilling(delivery: DeliveryForm): BillingForm {
  const parts = Object.keys(BILLING_KEYS) as AddressPart[];
  return Object.fromEntries(parts.map((part) => [BILLING_KEYS[part], delivery[DELIVERY_KEYS[part]]])) as BillingForm;
}

const THEME_COLOR = '#1f6f50';

type Errors = Partial<Record<string, string>>;

/** The lines to order: the ones chosen on /Cart (or all that can be ordered), as the server has them now. */
function linesToOrder(cart: CartItem[], chosen: number[] | null): CartItem[] {
  const ids = chosen ? new Set(chosen) : null;
  return cart.filter((item) => (ids ? ids.has(item.cart_item_id) : true) && isOrderable(item));
}

function totalsOf(lines: CartItem[], state: string, coupon: Coupon | null): CheckoutTotals {
  const subtotal = lines.reduce((sum, item) => sum + linePaise(item), 0);
  const delivery = deliveryChargePaise(state);
  const applied = coupon ? applyCoupon([coupon], coupon.coupen_code, subtotal) : null;
  const couponOff = applied?.ok ? applied.discount : 0;
  const savings = lines.reduce((sum, item) => sum + lineSavingPaise(item), 0) + couponOff;
  return { subtotal, delivery, coupon: couponOff, savings, total: subtotal + (delivery ?? 0) - couponOff };
}

const addressLine = (parts: string[]) => parts.filter((p) => p.trim()).join(', ');

/**
 * The Idempotency-Key of one press of Place Order. Pressing again after an unanswered request (a
 * dropped connection) with the same order sends the same key, so no second order is made; a changed
 * order, or a new try after the payment failed or was closed, gets a new key (and a new order).
 */
function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export default function PaymentPage() {
  usePageMeta(staticMeta('payment'));
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const [chosen] = useState(() => checkoutSelection(location.state));
  const [delivery, setDelivery] = useState<DeliveryForm>(EMPTY_DELIVERY);
  const [billing, setBilling] = useState<BillingForm>(EMPTY_BILLING);
  const [sameBilling, setSameBilling] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [processing, setProcessing] = useState(false);
  const [paymentNote, setPaymentNote] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const placeOrderRef = useRef<HTMLButtonElement>(null);
  /** Counts closings of the payment window: each sends focus back to Place Order once it is enabled. */
  const [windowClosed, setWindowClosed] = useState(0);
  const { userId } = cart;

  useEffect(() => {
    if (windowClosed > 0 && !processing) placeOrderRef.current?.focus();
  }, [windowClosed, processing]);

  // The last address the shopper ordered to fills the blank delivery fields.
  useEffect(() => {
    const controller = new AbortController();
    fetchAddress(userId, controller.signal)
      .then((saved) => {
        if (!saved) return;
        const fromSaved: DeliveryForm = {
          firstName: saved.name,
          email: saved.email,
          streetAddress: saved.street,
          city: saved.city,
          state: saved.state,
          country: saved.country,
          pinCode: sanitizePinCode(saved.postal_code),
          phone: saved.phone.replace(/\D/g, ''),
        };
        setDelivery((now) => {
          const next = { ...now };
          for (const key of Object.keys(next) as (keyof DeliveryForm)[]) {
            const untouched = now[key] === '' || now[key] === EMPTY_DELIVERY[key];
            if (untouched && fromSaved[key]) next[key] = fromSaved[key];
          }
          return next;
        });
      })
      .catch(() => {
        /* no saved address: the form starts blank */
      });
    return () => controller.abort();
  }, [userId]);

  if (cart.status === 'loading') {
    return (
      <>
        <PageBanner title="Checkout" crumbs={[{ label: 'Cart', to: paths.cart }, { label: 'Checkout' }]} />
        <Loading />
      </>
    );
  }
  if (cart.status === 'error') {
    return (
      <>
        <PageBanner title="Checkout" crumbs={[{ label: 'Cart', to: paths.cart }, { label: 'Checkout' }]} />
        <div className="container py-5 text-center" role="alert">
          <p>{cartTexts.loadFailed}</p>
          <button type="button" className="btn btn-outline-success" onClick={cart.retry}>
            Retry
          </button>
        </div>
      </>
    );
  }

  const lines = linesToOrder(cart.data, chosen);
  const totals = totalsOf(lines, delivery.state, coupon);

  const setDeliveryField = (field: keyof DeliveryForm) => (value: string) => {
    setDelivery((now) => ({ ...now, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const setBillingField = (field: keyof BillingForm) => (value: string) => {
    setBilling((now) => ({ ...now, [field]: value }));
    setErrors(({ [`billing.${field}`]: _fixed, ...rest }) => rest);
  };

  /** A PIN code is checked as the shopper leaves it, so a 5-digit one is red before Place Order. */
  const leaveField = (errorKey: (field: string) => string, billingForm: boolean) => (field: string, value: string) => {
    if (field !== (billingForm ? BILLING_KEYS.pin : DELIVERY_KEYS.pin)) return;
    const problem = pinCodeProblem(value, billingForm);
    setErrors(({ [errorKey(field)]: _old, ...rest }) => (problem ? { ...rest, [errorKey(field)]: problem } : rest));
  };

  function orderBody(): PlaceOrderBody {
    const bill = sameBilling ? deliveryAsBilling(delivery) : billing;
    return {
      user_id: userId ? Number(userId) : null,
      cart_items: lines.map((item) => ({ cart_item_id: item.cart_item_id, item_price: item.item_price })),
      name: delivery.firstName.trim(),
      street: delivery.streetAddress.trim(),
      city: delivery.city.trim(),
      state: delivery.state.trim(),
      country: delivery.country.trim(),
      postal_code: delivery.pinCode,
      mobile: delivery.phone,
      email: delivery.email.trim(),
      total_amount: toDecimalString(totals.total),
      bill_name: bill.name.trim(),
      bill_street: bill.street.trim(),
      bill_city: bill.city.trim(),
      bill_state: bill.state.trim(),
      bill_country: bill.country.trim(),
      bill_postal_code: bill.postalCode,
      bill_mobile: bill.phone,
      bill_email: bill.email.trim(),
      coupon_code: coupon && totals.coupon > 0 ? coupon.coupen_code : null,
    };
  }

  function idempotencyKey(body: PlaceOrderBody): string {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: newKey(), body: text };
    return attempt.current.key;
  }

  async function paid(proof: PaymentSuccess) {
    try {
      const answer = await verifyPayment(proof);
      clearCheckoutSelection();
      cartWrites.refresh();
      // The order number is worth noting down: this one waits for OK (docs/decisions.md).
      await showAlert(
        { icon: 'success', title: cartTexts.orderPlacedTitle, text: cartTexts.orderPlaced(answer.order_no) },
        { stay: true },
      );
      navigate(paths.home);
    } catch {
      setPaymentNote(cartTexts.verifyFailed);
      setProcessing(false);
    }
  }

  async function submit() {
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
    const body = orderBody();
    let order;
    try {
      order = await placeOrder(body, idempotencyKey(body));
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

  const banner = <PageBanner title="Checkout" crumbs={[{ label: 'Cart', to: paths.cart }, { label: 'Checkout' }]} />;
  if (lines.length === 0) {
    return (
      <>
        {banner}
        <div className="container py-5 text-center">
          <p className="text-body-secondary">{cartTexts.noItems}</p>
          <Link to={paths.cart} className="btn btn-success">
            Back to cart
          </Link>
        </div>
      </>
    );
  }

  const deliveryError = (field: keyof DeliveryForm) => errors[field];
  const billingError = (field: keyof BillingForm) => errors[`billing.${field}`];

  return (
    <>
      {banner}
      <div className="container py-4 checkout-page">
        <div className="row g-4">
          <div className="col-lg-7">
            <form
              id="checkout-form"
              ref={formRef}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!processing) void submit();
              }}
            >
              <fieldset className="mb-4">
                <legend className="h4">Delivery address</legend>
                <AddressFields
                  keys={DELIVERY_KEYS}
                  values={delivery}
                  onChange={setDeliveryField}
                  error={deliveryError}
                  onLeave={leaveField((field) => field, false)}
                />
              </fieldset>

              <fieldset className="mb-3">
                <legend className="h5">Billing address</legend>
                <div className="form-check">
                  <input
                    id="billing-same"
                    type="radio"
                    name="billing"
                    className="form-check-input"
                    checked={sameBilling}
                    onChange={() => setSameBilling(true)}
                  />
                  <label htmlFor="billing-same" className="form-check-label">
                    Same as delivery address
                  </label>
                </div>
                <div className="form-check">
                  <input
                    id="billing-different"
                    type="radio"
                    name="billing"
                    className="form-check-input"
                    checked={!sameBilling}
                    onChange={() => setSameBilling(false)}
                  />
                  <label htmlFor="billing-different" className="form-check-label">
                    Use a different billing address
                  </label>
                </div>
              </fieldset>

              {!sameBilling && (
                <fieldset className="mb-4" aria-label="Billing details">
                  <AddressFields
                    keys={BILLING_KEYS}
                    values={billing}
                    onChange={setBillingField}
                    error={billingError}
                    billing
                    onLeave={leaveField((field) => `billing.${field}`, true)}
                  />
                </fieldset>
              )}
            </form>
          </div>

          <div className="col-lg-5">
            <section className="checkout-summary" aria-labelledby="summary-title">
              <h2 id="summary-title" className="h4">
                Order summary
              </h2>
              <OrderSummary lines={lines} totals={totals} />
              <CouponBox
                subtotal={totals.subtotal}
                applied={coupon}
                discount={totals.coupon}
                onApply={setCoupon}
                disabled={processing}
              />
              {paymentNote && (
                <p className="alert alert-warning" role="alert">
                  {paymentNote}
                </p>
              )}
              <div className="d-flex flex-wrap gap-2">
                {/* Below 992 px this bar stays at the foot of the window: the total and Place Order in reach. */}
                <div className="checkout-paybar">
                  <p className="checkout-paybar__total">
                    Order total <strong>{formatRupees(totals.total)}</strong>
                  </p>
                  <button
                    ref={placeOrderRef}
                    type="submit"
                    form="checkout-form"
                    className="btn btn-success px-4"
                    disabled={processing}
                  >
                    {processing ? 'Processing...' : 'Place Order'}
                  </button>
                </div>
                <button type="button" className="btn btn-outline-dark" onClick={() => navigate(-1)}>
                  Go Back
                </button>
              </div>
              <PrivacyNotice />
              <TrustMarks className="mt-3" />
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
