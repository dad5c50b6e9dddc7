import { Link } from 'react-router-dom';
import type { ProductSummary } from '../catalogue/catalogueApi';
import { useProductList, type ProductListName } from '../catalogue/useProductList';
import { ProductGrid } from '../catalogue/ProductGrid';
import { EmptyState, LoadError, Loading } from '../../components/common/StatusViews';

interface HomeProductSectionProps {
  id: string;
  title: string;
  viewAllTo: string;
  list: ProductListName;
  /** homeGridSize(viewport width): 8 up to 768 px, 12 above. */
  count: number;
  onQuickView: (product: ProductSummary) => void;
  className?: string;
}

/** One home grid. Each loads on its own, so a slow or failing list never holds up the others. */
export function HomeProductSection({
  id,
  title,
  viewAllTo,
  list: listName,
  count,
  onQuickView,
  className = '',
}: HomeProductSectionProps) {
  const list = useProductList(listName, true);
  return (
    <section className={`py-5 ${className}`} aria-labelledby={id}>
      <div className="container">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-4">
          <h2 id={id} className="cc-section-title mb-0">
            {title}
          </h2>
          <Link to={viewAllTo} className="cc-view-all" aria-label={`view all ${title}`}>
            view all
          </Link>
        </div>
        {list.status === 'loading' && <Loading />}
        {list.status === 'error' && <LoadError message={`We could not load ${title}.`} onRetry={list.retry} />}
        {list.status === 'success' && list.data.length === 0 && <EmptyState />}
        {list.status === 'success' && list.data.length > 0 && (
          <ProductGrid products={list.data.slice(0, count)} onQuickView={onQuickView} headingLevel="h3" label={title} />
        )}
      </div>
    </section>
  );
}
