import { useState } from 'react';
import { PageBanner } from '../components/common/PageBanner';
import { OrderSearchForm } from '../features/tracking/OrderSearchForm';
import { TrackOrderList } from '../features/tracking/TrackOrderList';
import { TrackingModal } from '../features/tracking/TrackingModal';
import { useTrackOrders, type TrackOrder } from '../features/tracking/useTrackOrders';
import { useStaticPageMeta } from '../lib/seo';
import { trackingMessages } from '../../common/domain/tracking';
import '../features/tracking/tracking.css';

/**
 * Track Order: search by order number (also from the e-mail's `?orderNo=` link), or the shopper's own
 * orders; each order opens its tracking.
 */
export default function TrackOrderPage() {
  useStaticPageMeta('trackOrder');
  const orders = useTrackOrders();
  const [tracked, setTracked] = useState<TrackOrder | null>(null);

  let body;
  if (orders.loading) body = <p role="status">Loading...</p>;
  else if (orders.error) body = <p role="alert">{orders.error}</p>;
  else if (orders.orders.length === 0) body = <p className="lead">{trackingMessages.noOrders}</p>;
  else body = <TrackOrderList orders={orders.orders} onTrack={setTracked} />;

  return (
    <>
      <PageBanner title="Track Order" />
      <div className="container py-5">
        <OrderSearchForm value={orders.box} onChange={orders.setBox} onSearch={orders.search} onClear={orders.clear} />
        {body}
      </div>
      <TrackingModal order={tracked} onClose={() => setTracked(null)} />
    </>
  );
}
