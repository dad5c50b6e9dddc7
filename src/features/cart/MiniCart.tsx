import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItem } from './cartApi';
import { UnexpectedCartFormat } from '../../lib/errors';
import { ApiError } from '../../lib/errors';
import { formatRupees } from '../../../common/domain/money';
import { paths } from '../../../common/site/paths';
import { cartWrites, useCart } from './useCart';
import { ProductImage } from '../../components/common/ProductImage';
import { LoadError, Loading } from '../../components/common/StatusViews';
import { goToCheckout } from './checkoutSelection';
import { isOrderable, lineDetails, linePaise } from './cartLines';
import { cartTexts, serverMessage } from './cartTexts';
import './cart.css';

/** The mini-cart's words for a failed cart read. */
export function miniCartError(error: unknown): string {
  if (error instanceof UnexpectedCartFormat) return cartTexts.unexpectedFormat;
  if (error instanceof ApiError && error.status > 0) {
    return cartTexts.miniCartHttpError(error.status, serverMessage(error));
  }
  return cartTexts.connectFailed;
}

interface MiniCartProps {
  /** Drawer: Continue Shopping closes it and every link closes it too. Page: Continue Shopping goes home. */
  onClose?: () => void;
}

/** The quick cart view: loading, error with Retry, empty, or the lines with their total and the three ways on. */
export function MiniCart({ onClose }: MiniCartProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function remove(item: CartItem) {
    setRemoving(item.cart_item_id);
    setRemoveError(null);
    try {
      await cartWrites.remove(item.cart_item_id);
    } catch (error) {
      setRemoveError(serverMessage(error) ?? cartTexts.removeFailed);
    } finally {
      setRemoving(null);
    }
  }

  if (cart.status === 'loading') return <Loading />;
  if (cart.status === 'error') {
    return (
      <LoadError className="cc-status text-center py-4" message={miniCartError(cart.error)} onRetry={cart.retry} />
    );
  }

  const lines = cart.data;
  const continueShopping = onClose ? (
    <button type="button" className="btn btn-link" onClick={onClose}>
      Continue Shopping
    </button>
  ) : (
    <Link to={paths.home} className="btn btn-link">
      Continue Shopping
    </Link>
  );

  if (lines.length === 0) {
    return (
      <div className="text-center py-4">
        <p className="text-body-secondary">{cartTexts.miniCartEmpty}</p>
        {continueShopping}
      </div>
    );
  }

  const orderable = lines.filter((item) => isOrderable(item));
  const subtotal = orderable.reduce((sum, item) => sum + linePaise(item), 0);

  return (
    <div className="mini-cart">
      <ul className="list-unstyled mini-cart__lines" aria-label="Cart items">
        {lines.map((item) => {
          const details = lineDetails(item);
          return (
            <li key={item.cart_item_id} className={`mini-cart__line${isOrderable(item) ? '' : ' is-unavailable'}`}>
              <ProductImage image={item.images[0]} alt="" sizes="64px" className="mini-cart__image" />
              <div className="mini-cart__text">
                <Link to={paths.product(item.product_id)} className="mini-cart__name" onClick={onClose}>
                  {item.product_name}
                </Link>
                {details && <span className="mini-cart__details">{details}</span>}
                <span className="mini-cart__qty">
                  Qty {item.quantity} · <strong>{formatRupees(linePaise(item))}</strong>
                </span>
                {item.sold_out && <span className="mini-cart__note">Sold Out</span>}
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger mini-cart__remove"
                aria-label={`Remove ${item.product_name}`}
                disabled={removing === item.cart_item_id}
                onClick={() => void remove(item)}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      {removeError && (
        <p className="alert alert-danger py-2" role="alert">
          {removeError}
        </p>
      )}
      <p className="mini-cart__subtotal d-flex justify-content-between fw-semibold">
        <span>Subtotal</span>
        <span>{formatRupees(subtotal)}</span>
      </p>
      <div className="d-grid gap-2">
        <Link to={paths.cart} className="btn btn-outline-dark" onClick={onClose}>
          View cart
        </Link>
        <button
          type="button"
          className="btn btn-success"
          disabled={orderable.length === 0}
          onClick={() => {
            onClose?.();
            goToCheckout(
              navigate,
              orderable.map((item) => item.cart_item_id),
            );
          }}
        >
          Proceed to Checkout
        </button>
        {continueShopping}
      </div>
    </div>
  );
}
