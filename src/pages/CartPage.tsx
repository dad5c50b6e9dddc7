import { Link } from 'react-router-dom';
import { CartLines } from '../features/cart/CartLines';
import { CartTotals } from '../features/cart/CartTotals';
import { PageBanner } from '../components/common/PageBanner';
import { LoadError, Loading } from '../components/common/StatusViews';
import { useCartPage } from '../features/cart/useCartPage';
import { useViewportWidth } from '../hooks/useViewportWidth';
import { cartTexts } from '../features/cart/cartTexts';
import { useStaticPageMeta } from '../lib/seo';
import { paths } from '../../common/site/paths';
import '../features/cart/cart.css';

/** Phones get cards, wider screens the table. */
const MOBILE_MAX_WIDTH = 768;

/** /Cart: the lines with their ticks, quantities and Remove, and the totals with Checkout; the state is useCartPage's. */
export default function CartPage() {
  useStaticPageMeta('cart');
  const page = useCartPage();
  const mobile = useViewportWidth() <= MOBILE_MAX_WIDTH;
  const { cart } = page;

  return (
    <>
      <PageBanner title="Cart" />
      {cart.status === 'loading' ? (
        <Loading />
      ) : cart.status === 'error' ? (
        <LoadError className="container py-5 text-center" message={cartTexts.loadFailed} onRetry={cart.retry} />
      ) : page.lines.length === 0 ? (
        <div className="container py-5 text-center">
          <p className="text-body-secondary">{cartTexts.noItems}</p>
          <Link to={paths.home} className="btn btn-success">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="container py-4 cart-page">
          <CartLines page={page} mobile={mobile} />
          <CartTotals page={page} />
        </div>
      )}
    </>
  );
}
