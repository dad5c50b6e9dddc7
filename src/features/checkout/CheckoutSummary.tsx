import { memo, type Ref } from 'react';
import type { CartItem } from '../cart/cartApi';
import type { Coupon } from './ordersApi';
import type { CheckoutTotals } from './checkout';
import { formatRupees } from '../../../common/domain/money';
import { PrivacyNotice } from '../../components/common/PrivacyNotice';
import { TrustMarks } from '../../components/common/TrustMarks';
import { CouponBox } from './CouponBox';
import { OrderSummary } from './OrderSummary';

interface CheckoutSummaryProps {
  lines: CartItem[];
  totals: CheckoutTotals;
  coupon: Coupon | null;
  onCoupon: (coupon: Coupon | null) => void;
  processing: boolean;
  paymentNote: string | null;
  placeOrderRef: Ref<HTMLButtonElement>;
  onBack: () => void;
}

/**
 * The order summary beside the form: lines, figures, coupon, the payment's note, Place Order and Go Back.
 * Memoized: typing in the form, or Place Order marking its fields, does not render it again.
 */
export const CheckoutSummary = memo(function CheckoutSummary({
  lines,
  totals,
  coupon,
  onCoupon,
  processing,
  paymentNote,
  placeOrderRef,
  onBack,
}: CheckoutSummaryProps) {
  return (
    <section className="checkout-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="h4">
        Order summary
      </h2>
      <OrderSummary lines={lines} totals={totals} />
      <CouponBox
        subtotal={totals.subtotal}
        applied={coupon}
        discount={totals.coupon}
        onApply={onCoupon}
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
        <button type="button" className="btn btn-outline-dark" onClick={onBack}>
          Go Back
        </button>
      </div>
      <PrivacyNotice />
      <TrustMarks className="mt-3" />
    </section>
  );
});
