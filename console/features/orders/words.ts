import type { OrderStatus } from '../../../common/contract/admin';

/** Each status as the console names it. */
export const STATUS_LABEL: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid, to ship',
  shipped: 'Shipped',
  delivered: 'Delivered',
  expired: 'Expired',
  payment_review: 'Payment to review',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** The filter chips of the orders list, in the order a packer wants them. */
export const ORDER_FILTERS: { id: string; label: string; status?: OrderStatus; flagged?: boolean }[] = [
  { id: 'all', label: 'All' },
  { id: 'paid', label: 'To ship', status: 'paid' },
  { id: 'flagged', label: 'Flagged', flagged: true },
  { id: 'shipped', label: 'Shipped', status: 'shipped' },
  { id: 'delivered', label: 'Delivered', status: 'delivered' },
  { id: 'awaiting_payment', label: 'Awaiting payment', status: 'awaiting_payment' },
  { id: 'refunded', label: 'Refunded', status: 'refunded' },
];
