import { Type, type Static } from 'typebox';
import { Decimal } from './common';

export const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  image: Type.String({ description: 'URL of the 800 px WebP image' }),
  srcset: Type.String(),
  description: Type.String(),
  product_count: Type.Integer(),
});
export type Category = Static<typeof Category>;

export const ProductImage = Type.Object({
  image: Type.String({
    description: 'URL of the 800 px WebP drawing, or of the 1024 px photo (AVIF or WebP by Accept)',
  }),
  srcset: Type.String({ description: 'the same image at every width kept (400 and 800 px for drawings), for srcset' }),
  alt: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ProductImage = Static<typeof ProductImage>;

const OfferType = Type.Union([Type.Literal('discount_percentage'), Type.Literal('buy_x_get_y'), Type.Null()]);

/** What listing cards and the quick view need (a product, with both naming sets of its offer). */
export const ProductSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  category: Type.Integer(),
  category_name: Type.String(),
  price: Decimal,
  discount_percentage: Decimal,
  offer_type: OfferType,
  buy_x: Type.Union([Type.Integer(), Type.Null()]),
  get_y: Type.Union([Type.Integer(), Type.Null()]),
  is_bogo: Type.Boolean(),
  buy_quantity: Type.Union([Type.Integer(), Type.Null()]),
  get_quantity: Type.Union([Type.Integer(), Type.Null()]),
  sold_out: Type.Boolean(),
  coming_soon: Type.Boolean(),
  latest_collection: Type.Boolean(),
  featured: Type.Boolean(),
  best_seller: Type.Boolean(),
  images: Type.Array(ProductImage),
  description: Type.String(),
  fabric: Type.String(),
  style: Type.String(),
  model_height: Type.String(),
  model_wearing_size: Type.String(),
  average_rating: Type.Union([Type.Number(), Type.Null()]),
  review_count: Type.Integer(),
});
export type ProductSummary = Static<typeof ProductSummary>;

export const Size = Type.Object({ id: Type.Integer(), value: Type.String(), price: Decimal });
export type Size = Static<typeof Size>;

export const OptionCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  options: Type.Array(Type.Object({ id: Type.Integer(), value: Type.String() })),
});
export type OptionCategory = Static<typeof OptionCategory>;

export const StockDetails = Type.Object({
  stock_quantity: Type.Integer(),
  status: Type.Union([Type.Literal('in_stock'), Type.Literal('low_stock'), Type.Literal('out_of_stock')]),
});
export type StockDetails = Static<typeof StockDetails>;

export const Review = Type.Object({
  id: Type.Integer(),
  user: Type.String(),
  text: Type.String(),
  star_rating: Type.Integer({ minimum: 1, maximum: 5 }),
  created_at: Type.String({ format: 'date-time' }),
  /** The author had a paid order containing the product when they wrote it. */
  verified_purchase: Type.Boolean(),
});
export type Review = Static<typeof Review>;

export const ProductDetail = Type.Intersect([
  ProductSummary,
  Type.Object({
    sizes: Type.Array(Size),
    option_categories: Type.Array(OptionCategory),
    dispatch_time: Type.String(),
    stock_details: Type.Union([StockDetails, Type.Null()], { description: 'null when stock was never recorded' }),
    product_details: Type.String({ description: 'sanitized HTML' }),
    additional_info: Type.String({ description: 'sanitized HTML, with the Legal Metrology declarations' }),
    reviews: Type.Array(Review),
    related_products: Type.Array(ProductSummary),
  }),
]);
export type ProductDetail = Static<typeof ProductDetail>;

export const SearchQuery = Type.Object({ q: Type.String({ maxLength: 200 }) });

/** Default and largest page size of a paged category listing. */
export const CATEGORY_PAGE_DEFAULT_LIMIT = 24;
export const CATEGORY_PAGE_MAX_LIMIT = 100;

/**
 * `GET /api/products/{categoryId}/?page=&limit=`: with either parameter the answer is one page
 * (`CategoryPage`); with neither it is the whole list, as the storefront contract has always had it.
 */
export const CategoryPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based page number (default 1)' })),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CATEGORY_PAGE_MAX_LIMIT,
      description: `products per page (default ${CATEGORY_PAGE_DEFAULT_LIMIT}, at most ${CATEGORY_PAGE_MAX_LIMIT})`,
    }),
  ),
});
export type CategoryPageQuery = Static<typeof CategoryPageQuery>;

/** One page of a category, in the whole list's order (available first, then by id). */
export const CategoryPage = Type.Object({
  results: Type.Array(ProductSummary),
  /** Products in the category (all pages). */
  total: Type.Integer({ minimum: 0 }),
  /** This page, 1-based. */
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  /** Number of pages (at least 1, even for an empty category). */
  pages: Type.Integer({ minimum: 1 }),
});
export type CategoryPage = Static<typeof CategoryPage>;
