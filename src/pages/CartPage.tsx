import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItem } from '../api/cart';
import { goToCheckout } from '../lib/checkoutSelection';
import { isOrderable, lineDetails, linePaise, lineSavingPaise, unorderableReason } from '../lib/cartLines';
import { QuantityStepper } from '../components/cart/QuantityStepper';
import { cartTexts } from '../lib/cartTexts';
import { PageBanner } from '../components/common/PageBanner';
import { ProductImage } from '../components/product/ProductImage';
import { Loading } from '../components/common/StatusViews';
import { showAlert } from '../lib/alerts';
import { cartWrites, reloadCart, useCart } from '../hooks/useCart';
import { useViewportWidth } from '../hooks/useViewportWidth';
import { usePageMeta } from '../lib/seo';
import { messages } from '../../common/domain/messages';
import { formatRupees } from '../../common/domain/money';
import { staticMeta } from '../../common/site/meta';
import { paths } from '../../common/site/paths';
import '../styles/cart.css';
import { TrustMarks } from '../components/common/TrustMarks';

/** Phones get cards, wider screens the table. */
const MOBILE_MAX_WIDTH = 768;

const toast = (icon: 'success' | 'error' | 'warning', text: string, title?: string) =>
  showAlert({ icon, title: title ?? (icon === 'success' ? 'Success' : icon === 'error' ? 'Error' : 'Warning'), text });

/** "Coconut Oil (3 in stock), Gauze Pads (0 in stock)" */
const stockList = (lines: CartItem[]) =>
  lines.map((item) => `${item.product_name} (${Math.max(0, item.stock_quantity)} in stock)`).join(', ');

export default function CartPage() {
  usePageMeta(staticMeta('cart'));
  const cart = useCart();
  const navigate = useNavigate();
  const mobile = useViewportWidth() <= MOBILE_MAX_WIDTH;
  /** Quantities changed here but not yet sent (Update sends them). */
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  /** The shopper's own ticks; a line nobody ticked or unticked is selected when it can be ordered. */
  const [choices, setChoices] = useState<Record<number, boolean>>({});
  const [stockNotes, setStockNotes] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<number | 'checkout' | null>(null);

  if (cart.status === 'loading') {
    return (
      <>
        <PageBanner title="Cart" />
        <Loading />
      </>
    );
  }
  if (cart.status === 'error') {
    return (
      <>
        <PageBanner title="Cart" />
        <div className="container py-5 text-center" role="alert">
          <p>{cartTexts.loadFailed}</p>
          <button type="button" className="btn btn-outline-success" onClick={cart.retry}>
            Retry
          </button>
        </div>
      </>
    );
  }

  const lines = cart.data;
  const selected = (item: CartItem) => isOrderable(item) && (choices[item.cart_item_id] ?? true);
  const chosen = lines.filter(selected);
  const quantityOf = (item: CartItem) => drafts[item.cart_item_id] ?? item.quantity;
  // The totals follow the quantities on screen, Update pressed or not: checkout saves them first.
  const subtotal = chosen.reduce((sum, item) => sum + linePaise(item, quantityOf(item)), 0);
  const savings = chosen.reduce((sum, item) => sum + lineSavingPaise(item, quantityOf(item)), 0);

  function toggle(item: CartItem, wanted: boolean) {
    const reason = unorderableReason(item);
    if (wanted && reason) {
      void toast('warning', reason);
      return;
    }
    setChoices((prev) => ({ ...prev, [item.cart_item_id]: wanted }));
  }

  function changeQuantity(item: CartItem, quantity: number) {
    setStockNotes((prev) => ({ ...prev, [item.cart_item_id]: false }));
    setDrafts((prev) => {
      const next = { ...prev };
      if (quantity === item.quantity) delete next[item.cart_item_id];
      else next[item.cart_item_id] = quantity;
      return next;
    });
  }

  async function update(item: CartItem) {
    const quantity = drafts[item.cart_item_id];
    if (quantity === undefined) return;
    setBusy(item.cart_item_id);
    try {
      await cartWrites.update(item.cart_item_id, quantity);
      // The cart is read again (new line price, stock) before the draft goes, so nothing flickers back.
      await reloadCart(cart.userId);
      setDrafts(({ [item.cart_item_id]: _sent, ...rest }) => rest);
      // The Update button goes once the line is saved: focus lands on the line's quantity instead of
      // falling to the top of the page.
      void showAlert({
        icon: 'success',
        title: 'Success',
        text: cartTexts.updated,
        returnFocus: false,
        didClose: () =>
          document.querySelector<HTMLElement>(`[data-cart-line="${item.cart_item_id}"] input[inputmode]`)?.focus(),
      });
    } catch {
      void toast('error', cartTexts.updateFailed);
    } finally {
      setBusy(null);
    }
  }

  async function remove(item: CartItem) {
    setBusy(item.cart_item_id);
    try {
      await cartWrites.remove(item.cart_item_id);
      void toast('success', cartTexts.removed);
    } catch {
      void toast('error', cartTexts.removeFailed);
    } finally {
      setBusy(null);
    }
  }

  async function checkout() {
    if (chosen.length === 0) {
      void toast('warning', messages.selectAtLeastOne);
      return;
    }
    setBusy('checkout');
    try {
      // A quantity changed without pressing Update is what the shopper sees, so it is what they order:
      // it is saved first, and checkout stops (saying so) if it cannot be.
      const unsaved = chosen.filter((item) => drafts[item.cart_item_id] !== undefined);
      for (const item of unsaved) {
        try {
          await cartWrites.update(item.cart_item_id, drafts[item.cart_item_id]!);
        } catch {
          void toast('error', `${cartTexts.updateFailed} ${cartTexts.notSaved(item.product_name)}`);
          return;
        }
      }
      // Stock is read again: someone may have bought the last units since the page loaded.
      const fresh = (await reloadCart(cart.userId)) ?? lines;
      if (unsaved.length > 0) setDrafts({});
      const ids = new Set(chosen.map((item) => item.cart_item_id));
      const current = fresh.filter((item) => ids.has(item.cart_item_id));
      const short = current.filter((item) => !isOrderable(item));
      if (short.length > 0) {
        void toast(
          'warning',
          `Some selected items exceed the available stock: ${stockList(short)}. Please reduce the quantity.`,
        );
        return;
      }
      if (current.length === 0) {
        void toast('warning', messages.selectAtLeastOne);
        return;
      }
      goToCheckout(
        navigate,
        current.map((item) => item.cart_item_id),
      );
    } finally {
      setBusy(null);
    }
  }

  if (lines.length === 0) {
    return (
      <>
        <PageBanner title="Cart" />
        <div className="container py-5 text-center">
          <p className="text-body-secondary">{cartTexts.noItems}</p>
          <Link to={paths.home} className="btn btn-success">
            Continue Shopping
          </Link>
        </div>
      </>
    );
  }

  const lineParts = (item: CartItem) => {
    const reason = unorderableReason(item);
    const id = item.cart_item_id;
    const quantity = quantityOf(item);
    const changed = drafts[id] !== undefined;
    return {
      reason,
      select: (
        <input
          type="checkbox"
          className="form-check-input cart-select"
          aria-label={`Select ${item.product_name} to order`}
          checked={selected(item)}
          aria-disabled={reason ? true : undefined}
          onChange={(e) => toggle(item, e.target.checked)}
        />
      ),
      image: <ProductImage image={item.images[0]} alt="" sizes="80px" className="cart-line__image" />,
      name: (
        <>
          <Link to={paths.product(item.product_id)} className="cart-line__name">
            {item.product_name}
          </Link>
          {lineDetails(item) && <span className="cart-line__details">{lineDetails(item)}</span>}
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
            onChange={(n) => changeQuantity(item, n)}
            onLimit={() => setStockNotes((prev) => ({ ...prev, [id]: true }))}
          />
          {stockNotes[id] && (
            <p className="cart-line__note text-danger small mb-0" role="alert">
              {messages.onlyInStock(item.stock_quantity)}
            </p>
          )}
          {changed && (
            <button
              type="button"
              className="btn btn-sm btn-success mt-2"
              disabled={busy === id}
              onClick={() => void update(item)}
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
          disabled={busy === id}
          onClick={() => void remove(item)}
        >
          Remove
        </button>
      ),
    };
  };

  return (
    <>
      <PageBanner title="Cart" />
      <div className="container py-4 cart-page">
        {mobile ? (
          <ul className="list-unstyled cart-cards" aria-label="Cart items">
            {lines.map((item) => {
              const part = lineParts(item);
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
        ) : (
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
              {lines.map((item) => {
                const part = lineParts(item);
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
        )}

        <section className="cart-summary ms-md-auto" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="h5">
            Cart Totals
          </h2>
          <dl className="cart-summary__rows">
            <div>
              <dt>Selected items</dt>
              <dd>{chosen.reduce((sum, item) => sum + quantityOf(item), 0)}</dd>
            </div>
            <div>
              <dt>Subtotal</dt>
              <dd>{formatRupees(subtotal)}</dd>
            </div>
            {savings > 0 && (
              <div>
                <dt>You save</dt>
                <dd>{formatRupees(savings)}</dd>
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
            disabled={busy === 'checkout'}
            onClick={() => void checkout()}
          >
            Checkout
          </button>
          <TrustMarks className="mt-3" />
        </section>
      </div>
    </>
  );
}
