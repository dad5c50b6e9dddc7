import type { ProductSummary } from '../../api/catalogue';
import { productLabels } from './productDisplay';

export function ProductLabels({ product, className = '' }: { product: ProductSummary; className?: string }) {
  const labels = productLabels(product);
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
