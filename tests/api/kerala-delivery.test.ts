// @vitest-environment node
/**
 * A shop set up for Kerala (shop.config.json: address in Kochi, nearby states, its own charges): a
 * Kerala delivery is charged the own-state rate alike in the cart (the page's shop details, priced
 * by the cart's own rule), at checkout (the server's price), and on the GST invoice. The shipping
 * policy page's text: tests/component/content-pages.test.tsx, with the same settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDetails } from '../../common/site/company';
import { parseShopDetails } from '../../server/config/shop-schema';
import { issueInvoice } from '../../server/invoices/service';
import { totalsOf } from '../../src/features/checkout/checkout';
import { BrowserClient } from './browser-client';
import { buildTestShop, type TestShop } from './helper';
import { placeAndPay } from './order-tracking-helpers';
import { makeProduct, type TestProduct } from './shop-helpers';
import { KERALA_SETTINGS } from '../mocks/kerala-shop';

let shop: TestShop;
let kerala: ShopDetails;
let product: TestProduct;

beforeAll(async () => {
  const { details, problems } = parseShopDetails(KERALA_SETTINGS);
  expect(problems).toEqual([]);
  kerala = details;
  shop = await buildTestShop({ trustProxy: true, shop: details });
  product = await makeProduct(shop, { price: '236.00', stock: 50 });
});
afterAll(async () => {
  await shop?.close();
});

/** The shop's details as the cart page gets them: embedded in the page the server sends. */
async function pageDetails(path: string): Promise<ShopDetails> {
  const html = (await shop.get(path)).text;
  const json = /<script type="application\/json" id="shop-details">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, path).toBeDefined();
  return JSON.parse(json!) as ShopDetails;
}

describe('a Kerala shop charges a Kerala delivery its own-state rate', () => {
  it('in the cart: the page carries the Kerala zones, and the cart prices Kerala at ₹50', async () => {
    const details = await pageDetails('/Cart');
    expect(details.delivery).toEqual({
      ownState: 'Kerala',
      ownStatePaise: 5000,
      nearbyStates: ['Tamil Nadu', 'Karnataka'],
      nearbyPaise: 8000,
      restOfIndiaPaise: 13000,
      freeFromPaise: 150000,
    });
    const browser = new BrowserClient(shop.baseUrl, '198.51.100.71');
    expect((await browser.post('/api/cart/', { product_id: product.id, quantity: 1 })).status).toBe(201);
    const lines = (await browser.get('/api/cart-fetch/')).body;
    const price = (state: string) => totalsOf(lines, state, null, details.delivery).delivery;
    expect(price('Kerala')).toBe(5000);
    expect(price('Tamil Nadu')).toBe(8000);
    expect(price('Delhi')).toBe(13000);
  });

  it('at checkout and on the invoice: ₹50 for Kerala, ₹80 next door, ₹130 further', async () => {
    const cases = [
      ['Kerala', '50.00', 5000, '198.51.100.72'],
      ['Karnataka', '80.00', 8000, '198.51.100.73'],
      ['Delhi', '130.00', 13000, '198.51.100.74'],
    ] as const;
    for (const [state, rupees, paise, ip] of cases) {
      const paid = await placeAndPay(shop, new BrowserClient(shop.baseUrl, ip), product.id, 1, { state });
      // The server's price: the product's 236.00 and the zone's charge.
      expect(paid.total, state).toBe((236 + Number(rupees)).toFixed(2));
      const { data } = await issueInvoice(shop.database.db, paid.orderNo, { shop: kerala });
      const delivery = data.invoice.lines.find((l) => l.description === 'Delivery charge');
      expect(delivery?.valuePaise, state).toBe(paise);
      expect(data.invoice.totals.totalPaise, state).toBe(23600 + paise);
      expect(data.invoice.intraState, state).toBe(state === 'Kerala');
    }
  });
});
