import { Link, useParams } from 'react-router-dom';
import type { ProductDetail } from '../api/catalogue';
import { ApiError } from '../lib/errors';
import { Breadcrumb } from '../components/common/Breadcrumb';
import { ProductGallery } from '../components/product/ProductGallery';
import { PurchasePanel } from '../components/product/PurchasePanel';
import { EmptyState, LoadError, Loading } from '../components/common/StatusViews';
import { paths } from '../../common/site/paths';
import { useProductDetail } from '../hooks/useProductDetail';
import { usePageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import { notFoundMeta, productMeta } from '../../common/site/meta';
import '../styles/catalogue.css';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../lib/chunk';

/**
 * The tabs (description, details, reviews) and the related products are below the page's first
 * screen: their code (the review form, the grid, quick view) comes in chunks of their own, asked
 * for as soon as this page's code runs (scripts/check-budget.ts).
 */
const loadRelated = () => loadChunk(() => import('../components/product/RelatedProducts'));
const RelatedProducts = lazy(() => loadRelated().then((module) => ({ default: module.RelatedProducts })));
const loadTabs = () => loadChunk(() => import('../components/product/ProductTabs'));
const ProductTabs = lazy(() => loadTabs().then((module) => ({ default: module.ProductTabs })));
if (typeof window !== 'undefined') {
  void loadTabs().catch(() => {});
  void loadRelated().catch(() => {});
}

export default function ProductDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const detail = useProductDetail(id);
  const { brand } = useShopDetails();
  const product = detail.status === 'success' ? detail.data : null;
  const notFound =
    detail.status === 'error' &&
    detail.error instanceof ApiError &&
    (detail.error.status === 404 || detail.error.status === 400);

  usePageMeta(product ? productMeta(product, brand) : notFound ? notFoundMeta.product : null);

  if (detail.status === 'loading') {
    return (
      <div className="container py-5">
        <Loading />
      </div>
    );
  }
  if (detail.status === 'error') {
    return (
      <div className="container py-5 text-center">
        {notFound ? (
          <>
            <h1 className="h3">Product not found</h1>
            <EmptyState>We could not find this product. It may have been removed or the link may be wrong.</EmptyState>
            <Link to={paths.latestCollection} className="btn btn-success">
              Continue shopping
            </Link>
          </>
        ) : (
          <LoadError message="We could not load this product." onRetry={detail.retry} />
        )}
      </div>
    );
  }

  return <ProductDetailView product={detail.data} />;
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
