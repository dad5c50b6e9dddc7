import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    /** MRP inclusive of all taxes, in rupees with paise. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    offerType: text('offer_type'),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }).notNull().default('0.00'),
    buyX: smallint('buy_x'),
    getY: smallint('get_y'),
    soldOut: boolean('sold_out').notNull().default(false),
    comingSoon: boolean('coming_soon').notNull().default(false),
    latestCollection: boolean('latest_collection').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    bestSeller: boolean('best_seller').notNull().default(false),
    fabric: text('fabric').notNull().default(''),
    style: text('style').notNull().default(''),
    modelHeight: text('model_height').notNull().default(''),
    modelWearingSize: text('model_wearing_size').notNull().default(''),
    dispatchTime: text('dispatch_time').notNull(),
    /** Units on hand; null means stock was never recorded ('Stock Unavaliable.'). */
    stockQuantity: integer('stock_quantity'),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Net quantity of the first size as declared on the pack, e.g. "1 dressing, 10 x 10 cm". */
    netQuantity: text('net_quantity').notNull().default(''),
    /** Best before, in months from manufacture; null when only the pack says. */
    shelfLifeMonths: smallint('shelf_life_months'),
    /** Said after the shelf life, e.g. "use within 6 months of opening". */
    bestBeforeNote: text('best_before_note').notNull().default(''),
    productDetails: text('product_details').notNull().default(''),
    /** The product's own facts (storage, ingredients, ...); the Legal Metrology declarations are rendered on read. */
    additionalInfo: text('additional_info').notNull().default(''),
    /** HSN code printed on the tax invoice (migration 0008); '' until set. */
    hsnCode: text('hsn_code').notNull().default(''),
    /** GST rate in whole percent, included in the price. */
    gstRate: smallint('gst_rate').notNull().default(18),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [index('products_category_idx').on(t.categoryId), index('products_search_idx').using('gin', t.search)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Product art key without width and extension, e.g. "jar-140-a" (common/site/media.ts). */
    media: text('media').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [uniqueIndex('product_images_order_idx').on(t.productId, t.position)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    /** Added to the unit price for this size. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0.00'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_sizes_product_idx').on(t.productId)],
);

export const optionCategories = pgTable(
  'option_categories',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('option_categories_product_idx').on(t.productId)],
);

export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    optionCategoryId: integer('option_category_id')
      .notNull()
      .references(() => optionCategories.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('options_category_idx').on(t.optionCategoryId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The customer who wrote it (null for the seeded reviews); one review per customer and product. */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    text: text('text').notNull(),
    starRating: smallint('star_rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The author had a paid order containing the product when writing it (migration 0009). */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
  ],
);

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  date: timestamp('date', { mode: 'string', withTimezone: false }).notNull(),
  hint: text('hint').notNull(),
  description: text('description').notNull(),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  actualPrice: numeric('actual_price', { precision: 12, scale: 2 }).notNull(),
  discountType: text('discount_type').notNull(),
  discountPrice: numeric('discount_price', { precision: 12, scale: 2 }),
  discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }),
  active: boolean('active').notNull().default(true),
});

// --- Accounts: customers, one-time codes, refresh tokens, guest sessions, favourites ---

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lower-cased, so the address is unique regardless of case. */
    email: text('email').notNull(),
    /** Ten digits, without +91. */
    mobile: text('mobile').notNull(),
    /** `scrypt$N$r$p$salt$hash`. */
    passwordHash: text('password_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Bumped by a password reset: access tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'verify' or 'reset'. One live code per user and purpose: a resend replaces it. */
    purpose: text('purpose').notNull(),
    codeDigest: text('code_digest').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenDigest: text('token_digest').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the cookie's random id; the cookie itself is never stored. */
  tokenDigest: text('token_digest').notNull().unique(),
  /** What get-session-info/ shows: not the cookie, which scripts never see. */
  publicId: text('public_id').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourites_user_product_idx').on(t.userId, t.productId)],
);

// --- Cart, addresses, orders and payments (migration 0006; the order code works in SQL, see server/orders) ---

export const cartItems = pgTable('cart_items', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  sizeId: integer('size_id').references(() => productSizes.id, { onDelete: 'cascade' }),
  /** Sorted option ids: the same product, size and options make one line. */
  optionIds: jsonb('option_ids').$type<number[]>().notNull().default([]),
  quantity: integer('quantity').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id')
    .unique()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const paise = (name: string) => bigint(name, { mode: 'number' });

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  ownerKey: text('owner_key').notNull(),
  status: text('status').notNull().default('awaiting_payment'),
  currency: text('currency').notNull().default('INR'),
  subtotalPaise: paise('subtotal_paise').notNull(),
  deliveryPaise: paise('delivery_paise').notNull(),
  couponCode: text('coupon_code'),
  couponDiscountPaise: paise('coupon_discount_paise').notNull().default(0),
  totalPaise: paise('total_paise').notNull(),
  shipName: text('ship_name').notNull(),
  shipStreet: text('ship_street').notNull(),
  shipCity: text('ship_city').notNull(),
  shipState: text('ship_state').notNull(),
  shipCountry: text('ship_country').notNull(),
  shipPostalCode: text('ship_postal_code').notNull(),
  shipPhone: text('ship_phone').notNull(),
  shipEmail: text('ship_email').notNull(),
  billName: text('bill_name').notNull(),
  billStreet: text('bill_street').notNull(),
  billCity: text('bill_city').notNull(),
  billState: text('bill_state').notNull(),
  billCountry: text('bill_country').notNull(),
  billPostalCode: text('bill_postal_code').notNull(),
  billPhone: text('bill_phone').notNull(),
  billEmail: text('bill_email').notNull(),
  provider: text('provider').notNull(),
  providerOrderId: text('provider_order_id').unique(),
  paymentId: text('payment_id'),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash').notNull(),
  flag: text('flag'),
  lastPaymentError: text('last_payment_error'),
  stockReleased: boolean('stock_released').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  // Shipping (migration 0007; written by server/orders/tracking.ts).
  trackingNumber: text('tracking_number'),
  trackingUrl: text('tracking_url'),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

/** An order's status history (migration 0007): what the tracking page lists. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  cartItemId: integer('cart_item_id'),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  productName: text('product_name').notNull(),
  sizeId: integer('size_id'),
  sizeValue: text('size_value').notNull().default(''),
  options: jsonb('options').$type<{ id: number; name: string; value: string }[]>().notNull().default([]),
  unitPricePaise: paise('unit_price_paise').notNull(),
  listPricePaise: paise('list_price_paise').notNull(),
  quantity: integer('quantity').notNull(),
  lineTotalPaise: paise('line_total_paise').notNull(),
});

export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  providerOrderId: text('provider_order_id'),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local payment sandbox's own record of its orders, as Razorpay keeps its own. */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: paise('amount').notNull(),
  currency: text('currency').notNull().default('INR'),
  receipt: text('receipt').notNull(),
  status: text('status').notNull().default('created'),
  paymentId: text('payment_id'),
  amountPaid: paise('amount_paid').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- GST tax invoices (migration 0008; server/invoices) ---

/** The last invoice number used per financial year ("2026-27"): bumped in the transaction that issues one. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
});

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'restrict' }),
  invoiceNo: text('invoice_no').notNull().unique(),
  financialYear: text('financial_year').notNull(),
  seq: integer('seq').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  placeOfSupply: text('place_of_supply').notNull(),
  /** The invoice as issued (lines, rates, totals). */
  data: jsonb('data').notNull(),
});

// --- Contact messages and newsletter subscribers (migration 0009; server/repositories/engagement.ts) ---

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Ten digits, without +91. */
    mobile: text('mobile').notNull(),
    address: text('address').notNull().default(''),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the shop's notification e-mail went out; null when sending failed. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased and trimmed: one subscriber per address whatever its case. */
    email: text('email').notNull(),
    /** The consent on record: when, and from which IP address, the sign-up was made. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    consentIp: text('consent_ip'),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_idx').on(t.email)],
);

/** Every e-mail, queued before it is sent and retried with backoff (server/mail/queue.ts). */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    toAddress: text('to_address').notNull(),
    /** What logs and the operator's list show: never a code. */
    label: text('label').notNull(),
    /** The message; null once sent or given up. */
    message: jsonb('message'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_queue_created_idx').on(t.createdAt)],
);
