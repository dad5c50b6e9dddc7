import { Type, type Static } from 'typebox';
import { ProductImage } from './catalogue';
import { Decimal, MultilineText } from './common';
import { ORDER_STATUSES, type OrderStatus } from '../domain/order-lifecycle';

/**
 * An order's state, one of common/domain/order-lifecycle.ts (which also lists the moves between them).
 * A failed or dismissed payment leaves the order awaiting payment and the cart as it was. Send the
 * same Idempotency-Key only when repeating the same press of Place Order (network retry, double
 * click); a new press after a failure gets a new key and places a new order, which replaces the
 * unpaid one for the same cart lines (its stock comes back first), since Razorpay wants a fresh order
 * for each payment attempt.
 */
export const OrderStatusSchema = Type.Enum(ORDER_STATUSES);
export { ORDER_STATUSES, type OrderStatus };

/**
 * Addresses, coupons, place-order and payment verification. Amounts the client
 * sends are only compared, never used: the server prices the order from the
 * database with common/domain (pricing, delivery, coupon).
 */

/**
 * GET /api/user-address/{userId}/ (the customer, by token) and /api/guest-address/ (the session):
 * the delivery address of the last order placed. 404 `{message}` when there is none yet.
 */
export const Address = Type.Object({
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  postal_code: Type.String(),
  phone: Type.String(),
  email: Type.String(),
});
export type Address = Static<typeof Address>;

/** The saved address as checkout reads it back: the address, and the business buyer's GSTIN if one was given. */
export const SavedAddress = Type.Object({
  ...Address.properties,
  buyer_gstin: Type.Union([Type.String(), Type.Null()]),
  buyer_business_name: Type.Union([Type.String(), Type.Null()]),
});
export type SavedAddress = Static<typeof SavedAddress>;

/** GET /api/coupen/ : the active coupons (the API's own spelling `coupen_code`). */
export const Coupon = Type.Object({
  coupen_code: Type.String(),
  /** The subtotal must be at least this much. */
  actual_price: Decimal,
  discount_type: Type.Union([Type.Literal('price'), Type.Literal('percentage')]),
  /** Fixed rupees off (price type), else null. */
  discount_price: Type.Union([Decimal, Type.Null()]),
  /** Percent of the subtotal off (percentage type), else null. */
  discount_percentage: Type.Union([Decimal, Type.Null()]),
});
export type Coupon = Static<typeof Coupon>;
export const CouponList = Type.Array(Coupon);

const Field = (max: number) => Type.String({ maxLength: max });
/** A decimal amount as a string ("1234.50") or a number; only compared with the server's total. */
const ClientAmount = Type.Union([Type.String({ maxLength: 20 }), Type.Number()]);

/** POST /api/place-order/ (header `Idempotency-Key` recommended: same key + same body → same answer; other body → 422). */
export const PlaceOrderBody = Type.Object({
  /** The signed-in customer's own id, or null/absent for a guest. Another user's id answers 403. */
  user_id: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 }), Type.String({ maxLength: 20 })])),
  /** The selected lines of the caller's cart; `item_price` is ignored (the server prices each line). */
  cart_items: Type.Array(
    Type.Object({
      cart_item_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      item_price: Type.Optional(Type.Unknown()),
    }),
    { minItems: 1, maxItems: 100 },
  ),
  name: Field(200),
  street: Field(500),
  city: Field(200),
  state: Field(100),
  country: Field(100),
  postal_code: Field(20),
  mobile: Field(20),
  email: Field(254),
  /** What the shopper saw as the total; a different figure from the server's answers 409. */
  total_amount: ClientAmount,
  bill_name: Field(200),
  bill_street: Field(500),
  bill_city: Field(200),
  bill_state: Field(100),
  bill_country: Field(100),
  bill_postal_code: Field(20),
  bill_mobile: Field(20),
  bill_email: Type.Optional(Field(254)),
  /** The applied coupon's code, if any; the server checks it again. */
  coupon_code: Type.Optional(Type.Union([Type.Null(), Field(100)])),
  /**
   * A business buyer's GSTIN (checked as the seller's is; its state code must be the billing
   * state's) and registered name: both, or neither (docs/decisions/0202-…).
   */
  buyer_gstin: Type.Optional(Type.Union([Type.Null(), Field(20)])),
  buyer_business_name: Type.Optional(Type.Union([Type.Null(), Field(200)])),
});
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

/** The server's figures for the order (decimal strings). */
export const OrderTotals = Type.Object({
  subtotal: Decimal,
  delivery_charge: Decimal,
  coupon_discount: Decimal,
  total: Decimal,
});
export type OrderTotals = Static<typeof OrderTotals>;

/** POST /api/place-order/ answer (201; 200 for an idempotent replay). Open the payment window with it. */
export const PlaceOrderResponse = Type.Object({
  /** The provider's order id: Checkout's `order_id`. */
  razorpay_order_id: Type.String(),
  /** Total in paise (integer), as Checkout wants it. */
  amount: Type.Integer(),
  currency: Type.Literal('INR'),
  /** The shop's 8-character order number (for /Trackorder?orderNo=). */
  order_no: Type.String(),
  /** The public key for Checkout's `key` option. */
  key: Type.String(),
  /** 'razorpay': load https://checkout.razorpay.com/v1/checkout.js; 'sandbox': load `script_url` (same origin). */
  provider: Type.Union([Type.Literal('razorpay'), Type.Literal('sandbox')]),
  /** The Checkout script to load; it defines `window.Razorpay`. */
  script_url: Type.String(),
  /** The shop name for Checkout's `name` option. */
  name: Type.String(),
  totals: OrderTotals,
});
export type PlaceOrderResponse = Static<typeof PlaceOrderResponse>;

/** 409 from place-order/ when the client's total differs: the message and the server's figures. */
export const TotalMismatch = Type.Object({ message: Type.String(), totals: OrderTotals });
export type TotalMismatch = Static<typeof TotalMismatch>;

/** POST /api/payments/verify/ : what Checkout's handler received, passed on unchanged. */
export const VerifyPaymentBody = Type.Object({
  razorpay_order_id: Type.String({ maxLength: 100 }),
  razorpay_payment_id: Type.String({ maxLength: 100 }),
  razorpay_signature: Type.String({ maxLength: 200 }),
});
export type VerifyPaymentBody = Static<typeof VerifyPaymentBody>;

/** 200 when the signature checks out (again harmless); 400 `{message}` when it does not (nothing changes). */
export const VerifyPaymentResponse = Type.Object({
  message: Type.String(),
  order_no: Type.String(),
  status: OrderStatusSchema,
});
export type VerifyPaymentResponse = Static<typeof VerifyPaymentResponse>;

/* --- Orders lists, the public order lookup and tracking (GET orders/…, fetch-order/…, order_track/…) --- */

/** One line of an order as placed: its price is the snapshot taken at checkout. */
export const OrderItem = Type.Object({
  /** null when the product has since been removed from the catalogue. */
  product_id: Type.Union([Type.Null(), Type.Integer()]),
  product_name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** The chosen size, or null (the page shows 'N/A'). */
  selected_size: Type.Union([Type.Null(), Type.String()]),
  /** The chosen options as the cart shows them ('Pack: Gift box, Scent: Lemon'); '' when none. */
  option: Type.String(),
  images: Type.Array(ProductImage),
  /** The line's total (decimal string). */
  total_price: Decimal,
});
export type OrderItem = Static<typeof OrderItem>;

/** One entry of an order's history, oldest first: placed, paid, shipped (and corrections), delivered. */
export const TrackingEvent = Type.Object({
  status: Type.String(),
  note: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type TrackingEvent = Static<typeof TrackingEvent>;

/**
 * GET /api/orders/{orderNo}/ : the order behind a number, for anyone holding it (the tracking link).
 * Only the town and state of the delivery address: no name, street, phone or e-mail.
 * 400 malformed number, 404 unknown, 429 (with Retry-After) after 30 lookups in 10 minutes from one IP.
 */
export const OrderDetail = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  total_price: Decimal,
  status: OrderStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  items: Type.Array(OrderItem),
  address: Type.Object({ city: Type.String(), state: Type.String() }),
  tracking_info: Type.Array(TrackingEvent),
  /** Paid, and placed by whoever asks (their account or guest session): the invoice download is theirs. */
  invoice_available: Type.Boolean(),
});
export type OrderDetail = Static<typeof OrderDetail>;

/** An order in the owner's own list: the full delivery address is theirs to see. */
export const OrderSummary = Type.Object({
  order_id: Type.Integer(),
  order_no: Type.String(),
  total_price: Decimal,
  status: OrderStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  items: Type.Array(OrderItem),
  address: Type.Object({
    street: Type.String(),
    city: Type.String(),
    state: Type.String(),
    postal_code: Type.String(),
    country: Type.String(),
  }),
});
export type OrderSummary = Static<typeof OrderSummary>;

/**
 * GET /api/fetch-order/{userId}/ (the signed-in customer, own id only: 401/403) and
 * GET /api/fetch-orders-by-session/ (the caller's session only): every order the caller placed,
 * newest first, each with its status (unpaid and expired ones included, so nothing vanishes).
 */
export const OrdersList = Type.Object({ orders: Type.Array(OrderSummary) });
export type OrdersList = Static<typeof OrdersList>;

/**
 * GET /api/order_track/{orderId}/ : for the order's owner, or anyone who also sends `?order_no=` with
 * the order's own number (rate-limited like the lookup). Dates are null until they happen.
 */
export const TrackingResponse = Type.Object({
  /** The order's id. */
  order: Type.Integer(),
  order_no: Type.String(),
  tracking_number: Type.Union([Type.Null(), Type.String()]),
  tracking_url: Type.Union([Type.Null(), Type.String()]),
  /** The courier's name ("India Post"), when the order was shipped with one of the shop's couriers. */
  courier: Type.Union([Type.Null(), Type.String()]),
  is_shipped: Type.Boolean(),
  is_delivered: Type.Boolean(),
  shipped_date: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
  delivered_date: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
  created_at: Type.String({ format: 'date-time' }),
  tracking_info: Type.Array(TrackingEvent),
});
export type TrackingResponse = Static<typeof TrackingResponse>;

/** The storefront could not open the payment window (script blocked or unreachable, or it defined nothing). */
export const PaymentWindowFailureBody = Type.Object({
  /** The provider's order id the window was for. */
  razorpay_order_id: Type.String({ maxLength: 100 }),
  /** The script the storefront tried to load. */
  script_url: Type.String({ maxLength: 500 }),
  /** What went wrong, as the browser told it (it may span lines; the log gets one). */
  reason: MultilineText(300),
});
export type PaymentWindowFailureBody = Static<typeof PaymentWindowFailureBody>;
