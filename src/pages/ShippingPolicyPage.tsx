import { Link } from 'react-router-dom';
import { PageBanner } from '../components/common/PageBanner';
import { paths } from '../../common/site/paths';
import { formatRupees } from '../../common/domain/money';
import { deliveryRates } from '../../common/domain/delivery';
import {
  DAMAGE_REPORT_HOURS,
  dispatchTimeText,
  DOMESTIC_DELIVERY_WORKING_DAYS,
  formatRange,
  INTERNATIONAL_DELIVERY_DAYS,
  SEASONAL_EXTRA_DAYS,
} from '../../common/domain/policy';
import { GrievanceOfficer } from '../features/content/GrievanceOfficer';
import { useStaticPageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import '../features/content/content.css';

/** Shipping Information: dispatch and delivery times, charges and tracking, from common/domain/policy.ts. */
export default function ShippingPolicyPage() {
  useStaticPageMeta('shippingPolicy');
  const shop = useShopDetails();
  return (
    <>
      <PageBanner title="Shipping Information" />
      <article className="container policy">
        <p className="lead">
          Every {shop.brand} order is packed by hand at our unit in {`${shop.address.city}, ${shop.address.state}`}.
          This page explains when your order leaves us, how long it takes to reach you and what delivery costs.
        </p>

        <h2>Dispatch time</h2>
        <p>
          Orders are dispatched within <strong>{dispatchTimeText(shop.dispatchDays)}</strong> of being placed, unless a
          product's page gives a dispatch time of its own; the cart shows each item's. Business days are Monday to
          Saturday, excluding public holidays.
        </p>
        <p>
          During festivals, sales and other seasonal peaks, dispatch can take{' '}
          <strong>an extra {formatRange(SEASONAL_EXTRA_DAYS)} days</strong>. If you need something by a particular date,
          please order early.
        </p>

        <h2>Delivery time</h2>
        <ul>
          <li>
            <strong>Within India:</strong> {formatRange(DOMESTIC_DELIVERY_WORKING_DAYS)} working days after dispatch.
          </li>
          <li>
            <strong>International:</strong> {formatRange(INTERNATIONAL_DELIVERY_DAYS)} days after dispatch. Customs
            clearance in the destination country can add time, and any import duties or taxes are paid by the recipient.
          </li>
        </ul>
        <p>Remote areas may take longer, as the courier's own schedule allows.</p>

        <h2>Delivery charges</h2>
        <ul>
          {deliveryRates(shop.delivery).map(({ places, paise }) => (
            <li key={places}>
              {places}: {formatRupees(paise)} per order.
            </li>
          ))}
          {shop.delivery.freeFromPaise !== null && (
            <li>Delivery is free on orders of {formatRupees(shop.delivery.freeFromPaise)} or more.</li>
          )}
        </ul>
        <p>The charge is shown at checkout as soon as you enter your delivery state, before you pay.</p>

        <h2>Tracking your order</h2>
        <p>
          When your order ships we send the courier's tracking number to your e-mail. You can also follow it on our{' '}
          <Link to={paths.trackOrder}>Track Order</Link> page with your order number.
        </p>

        <h2>Damaged or wrong items</h2>
        <p>
          If a parcel arrives damaged, please e-mail us within {DAMAGE_REPORT_HOURS} hours of receiving it, as described
          in our <Link to={paths.refundPolicy}>Returns &amp; Refunds</Link> policy.
        </p>

        <h2>Questions</h2>
        <p>
          Write to <a href={`mailto:${shop.ordersEmail}`}>{shop.ordersEmail}</a> with your order number and we will
          help.
        </p>

        <GrievanceOfficer />
      </article>
    </>
  );
}
