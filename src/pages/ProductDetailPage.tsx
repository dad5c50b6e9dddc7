import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../lib/errors';
import { EmptyState, LoadError, Loading } from '../components/common/StatusViews';
import { paths } from '../../common/site/paths';
import { ProductDetailView } from '../features/product/ProductDetailView';
import { useProductDetail } from '../features/product/useProductDetail';
import { useProductPresence } from '../features/product/useProductPresence';
import { usePageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import { notFoundMeta, productMeta } from '../../common/site/meta';

export default function ProductDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const detail = useProductDetail(id);
  const { brand } = useShopDetails();
  const product = detail.status === 'success' ? detail.data : null;
  useProductPresence(product?.id);
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
