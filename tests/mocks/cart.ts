import type { CartItem } from '../../common/contract/cart';
import type { Coupon } from '../../common/contract/orders';
import { toDecimalString, toPaise } from '../../common/domain/money';
import { lineTotalPaise } from '../../common/domain/pricing';
import { mediaSrcset, mediaUrl } from '../../common/site/media';
import { API, http, HttpResponse } from './server';

/** A cart line priced by the shop's own rule, as the server would send it. */
export function makeCartItem(overrides: Partial<CartItem> & { cart_item_id: number }): CartItem {
  const base: CartItem = {
    id: overrides.cart_item_id,
    product_id: 100 + overrides.cart_item_id,
    product_name: `Coconut Oil ${overrides.cart_item_id}`,
    item_price: '0.00',
    price: '500.00',
    discounted_price: '500.00',
    size_price: '0.00',
    quantity: 1,
    stock_quantity: 10,
    actual_quantity: 1,
    sold_out: false,
    images: [{ image: mediaUrl('jar-30-a', 800), srcset: mediaSrcset('jar-30-a'), alt: '', width: 800, height: 800 }],
    size: null,
    selected_size: '',
    option: '',
    options: [],
    offer_type: null,
    buy_x: null,
    get_y: null,
    discount_percentage: '0.00',
    dispatch_time: '8–10 business days',
    ...overrides,
  };
  const line = lineTotalPaise({ ...base, sizeAddOn: base.size_price });
  const unit = toPaise(base.price) - Math.round((toPaise(base.price) * toPaise(base.discount_percentage)) / 10000);
  return {
    ...base,
    item_price: overrides.item_price ?? toDecimalString(line),
    discounted_price: overrides.discounted_price ?? toDecimalString(unit),
    actual_quantity: Math.min(base.quantity, base.sold_out ? 0 : base.stock_quantity),
  };
}

export const coupons: Coupon[] = [
  {
    coupen_code: 'SAVE10',
    actual_price: '500.00',
    discount_type: 'percentage',
    discount_price: null,
    discount_percentage: '10.00',
  },
  {
    coupen_code: 'FLAT100',
    actual_price: '5000.00',
    discount_type: 'price',
    discount_price: '100.00',
    discount_percentage: null,
  },
];

/** Answers the guest cart (cart-fetch/) with `lines()`, read on every request so a test can change it. */
export const serveGuestCart = (lines: () => CartItem[] | { items: CartItem[] }) =>
  http.get(`${API}/cart-fetch/`, () => HttpResponse.json(lines()));
export const serveGuestCount = (count: () => number) =>
  http.get(`${API}/api/cart/session-count/`, () => HttpResponse.json({ cart_count: count() }));
