import type { Paise } from './money';
import { canonicalState, likelyState } from './states';
import { SPEC_DELIVERY_ZONES, type DeliveryZones } from './delivery-zones';

export { OTHER_STATE_CHARGE, SPEC_DELIVERY_ZONES, TAMIL_NADU_CHARGE, type DeliveryZones } from './delivery-zones';
export const ENTER_SHIPPING_ADDRESS = 'Enter shipping address';

export type DeliveryZone = 'own' | 'nearby' | 'rest';

/**
 * The zone of a delivery state, read through the one list of states (common/domain/states.ts):
 * ' kerala ', the spec's 'TN' and 'tamilnadu' are their states. Checkout accepts only the canonical
 * name, so the forms it corrects only ever price the preview while the shopper types.
 */
export function deliveryZone(state: string, zones: DeliveryZones): DeliveryZone {
  const known = canonicalState(state) ?? likelyState(state);
  if (known === zones.ownState) return 'own';
  if (known && zones.nearbyStates.includes(known)) return 'nearby';
  return 'rest';
}

/**
 * The delivery charge for a state and an order subtotal: the state's zone's charge, 0 from the
 * free-delivery threshold up (the threshold itself included), null (not charged yet) while the state
 * is blank. `subtotal` is the lines' total before any coupon.
 */
export function deliveryChargePaise(
  state: string | null | undefined,
  zones: DeliveryZones = SPEC_DELIVERY_ZONES,
  subtotal: Paise = 0,
): Paise | null {
  if (!state || !state.trim()) return null;
  if (zones.freeFromPaise !== null && subtotal >= zones.freeFromPaise) return 0;
  const zone = deliveryZone(state, zones);
  return zone === 'own' ? zones.ownStatePaise : zone === 'nearby' ? zones.nearbyPaise : zones.restOfIndiaPaise;
}

/** The charges as the shipping policy page and the cart list them: one row a zone, in order. */
export function deliveryRates(zones: DeliveryZones): { places: string; paise: Paise }[] {
  const nearby = zones.nearbyStates;
  return [
    { places: zones.ownState, paise: zones.ownStatePaise },
    ...(nearby.length
      ? [
          {
            places: nearby.length < 2 ? nearby[0]! : `${nearby.slice(0, -1).join(', ')} and ${nearby.at(-1)}`,
            paise: zones.nearbyPaise,
          },
        ]
      : []),
    { places: 'All other states and union territories', paise: zones.restOfIndiaPaise },
  ];
}
