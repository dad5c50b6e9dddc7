import type { CartPageState } from './useCartPage';
import { formatRupees } from '../../../common/domain/money';
import { TrustMarks } from '../../components/common/TrustMarks';
import { deliveryRates, type DeliveryZones } from '../../../common/domain/delivery';
import { useShopDetails } from '../../lib/shopDetails';

/** 'Kerala ₹65.00 · Tamil Nadu ₹90.00 · Elsewhere ₹120.00 · free from ₹999.00': the shop's zones, before a state is known. */
function ratesText(zones: DeliveryZones): string {
  const rates = deliveryRates(zones).map(
    ({ places, paise }, i, all) => `${i === all.length - 1 ? 'Elsewhere' : places} ${formatRupees(paise)}`,
  );
  if (zones.freeFromPaise !== null) rates.push(`free from ${formatRupees(zones.freeFromPaise)}`);
  return rates.join(' · ');
}

/** Cart Totals: the selected items' count, subtotal and savings, and Checkout. */
export function CartTotals({ page }: { page: CartPageState }) {
  const { totals } = page;
  const { delivery } = useShopDetails();
  return (
    <section className="cart-summary ms-md-auto" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="h5">
        Cart Totals
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>Selected items</dt>
          <dd>{totals.items}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(totals.subtotal)}</dd>
        </div>
        {totals.savings > 0 && (
          <div>
            <dt>You save</dt>
            <dd>{formatRupees(totals.savings)}</dd>
          </div>
        )}
        <div>
          <dt>Delivery</dt>
          <dd>
            Calculated at checkout
            <span className="cart-summary__rates">{ratesText(delivery)}</span>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn-success w-100"
        disabled={page.busy === 'checkout'}
        onClick={page.checkout}
      >
        Checkout
      </button>
      <TrustMarks className="mt-3" />
    </section>
  );
}
