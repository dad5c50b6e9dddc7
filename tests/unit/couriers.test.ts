import { describe, expect, it } from 'vitest';
import { courierTrackingUrl, EXAMPLE_COURIERS, findCourier, unknownCourierMessage } from '../../common/domain/couriers';
import { parseShopDetails } from '../../server/config/shop-schema';
import { shipmentLink } from '../../server/fulfilment/service';

const courier = (id: string) => findCourier(EXAMPLE_COURIERS, id)!;

describe('courier tracking links', () => {
  it('puts the tracking number where each example pattern says', () => {
    expect(courierTrackingUrl(courier('indiapost'), 'EK123456789IN')).toBe(
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment=EK123456789IN',
    );
    expect(courierTrackingUrl(courier('delhivery'), ' 1234567890123 ')).toBe(
      'https://www.delhivery.com/track/package/1234567890123',
    );
    expect(courierTrackingUrl(courier('bluedart'), '69372212345')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=69372212345',
    );
    expect(courierTrackingUrl(courier('dtdc'), 'D12345678')).toBe('https://www.dtdc.in/tracking.asp?strCnno=D12345678');
  });

  it('URL-encodes the number and fills every {number} in a pattern', () => {
    const own = { id: 'own', name: 'Own', trackingUrl: 'https://t.example/{number}?again={number}' };
    expect(courierTrackingUrl(own, 'A B/1&x')).toBe('https://t.example/A%20B%2F1%26x?again=A%20B%2F1%26x');
  });

  it('finds a courier by id whatever the case, and names the known ones for an unknown id', () => {
    expect(findCourier(EXAMPLE_COURIERS, ' IndiaPost ')?.name).toBe('India Post');
    expect(findCourier(EXAMPLE_COURIERS, 'fedex')).toBeUndefined();
    expect(unknownCourierMessage(EXAMPLE_COURIERS, 'fedex')).toBe(
      'Unknown courier "fedex". This shop\'s couriers: indiapost (India Post), dtdc (DTDC), delhivery (Delhivery), bluedart (Blue Dart); or give the full tracking URL instead.',
    );
  });

  it('records a shipment with the courier link, a given URL over the pattern, or refuses', () => {
    const n = { trackingNumber: 'EK123456789IN' };
    expect(shipmentLink(EXAMPLE_COURIERS, { ...n, courier: 'indiapost' })).toEqual({
      trackingUrl: courierTrackingUrl(courier('indiapost'), 'EK123456789IN'),
      courier: 'India Post',
    });
    expect(shipmentLink(EXAMPLE_COURIERS, { ...n, courier: 'dtdc', trackingUrl: 'https://x.example/1' })).toEqual({
      trackingUrl: 'https://x.example/1',
      courier: 'DTDC',
    });
    expect(shipmentLink(EXAMPLE_COURIERS, { ...n, trackingUrl: 'https://x.example/1' })).toEqual({
      trackingUrl: 'https://x.example/1',
      courier: null,
    });
    expect(() => shipmentLink(EXAMPLE_COURIERS, { ...n, courier: 'fedex' })).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringMatching(/^Unknown courier "fedex"/) }),
    );
    expect(() => shipmentLink(EXAMPLE_COURIERS, n)).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringMatching(/courier .* or the full tracking URL/) }),
    );
  });
});

describe('couriers in shop.config.json', () => {
  it('defaults to the four examples, and a list given replaces them', () => {
    expect(parseShopDetails({}).details.couriers.map((c) => c.id)).toEqual([
      'indiapost',
      'dtdc',
      'delhivery',
      'bluedart',
    ]);
    const own = { id: 'st-courier', name: 'ST Courier', trackingUrl: 'https://stcourier.example/track?awb={number}' };
    const { details, problems } = parseShopDetails({ couriers: [own] });
    expect(problems).toEqual([]);
    expect(details.couriers).toEqual([own]);
  });

  it('refuses a bad courier entry with a sentence naming it', () => {
    const bad = (entry: unknown) => parseShopDetails({ couriers: [entry] }).problems;
    expect(bad({ id: 'x', name: 'X', trackingUrl: 'https://x.example/track' })).toEqual([
      'couriers[0].trackingUrl must be an https:// link with {number} where the tracking number goes (got "https://x.example/track")',
    ]);
    expect(bad({ id: 'x', name: 'X', trackingUrl: 'http://x.example/{number}' })[0]).toMatch(
      /must be an https:\/\/ link/,
    );
    expect(bad({ id: 'India Post', name: 'X', trackingUrl: 'https://x.example/{number}' })).toEqual([
      'couriers[0] must be {id, name, trackingUrl}: id in lower-case letters, digits and hyphens (up to 30), trackingUrl an https:// link with {number} in it',
    ]);
    expect(bad({ id: 'x', name: '', trackingUrl: 'https://x.example/{number}' })).toEqual([
      'couriers[0].name must be a non-empty text of at most 60 characters',
    ]);
    expect(bad({ id: 'x', name: 'X', trackingUrl: 'https://x.example/{number}', phone: '1' })[0]).toMatch(
      /^couriers\[0\] must be \{id, name, trackingUrl\}/,
    );
    const twice = { id: 'x', name: 'X', trackingUrl: 'https://x.example/{number}' };
    expect(parseShopDetails({ couriers: [twice, twice] }).problems).toEqual(['couriers[1].id "x" is listed twice']);
    expect(parseShopDetails({ couriers: 'indiapost' }).problems).toEqual([
      'couriers must be a list of {id, name, trackingUrl}',
    ]);
  });
});
