import { MiniCart } from '../features/cart/MiniCart';
import { PageBanner } from '../components/common/PageBanner';
import { useStaticPageMeta } from '../lib/seo';

/** The mini-cart as a page of its own (the header shows the same view in a drawer). */
export default function MiniCartPage() {
  useStaticPageMeta('miniCart');
  return (
    <>
      <PageBanner title="Mini Cart" />
      <div className="container py-4 mini-cart-page">
        <MiniCart />
      </div>
    </>
  );
}
