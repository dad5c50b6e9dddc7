/**
 * How a product's labels and price read on a card, the product page and the quick view: shared
 * with the server, which writes the first cards of a listing into its HTML (server/pages/first-screen.ts).
 */
import { formatInr, groupIndian, toPaise } from './money';
import { discountedUnitPaise, formatPercent, hasPercentDiscount } from './pricing';

export type LabelKind = 'bogo' | 'discount' | 'sold-out' | 'coming-soon' | 'trending';
export interface ProductLabel {
  kind: LabelKind;
  text: string;
}

/**
 * The fields of a product (the API's ProductSummary) that the labels and the price read, spelled
 * here so that the rules do not import the API contract, which imports them.
 */
interface DisplayFields {
  price: string;
  discount_percentage: string;
  offer_type: 'discount_percentage' | 'buy_x_get_y' | null;
  is_bogo: boolean;
  buy_quantity: number | null;
  get_quantity: number | null;
  sold_out: boolean;
  coming_soon: boolean;
  latest_collection: boolean;
}

type LabelFields = Pick<
  DisplayFields,
  | 'is_bogo'
  | 'buy_quantity'
  | 'get_quantity'
  | 'discount_percentage'
  | 'offer_type'
  | 'sold_out'
  | 'coming_soon'
  | 'latest_collection'
>;

/** A card's labels, in the order they are shown: offer, discount, stock, trending. */
export function productLabels(p: LabelFields): ProductLabel[] {
  const labels: ProductLabel[] = [];
  if (p.is_bogo) labels.push({ kind: 'bogo', text: `Buy ${p.buy_quantity ?? ''} Get ${p.get_quantity ?? ''}` });
  if (hasPercentDiscount(p)) labels.push({ kind: 'discount', text: `-${formatPercent(p.discount_percentage)}%` });
  if (p.sold_out) labels.push({ kind: 'sold-out', text: 'Sold Out' });
  if (p.coming_soon) labels.push({ kind: 'coming-soon', text: 'Coming Soon' });
  if (p.latest_collection) labels.push({ kind: 'trending', text: 'Trending' });
  return labels;
}

export interface PriceView {
  /** Discounted (or plain) unit price, e.g. "1,349.10 INR". */
  current: string;
  /** The struck-out original price, only when discounted. */
  original: string | null;
}

/**
 * Price block rules: null when coming soon (hidden), else the discounted price plus the original when
 * discounted. `addOn` is a chosen size's extra, added to both (the discount never applies to it).
 */
export function priceView(
  p: Pick<DisplayFields, 'price' | 'discount_percentage' | 'offer_type' | 'coming_soon'>,
  format: (paise: number) => string = formatInr,
  addOn = 0,
): PriceView | null {
  if (p.coming_soon) return null;
  const discounted = hasPercentDiscount(p);
  return {
    current: format(discountedUnitPaise(p) + addOn),
    original: discounted ? format(toPaise(p.price) + addOn) : null,
  };
}

/** What a listing card shows of a product besides its name and pictures. */
export interface CardView {
  labels: ProductLabel[];
  price: PriceView | null;
}

export const cardView = (p: LabelFields & Parameters<typeof priceView>[0]): CardView => ({
  labels: productLabels(p),
  price: priceView(p),
});

/**
 * How many products a listing holds, as its header says it: "1 product", "16 products", "1,20,000
 * products". Grouped by hand, not with toLocaleString: a page's first Intl formatter loads the
 * browser's locale data, 12.5 ms of a listing's first render on a desktop (about 170 ms on a budget
 * phone), for one integer.
 */
export const productCount = (count: number): string =>
  `${groupIndian(String(Math.trunc(count)))} ${count === 1 ? 'product' : 'products'}`;
