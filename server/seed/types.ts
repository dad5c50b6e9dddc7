/**
 * Shapes of the seed catalogue. The category files under `categories/` hold data in the compact
 * `ProductInput` form; `products.ts` expands it into table rows.
 */
import type { ProductKind } from '../../common/site/media';

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  /** Media base key of the category tile, e.g. "dressing-200-a". */
  image: string;
  position: number;
}

/** A percentage off the price, or buy X get Y free; absent or null for none. */
export type SeedOffer = { percent: string } | { buy: number; get: number };

export type SeedFlag = 'soldOut' | 'comingSoon' | 'latest' | 'featured' | 'best';

/** name, stars, YYYY-MM-DD, text */
export type SeedReviewTuple = [string, number, string, string];

export interface ProductInput {
  name: string;
  description: string;
  /** MRP of the first size, inclusive of all taxes. */
  price: string;
  offer?: SeedOffer | null;
  flags?: SeedFlag[];
  fabric: string;
  style: string;
  /** model_wearing_size: the pack or net size shown in the quick view. */
  pack: string;
  modelHeight?: string;
  stock: number | null;
  threshold?: number;
  /** Product art: kind, hue, and the views to show (e.g. 'abc'). */
  img: [ProductKind, number, string];
  /** Size name and its add-on to the price; the first add-on is '0.00'. */
  sizes?: Array<[string, string]>;
  options?: Array<[string, string[]]>;
  about: string[];
  features: string[];
  howTo: string[];
  safety?: string[];
  ingredients: string;
  /** Net quantity of the first size, as declared on the pack. */
  net: string;
  /** Replace the category's shelf life when given. */
  shelfLifeMonths?: number;
  bestBeforeNote?: string;
  storage?: string;
  /** Replaces the category's extra rows when given. */
  extra?: Array<[string, string]>;
  reviews?: SeedReviewTuple[];
}

export interface CategoryDefaults {
  /** Best before, in months from manufacture. */
  shelfLifeMonths: number;
  /** Said after the shelf life, e.g. "use within 6 months of opening". */
  bestBeforeNote?: string;
  storage: string;
  safety: string[];
  extra?: Array<[string, string]>;
}

/** One category of the seed catalogue with its products. */
export interface SeedCategoryData {
  category: SeedCategory;
  defaults: CategoryDefaults;
  products: ProductInput[];
}

export interface SeedBlog {
  title: string;
  slug: string;
  image: string;
  /** YYYY-MM-DD */
  date: string;
  hint: string;
  description: string;
}

export interface SeedCoupon {
  code: string;
  /** Minimum cart subtotal for the coupon to apply. */
  actualPrice: string;
  discountType: 'price' | 'percentage';
  discountPrice: string | null;
  discountPercentage: string | null;
  active: boolean;
}
