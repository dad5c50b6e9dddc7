import type { ProductSummary } from '../../api/catalogue';
import { ProductCard, type ProductCardProps } from './ProductCard';

interface ProductGridProps {
  products: ProductSummary[];
  onQuickView?: (product: ProductSummary) => void;
  headingLevel?: ProductCardProps['headingLevel'];
  label?: string;
}

export function ProductGrid({ products, onQuickView, headingLevel, label }: ProductGridProps) {
  return (
    <ul className="cc-grid list-unstyled" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onQuickView={onQuickView} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
