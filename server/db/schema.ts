import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The tables the Drizzle query builder reads and writes (the catalogue, accounts, favourites), as
 * the SQL migrations in ./migrations make them. The migrations are the source of truth (see
 * docs/decisions.md, "SQL-first migrations"); tests/api/schema.test.ts applies them to a fresh
 * database and checks every table declared here against it, column by column. Tables only reached
 * through SQL (cart, orders, payments, invoices, the ledger…) are not declared here.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  // Kept by triggers on products (migration 0017): what /api/categories/ and category pages count.
  productCount: integer('product_count').notNull().default(0),
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
    /** The product's own dispatch promise; '' for the shop's (common/domain/policy.ts productDispatchTime). */
    dispatchTime: text('dispatch_time').notNull().default(''),
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
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_search_idx').using('gin', t.search),
    // How related products and category pages pick their ids (migration 0016).
    index('products_category_related_idx').on(t.categoryId, t.bestSeller.desc(), t.featured.desc(), t.id),
    index('products_category_listing_idx').on(t.categoryId, t.soldOut, t.comingSoon, t.id),
    // Home's lists find their flagged products' ids (migration 0018).
    index('products_best_seller_idx')
      .on(t.id)
      .where(sql`${t.bestSeller}`),
    index('products_featured_idx')
      .on(t.id)
      .where(sql`${t.featured}`),
    index('products_latest_collection_idx')
      .on(t.id)
      .where(sql`${t.latestCollection}`),
  ],
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

/** Photos the owner added (migration 0014); a product with any is shown with them instead of its drawings. */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** `photo-{hash}-{W}x{H}` (common/site/media.ts). */
    media: text('media').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_photos_order_idx').on(t.productId, t.position),
    uniqueIndex('product_photos_once_idx').on(t.productId, t.media),
    index('product_photos_media_idx').on(t.media),
  ],
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

/** Browsers on a product's page in the last few minutes (migration 0022): a random id each, no person. */
export const productViewers = pgTable(
  'product_viewers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.viewer] }), index('product_viewers_seen_idx').on(t.seenAt)],
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
  /** From and until when it applies (migration 0029); null: no bound. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** How many orders may use it; null: any number. */
  maxUses: integer('max_uses'),
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
