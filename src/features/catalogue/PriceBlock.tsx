import type { ProductSummary } from './catalogueApi';
import { priceView, type PriceView } from '../../../common/domain/display';

interface PriceBlockProps {
  product: Pick<ProductSummary, 'price' | 'discount_percentage' | 'offer_type' | 'coming_soon'>;
  format?: (paise: number) => string;
  /** A chosen size's add-on per unit, in paise. */
  addOn?: number;
  className?: string;
  /** The price when already worked out (a card's view); else from `product`. */
  view?: PriceView | null;
}

/** Discounted price plus the struck-out original; renders nothing when the product is coming soon. */
export function PriceBlock({ product, format, addOn, className = '', view: given }: PriceBlockProps) {
  const view = given === undefined ? priceView(product, format, addOn) : given;
  if (!view) return null;
  return (
    <span className={`cc-price ${className}`}>
      <span className="cc-price__current">{view.current}</span>
      {view.original && (
        <>
          <span className="visually-hidden"> Original price: </span>
          <del className="cc-price__original">{view.original}</del>
        </>
      )}
    </span>
  );
}
