/**
 * Puts the shop's configured details in force in the storefront. The server writes them into every
 * page as `<script type="application/json" id="shop-details">` (server/pages/head.ts); built files
 * served by another server keep the defaults of common/site/company.ts. Imported FIRST by
 * src/main.tsx, so every module evaluated after it reads the configured details.
 */
import { configureShop, type ShopDetails } from '../../common/site/company';

/**
 * The server checked the details against its schema when it started (server/config/shop-schema.ts), so
 * the browser only makes sure it got an object: the checker stays out of the code every page
 * starts with (scripts/check-budget.ts).
 */
const element = typeof document === 'undefined' ? null : document.getElementById('shop-details');
if (element?.textContent) {
  try {
    const details: unknown = JSON.parse(element.textContent);
    if (typeof details === 'object' && details !== null && 'brand' in details && 'address' in details)
      configureShop(details as ShopDetails);
    else console.error('Shop details ignored: not the details of a shop');
  } catch (error) {
    console.error('Shop details ignored: not valid JSON', error);
  }
}
