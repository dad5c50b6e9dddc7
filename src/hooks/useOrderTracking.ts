import { useEffect, useState } from 'react';
import { fetchTracking, type TrackingResponse } from '../api/tracking';
import { ApiError } from '../lib/errors';
import type { TrackOrder } from './useTrackOrders';

type Loaded = { key: string; tracking: TrackingResponse | null };

/** The shipping and tracking of the order whose modal is open (null: none open). */
export function useOrderTracking(order: TrackOrder | null) {
  const key = order ? `${order.orderId}:${order.foundByNumber ? order.orderNo : ''}` : '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!order) return;
    const controller = new AbortController();
    fetchTracking(order.orderId, order.foundByNumber ? order.orderNo : undefined, controller.signal).then(
      (tracking) => setLoaded({ key, tracking }),
      (error: unknown) => {
        if (!(error instanceof ApiError && error.canceled)) setLoaded({ key, tracking: null });
      },
    );
    return () => controller.abort();
  }, [key, order]);

  const current = loaded?.key === key ? loaded : null;
  return {
    loading: Boolean(order) && current === null,
    tracking: current?.tracking ?? null,
    failed: current !== null && current.tracking === null,
  };
}
