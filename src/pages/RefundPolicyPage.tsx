import { Link } from 'react-router-dom';
import { PageBanner } from '../components/common/PageBanner';
import { paths } from '../../common/site/paths';
import { DAMAGE_REPLY_HOURS, DAMAGE_REPORT_HOURS } from '../../common/domain/policy';
import { GrievanceOfficer } from '../features/content/GrievanceOfficer';
import { useStaticPageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import '../features/content/content.css';

/** Returns & Refunds: damage reports, cancellations and what cannot be refunded, from common/domain/policy.ts. */
export default function RefundPolicyPage() {
  useStaticPageMeta('refundPolicy');
  const shop = useShopDetails();
  return (
    <>
      <PageBanner title="Returns & Refunds" />
      <article className="container policy">
        <p className="lead">
          Many of our products are wound-care dressings, supplements and foods, so for the safety of every customer we
          cannot take most items back once they have left us. Please read this policy before you order.
        </p>

        <h2>Damaged, defective or wrong items</h2>
        <p>
          If your order arrives damaged, defective or is not what you ordered, e-mail us at{' '}
          <a href={`mailto:${shop.careEmail}`}>{shop.careEmail}</a>{' '}
          <strong>within {DAMAGE_REPORT_HOURS} hours of receiving it</strong>. Please include your order number and
          photos of the parcel and the product (an unboxing video helps).
        </p>
        <p>
          We reply <strong>within {DAMAGE_REPLY_HOURS} hours</strong> and, once the problem is confirmed, arrange a
          replacement or a refund of the affected item. Reports made after {DAMAGE_REPORT_HOURS} hours cannot be
          accepted.
        </p>

        <h2>Cancellations</h2>
        <p>Orders cannot be cancelled once they have been placed.</p>

        <h2>Items we cannot refund</h2>
        <ul>
          <li>
            <strong>Medical products</strong>, such as wound dressings and other wound-care items, for hygiene and
            safety reasons.
          </li>
          <li>
            <strong>Food products</strong>, such as coconut oils, supplements and other edible items.
          </li>
          <li>
            <strong>Sale items</strong>: products bought on sale or at a discount are not exchanged or refunded.
          </li>
          <li>
            <strong>Change of mind</strong>: we do not refund an order because you no longer want it.
          </li>
        </ul>

        <h2>Returning an item</h2>
        <p>
          When we agree to a return, please send the item back unused and in its original packaging. The cost of return
          shipping is borne by the buyer. Once we receive and inspect the item, the refund goes back to the original
          payment method.
        </p>

        <h2>Related policies</h2>
        <p>
          See <Link to={paths.shippingPolicy}>Shipping Information</Link> for dispatch and delivery times, and our{' '}
          <Link to={paths.terms}>Terms and Conditions</Link>.
        </p>

        <GrievanceOfficer />
      </article>
    </>
  );
}
