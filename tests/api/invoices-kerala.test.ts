// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDetails } from '../../common/site/company';
import { parseShopDetails } from '../../server/config/shop-schema';
import { gstinCheckCharacter } from '../../common/domain/gstin';
import { issueInvoice, sellerFromEnv } from '../../server/invoices/service';
import { buildTestShop, type TestShop } from './helper';
import { BrowserClient } from './browser-client';
import { placeAndPay } from './order-tracking-helpers';
import { makeProduct, type TestProduct } from './shop-helpers';

/** A shop in Kochi: its shop.config.json address is in Kerala, its GSTIN starts with 32. */
const KERALA_GSTIN = `32AAPFU0939F1Z${gstinCheckCharacter('32AAPFU0939F1Z')}`;

let shop: TestShop;
let kerala: ShopDetails;
let product: TestProduct;

beforeAll(async () => {
  const { details, problems } = parseShopDetails({
    brand: 'Kera Naturals',
    address: {
      line1: '4/212 MG Road',
      city: 'Kochi',
      district: 'Ernakulam',
      state: 'Kerala',
      postalCode: '682016',
      country: 'India',
    },
  });
  expect(problems).toEqual([]);
  kerala = details;
  shop = await buildTestShop({ trustProxy: true, shop: details });
  product = await makeProduct(shop, { price: '236.00', stock: 50 });
});
afterAll(async () => {
  await shop.close();
});

describe('a Kerala seller', () => {
  const seller = () => sellerFromEnv({ SELLER_GSTIN: KERALA_GSTIN, INVOICE_PREFIX: 'KN' }, kerala);

  it('takes its state and state code from its configuration and GSTIN', () => {
    expect(seller()).toMatchObject({
      name: 'Kera Naturals',
      state: 'Kerala',
      stateCode: '32',
      gstin: KERALA_GSTIN,
      exampleGstin: false,
      invoicePrefix: 'KN',
    });
    // A Tamil Nadu GSTIN does not belong to a Kerala seller.
    expect(() => sellerFromEnv({ SELLER_GSTIN: '33ABCDE1234F1Z7' }, kerala)).toThrow(
      /state code 33, but the seller's state Kerala has code 32/,
    );
    // Unset (development), the example printed is a Kerala one.
    expect(sellerFromEnv({}, kerala).gstin).toMatch(/^32/);
  });

  it('invoices a Kerala delivery as CGST + SGST, and a Tamil Nadu delivery as IGST, numbered KN/', async () => {
    const kerala = await placeAndPay(shop, new BrowserClient(shop.baseUrl, '198.51.100.61'), product.id, 1, {
      state: 'Kerala',
    });
    const tamilNadu = await placeAndPay(shop, new BrowserClient(shop.baseUrl, '198.51.100.62'), product.id, 1, {
      state: 'Tamil Nadu',
    });
    const within = await issueInvoice(shop.database.db, kerala.orderNo, { seller: seller() });
    const across = await issueInvoice(shop.database.db, tamilNadu.orderNo, { seller: seller() });

    expect(within.invoiceNo).toMatch(/^KN\/\d{4}-\d{2}\/\d{5}$/);
    expect(within.data.placeOfSupply).toBe('Kerala');
    expect(within.data.invoice.intraState).toBe(true);
    expect(within.data.invoice.totals.igstPaise).toBe(0);
    expect(within.data.invoice.totals.cgstPaise).toBeGreaterThan(0);
    expect(within.data.seller.stateCode).toBe('32');

    expect(across.data.placeOfSupply).toBe('Tamil Nadu');
    expect(across.data.invoice.intraState).toBe(false);
    expect(across.data.invoice.totals.cgstPaise + across.data.invoice.totals.sgstPaise).toBe(0);
    expect(across.data.invoice.totals.igstPaise).toBeGreaterThan(0);
    // Each adds up to what the shopper paid.
    expect(within.data.invoice.totals.totalPaise).toBe(Math.round(Number(kerala.total) * 100));
    expect(across.data.invoice.totals.totalPaise).toBe(Math.round(Number(tamilNadu.total) * 100));
  });
});
