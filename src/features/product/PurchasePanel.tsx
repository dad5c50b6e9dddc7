import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ProductDetail } from '../catalogue/catalogueApi';
import { paths } from '../../../common/site/paths';
import { messages } from '../../../common/domain/messages';
import { formatRupees, toDecimalString, toPaise } from '../../../common/domain/money';
import { lineTotalPaise } from '../../../common/domain/pricing';
import { ApiError } from '../../lib/errors';
import { cartWrites } from '../cart/useCart';
import { useFavourites } from '../account/useFavourites';
import { openMiniCart } from '../cart/useMiniCartDrawer';
import { useSession } from '../../hooks/useSession';
import { QuantityStepper } from '../cart/QuantityStepper';
import { cartTexts, serverMessage } from '../cart/cartTexts';
import { loadAlerts, showAlert } from '../../lib/alerts';
import { wantsHeadingFocus } from '../../lib/focusLanding';
import { PriceBlock } from '../catalogue/PriceBlock';
import { RatingSummary } from '../catalogue/RatingSummary';
import { StickyBuyBar } from './StickyBuyBar';
import { PaymentMarks, ReturnsLine } from '../../components/common/TrustMarks';
import { ProductLabels } from '../catalogue/ProductLabels';

interface ToggleGroupProps {
  label: string;
  choices: Array<{ id: number; text: string }>;
  selected: number | null;
  onChange: (id: number | null) => void;
  /** Why a choice is needed (shown under the group, which is then outlined and focused). */
  problem?: string | null;
}

/** Single-choice toggles: pressing the chosen one again clears the choice. */
function ToggleGroup({ label, choices, selected, onChange, problem }: ToggleGroupProps) {
  const labelId = useId();
  return (
    <div className="mb-3">
      <p id={labelId} className="fw-semibold mb-2">
        {label}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={problem ? `${labelId}-problem` : undefined}
        className={`d-flex flex-wrap gap-2${problem ? ' cc-choice-missing' : ''}`}
      >
        {choices.map((choice) => {
          const pressed = choice.id === selected;
          return (
            <button
              key={choice.id}
              type="button"
              className={`btn btn-sm ${pressed ? 'btn-success' : 'btn-outline-dark'}`}
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? null : choice.id)}
            >
              {choice.text}
            </button>
          );
        })}
      </div>
      {problem && (
        <p id={`${labelId}-problem`} className="text-danger small mt-2 mb-0" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Asked when a product has sizes and none was chosen: the cart must never show a size nobody picked. */
export const CHOOSE_SIZE = 'Please choose a size.';

type FavouriteNote = 'login' | null;

/** Name, price, choices, total, quantity and the two buttons of the detail page. */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const [sizeId, setSizeId] = useState<number | null>(null);
  const [optionChoice, setOptionChoice] = useState<Record<number, number | null>>({});
  const [quantity, setQuantity] = useState(1);
  const [stockNote, setStockNote] = useState(false);
  const [adding, setAdding] = useState(false);
  const [favouriteNote, setFavouriteNote] = useState<FavouriteNote>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizesRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const favourites = useFavourites();
  const { userId } = useSession();
  const location = useLocation();
  const focusHeading = wantsHeadingFocus(location.state);

  // Opened from a search result: the keyboard shopper starts at the product's name.
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus({ preventScroll: true });
  }, [focusHeading, location.key]);

  const size = product.sizes.find((s) => s.id === sizeId);
  const addOn = size ? toPaise(size.price) : 0;
  const total = lineTotalPaise({ ...product, quantity, sizeAddOn: size?.price ?? null });
  // No stock record, or sold out: nothing can be chosen.
  const stock = product.sold_out ? 0 : (product.stock_details?.stock_quantity ?? 0);
  const sizeText = (value: string, price: string) => {
    const addOn = toPaise(price);
    return addOn > 0 && !product.coming_soon ? `${value} (+${formatRupees(addOn)})` : value;
  };
  const offerLabels = { ...product, sold_out: false, coming_soon: false };

  async function onAddToCart() {
    if (product.stock_details === null) {
      void showAlert({ icon: 'error', title: messages.stockUnavailableTitle, text: messages.stockUnavailable });
      return;
    }
    if (product.sizes.length > 0 && sizeId === null) {
      setSizeMissing(true);
      const first = sizesRef.current?.querySelector<HTMLElement>('button');
      first?.scrollIntoView({ block: 'center', behavior: 'instant' });
      first?.focus({ preventScroll: true });
      return;
    }
    const options = product.option_categories.flatMap((group) => {
      const option = group.options.find((o) => o.id === optionChoice[group.id]);
      return option ? [{ id: option.id, name: group.name, value: option.value }] : [];
    });
    setAdding(true);
    void loadAlerts().catch(() => {});
    try {
      await cartWrites.add({
        user_id: userId ? Number(userId) : null,
        product_id: product.id,
        // Left out when the product has no sizes (the API's "absent"; it also accepts null).
        ...(sizeId === null ? {} : { size: sizeId }),
        quantity,
        item_price: toDecimalString(total),
        option: options,
      });
    } catch (error) {
      const reached = error instanceof ApiError && error.status > 0;
      const text = reached ? (serverMessage(error) ?? cartTexts.addFailed) : cartTexts.addError;
      void showAlert({ icon: 'error', title: 'Error', text });
      return;
    } finally {
      setAdding(false);
    }
    await showAlert({ icon: 'success', title: 'Success', text: cartTexts.added, timer: 1500 });
    // Closing the drawer brings focus back here, where the shopper was.
    openMiniCart(addButtonRef.current);
  }

  async function onAddToFavourite() {
    if (!favourites.signedIn) {
      setFavouriteNote('login');
      return;
    }
    setFavouriteNote(null);
    try {
      await favourites.add(product.id);
      void showAlert({ icon: 'success', title: 'Success', text: 'Product added to favorites successfully' });
    } catch {
      void showAlert({ icon: 'error', title: 'Error', text: 'Failed to add favorites.' });
    }
  }

  return (
    <div className="cc-purchase">
      <h1 ref={headingRef} tabIndex={-1} className="h2 mb-2 cc-purchase__title">
        {product.name}
      </h1>
      <RatingSummary average={product.average_rating} count={product.review_count} className="mb-2" />
      <ProductLabels product={offerLabels} className="mb-2" />
      {product.coming_soon ? (
        <p className="cc-status-pill cc-status-pill--soon">Coming Soon</p>
      ) : (
        <p className="fs-4 mb-2">
          <PriceBlock product={product} format={formatRupees} addOn={addOn} />
        </p>
      )}
      {product.sold_out && <p className="cc-status-pill cc-status-pill--sold">Sold Out</p>}
      <p className="mb-4">{product.description}</p>

      {product.sizes.length > 0 && (
        <div ref={sizesRef}>
          <ToggleGroup
            label="Size"
            choices={product.sizes.map((s) => ({ id: s.id, text: sizeText(s.value, s.price) }))}
            selected={sizeId}
            onChange={(id) => {
              setSizeId(id);
              setSizeMissing(false);
            }}
            problem={sizeMissing && sizeId === null ? CHOOSE_SIZE : null}
          />
        </div>
      )}
      {product.option_categories.map((group) => (
        <ToggleGroup
          key={group.id}
          label={group.name}
          choices={group.options.map((o) => ({ id: o.id, text: o.value }))}
          selected={optionChoice[group.id] ?? null}
          onChange={(id) => setOptionChoice((prev) => ({ ...prev, [group.id]: id }))}
        />
      ))}

      {!product.coming_soon && (
        <>
          <p className="fs-5 mb-1" aria-live="polite">
            Total price: <strong>{formatRupees(total)}</strong>
          </p>
          <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
            <QuantityStepper
              value={quantity}
              max={stock}
              label="Quantity"
              disabled={product.sold_out}
              onChange={(n) => {
                setStockNote(false);
                setQuantity(n);
              }}
              onLimit={() => setStockNote(true)}
            />
          </div>
          {stockNote && (
            <p className="text-danger small" role="alert">
              {messages.onlyInStock(stock)}
            </p>
          )}
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn cc-btn-quiet" onClick={() => void onAddToFavourite()}>
              Add to Favourite
            </button>
            <button
              ref={addButtonRef}
              type="button"
              className="btn btn-success px-4"
              disabled={product.sold_out || adding}
              onClick={() => void onAddToCart()}
            >
              Add To Cart
            </button>
          </div>
          {/* The product's own promise, else the shop's (productDispatchTime in common/domain/policy.ts, applied by the API). */}
          <div className="cc-trust cc-trust--product mt-3">
            <p className="mb-1">
              Dispatch time: <span>{product.dispatch_time}</span> ·{' '}
              <Link to={paths.shippingPolicy}>Shipping information</Link>
            </p>
            <ReturnsLine />
            <PaymentMarks />
          </div>
          <StickyBuyBar
            target={addButtonRef}
            price={formatRupees(total)}
            disabled={product.sold_out || adding}
            onAdd={() => void onAddToCart()}
          />
          {favouriteNote === 'login' && (
            <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 mt-3 mb-0" role="alert">
              <span>{messages.favouriteLogin}</span>
              <Link to={paths.auth} className="btn btn-sm btn-danger">
                Login
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  );
}
