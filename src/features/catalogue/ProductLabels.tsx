import type { ProductSummary } from './catalogueApi';
import { productLabels, type ProductLabel } from '../../../common/domain/display';

interface ProductLabelsProps {
  product: ProductSummary;
  /** The labels when already worked out (a card's view); else from `product`. */
  labels?: ProductLabel[];
  className?: string;
}

export function ProductLabels({ product, labels = productLabels(product), className = '' }: ProductLabelsProps) {
  if (labels.length === 0) return null;
  return (
    <ul className={`cc-labels list-unstyled ${className}`} aria-label="Product labels">
      {labels.map((label) => (
        <li key={label.kind} className={`cc-label cc-label--${label.kind}`}>
          {label.text}
        </li>
      ))}
    </ul>
  );
}
