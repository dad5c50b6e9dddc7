import { toPaise, type Paise } from './money';

export type OfferType = 'discount_percentage' | 'buy_x_get_y' | null;

/** The fields of a product (the API's ProductSummary) that decide what it costs. */
export interface PriceFields {
  price: string;
  discount_percentage?: string | null;
  offer_type?: OfferType | string | null;
  buy_x?: number | null;
  get_y?: number | null;
}

/** "12.50" -> 1250 basis points; null, '' and '0.00' are 0. */
function discountBasisPoints(discountPercentage: string | number | null | undefined): number {
  if (discountPercentage === null || discountPercentage === undefined || discountPercentage === '') return 0;
  const bp = toPaise(discountPercentage); // same two-decimal parsing: "12.50" -> 1250
  return Math.min(Math.max(bp, 0), 10000);
}

/**
 * True when the discount applies (its label shows and its price is charged): the shop's rule, "only when
 * offer is discount type and the value is not '0.00'". A product with no offer type, or a
 * buy-X-get-Y offer, sells at its price whatever its discount_percentage holds.
 */
export function hasPercentDiscount(p: Pick<PriceFields, 'discount_percentage' | 'offer_type'>): boolean {
  return p.offer_type === 'discount_percentage' && discountBasisPoints(p.discount_percentage) > 0;
}

/** The label's number as the field spells it ("10.00" -> "10.00"): the label '-{discount_percentage}%'. */
export function formatPercent(discountPercentage: string | number | null | undefined): string {
  return String(discountPercentage ?? '').trim();
}

/**
 * The formula price − price × discount% / 100, rounded once, half up, on the price (12.5 % off
 * ₹349.00 is ₹305.38 = 305.375 rounded up). Integer arithmetic in paise × basis points, so no float
 * ever decides a paisa.
 */
export function discountedUnitPaise(p: PriceFields): Paise {
  const price = toPaise(p.price);
  if (!hasPercentDiscount(p)) return price;
  const bp = discountBasisPoints(p.discount_percentage);
  return Math.floor((price * (10000 - bp) + 5000) / 10000);
}

/** What one unit saves: price × percent ÷ 100. */
export function unitSavingPaise(p: PriceFields): Paise {
  return toPaise(p.price) - discountedUnitPaise(p);
}

/** True when a buy-X-get-Y offer applies. */
export function hasBuyXGetY(p: Pick<PriceFields, 'offer_type' | 'buy_x' | 'get_y'>): boolean {
  return p.offer_type === 'buy_x_get_y' && (p.buy_x ?? 0) > 0 && (p.get_y ?? 0) > 0;
}

/** Units paid for under "buy X get Y free": each full group of X+Y pays X. */
export function payableQuantity(quantity: number, buyX: number, getY: number): number {
  if (buyX <= 0 || getY <= 0) return quantity;
  const group = buyX + getY;
  return Math.floor(quantity / group) * buyX + Math.min(quantity % group, buyX);
}

export interface LineInput extends PriceFields {
  quantity: number;
  /** The chosen size's add-on, charged on every unit. */
  sizeAddOn?: string | null;
}

/** (discounted unit price + size add-on) × quantity, with free units of a buy-X-get-Y offer taken off. */
export function lineTotalPaise(line: LineInput): Paise {
  const unit = discountedUnitPaise(line) + (line.sizeAddOn ? toPaise(line.sizeAddOn) : 0);
  const quantity = Math.max(0, Math.floor(line.quantity));
  const paid = hasBuyXGetY(line) ? payableQuantity(quantity, line.buy_x ?? 0, line.get_y ?? 0) : quantity;
  return unit * paid;
}
