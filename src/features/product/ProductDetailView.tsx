import { lazy, Suspense } from 'react';
import type { ProductDetail } from '../catalogue/catalogueApi';
import { Breadcrumb } from '../../components/common/Breadcrumb';
import { ProductGallery } from './ProductGallery';
import { PurchasePanel } from './PurchasePanel';
import { paths } from '../../../common/site/paths';
import { loadChunk } from '../../lib/chunk';
import '../catalogue/catalogue.css';

/**
 * The tabs (description, details, reviews) and the related products are below the page's first
 * screen: their code (the review form, the grid, quick view) comes in chunks of their own, asked
 * for as soon as this page's code runs (scripts/check-budget.ts).
 */
const loadRelated = () => loadChunk(() => import('./RelatedProducts'));
const RelatedProducts = lazy(() => loadRelated().then((module) => ({ default: module.RelatedProducts })));
const loadTabs = () => loadChunk(() => import('./ProductTabs'));
const ProductTabs = lazy(() => loadTabs().then((module) => ({ default: module.ProductTabs })));
if (typeof window !== 'undefined') {
  void loadTabs().catch(() => {});
  void loadRelated().catch(() => {});
}

/**
 * The product page once its product is in. `firstScreen` is the part a phone shows first (the
 * breadcrumb and the photo): the build renders it into the HTML the server sends
 * (src/app/shell.tsx), so the photo paints before any script has run.
 */
export function ProductDetailView({
  product: p,
  firstScreen = false,
}: {
  product: ProductDetail;
  firstScreen?: boolean;
}) {
  return (
    <div className="container py-4 py-lg-5 cc-detail">
      <Breadcrumb
        className="mb-3"
        listClassName="breadcrumb small mb-0"
        trail={[{ label: p.category_name, to: paths.category(p.category) }, { label: p.name }]}
      />
      <div className="row g-4 g-lg-5">
        <div className="col-md-6">
          <ProductGallery key={p.id} product={p} />
        </div>
        {!firstScreen && (
          <div className="col-md-6">
            <PurchasePanel key={p.id} product={p} />
          </div>
        )}
      </div>
      {!firstScreen && (
        <>
          <Suspense fallback={null}>
            <ProductTabs key={p.id} product={p} />
            <RelatedProducts products={p.related_products} />
          </Suspense>
        </>
      )}
    </div>
  );
}
