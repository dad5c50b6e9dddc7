import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CheckoutForm } from '../features/checkout/CheckoutForm';
import { CheckoutSummary } from '../features/checkout/CheckoutSummary';
import { PageBanner } from '../components/common/PageBanner';
import { LoadError, Loading } from '../components/common/StatusViews';
import { useCheckout } from '../features/checkout/useCheckout';
import { cartTexts } from '../features/cart/cartTexts';
import { useStaticPageMeta } from '../lib/seo';
import { paths } from '../../common/site/paths';
import '../features/cart/cart.css';

/** /Payment: the addresses, the order summary and Place Order; the state and the flow are useCheckout's. */
export default function PaymentPage() {
  useStaticPageMeta('payment');
  const navigate = useNavigate();
  const checkout = useCheckout({ done: () => navigate(paths.home) });
  const { cart, lines } = checkout;
  const back = useCallback(() => navigate(-1), [navigate]);

  const banner = <PageBanner title="Checkout" crumbs={[{ label: 'Cart', to: paths.cart }, { label: 'Checkout' }]} />;
  if (cart.status !== 'success' || lines.length === 0) {
    return (
      <>
        {banner}
        {cart.status === 'loading' ? (
          <Loading />
        ) : cart.status === 'error' ? (
          <LoadError className="container py-5 text-center" message={cartTexts.loadFailed} onRetry={cart.retry} />
        ) : (
          <div className="container py-5 text-center">
            <p className="text-body-secondary">{cartTexts.noItems}</p>
            <Link to={paths.cart} className="btn btn-success">
              Back to cart
            </Link>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      {banner}
      <div className="container py-4 checkout-page">
        <div className="row g-4">
          <div className="col-lg-7">
            <CheckoutForm
              formRef={checkout.formRef}
              delivery={checkout.delivery}
              billing={checkout.billing}
              sameBilling={checkout.sameBilling}
              onSameBilling={checkout.setSameBilling}
              onDeliveryChange={checkout.setDeliveryField}
              onBillingChange={checkout.setBillingField}
              onDeliveryLeave={checkout.leaveDeliveryField}
              onBillingLeave={checkout.leaveBillingField}
              errorOf={checkout.errorOf}
              business={checkout.business}
              onSubmit={() => void checkout.submit()}
            />
          </div>
          <div className="col-lg-5">
            <CheckoutSummary
              lines={lines}
              totals={checkout.totals}
              coupon={checkout.coupon}
              onCoupon={checkout.setCoupon}
              processing={checkout.processing}
              paymentNote={checkout.paymentNote}
              placeOrderRef={checkout.placeOrderRef}
              onBack={back}
            />
          </div>
        </div>
      </div>
    </>
  );
}
