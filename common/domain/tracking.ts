/**
 * Order tracking rules shared by the API and the storefront: the order number's shape, the status
 * shown to the shopper, the three steps of the tracking modal, and the tracking page's texts.
 */

/** Order numbers are 8 characters of this alphabet (no 0, O, 1 or I, which are easily confused). */
export const ORDER_NO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ORDER_NO_LENGTH = 8;
const ORDER_NO_PATTERN = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

/** An example for the search box's placeholder: the real shape, not a real order. */
export const ORDER_NO_EXAMPLE = '7KQ2M9XA';

/**
 * The order number as typed (spaces around it and lower case forgiven), or undefined when it cannot
 * be one: the API answers 400 to that without looking anything up.
 */
export function normalizeOrderNo(input: string): string | undefined {
  const value = input.trim().toUpperCase();
  return ORDER_NO_PATTERN.test(value) ? value : undefined;
}

export type TrackingStatus = 'processing' | 'shipped' | 'delivered';

export interface TrackingFlags {
  is_shipped?: boolean | null;
  is_delivered?: boolean | null;
}

/** Delivered if delivered, else shipped if shipped, else processing (also when nothing is known yet). */
export function trackingStatus(tracking: TrackingFlags | null | undefined): TrackingStatus {
  if (tracking?.is_delivered) return 'delivered';
  if (tracking?.is_shipped) return 'shipped';
  return 'processing';
}

/** 'shipped' → 'Shipped'; each word capitalised, the rest lower case. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim()
    .replace(/(^|\s)\S/g, (c) => c.toUpperCase());
}

/** The status as the modal shows it: 'Processing', 'Shipped' or 'Delivered'. */
export function trackingStatusTitle(tracking: TrackingFlags | null | undefined): string {
  return titleCase(trackingStatus(tracking)) || 'Processing';
}

export interface TrackingStep {
  label: 'Order Placed' | 'Shipped' | 'Delivered';
  complete: boolean;
}

/** Order Placed is always complete; Shipped once shipped or delivered; Delivered once delivered. */
export function trackingSteps(tracking: TrackingFlags | null | undefined): TrackingStep[] {
  const status = trackingStatus(tracking);
  return [
    { label: 'Order Placed', complete: true },
    { label: 'Shipped', complete: status !== 'processing' },
    { label: 'Delivered', complete: status === 'delivered' },
  ];
}

/** How long 'Copied!' shows after copying a tracking number, before the tracking link opens. */
export const COPIED_MS = 1000;

/** The tracking page's texts, spelt as the storefront shows them. */
export const trackingMessages = {
  noOrders: 'No orders found',
  notFound: 'Order not found. Please check the order number and try again.',
  loadFailed: 'Failed to load orders. Please try again.',
  trackingFailed: 'Sorry! Kindly check back later, tracking details are not available right now.',
  notAvailable: 'Not available',
  copied: 'Copied!',
  invalidOrderNo: `An order number is ${ORDER_NO_LENGTH} letters and digits, such as ${ORDER_NO_EXAMPLE}.`,
  tooManyLookups: 'Too many order lookups from this network. Please try again later.',
} as const;
