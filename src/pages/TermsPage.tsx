import { Link } from 'react-router-dom';
import { PageBanner } from '../components/common/PageBanner';
import { paths } from '../../common/site/paths';
import {
  DAMAGE_REPORT_HOURS,
  MINIMUM_AGE,
  PAYMENT_METHODS_TEXT,
  SEASONAL_EXTRA_DAYS,
  dispatchTimeText,
  formatRange,
  TERMS_UPDATED,
} from '../../common/domain/policy';
import { GrievanceOfficer } from '../features/content/GrievanceOfficer';
import { useStaticPageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import '../features/content/content.css';

/** Terms and Conditions, last updated on the date common/domain/policy.ts gives. */
export default function TermsPage() {
  useStaticPageMeta('terms');
  const shop = useShopDetails();
  return (
    <>
      <PageBanner title="Terms and Conditions" />
      <article className="container policy">
        <p className="policy__updated">
          Last updated: <time dateTime={TERMS_UPDATED.iso}>{TERMS_UPDATED.label}</time>
        </p>
        <p className="lead">
          These terms apply to every purchase from the {shop.brand} website. By placing an order you agree to them.
        </p>

        <h2>1. Eligibility</h2>
        <p>You must be at least {MINIMUM_AGE} years old to create an account or place an order.</p>

        <h2>2. Products and health information</h2>
        <p>
          We describe our products, including their ingredients and images, as accurately as we can. Our wound-care and
          health products do not replace medical advice: for a serious wound, an allergy or a medical condition, please
          consult a doctor before use.
        </p>

        <h2>3. Prices and payment</h2>
        <p>
          All prices are in Indian rupees (INR). We accept payment by {PAYMENT_METHODS_TEXT}, in rupees. The delivery
          charge is shown at checkout before you pay. We may correct a price shown in error before your order is
          dispatched; if that happens we will contact you first.
        </p>

        <h2>4. Orders</h2>
        <p>
          Your order is confirmed once payment succeeds. Orders cannot be cancelled once they have been placed. We may
          decline an order if a product is out of stock or we suspect fraud, in which case any payment is refunded in
          full.
        </p>

        <h2>5. Shipping</h2>
        <p>
          Orders are dispatched in {dispatchTimeText(shop.dispatchDays)}, or the time a product's page gives (an extra{' '}
          {formatRange(SEASONAL_EXTRA_DAYS)} days in festive seasons). Delivery times and charges are described in our{' '}
          <Link to={paths.shippingPolicy}>Shipping Information</Link>.
        </p>

        <h2>6. Returns and refunds</h2>
        <p>
          Returns and refunds follow our <Link to={paths.refundPolicy}>Returns &amp; Refunds</Link> policy. In short:
          damage must be reported by e-mail within {DAMAGE_REPORT_HOURS} hours of receipt; medical products, food
          products and sale items are not refunded; there are no refunds for a change of mind; return shipping is paid
          by the buyer.
        </p>

        <h2>7. Your account</h2>
        <p>
          Keep your password private. You are responsible for orders placed from your account. Tell us at once if you
          think someone else has used it.
        </p>

        <h2>8. Content of this website</h2>
        <p>
          Text, photos, logos and designs on this website belong to {shop.brand} and may not be copied for commercial
          use without our written permission.
        </p>

        <h2>9. Liability</h2>
        <p>
          To the extent the law allows, our liability for any order is limited to the amount you paid for it. Nothing in
          these terms limits rights you have as a consumer under Indian law.
        </p>

        <h2>10. Governing law</h2>
        <p>These terms are governed by the laws of India.</p>

        <h2>11. Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${shop.careEmail}`}>{shop.careEmail}</a>.
        </p>

        <GrievanceOfficer />
      </article>
    </>
  );
}
