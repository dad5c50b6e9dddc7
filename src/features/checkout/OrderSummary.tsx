import type { CartItem } from '../cart/cartApi';
import { ENTER_SHIPPING_ADDRESS } from '../../../common/domain/delivery';
import { formatRupees } from '../../../common/domain/money';
import { lineDetails, linePaise } from '../cart/cartLines';
import type { CheckoutTotals } from './checkout';

/** The lines being ordered and the figures: subtotal, delivery, coupon, Total Savings (when any) and total. */
export function OrderSummary({ lines, totals }: { lines: CartItem[]; totals: CheckoutTotals }) {
  return (
    <>
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="text-center">
              Qty
            </th>
            <th scope="col" className="text-end">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((item) => (
            <tr key={item.cart_item_id}>
              <td>
                {item.product_name}
                {lineDetails(item) && <span className="d-block small text-body-secondary">{lineDetails(item)}</span>}
              </td>
              <td className="text-center">{item.quantity}</td>
              <td className="text-end">{formatRupees(linePaise(item))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="checkout-totals" aria-label="Order totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{totals.delivery === null ? ENTER_SHIPPING_ADDRESS : formatRupees(totals.delivery)}</dd>
        </div>
        <div>
          <dt>Coupon</dt>
          <dd>{totals.coupon > 0 ? `−${formatRupees(totals.coupon)}` : formatRupees(0)}</dd>
        </div>
        {totals.savings > 0 && (
          <div>
            <dt>Total Savings</dt>
            <dd>{formatRupees(totals.savings)}</dd>
          </div>
        )}
        <div className="checkout-totals__total">
          <dt>Total</dt>
          <dd>{formatRupees(totals.total)}</dd>
        </div>
      </dl>
    </>
  );
}
