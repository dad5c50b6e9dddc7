import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummary } from './catalogueApi';
import { paths } from '../../../common/site/paths';
import { cardView, type CardView } from '../../../common/domain/display';
import { PriceBlock } from './PriceBlock';
import { ProductImage } from '../../components/common/ProductImage';
import { ProductLabels } from './ProductLabels';
import { WishlistButton } from '../account/WishlistButton';
import './catalogue.css';

export interface ProductCardProps {
  product: ProductSummary;
  onQuickView?: (product: ProductSummary) => void;
  headingLevel?: 'h2' | 'h3';
  /** The `sizes` attribute of the card image; default fits the 2/3/4-column grid. */
  imageSizes?: string;
  /** A card in a listing's first row: its picture loads at once, with this priority. */
  lead?: 'high' | 'auto';
  /** Its labels and price when already worked out; else from `product`. */
  view?: CardView;
}

const GRID_SIZES = '(max-width: 575px) 50vw, (max-width: 991px) 33vw, 25vw';

/**
 * A listing card: image (second on hover), labels, name and price linking to the product, heart,
 * quick view. Memoized: opening the quick view re-renders the listing that holds it, and a dozen
 * cards re-rendered for nothing made that tap slow on a phone (bench/inp.ts).
 */
export const ProductCard = memo(function ProductCard({
  product,
  onQuickView,
  headingLevel = 'h2',
  imageSizes = GRID_SIZES,
  lead,
  view = cardView(product),
}: ProductCardProps) {
  const Heading = headingLevel;
  const to = paths.product(product.id);
  const [first, second] = product.images;
  return (
    <article className={`cc-card${second ? ' has-alt' : ''}`}>
      <div className="cc-card__media">
        <Link to={to} tabIndex={-1} aria-hidden="true" className="cc-card__image-link">
          <ProductImage
            image={first}
            alt={first?.alt || product.name}
            sizes={imageSizes}
            className="cc-card__img"
            eager={lead !== undefined}
            fetchPriority={lead}
          />
          {second && (
            <ProductImage image={second} alt="" sizes={imageSizes} className="cc-card__img cc-card__img--alt" />
          )}
        </Link>
        <ProductLabels product={product} labels={view.labels} className="cc-card__labels" />
        <div className="cc-card__actions">
          <WishlistButton productId={product.id} productName={product.name} />
          {onQuickView && (
            <button
              type="button"
              className="cc-icon-btn"
              aria-label={`Quick view ${product.name}`}
              onClick={() => onQuickView(product)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
                <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </div>
      </div>
      <div className="cc-card__body">
        <Heading className="cc-card__title">
          <Link to={to}>{product.name}</Link>
        </Heading>
        {view.price && (
          <Link to={to} tabIndex={-1} className="cc-card__price-link">
            <PriceBlock product={product} view={view.price} />
          </Link>
        )}
      </div>
    </article>
  );
});
