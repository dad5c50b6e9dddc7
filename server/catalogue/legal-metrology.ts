/**
 * The Legal Metrology (Packaged Commodities) Rules, 2011 declarations of a product, rendered each
 * time the product is read: MRP from the price and size add-ons, net quantity and best before from
 * the product's columns, manufacturer, origin and consumer care from the company details. Nothing
 * here is stored, so a price change shows at once.
 */
import type { ShopDetails } from '../../common/site/company';
import { escapeHtml } from '../../common/site/html';
import { formatRupees, toPaise } from '../../common/domain/money';

/** Hours of the consumer care line, printed with its numbers. */
const CARE_HOURS = 'Mon–Sat, 9:30 am–6:00 pm';

export interface LegalMetrologyFields {
  /** MRP of the first size, inclusive of all taxes. */
  price: string;
  /** Sizes in order; each price is the add-on to the first size's MRP. */
  sizes: readonly { value: string; price: string }[];
  netQuantity: string;
  /** Used when no net quantity was recorded. */
  packSize: string;
  shelfLifeMonths: number | null;
  bestBeforeNote: string;
}

function companyAddress(shop: ShopDetails): string {
  const a = shop.address;
  return `${a.line1}, ${a.city}, ${a.district} District, ${a.state} ${a.postalCode}, ${a.country}`;
}

/** The declaration rows, label then value, as plain text. */
function legalDeclarations(shop: ShopDetails, p: LegalMetrologyFields): Array<[string, string]> {
  const base = toPaise(p.price);
  const [first, ...others] = p.sizes;
  const rows: Array<[string, string]> = [
    [
      'MRP',
      first
        ? `${formatRupees(base)} (${first.value}), inclusive of all taxes`
        : `${formatRupees(base)} (inclusive of all taxes)`,
    ],
  ];
  if (others.length > 0) {
    const each = others.map((s) => `${s.value}: ${formatRupees(base + toPaise(s.price))}`).join('; ');
    rows.push(['MRP of other sizes', `${each}, inclusive of all taxes`]);
  }
  const net = p.netQuantity || p.packSize || 'Printed on the pack';
  const maker = `${shop.legalName}, ${companyAddress(shop)}`;
  const bestBefore =
    p.shelfLifeMonths === null
      ? 'Printed on the pack'
      : `${p.shelfLifeMonths} months from manufacture${p.bestBeforeNote ? ` (${p.bestBeforeNote})` : ''}`;
  rows.push(
    ['Net quantity', others.length > 0 ? `${net} (also available in ${others.map((s) => s.value).join(', ')})` : net],
    ['Manufactured & marketed by', maker],
    ['Country of origin', shop.address.country],
    ['Month & year of manufacture', 'Printed on the pack'],
    ['Best before', bestBefore],
    ['Consumer care', `${shop.careEmail} | ${shop.phone} (${CARE_HOURS}) | ${maker}`],
  );
  return rows;
}

/** The declarations as the table that opens the Additional Information tab. */
export function legalDeclarationsHtml(shop: ShopDetails, p: LegalMetrologyFields): string {
  const body = legalDeclarations(shop, p)
    .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return `<table class="table table-sm legal-declarations"><caption>Declarations under the Legal Metrology (Packaged Commodities) Rules, 2011</caption><tbody>${body}</tbody></table>`;
}
