import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOW_STOCK_AT,
  EXAMPLE_SHOP_DETAILS,
  storefrontShopDetails,
  usesExampleContacts,
  whatsappHref,
} from '../../common/site/company';
import { parseShopDetails } from '../../server/config/shop-schema';

describe('shop details configuration', () => {
  it('an empty file keeps the example values, which say they are examples', () => {
    const { details, problems } = parseShopDetails({});
    expect(problems).toEqual([]);
    expect(details).toEqual(EXAMPLE_SHOP_DETAILS);
    expect(usesExampleContacts(details)).toBe(true);
  });

  it('merges what the operator sets over the examples', () => {
    const { details, problems } = parseShopDetails({
      brand: 'Kera Care',
      phone: '+91 94430 12345',
      secondPhone: '+91 94430 12346',
      careEmail: 'care@kera.in',
      ordersEmail: 'orders@kera.in',
      address: { city: 'Kochi', state: 'Kerala' },
      chat: { quickQuestions: ['Do you ship abroad?'] },
      grievanceOfficer: { name: 'R. Menon', email: 'grievance@kera.in', phone: '+91 94430 12347' },
    });
    expect(problems).toEqual([]);
    expect(details.brand).toBe('Kera Care');
    expect(details.address).toMatchObject({ city: 'Kochi', state: 'Kerala', postalCode: '642004' });
    expect(details.chat.quickQuestions).toEqual(['Do you ship abroad?']);
    expect(details.chat.welcome).toBe(EXAMPLE_SHOP_DETAILS.chat.welcome);
    expect(usesExampleContacts(details)).toBe(false);
  });

  it('names every mistake instead of ignoring it', () => {
    const { problems } = parseShopDetails({
      brnad: 'typo',
      phone: 'call us',
      careEmail: 'not-an-address',
      whatsappNumber: '+91 98',
      social: [{ name: 'X', href: 'javascript:alert(1)' }],
      map: { latitude: 200, longitude: 0 },
      chat: { quickQuestions: [] },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'unknown key "brnad"',
        expect.stringContaining('phone must be a phone number'),
        expect.stringContaining('careEmail must be an e-mail address'),
        expect.stringContaining('whatsappNumber'),
        expect.stringContaining('social[0].href must be an https:// link'),
        expect.stringContaining('map must be'),
        'chat.quickQuestions must be a list of 1 to 4 texts',
      ]),
    );
    expect(parseShopDetails([]).problems).toEqual(['the shop details must be a JSON object']);
  });

  it('takes the low-stock default as a whole number from 0 to 1000, and says so of anything else', () => {
    expect(parseShopDetails({}).details.lowStockAt).toBe(DEFAULT_LOW_STOCK_AT);
    expect(parseShopDetails({ lowStockAt: 12 })).toMatchObject({ details: { lowStockAt: 12 }, problems: [] });
    expect(parseShopDetails({ lowStockAt: 0 }).details.lowStockAt).toBe(0);
    expect(parseShopDetails({ lowStockAt: 1000 }).problems).toEqual([]);
    const line = 'lowStockAt must be a whole number of units from 0 to 1000 (0: only sold out counts)';
    for (const bad of [-1, 1001, 2.5, '10', null, true])
      expect(parseShopDetails({ lowStockAt: bad }), JSON.stringify(bad)).toMatchObject({
        details: { lowStockAt: DEFAULT_LOW_STOCK_AT },
        problems: [line],
      });
    // A staff setting: the storefront's copy of the details leaves it out, as it does the couriers.
    expect(storefrontShopDetails(parseShopDetails({ lowStockAt: 12 }).details)).not.toHaveProperty('lowStockAt');
  });

  it('builds a URL-encoded WhatsApp link', () => {
    expect(whatsappHref(EXAMPLE_SHOP_DETAILS.whatsappNumber, 'Hello! I have a question & more?')).toBe(
      `https://wa.me/${EXAMPLE_SHOP_DETAILS.whatsappNumber}?text=Hello!%20I%20have%20a%20question%20%26%20more%3F`,
    );
  });
});
