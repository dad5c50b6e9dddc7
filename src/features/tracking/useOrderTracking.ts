import { useState } from 'react';
import { fetchTracking, type TrackingResponse } from './trackingApi';
import { queryCache } from '../../lib/queryCache';
import type { TrackOrder } from './useTrackOrders';
import { useQuery } from '../../hooks/useQuery';

/** A failure is shown as "could not load" (null), not logged as a failed read. */
const trackingQuery = (order: TrackOrder, opening: number) => {
  const orderNo = order.foundByNumber ? order.orderNo : undefined;
  return queryCache.query(`orders:tracking:${order.orderId}:${orderNo ?? ''}#${opening}`, (signal) =>
    fetchTracking(order.orderId, orderNo, signal).catch((error: unknown): TrackingResponse | null => {
      if (signal.aborted) throw error;
      return null;
    }),
  );
};

/** The shipping and tracking of the order whose modal is open (null: none open), through the query cache. */
export function useOrderTracking(order: TrackOrder | null) {
  // Each opening of the modal asks again: the parcel may have moved since the last look.
  const [opening, setOpening] = useState(0);
  const [shown, setShown] = useState(order);
  if (order !== shown) {
    setShown(order);
    if (order) setOpening((n) => n + 1);
  }
  const result = useQuery(order ? trackingQuery(order, opening) : null);
  const loaded = Boolean(order) && result.status === 'success';
  return {
    loading: Boolean(order) && !loaded,
    tracking: loaded ? (result.data ?? null) : null,
    failed: loaded && result.data === null,
  };
}
