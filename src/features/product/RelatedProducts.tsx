import type { ProductSummary } from '../catalogue/catalogueApi';
import { relatedProductsCount } from '../../../common/domain/pagination';
import { useViewportWidth } from '../../hooks/useViewportWidth';
import { ProductGrid } from '../catalogue/ProductGrid';
import { QuickViewModal, useQuickView } from '../catalogue/QuickViewModal';

/** Related Products: 8 on desktop, 4 at 768 px or less, following resizes. */
export function RelatedProducts({ products }: { products: ProductSummary[] }) {
  const width = useViewportWidth();
  const quickView = useQuickView();
  if (products.length === 0) return null;
  const shown = products.slice(0, relatedProductsCount(width));
  return (
    <section className="mt-5" aria-labelledby="related-heading">
      <h2 id="related-heading" className="cc-section-title text-center mb-4">
        Related Products
      </h2>
      <ProductGrid products={shown} onQuickView={quickView.open} headingLevel="h3" label="Related Products" />
      <QuickViewModal product={quickView.product} onClose={quickView.close} />
    </section>
  );
}
