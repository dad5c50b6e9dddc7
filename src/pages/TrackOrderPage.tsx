import { ComingSoon } from '../components/common/ComingSoon';
import { PageBanner } from '../components/common/PageBanner';
import { company } from '../../common/site/company';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';

// Order search and tracking arrive in a later issue; until then the page says so honestly.
export default function TrackOrderPage() {
  usePageMeta(staticMeta('trackOrder'));
  return (
    <>
      <PageBanner title="Track Order" />
      <ComingSoon>
        <p className="lead">Order tracking is being set up. Please check back soon.</p>
        <p>
          Need help with an order now? Write to <a href={`mailto:${company.ordersEmail}`}>{company.ordersEmail}</a> with
          your order number.
        </p>
      </ComingSoon>
    </>
  );
}
