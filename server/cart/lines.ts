import type { CartItem } from '../../common/contract/cart';
import { discountedUnitPaise, lineTotalPaise, type OfferType } from '../../common/domain/pricing';
import { toDecimalString, toPaise } from '../../common/domain/money';
import { DISPATCH_BUSINESS_DAYS, productDispatchTime, type DayRange } from '../../common/domain/policy';
import { productImageOf } from '../media/images';

// A cart line: its row (read by server/cart/repository.ts), its price by the one pricing rule, and how
// the API shows it. The orders' checkout prices its lines with the same functions.

/** A cart line with everything needed to price it, as read from the database. */
export interface CartRow {
  id: number;
  /** The product's own dispatch promise, '' for the shop's. */
  dispatch_time: string;
  product_id: number;
  quantity: number;
  size_id: number | null;
  option_ids: number[];
  name: string;
  price: string;
  discount_percentage: string;
  offer_type: string | null;
  buy_x: number | null;
  get_y: number | null;
  sold_out: boolean;
  coming_soon: boolean;
  stock_quantity: number | null;
  net_quantity: string;
  model_wearing_size: string;
  size_value: string | null;
  size_price: string | null;
  images: { position: number; media: string; alt: string }[];
  options: { id: number; name: string; value: string }[];
}

export function offerTypeOf(value: string | null): OfferType {
  return value === 'buy_x_get_y' || value === 'discount_percentage' ? value : null;
}

/** The line total in paise: the one pricing rule of common/domain/pricing.ts. */
export function linePaise(
  row: Pick<CartRow, 'price' | 'discount_percentage' | 'offer_type' | 'buy_x' | 'get_y' | 'size_price'>,
  quantity: number,
): number {
  return lineTotalPaise({
    price: row.price,
    discount_percentage: row.discount_percentage,
    offer_type: offerTypeOf(row.offer_type),
    buy_x: row.buy_x,
    get_y: row.get_y,
    quantity,
    sizeAddOn: row.size_price,
  });
}

/** A line can be ordered when the product is on sale and has stock recorded. */
export function orderable(row: Pick<CartRow, 'sold_out' | 'coming_soon' | 'stock_quantity'>): boolean {
  return !row.sold_out && !row.coming_soon && row.stock_quantity !== null && row.stock_quantity > 0;
}

/** A line as the API shows it; `shopDays` is the shop's dispatch promise (shop.config.json dispatchDays). */
export function toCartItem(row: CartRow, shopDays: DayRange = DISPATCH_BUSINESS_DAYS): CartItem {
  const stock = row.stock_quantity ?? 0;
  const source = { name: row.name, netQuantity: row.net_quantity, packSize: row.model_wearing_size };
  const options = row.options ?? [];
  return {
    cart_item_id: row.id,
    id: row.id,
    product_id: row.product_id,
    product_name: row.name,
    item_price: toDecimalString(linePaise(row, row.quantity)),
    price: row.price,
    discounted_price: toDecimalString(
      discountedUnitPaise({
        price: row.price,
        discount_percentage: row.discount_percentage,
        offer_type: offerTypeOf(row.offer_type),
      }),
    ),
    size_price: toDecimalString(row.size_price ? toPaise(row.size_price) : 0),
    quantity: row.quantity,
    stock_quantity: stock,
    actual_quantity: orderable(row) ? Math.min(row.quantity, stock) : 0,
    sold_out: !orderable(row),
    images: row.images.map((i) => productImageOf(row.product_id, i.position, i.media, i.alt, source)),
    size: row.size_id,
    selected_size: row.size_value ?? '',
    option: options.map((o) => `${o.name}: ${o.value}`).join(', '),
    options,
    offer_type: offerTypeOf(row.offer_type),
    buy_x: row.buy_x,
    get_y: row.get_y,
    discount_percentage: row.discount_percentage,
    dispatch_time: productDispatchTime(row.dispatch_time, shopDays),
  };
}
