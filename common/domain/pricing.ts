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

/** True when the -N% label shows: a discount-type offer whose value is above 0 ('0.00' shows nothing). */
export function hasPercentDiscount(p: Pick<PriceFields, 'discount_percentage' | 'offer_type'>): boolean {
  const offerAllows = p.offer_type === undefined || p.offer_type === null || p.offer_type === 'discount_percentage';
  return offerAllows && discountBasisPoints(p.discount_percentage) > 0;
}

/** "12.50" -> "12.5", "10.00" -> "10": how a percentage reads in a label. */
export function formatPercent(discountPercentage: string | number | null | undefined): string {
  const bp = discountBasisPoints(discountPercentage);
  return String(bp / 100);
}

/** Price − price × discount% / 100, rounded half up to the paisa. */
export function discountedUnitPaise(p: PriceFields): Paise {
  const price = toPaise(p.price);
  if (!hasPercentDiscount(p)) return price;
  const bp = discountBasisPoints(p.discount_percentage);
  return price - Math.round((price * bp) / 10000);
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
