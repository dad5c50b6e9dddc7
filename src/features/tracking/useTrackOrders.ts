import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/errors';
import { fetchOrderByNo, fetchSessionOrders, fetchUserOrders, type OrderItem } from './trackingApi';
import { normalizeOrderNo, trackingMessages } from '../../../common/domain/tracking';
import { queryCache } from '../../lib/queryCache';
import { useQuery } from '../../hooks/useQuery';
import { useSession } from '../../hooks/useSession';

/** An order as the tracking page lists it, whichever call it came from. */
export interface TrackOrder {
  orderId: number;
  orderNo: string;
  status: string;
  createdAt: string;
  totalPrice: string;
  items: OrderItem[];
  /** Set when it was found by its number: the tracking call then presents the number too. */
  foundByNumber: boolean;
  /** Whoever looks placed it (their own list, or the server says so for a number): the invoice is offered. */
  mine: boolean;
}

type Loaded = { status: 'ready'; orders: TrackOrder[] } | { status: 'error'; message: string };

/** A refusal is an answer to show, not a failed read: the cache keeps it and logs nothing. */
async function loadOrders(orderNo: string, userId: string | null, signal: AbortSignal): Promise<Loaded> {
  if (orderNo) {
    const number = normalizeOrderNo(orderNo);
    if (!number) return { status: 'error', message: trackingMessages.notFound };
    try {
      const order = await fetchOrderByNo(number, signal);
      return {
        status: 'ready',
        orders: [
          {
            orderId: order.id,
            orderNo: order.order_no,
            status: order.status,
            createdAt: order.created_at,
            totalPrice: order.total_price,
            items: order.items,
            foundByNumber: true,
            mine: order.invoice_available,
          },
        ],
      };
    } catch (error) {
      if (signal.aborted) throw error;
      // Too many lookups says so (and when to come back); anything else is "not found".
      const message =
        error instanceof ApiError && error.status === 429 ? trackingMessages.tooManyLookups : trackingMessages.notFound;
      return { status: 'error', message };
    }
  }
  try {
    const list = userId ? await fetchUserOrders(userId, signal) : await fetchSessionOrders(signal);
    return {
      status: 'ready',
      orders: list.orders.map((o) => ({
        orderId: o.order_id,
        orderNo: o.order_no,
        status: o.status,
        createdAt: o.created_at,
        totalPrice: o.total_price,
        items: o.items,
        foundByNumber: false,
        mine: true,
      })),
    };
  } catch (error) {
    if (signal.aborted) throw error;
    return { status: 'error', message: trackingMessages.loadFailed };
  }
}

/**
 * The tracking page's orders. The URL's `?orderNo=` is the search: it fills the box and is looked up
 * on load; Search puts the box into the URL, Clear takes it out. Without one, the signed-in customer's
 * orders or this browser session's are listed.
 */
export function useTrackOrders() {
  const { userId } = useSession();
  const [params, setParams] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const [box, setBox] = useState(orderNo);
  // The box follows the URL when it changes (a link followed while on the page, Back).
  const [urlNo, setUrlNo] = useState(orderNo);
  if (urlNo !== orderNo) {
    setUrlNo(orderNo);
    setBox(orderNo);
  }
  // Bumped to ask again for the same thing (Search with the same number, Clear on the default list).
  const [attempt, setAttempt] = useState(0);
  const key = `orders:track:${orderNo ? `no:${orderNo}` : userId ? `user:${userId}` : 'session'}#${attempt}`;
  const result = useQuery(queryCache.query(key, (signal) => loadOrders(orderNo, userId, signal)));
  const current = result.status === 'success' ? result.data : null;

  function search() {
    const value = box.trim().toUpperCase();
    if (!value) return clear();
    if (value === orderNo) setAttempt((n) => n + 1);
    else setParams({ orderNo: value });
  }

  function clear() {
    setBox('');
    if (orderNo) setParams({});
    else setAttempt((n) => n + 1);
  }

  return {
    box,
    setBox,
    search,
    clear,
    /** What is listed: a search's result, or the default list. */
    searching: Boolean(orderNo),
    loading: current === null,
    error: current?.status === 'error' ? current.message : null,
    orders: current?.status === 'ready' ? current.orders : [],
  };
}
