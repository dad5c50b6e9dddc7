import type { OrderDetail, OrderItem, OrdersList, TrackingResponse } from '../../../common/contract/orders';
import { api, get } from '../../api/client';

export type { OrderDetail, OrderItem, OrdersList, TrackingResponse };

/** The order behind a number (anyone holding it may look; the server limits lookups per network). */
export const fetchOrderByNo = (orderNo: string, signal?: AbortSignal) =>
  get<OrderDetail>(`orders/${encodeURIComponent(orderNo)}/`, undefined, signal);

/** The signed-in customer's orders, newest first. */
export const fetchUserOrders = (userId: string, signal?: AbortSignal) =>
  get<OrdersList>(`fetch-order/${encodeURIComponent(userId)}/`, undefined, signal);

/** This browser session's guest orders (the session cookie says whose). */
export const fetchSessionOrders = (signal?: AbortSignal) =>
  get<OrdersList>('fetch-orders-by-session/', undefined, signal);

/**
 * Shipping and tracking of an order. Its owner needs nothing more; someone who found it by its
 * number sends that number along.
 */
export const fetchTracking = (orderId: number, orderNo?: string, signal?: AbortSignal) =>
  get<TrackingResponse>(`order_track/${orderId}/`, orderNo ? { order_no: orderNo } : undefined, signal);

/** The GST invoice of a paid order, as a PDF; only its owner gets it (anyone else: 404). */
export async function fetchInvoice(orderNo: string): Promise<Blob> {
  const answer = await api.get<ArrayBuffer>(`orders/${encodeURIComponent(orderNo)}/invoice/`, {
    responseType: 'arraybuffer',
  });
  return new Blob([answer.data], { type: 'application/pdf' });
}
