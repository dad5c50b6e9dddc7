import type { CartPageState } from '../../hooks/useCartPage';
import { formatRupees } from '../../../common/domain/money';
import { TrustMarks } from '../common/TrustMarks';

/** Cart Totals: the selected items' count, subtotal and savings, and Checkout. */
export function CartTotals({ page }: { page: CartPageState }) {
  const { totals } = page;
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
          <dd>Calculated at checkout</dd>
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
