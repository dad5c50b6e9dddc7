/**
 * What a product's price, discount and add-on amounts may be when a person types them in the console
 * (server/products/service.ts checks them on the server, console/features/products/ as they are typed):
 * rupees with at most two decimals, a price above 0, a discount from 0 to 100 %. Each rule answers
 * the sentence the person reads, or undefined when the value is fine.
 */

/** Rupees with up to two decimals, no sign, no exponent: what catalogue import takes (server/operators/catalogue-rows.ts). */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** The highest price the products table holds comfortably (numeric(12,2)), far above any product. */
export const MAX_PRICE_PAISE = 10_000_000_000;

export function amountPaise(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function priceProblem(text: string): string | undefined {
  const t = text.trim();
  if (/^-/.test(t)) return `The price cannot be negative (got ${t}).`;
  if (/^\d+\.\d{3,}$/.test(t)) return `The price has at most two decimals (paise), such as 499.50 (got ${t}).`;
  if (!AMOUNT.test(t)) return `The price must be an amount in rupees such as 499.00 (got ${JSON.stringify(text)}).`;
  const paise = amountPaise(t);
  if (paise === 0) return 'The price must be more than 0.';
  if (paise > MAX_PRICE_PAISE) return 'The price is too high.';
  return undefined;
}

export function discountProblem(text: string): string | undefined {
  const t = text.trim();
  if (!AMOUNT.test(t))
    return `The discount must be a percentage from 0 to 100 such as 10 or 12.5 (got ${JSON.stringify(text)}).`;
  if (amountPaise(t) > 10_000) return `The discount cannot be more than 100% (got ${t}).`;
  return undefined;
}

/** A size's add-on to the price (0 for the first size): an amount of 0 or more. */
export function addOnProblem(text: string, size: string): string | undefined {
  const t = text.trim();
  if (!AMOUNT.test(t) || amountPaise(t) > MAX_PRICE_PAISE)
    return `The add-on of size ${size} must be an amount of 0 or more such as 50.00 (got ${JSON.stringify(text)}).`;
  return undefined;
}

/** "499.5" → "499.50": amounts are stored and shown with two decimals. */
export function twoDecimals(text: string): string {
  const paise = amountPaise(text.trim());
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** A slug made of a name: lower-case letters, digits and single hyphens (what catalogue import takes). */
export function slugOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'product'
  );
}
