import type { ProductSummary } from '../../api/catalogue';
import { priceView } from './productDisplay';

interface PriceBlockProps {
  product: Pick<ProductSummary, 'price' | 'discount_percentage' | 'offer_type' | 'coming_soon'>;
  format?: (paise: number) => string;
  /** A chosen size's add-on per unit, in paise. */
  addOn?: number;
  className?: string;
}

/** Discounted price plus the struck-out original; renders nothing when the product is coming soon. */
export function PriceBlock({ product, format, addOn, className = '' }: PriceBlockProps) {
  const view = priceView(product, format, addOn);
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
