import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductDetail } from '../../api/catalogue';
import { paths } from '../../../common/site/paths';
import { messages } from '../../../common/domain/messages';
import { formatRupees, toPaise } from '../../../common/domain/money';
import { lineTotalPaise } from '../../../common/domain/pricing';
import { useFavourites } from '../../hooks/useFavourites';
import { showAlert } from './alerts';
import { PriceBlock } from './PriceBlock';
import { ProductLabels } from './ProductLabels';

interface ToggleGroupProps {
  label: string;
  choices: Array<{ id: number; text: string }>;
  selected: number | null;
  onChange: (id: number | null) => void;
}

/** Single-choice toggles: pressing the chosen one again clears the choice. */
function ToggleGroup({ label, choices, selected, onChange }: ToggleGroupProps) {
  const labelId = useId();
  return (
    <div className="mb-3">
      <p id={labelId} className="fw-semibold mb-2">
        {label}
      </p>
      <div role="group" aria-labelledby={labelId} className="d-flex flex-wrap gap-2">
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
    </div>
  );
}

type FavouriteNote = 'login' | null;

/**
 * Name, price, choices, total, quantity and the two buttons of the detail page.
 * The cart is wired by a later issue; until then Add To Cart claims no success.
 */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const [sizeId, setSizeId] = useState<number | null>(null);
  const [optionChoice, setOptionChoice] = useState<Record<number, number | null>>({});
  const [quantity, setQuantity] = useState(1);
  // What the shopper is typing; the quantity itself only ever holds a whole number of at least 1.
  const [quantityDraft, setQuantityDraft] = useState<string | null>(null);
  const [favouriteNote, setFavouriteNote] = useState<FavouriteNote>(null);
  const favourites = useFavourites();
  const quantityId = useId();

  const size = product.sizes.find((s) => s.id === sizeId);
  const total = lineTotalPaise({ ...product, quantity, sizeAddOn: size?.price ?? null });
  const sizeText = (value: string, price: string) => {
    const addOn = toPaise(price);
    return addOn > 0 && !product.coming_soon ? `${value} (+${formatRupees(addOn)})` : value;
  };
  const offerLabels = { ...product, sold_out: false, coming_soon: false };

  function onAddToCart() {
    if (product.stock_details === null) {
      void showAlert({ icon: 'error', title: messages.stockUnavailableTitle, text: messages.stockUnavailable });
      return;
    }
    void showAlert({
      icon: 'info',
      title: 'The cart opens soon',
      text: 'The cart opens soon. This product has not been added yet.',
    });
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
      <h1 className="h2 mb-2">{product.name}</h1>
      <ProductLabels product={offerLabels} className="mb-2" />
      {product.coming_soon ? (
        <p className="cc-status-pill cc-status-pill--soon">Coming Soon</p>
      ) : (
        <p className="fs-4 mb-2">
          <PriceBlock product={product} format={formatRupees} />
        </p>
      )}
      {product.sold_out && <p className="cc-status-pill cc-status-pill--sold">Sold Out</p>}
      <p className="mb-4">{product.description}</p>

      {product.sizes.length > 0 && (
        <ToggleGroup
          label="Size"
          choices={product.sizes.map((s) => ({ id: s.id, text: sizeText(s.value, s.price) }))}
          selected={sizeId}
          onChange={setSizeId}
        />
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
          {product.dispatch_time && (
            <p className="text-body-secondary mb-3">
              Dispatch time: <span>{product.dispatch_time}</span>
            </p>
          )}
          <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
            <div className="input-group cc-stepper">
              <button
                type="button"
                className="btn btn-outline-dark"
                aria-label="Decrease quantity"
                disabled={quantity <= 1}
                onClick={() => {
                  setQuantityDraft(null);
                  setQuantity((q) => Math.max(1, q - 1));
                }}
              >
                −
              </button>
              <label htmlFor={quantityId} className="visually-hidden">
                Quantity
              </label>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                className="form-control text-center"
                value={quantityDraft ?? String(quantity)}
                onChange={(e) => {
                  setQuantityDraft(e.target.value);
                  const n = Number.parseInt(e.target.value, 10);
                  if (Number.isFinite(n) && n >= 1) setQuantity(n);
                }}
                onBlur={() => setQuantityDraft(null)}
              />
              <button
                type="button"
                className="btn btn-outline-dark"
                aria-label="Increase quantity"
                onClick={() => {
                  setQuantityDraft(null);
                  setQuantity((q) => q + 1);
                }}
              >
                +
              </button>
            </div>
          </div>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline-success" onClick={() => void onAddToFavourite()}>
              Add to Favourite
            </button>
            <button type="button" className="btn btn-success px-4" disabled={product.sold_out} onClick={onAddToCart}>
              Add To Cart
            </button>
          </div>
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
