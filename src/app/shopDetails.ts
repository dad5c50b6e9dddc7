import { EXAMPLE_SHOP_DETAILS, type StorefrontShopDetails } from '../../common/site/company';

/**
 * The shop's details from the page: the server writes them into every page as
 * `<script type="application/json" id="shop-details">` (server/pages/head.ts); built files served
 * by another server have none, and show the example details. The server checked them against its
 * schema when it started (server/config/shop-schema.ts), so the browser only makes sure it got an
 * object: the checker stays out of the code every page starts with (scripts/check-budget.ts).
 */
export function readShopDetails(): StorefrontShopDetails {
  const text = document.getElementById('shop-details')?.textContent;
  if (text) {
    try {
      const details: unknown = JSON.parse(text);
      if (typeof details === 'object' && details !== null && 'brand' in details && 'address' in details)
        return details as StorefrontShopDetails;
      console.error('Shop details ignored: not the details of a shop');
    } catch (error) {
      console.error('Shop details ignored: not valid JSON', error);
    }
  }
  return EXAMPLE_SHOP_DETAILS;
}
