/**
 * Page metadata: the one table of every page's title, description, canonical rule and
 * robots directive, and the one list of head tags made from it. The server writes these
 * tags into the HTML it sends; the SPA writes the same ones as the shopper moves about.
 * A browser test (tests/e2e/head-tags.test.ts) checks both agree on every route.
 */
import type { ProductSummary } from '../contract/catalogue';
import { toDecimalString } from '../domain/money';
import { discountedUnitPaise } from '../domain/pricing';
import {
  DAMAGE_REPORT_HOURS,
  DISPATCH_BUSINESS_DAYS,
  dispatchTimeText,
  type DayRange,
  DOMESTIC_DELIVERY_WORKING_DAYS,
  formatRange,
  INTERNATIONAL_DELIVERY_DAYS,
  MINIMUM_AGE,
  PAYMENT_METHODS_TEXT,
} from '../domain/policy';
import { heroImageUrl } from './hero';
import { mediaUrl } from './media';
import { paths, routePath, type DynamicRoute, type RouteMatch, type StaticRoute } from './paths';

export type Robots = 'index, follow' | 'noindex, follow';
export type PageType = 'website' | 'product' | 'article';

/** The fields of a product its page tags and JSON-LD read. */
export type MetaProduct = Pick<
  ProductSummary,
  | 'id'
  | 'name'
  | 'description'
  | 'category_name'
  | 'images'
  | 'price'
  | 'discount_percentage'
  | 'offer_type'
  | 'coming_soon'
  | 'sold_out'
  | 'average_rating'
  | 'review_count'
>;

/** What one page says about itself, origin-free: paths rather than absolute URLs. */
export interface PageMeta {
  /** Without the shop's name; `fullTitle` adds it. */
  title: string;
  description: string;
  /** Path (and `?page=N` for a listing's later pages); null where no page should be named (404, errors). */
  canonical: string | null;
  robots: Robots;
  type: PageType;
  /** Path or absolute URL of the preview image. */
  image?: string;
  /** A product page also carries schema.org Product data. */
  product?: MetaProduct;
}

interface PageEntry {
  title: string;
  description: string;
  image?: string;
  type?: PageType;
  /**
   * Pages a search result should not lead to: the shopper's own cart, checkout, account,
   * favourites and orders, and utility routes that show no content of their own.
   */
  noindex?: true;
  sameAs?: undefined;
}

/** This URL shows another route's page: that route's tags, canonical included. */
type StaticEntry = PageEntry | { sameAs: StaticRoute; noindex?: undefined };

/** Every fixed route's tags for the shop named `brand`. Dynamic routes (product, category, blog post) build theirs below. */
function staticTable(brand: string, dispatchDays: DayRange = DISPATCH_BUSINESS_DAYS): Record<StaticRoute, StaticEntry> {
  return {
    home: {
      title: `${brand} | Bio-cellulose wound care and coconut health and beauty`,
      description: `Shop bio-cellulose wound dressings, virgin coconut oil and natural beauty care made in India by ${brand}. Prices in INR.`,
      image: heroImageUrl(0, 1200),
    },
    about: {
      title: 'About Us',
      description: `${brand} is an Indian startup making bio-cellulose wound dressings and coconut-based health and beauty products from coconut water and monolaurin.`,
      image: mediaUrl('scene-140-a', 1200),
    },
    blog: {
      title: 'Blog',
      description: `Wound-care advice, bio-cellulose science and the goodness of coconut, from the ${brand} team.`,
    },
    bestseller: {
      title: 'Best Seller Products',
      description: `The wound-care, coconut and beauty products our customers buy most at ${brand}.`,
    },
    featured: {
      title: 'Featured Products',
      description: `Featured bio-cellulose, wound-care and coconut-based products chosen by ${brand}.`,
    },
    latestCollection: {
      title: 'Our Trending Products',
      description: `The newest bio-cellulose dressings, coconut oils and natural care products from ${brand}.`,
    },
    cart: {
      title: 'Cart',
      description: `Review the products in your ${brand} cart before checkout.`,
      noindex: true,
    },
    miniCart: { title: 'Cart', description: `A quick look at the products in your ${brand} cart.`, noindex: true },
    payment: {
      title: 'Checkout',
      description: `Enter your delivery address and pay securely for your ${brand} order.`,
      noindex: true,
    },
    notification: {
      title: 'New products',
      description: `The latest trending products from ${brand}.`,
      noindex: true,
    },
    newspaper: {
      title: 'Newspaper',
      description: `Press coverage of ${brand}, the Indian maker of bio-cellulose wound dressings and coconut-based health and beauty products.`,
      type: 'article',
    },
    auth: {
      title: 'Login / Register',
      description: `Log in to your ${brand} account or create a new one.`,
      noindex: true,
    },
    contact: {
      title: 'Contact Us',
      description: `Contact ${brand}: phone, WhatsApp and e-mail support for orders, wound-care products and coconut health products.`,
    },
    favourite: {
      title: 'Favourites',
      description: `The ${brand} products you saved as favourites.`,
      noindex: true,
    },
    trackOrder: {
      title: 'Track Order',
      description: `Track your ${brand} order with its order number.`,
      noindex: true,
    },
    searchModal: {
      title: 'Search',
      description: `Search the ${brand} catalogue by product name.`,
      noindex: true,
    },
    privacyPolicy: {
      title: 'Privacy Policy',
      description: `How ${brand} collects, uses and protects your personal information when you shop with us.`,
    },
    refundPolicy: {
      title: 'Returns & Refunds',
      description: `${brand} returns and refunds: report damage by e-mail within ${DAMAGE_REPORT_HOURS} hours of delivery; medical, food and sale items are not refundable.`,
    },
    shippingPolicy: {
      title: 'Shipping Information',
      description: `${brand} shipping: orders dispatch in ${dispatchTimeText(dispatchDays)}, domestic delivery ${formatRange(DOMESTIC_DELIVERY_WORKING_DAYS)} working days after dispatch, international ${formatRange(INTERNATIONAL_DELIVERY_DAYS)} days.`,
    },
    safeHtml: {
      title: 'Formatted text preview',
      description: `See how formatted text is cleaned before the ${brand} shop shows it.`,
      noindex: true,
    },
    terms: {
      title: 'Terms and Conditions',
      description: `Terms for buying from ${brand}: payment by ${PAYMENT_METHODS_TEXT} in rupees; no cancellation once placed; buyers ${MINIMUM_AGE} or over.`,
    },
    subscribe: {
      title: 'Subscribe',
      description: `Subscribe to the ${brand} newsletter for new products and wound-care tips.`,
      // A sign-up form with nothing to read: not a search result.
      noindex: true,
    },
    loading: { title: 'Loading', description: `Loading ${brand}.`, noindex: true },
    // /Shop sends the shopper on to the trending list.
    shop: { sameAs: 'latestCollection' },
  };
}

/**
 * Every fixed route's tags, for the shop's name (a few dozen strings, made when asked). Here and below,
 * `brand` is the shop's name as passed in: the server's config.shop.brand, the storefront's
 * useShopDetails().brand (src/lib/shopDetails.ts).
 */
export const staticEntries = (brand: string, dispatchDays?: DayRange): Record<StaticRoute, StaticEntry> =>
  staticTable(brand, dispatchDays);

/** Listings paged with `?page=N`: each later page is its own canonical URL. */
const PAGED_ROUTES: ReadonlySet<RouteMatch['route']> = new Set([
  'latestCollection',
  'bestseller',
  'featured',
  'category',
  'categoryByName',
]);

/** Routes that show the same page as another one, so both name one canonical. */
const SAME_PAGE: Partial<Record<DynamicRoute, DynamicRoute>> = { categoryByName: 'category' };

/** `?page=` as a 1-based page number: digits only, no leading zero; anything else is page 1. */
export function parsePageParam(raw: string | null | undefined): number {
  if (!raw || raw.length > 6 || raw[0] === '0' || ![...raw].every((c) => c >= '0' && c <= '9')) return 1;
  return Number(raw);
}

/** The `page` parameter of a query string (`?a=1&page=2` → '2'), or null. */
export function pageParamOf(search: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key === 'page') return value;
  }
  return null;
}

/**
 * The one written form of a page's URL: case as in `paths`, no trailing slash (except `/`),
 * aliases resolved to the page they show, and `?page=N` kept only for a listing's pages 2 and up.
 */
export function canonicalPath(match: RouteMatch, page = 1): string {
  let target: RouteMatch = match;
  if (match.id === undefined) {
    // Which page a URL shows does not depend on the shop's name.
    const sameAs = staticTable('')[match.route].sameAs;
    if (sameAs) target = { route: sameAs };
  } else {
    target = { route: SAME_PAGE[match.route] ?? match.route, id: match.id };
  }
  const path = routePath(target);
  return PAGED_ROUTES.has(target.route) && page > 1 ? `${path}?page=${page}` : path;
}

function entryMeta(route: StaticRoute, brand: string, dispatchDays?: DayRange): Omit<PageMeta, 'canonical'> {
  const entry = staticEntries(brand, dispatchDays)[route];
  if (entry.sameAs) return entryMeta(entry.sameAs, brand, dispatchDays);
  return {
    title: entry.title,
    description: entry.description,
    robots: entry.noindex ? 'noindex, follow' : 'index, follow',
    type: entry.type ?? 'website',
    ...(entry.image ? { image: entry.image } : {}),
  };
}

/** The tags of a fixed route (`page` for the paged listings). */
/** `dispatchDays`: the shop's promise (shop.config.json), which the shipping page's description names. */
export function staticMeta(route: StaticRoute, page: number, brand: string, dispatchDays?: DayRange): PageMeta {
  return { ...entryMeta(route, brand, dispatchDays), canonical: canonicalPath({ route }, page) };
}

/** Cut a description for a search snippet: at most `max` characters, ending on a whole word. */
export function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

const notFound = (title: string, description: string): PageMeta => ({
  title,
  description,
  canonical: null,
  robots: 'noindex, follow',
  type: 'website',
});

export const notFoundMeta = {
  page: notFound('Page not found', 'The page you were looking for does not exist.'),
  product: notFound('Product not found', 'This product is not in our shop.'),
  category: notFound('Category not found', 'We could not find this category.'),
  blog: notFound('Blog post not found', 'This blog post does not exist or has been removed.'),
} as const;

/** The page the SPA shows when rendering itself failed. */
export const errorMeta = notFound('Unexpected Application Error!', 'Something went wrong while showing this page.');

export function productMeta(product: MetaProduct, brand: string): PageMeta {
  const metaProduct: MetaProduct = {
    id: product.id,
    name: product.name,
    description: product.description,
    category_name: product.category_name,
    images: product.images,
    price: product.price,
    discount_percentage: product.discount_percentage,
    offer_type: product.offer_type,
    coming_soon: product.coming_soon,
    sold_out: product.sold_out,
    average_rating: product.average_rating,
    review_count: product.review_count,
  };
  return {
    title: product.name,
    description: snippet(product.description) || `${product.name} from ${brand}.`,
    canonical: paths.product(product.id),
    robots: 'index, follow',
    type: 'product',
    ...(product.images[0] ? { image: product.images[0].image } : {}),
    product: metaProduct,
  };
}

export function categoryMeta(
  category: { id: number; name: string; description: string; image: string },
  page: number,
  brand: string,
): PageMeta {
  return {
    title: category.name,
    description: snippet(category.description) || `Browse ${brand} products by category.`,
    canonical: canonicalPath({ route: 'category', id: String(category.id) }, page),
    robots: 'index, follow',
    type: 'website',
    ...(category.image ? { image: category.image } : {}),
  };
}

export function blogMeta(blog: { id: number; title: string; hint: string; image: string }, brand: string): PageMeta {
  return {
    title: blog.title,
    description: snippet(blog.hint) || `Read the ${brand} blog.`,
    canonical: paths.blogDetail(blog.id),
    robots: 'index, follow',
    type: 'article',
    ...(blog.image ? { image: blog.image } : {}),
  };
}

/** Static routes a search engine should list: indexable, and each its own page. */
export const SITEMAP_STATIC_ROUTES = (Object.keys(staticTable('')) as StaticRoute[]).filter(
  (route) => !staticTable('')[route].noindex && !staticTable('')[route].sameAs,
);

/** `title | CocoCare Naturals`, unless the title already names the shop. */
export function fullTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/** A head element the page carries: both sides render exactly this list. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'script'; type: 'application/ld+json'; json: string };

/** Every meta key a page may carry, so the SPA can remove those the next page does not. */
export const MANAGED_META_KEYS = [
  'description',
  'robots',
  'og:title',
  'og:description',
  'og:url',
  'og:type',
  'og:site_name',
  'og:image',
  'twitter:card',
] as const;

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** schema.org Product for rich results: price after discount, in rupees, with availability. */
export function productJsonLd(product: MetaProduct, origin: string, brand: string): object {
  const availability = product.coming_soon
    ? 'https://schema.org/PreOrder'
    : product.sold_out
      ? 'https://schema.org/OutOfStock'
      : 'https://schema.org/InStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    category: product.category_name,
    image: product.images.map((i) => absolute(origin, i.image)),
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      url: absolute(origin, paths.product(product.id)),
      priceCurrency: 'INR',
      price: toDecimalString(discountedUnitPaise(product)),
      availability,
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.review_count > 0 && product.average_rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.average_rating,
            reviewCount: product.review_count,
          },
        }
      : {}),
  };
}

/**
 * The head tags of a page at `origin` (e.g. `https://shop.example.in`), in the order the
 * server writes them. JSON inside <script> cannot close the element: `<` is escaped.
 */
export function headTags(meta: PageMeta, origin: string, brand: string): HeadTag[] {
  const title = fullTitle(meta.title, brand);
  const url = meta.canonical === null ? null : absolute(origin, meta.canonical);
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attr: 'name', key: 'description', content: meta.description },
    { tag: 'meta', attr: 'name', key: 'robots', content: meta.robots },
  ];
  if (url) tags.push({ tag: 'link', rel: 'canonical', href: url });
  tags.push(
    { tag: 'meta', attr: 'property', key: 'og:title', content: title },
    { tag: 'meta', attr: 'property', key: 'og:description', content: meta.description },
  );
  if (url) tags.push({ tag: 'meta', attr: 'property', key: 'og:url', content: url });
  tags.push(
    { tag: 'meta', attr: 'property', key: 'og:type', content: meta.type },
    { tag: 'meta', attr: 'property', key: 'og:site_name', content: brand },
  );
  if (meta.image) tags.push({ tag: 'meta', attr: 'property', key: 'og:image', content: absolute(origin, meta.image) });
  tags.push({
    tag: 'meta',
    attr: 'name',
    key: 'twitter:card',
    content: meta.image ? 'summary_large_image' : 'summary',
  });
  if (meta.product) {
    const json = JSON.stringify(productJsonLd(meta.product, origin, brand)).replace(/</g, '\\u003c');
    tags.push({ tag: 'script', type: 'application/ld+json', json });
  }
  return tags;
}
