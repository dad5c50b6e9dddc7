/**
 * Puts the shop's configured details in force in the storefront. The server writes them into every
 * page as `<script type="application/json" id="shop-details">` (server/seo/head.ts); built files
 * served by another server keep the defaults of common/site/company.ts. Imported FIRST by
 * src/main.tsx, so every module evaluated after it reads the configured details.
 */
import { configureShop, parseShopDetails } from '../../common/site/company';

const element = typeof document === 'undefined' ? null : document.getElementById('shop-details');
if (element?.textContent) {
  try {
    const { details, problems } = parseShopDetails(JSON.parse(element.textContent));
    if (problems.length) console.error('Shop details ignored:', problems.join('; '));
    else configureShop(details);
  } catch (error) {
    console.error('Shop details ignored: not valid JSON', error);
  }
}
