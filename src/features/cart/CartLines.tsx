import { Link } from 'react-router-dom';
import type { CartItem } from './cartApi';
import type { CartPageState } from './useCartPage';
import { lineDetails, linePaise, unorderableReason } from './cartLines';
import { messages } from '../../../common/domain/messages';
import { formatRupees } from '../../../common/domain/money';
import { paths } from '../../../common/site/paths';
import { ProductImage } from '../../components/common/ProductImage';
import { QuantityStepper } from './QuantityStepper';

/** One line's parts, laid out as a card on a phone or as a table row. */
function lineParts(page: CartPageState, item: CartItem) {
  const reason = unorderableReason(item);
  const id = item.cart_item_id;
  const quantity = page.quantityOf(item);
  return {
    reason,
    select: (
      <input
        type="checkbox"
        className="form-check-input cart-select"
        aria-label={`Select ${item.product_name} to order`}
        checked={page.selected(item)}
        aria-disabled={reason ? true : undefined}
        onChange={(e) => page.toggle(item, e.target.checked)}
      />
    ),
    image: <ProductImage image={item.images[0]} alt="" sizes="80px" className="cart-line__image" />,
    name: (
      <>
        <Link to={paths.product(item.product_id)} className="cart-line__name">
          {item.product_name}
        </Link>
        {lineDetails(item) && <span className="cart-line__details">{lineDetails(item)}</span>}
        <span className="cart-line__details">Dispatch time: {item.dispatch_time}</span>
      </>
    ),
    unit: formatRupees(linePaise(item, 1)),
    stepper: (
      <div className="cart-line__quantity">
        <QuantityStepper
          value={quantity}
          max={item.sold_out ? 0 : item.stock_quantity}
          label={`Quantity of ${item.product_name}`}
          small
          onChange={(n) => page.changeQuantity(item, n)}
          onLimit={() => page.noteStockLimit(item)}
        />
        {page.stockNote(item) && (
          <p className="cart-line__note text-danger small mb-0" role="alert">
            {messages.onlyInStock(item.stock_quantity)}
          </p>
        )}
        {page.changed(item) && (
          <button
            type="button"
            className="btn btn-sm btn-success mt-2"
            disabled={page.busy === id}
            onClick={() => page.update(item)}
          >
            Update
          </button>
        )}
      </div>
    ),
    total: formatRupees(linePaise(item, quantity)),
    remove: (
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={`Remove ${item.product_name}`}
        disabled={page.busy === id}
        onClick={() => page.remove(item)}
      >
        Remove
      </button>
    ),
  };
}

/** The cart's lines: cards on a phone (`mobile`), a table on wider screens. */
export function CartLines({ page, mobile }: { page: CartPageState; mobile: boolean }) {
  if (mobile) {
    return (
      <ul className="list-unstyled cart-cards" aria-label="Cart items">
        {page.lines.map((item) => {
          const part = lineParts(page, item);
          return (
            <li
              key={item.cart_item_id}
              data-cart-line={item.cart_item_id}
              className={`cart-card${part.reason ? ' is-unavailable' : ''}`}
            >
              <div className="cart-card__head">
                {part.select}
                {part.image}
                <div className="cart-card__title">
                  {part.name}
                  <span className="cart-line__unit">{part.unit} each</span>
                </div>
              </div>
              {part.reason && <p className="cart-line__reason small mb-2">{part.reason}</p>}
              <div className="cart-card__foot">
                {part.stepper}
                <div className="text-end">
                  <strong className="d-block mb-2">{part.total}</strong>
                  {part.remove}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <table className="table align-middle cart-table">
      <caption className="visually-hidden">Items in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col" colSpan={2}>
            Product
          </th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col" className="text-end">
            Total
          </th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {page.lines.map((item) => {
          const part = lineParts(page, item);
          return (
            <tr
              key={item.cart_item_id}
              data-cart-line={item.cart_item_id}
              className={part.reason ? 'is-unavailable' : undefined}
            >
              <td>{part.select}</td>
              <td className="cart-table__image">{part.image}</td>
              <td>
                {part.name}
                {part.reason && <p className="cart-line__reason small mb-0">{part.reason}</p>}
              </td>
              <td>{part.unit}</td>
              <td>{part.stepper}</td>
              <td className="text-end fw-semibold">{part.total}</td>
              <td>{part.remove}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
