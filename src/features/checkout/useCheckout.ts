import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { orderQueries, type Coupon } from './ordersApi';
import { loadAlerts, showAlert } from '../../lib/alerts';
import { titled } from '../cart/cartTexts';
import { EMPTY_ADDRESS, fillUntouched, linesToOrder, placeOrderBody, totalsOf } from './checkout';
import { checkoutSelection } from '../cart/checkoutSelection';
import { messages } from '../../../common/domain/messages';
import {
  FORMAT_RULES,
  formatProblem,
  businessKey,
  formKey,
  stateFieldProblems,
  validateCheckout,
  type AddressForm,
  type AddressPart,
  type BusinessForm,
} from '../../../common/domain/validation';
import { buyerGstinProblems } from '../../../common/domain/gstin';
import { useCart } from '../cart/useCart';
import { useShopDetails } from '../../lib/shopDetails';
import { usePayment } from './usePayment';
import { useQuery } from '../../hooks/useQuery';

type Errors = Partial<Record<string, string>>;

/**
 * The checkout's state: the chosen lines and their totals, the two addresses (the delivery one filled
 * from the last order's), the fields' problems (checked as the shopper leaves a field and at Place
 * Order, by the rules the server applies) and the coupon. Place Order, once the form is good, is
 * usePayment's; `done` runs once the shopper has read the confirmation.
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
  const [business, setBusiness] = useState<BusinessForm>({ gstin: '', business_name: '' });
  const [businessOpen, setBusinessOpen] = useState(false);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const payment = usePayment({ done });
  // Place Order answers with a popup (a Validation Error at the least): its code is fetched and run
  // now, not in the frame that answers the tap (11 ms at 4x CPU).
  useEffect(() => {
    void loadAlerts().catch(() => {});
  }, []);

  // The last address the shopper ordered to fills the blank delivery fields, once it is in.
  const saved = useQuery(orderQueries.address(userId)).data ?? null;
  const [filledFrom, setFilledFrom] = useState<AddressForm | null>(null);
  if (saved && saved !== filledFrom) {
    setFilledFrom(saved);
    setDelivery((now) => fillUntouched(now, saved));
    // A GSTIN saved with the last order opens the business fields filled in, unless typed in already.
    if (saved.buyer_gstin && !business.gstin && !business.business_name) {
      setBusiness({ gstin: saved.buyer_gstin, business_name: saved.buyer_business_name ?? '' });
      setBusinessOpen(true);
    }
  }

  // Kept while the cart, the state and the coupon stay the same, so the summary beside the form does
  // not render again on each keystroke (src/features/checkout/CheckoutSummary.tsx).
  const cartData = cart.status === 'success' ? cart.data : undefined;
  const lines = useMemo(() => (cartData ? linesToOrder(cartData, chosen) : []), [cartData, chosen]);
  const zones = useShopDetails().delivery;
  const totals = useMemo(() => totalsOf(lines, delivery.state, coupon, zones), [lines, delivery.state, coupon, zones]);

  const setField = (isBilling: boolean) => (part: AddressPart) => (value: string) => {
    (isBilling ? setBilling : setDelivery)((now) => ({ ...now, [part]: value }));
    setErrors(({ [formKey(part, isBilling)]: _fixed, ...rest }) => rest);
  };

  /**
   * A PIN, phone or e-mail is checked as the shopper leaves it, so a bad one is marked before Place
   * Order; the state and the PIN are checked together (a PIN must be in the state).
   */
  const leaveField = (isBilling: boolean) => (part: AddressPart, value: string) => {
    const key = formKey(part, isBilling);
    if (part === 'state' || part === 'postal_code') {
      const address = { ...(isBilling ? billing : delivery), [part]: value };
      const found = stateFieldProblems(address, isBilling);
      setErrors((now) => {
        const next = { ...now };
        for (const [field, problem] of Object.entries(found)) {
          // A blank field is marked at Place Order, not as the shopper passes it.
          if (problem) next[field] = problem;
          else delete next[field];
        }
        return next;
      });
      return;
    }
    if (!FORMAT_RULES.some((rule) => rule.form === key)) return;
    const problem = formatProblem(key, value);
    setErrors(({ [key]: _old, ...rest }) => (problem ? { ...rest, [key]: problem } : rest));
  };

  const setBusinessField = (part: keyof BusinessForm) => (value: string) => {
    setBusiness((now) => ({ ...now, [part]: value }));
    setErrors(({ [businessKey(part)]: _fixed, ...rest }) => rest);
  };
  /** The GSTIN and the name are checked together as the shopper leaves either, against the billing state. */
  const leaveBusinessField = (part: keyof BusinessForm, value: string) => {
    const now = { ...business, [part]: value };
    const found = buyerGstinProblems(now.gstin, now.business_name, (sameBilling ? delivery : billing).state);
    setErrors((errs) => {
      const next = { ...errs };
      for (const p of ['gstin', 'business_name'] as const) {
        // The name is asked for once a GSTIN is there and the shopper has passed the name's field.
        const shown = p === 'business_name' && part === 'gstin' && !now.business_name ? undefined : found[p];
        if (shown) next[businessKey(p)] = shown;
        else delete next[businessKey(p)];
      }
      return next;
    });
  };

  async function submit() {
    if (payment.processing) return;
    const found = validateCheckout(delivery, sameBilling ? null : billing, businessOpen ? business : undefined);
    if (Object.keys(found).length > 0) {
      // The marks render in the press's own frame, so that frame paints something and answers the
      // press; the dialog opens in the next (src/lib/alerts.ts). Deferred marks left the press's frame
      // with nothing to paint, and its latency then ran on to the dialog's frame (bench/inp.ts).
      setErrors(found);
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
    startTransition(() => setErrors(found));
    if (lines.length === 0) {
      void showAlert({ icon: 'warning', title: 'Warning', text: messages.selectAtLeastOne });
      return;
    }
    await payment.pay(
      placeOrderBody(
        userId,
        lines,
        delivery,
        sameBilling ? delivery : billing,
        totals,
        coupon,
        businessOpen ? business : null,
      ),
    );
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
    business: {
      open: businessOpen,
      onOpen: setBusinessOpen,
      values: business,
      onChange: setBusinessField,
      onLeave: leaveBusinessField,
      error: (part: keyof BusinessForm) => errors[businessKey(part)],
    },
    coupon,
    setCoupon,
    processing: payment.processing,
    paymentNote: payment.note,
    submit,
    formRef,
    placeOrderRef: payment.placeOrderRef,
  };
}
