/**
 * Couriers the shop ships with, from shop.config.json's `couriers` (server/config/shop-schema.ts):
 * each has a short id an operator types (`--courier indiapost`), the name the customer reads on the
 * tracking page and in the shipped e-mail, and the pattern of its tracking link with `{number}` where
 * the tracking number goes.
 */
export interface Courier {
  /** What the operator types: lower-case letters, digits and hyphens. */
  id: string;
  /** What the customer reads: "India Post". */
  name: string;
  /** An https:// link with `{number}` in it. */
  trackingUrl: string;
}

export const NUMBER_PLACEHOLDER = '{number}';

/**
 * Examples; an owner checks each link against the courier's own site and lists their own in
 * shop.config.json (the list given there replaces this one).
 */
export const EXAMPLE_COURIERS: readonly Courier[] = [
  {
    id: 'indiapost',
    name: 'India Post',
    trackingUrl:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={number}',
  },
  { id: 'dtdc', name: 'DTDC', trackingUrl: 'https://www.dtdc.in/tracking.asp?strCnno={number}' },
  { id: 'delhivery', name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{number}' },
  {
    id: 'bluedart',
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={number}',
  },
];

/** The courier's link for one tracking number; the number is URL-encoded wherever the pattern puts it. */
export function courierTrackingUrl(courier: Courier, trackingNumber: string): string {
  return courier.trackingUrl.split(NUMBER_PLACEHOLDER).join(encodeURIComponent(trackingNumber.trim()));
}

/** The courier with that id (case and spaces ignored), or undefined. */
export function findCourier(couriers: readonly Courier[], id: string): Courier | undefined {
  const wanted = id.trim().toLowerCase();
  return couriers.find((c) => c.id === wanted);
}

/** The sentence for an id the shop does not know, naming the ones it does. */
export function unknownCourierMessage(couriers: readonly Courier[], id: string): string {
  const known = couriers.map((c) => `${c.id} (${c.name})`).join(', ');
  return known
    ? `Unknown courier "${id.trim()}". This shop's couriers: ${known}; or give the full tracking URL instead.`
    : `Unknown courier "${id.trim()}": this shop lists no couriers in shop.config.json; give the full tracking URL instead.`;
}
