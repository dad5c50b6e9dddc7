/**
 * The first screens the build renders with a token in place of each text of the page's data
 * (src/app/shell.tsx) and the server fills in from the same API answers it embeds in the page
 * (server/pages/first-screen.ts). Shared so both sides name the tokens alike.
 */

/** `__cc_page_name__`: survives HTML escaping and URL building unchanged. */
export const pageToken = (name: string): string => `__cc_page_${name}__`;

/** Any page token. */
export const PAGE_TOKEN = /__cc_page_(\w+?)__/g;

/** The blog's first screen holds its first row of cards (four on a desktop, one on a phone). */
export const BLOG_FIRST_SCREEN_CARDS = 4;

/**
 * The most photos a product takes (server/operators/photos.ts); the build checks the product page's
 * first-screen template for every count up to it (the template itself takes any count).
 */
export const PRODUCT_FIRST_SCREEN_PHOTOS = 8;

/** The `sizes` of a blog post's picture (src/features/content/BlogPostView.tsx), which the server preloads. */
export const BLOG_POST_IMAGE_SIZES = '(min-width: 992px) 66vw, 100vw';

/** A listing's first screen holds its first row of cards (four on a desktop, two rows of two on a phone). */
export const LISTING_FIRST_SCREEN_CARDS = 4;

/** The headings of the listings that show a whole list, newest first (their pages and first screens). */
export const LISTING_TITLES = {
  latestCollection: 'Our Trending Products',
  bestseller: 'Best Seller Products',
  featured: 'featured Products',
  /** A category's products, with the category's name under the heading. */
  category: 'OUR PRODUCTS',
} as const;

/** The most labels a card can carry (common/domain/display.ts): the build checks the card template for each count up to it. */
export const CARD_MAX_LABELS = 5;

/**
 * The path under /api/ of one page of a category, as the storefront asks for it and as the server
 * embeds it in the page: the two must spell it alike for the embedded answer to be used.
 */
export const categoryPagePath = (categoryId: string | number, page: number, limit: number): string =>
  `products/${categoryId}/?page=${page}&limit=${limit}`;
