/**
 * The delivery zones' shape and the spec's defaults, apart from the rule that prices them
 * (./delivery.ts): the shop's details carry the zones on every page, and this keeps the list of
 * states (./states.ts, with its PIN table) out of the chunk every page loads.
 */
import type { Paise } from './money';
import type { IndianStateOrUt } from './states';

/** The spec's charges (SPEC "Delivery charge"): the example shop's own state, and every other. */
export const TAMIL_NADU_CHARGE: Paise = 6500;
export const OTHER_STATE_CHARGE: Paise = 12000;

/**
 * Delivery charges by zone, as the owner sets them in shop.config.json `delivery` (in rupees there,
 * in paise here): the seller's own state (its `address.state`), a list of nearby states, and the rest
 * of India; and an order subtotal from which delivery is free (null: never). The storefront, checkout,
 * invoices and the shipping policy page all price delivery through `deliveryChargePaise` with it.
 */
export interface DeliveryZones {
  /** The seller's state: its deliveries pay `ownStatePaise`. */
  ownState: IndianStateOrUt;
  ownStatePaise: Paise;
  nearbyStates: readonly IndianStateOrUt[];
  nearbyPaise: Paise;
  restOfIndiaPaise: Paise;
  /** Orders whose subtotal is at least this much are delivered free; null when no order is. */
  freeFromPaise: Paise | null;
}

/** The spec's rule as zones: Tamil Nadu ₹65, every other state ₹120, nothing free. */
export const SPEC_DELIVERY_ZONES: DeliveryZones = {
  ownState: 'Tamil Nadu',
  ownStatePaise: TAMIL_NADU_CHARGE,
  nearbyStates: [],
  nearbyPaise: OTHER_STATE_CHARGE,
  restOfIndiaPaise: OTHER_STATE_CHARGE,
  freeFromPaise: null,
};
