import { Link } from 'react-router-dom';
import type { TrackOrder } from './useTrackOrders';
import { formatRupees, toPaise } from '../../../common/domain/money';
import { titleCase } from '../../../common/domain/tracking';
import { formatIndianDay } from '../../../common/site/dates';
import { paths } from '../../../common/site/paths';
import { InvoiceButton } from './InvoiceButton';

interface TrackOrderListProps {
  orders: TrackOrder[];
  onTrack: (order: TrackOrder) => void;
}

/** The day in India (as reviews show theirs), not in the browser's zone. */
const placedOn = (iso: string) => formatIndianDay(iso, 'short');

/** Each order with its lines (product, quantity, size, View, price) and Track your order. */
export function TrackOrderList({ orders, onTrack }: TrackOrderListProps) {
  return (
    <ul className="list-unstyled cc-track-orders">
      {orders.map((order) => (
        <li key={order.orderId} className="card mb-4 shadow-sm">
          <div className="card-header d-flex flex-wrap gap-2 align-items-center justify-content-between">
            <h2 className="h6 mb-0">
              Order <span className="font-monospace">{order.orderNo}</span>
            </h2>
            <span className="text-body-secondary small">Placed {placedOn(order.createdAt)}</span>
            <span className="badge text-bg-light border">{titleCase(order.status)}</span>
          </div>
          <ul className="list-group list-group-flush">
            {order.items.map((item, index) => {
              const image = item.images[0];
              return (
                <li key={index} className="list-group-item cc-track-item">
                  {image ? (
                    <img
                      src={image.image}
                      srcSet={image.srcset}
                      sizes="64px"
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                      className="rounded cc-track-thumb"
                    />
                  ) : (
                    <span className="cc-track-thumb" aria-hidden="true" />
                  )}
                  <div className="cc-track-name">
                    <div className="fw-semibold">{item.product_name}</div>
                    <div className="small text-body-secondary">
                      Quantity: {item.quantity} · Size: {item.selected_size || 'N/A'}
                      {item.option && ` · ${item.option}`}
                    </div>
                  </div>
                  <div className="cc-track-price fw-semibold">{formatRupees(toPaise(item.total_price))}</div>
                  {item.product_id !== null && (
                    <Link
                      className="btn btn-outline-success btn-sm cc-track-view"
                      to={paths.product(item.product_id)}
                      aria-label={`View ${item.product_name}`}
                    >
                      View
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="card-footer d-flex flex-wrap gap-2 align-items-center justify-content-between">
            <span>
              Total <strong>{formatRupees(toPaise(order.totalPrice))}</strong>
            </span>
            <div className="d-flex flex-wrap gap-2">
              {order.mine && <InvoiceButton orderNo={order.orderNo} status={order.status} />}
              <button type="button" className="btn btn-success btn-sm" onClick={() => onTrack(order)}>
                Track your order
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
