import { describe, expect, it } from 'vitest';
import {
  deliveryChargePaise,
  deliveryRates,
  SPEC_DELIVERY_ZONES,
  type DeliveryZones,
} from '../../common/domain/delivery';
import { parseShopDetails } from '../../server/config/shop-schema';

const kerala: DeliveryZones = {
  ownState: 'Kerala',
  ownStatePaise: 6500,
  nearbyStates: ['Tamil Nadu', 'Karnataka'],
  nearbyPaise: 9000,
  restOfIndiaPaise: 12000,
  freeFromPaise: 99_900,
};

describe('delivery charges by zone', () => {
  it('keeps the spec’s ₹65 for Tamil Nadu and ₹120 elsewhere by default', () => {
    expect(deliveryChargePaise('Tamil Nadu')).toBe(6500);
    expect(deliveryChargePaise('TN')).toBe(6500);
    expect(deliveryChargePaise('Kerala')).toBe(12000);
    expect(deliveryChargePaise('  ')).toBeNull();
    expect(deliveryChargePaise('Kerala', SPEC_DELIVERY_ZONES, 10_000_000)).toBe(12000);
  });

  it('charges a Kerala shop’s own state, its neighbours and the rest of India their own rates', () => {
    expect(deliveryChargePaise('Kerala', kerala, 50_000)).toBe(6500);
    expect(deliveryChargePaise('kerela', kerala, 50_000)).toBe(6500);
    expect(deliveryChargePaise('Tamil Nadu', kerala, 50_000)).toBe(9000);
    expect(deliveryChargePaise('Karnataka', kerala, 50_000)).toBe(9000);
    expect(deliveryChargePaise('Delhi', kerala, 50_000)).toBe(12000);
  });

  it('is free from the threshold up, the threshold itself included, and charged a paisa below it', () => {
    expect(deliveryChargePaise('Delhi', kerala, 99_899)).toBe(12000);
    expect(deliveryChargePaise('Delhi', kerala, 99_900)).toBe(0);
    expect(deliveryChargePaise('Kerala', kerala, 99_901)).toBe(0);
    expect(deliveryChargePaise('', kerala, 99_900)).toBeNull();
  });

  it('lists the zones for the policy page', () => {
    expect(deliveryRates(kerala)).toEqual([
      { places: 'Kerala', paise: 6500 },
      { places: 'Tamil Nadu and Karnataka', paise: 9000 },
      { places: 'All other states and union territories', paise: 12000 },
    ]);
  });
});

describe('shop.config.json delivery', () => {
  const address = { state: 'Kerala', city: 'Kochi' };
  it('reads rupees into paise, with the own state from the address', () => {
    const { details, problems } = parseShopDetails({
      address,
      delivery: {
        ownStateCharge: 65,
        nearbyStates: ['Tamil Nadu', 'Karnataka'],
        nearbyCharge: 90,
        freeDeliveryFrom: 999,
      },
    });
    expect(problems).toEqual([]);
    expect(details.delivery).toEqual(kerala);
  });

  it('defaults to the spec’s charges counted from the shop’s own state', () => {
    const { details } = parseShopDetails({ address });
    expect(details.delivery).toEqual({ ...SPEC_DELIVERY_ZONES, ownState: 'Kerala' });
  });

  it('refuses an unknown state, a misspelt one, and a negative charge', () => {
    expect(parseShopDetails({ address, delivery: { nearbyStates: ['Narnia'] } }).problems).toEqual([
      'delivery.nearbyStates[0] "Narnia" is not an Indian state or union territory',
    ]);
    expect(parseShopDetails({ address, delivery: { nearbyStates: ['Tamilnadu'] } }).problems).toEqual([
      'delivery.nearbyStates[0] "Tamilnadu" is not an Indian state or union territory (did you mean "Tamil Nadu"?)',
    ]);
    expect(parseShopDetails({ address: { state: 'Kerela' } }).problems).toEqual([
      'address.state "Kerela" is not an Indian state or union territory (did you mean "Kerala"?)',
    ]);
    expect(parseShopDetails({ address, delivery: { restOfIndiaCharge: -5 } }).problems).toEqual([
      'delivery must be {ownStateCharge, nearbyStates, nearbyCharge, restOfIndiaCharge, freeDeliveryFrom}: rupees from 0 to 100000, states by name',
    ]);
  });

  it('refuses a viewing count and a dispatch promise out of range', () => {
    expect(parseShopDetails({ viewingCount: { show: 'yes' } }).problems).toHaveLength(1);
    expect(parseShopDetails({ dispatchDays: { min: 5, max: 2 } }).problems).toEqual([
      'dispatchDays.min must not be more than dispatchDays.max',
    ]);
    expect(parseShopDetails({ dispatchDays: { min: 2, max: 4 }, viewingCount: { show: true } }).details).toMatchObject({
      dispatchDays: { min: 2, max: 4 },
      viewingCount: { show: true, withinMinutes: 5 },
    });
  });
});
