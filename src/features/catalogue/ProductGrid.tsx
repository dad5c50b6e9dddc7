import type { ProductSummary } from './catalogueApi';
import { ProductCard, type ProductCardProps } from './ProductCard';

interface ProductGridProps {
  products: ProductSummary[];
  onQuickView?: (product: ProductSummary) => void;
  headingLevel?: ProductCardProps['headingLevel'];
  label?: string;
  /** How many of the first cards are on the first screen: their pictures load at once, the first one first. */
  leadImages?: number;
}

export function ProductGrid({ products, onQuickView, headingLevel, label, leadImages = 0 }: ProductGridProps) {
  return (
    <ul className="cc-grid list-unstyled" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            onQuickView={onQuickView}
            headingLevel={headingLevel}
            lead={i === 0 && leadImages > 0 ? 'high' : i < leadImages ? 'auto' : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
