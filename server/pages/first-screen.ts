import type { CategoryPage, ProductDetail, ProductImage, ProductSummary } from '../../common/contract/catalogue';
import { cardView, productCount } from '../../common/domain/display';
import type { BlogSummary } from '../../common/contract/blogs';
import {
  BLOG_FIRST_SCREEN_CARDS,
  LISTING_FIRST_SCREEN_CARDS,
  PAGE_TOKEN,
  pageToken,
} from '../../common/site/first-screen';
import { escapeHtml } from '../../common/site/html';
import { productImageAlt, thumbnailLabel } from '../../common/site/media';
import { expandTemplate, type Shape, type Template } from '../../common/site/template';
import { blogHint, LISTING_PAGE_SIZE, pageCount } from '../../common/domain/pagination';
import { formatCalendarDate } from '../../common/site/dates';

/**
 * `template` with each page token replaced by its text in `values`, escaped; null when the
 * template names a text `values` does not have, so a page never shows a token.
 */
export function fillPageTokens(template: string | null, values: Record<string, string>): string | null {
  if (template === null) return null;
  let missing = false;
  const html = template.replace(PAGE_TOKEN, (_, name: string) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return escapeHtml(value ?? '');
  });
  return missing ? null : html;
}

/** The i-th picture's texts (src/app/shell.tsx writes them as tokens), sized as ProductImage sizes it. */
function pictureValues(image: ProductImage, i: number, alt: string): Record<string, string> {
  return {
    [`i${i}image`]: image.image,
    [`i${i}srcset`]: image.srcset,
    [`i${i}alt`]: alt,
    [`i${i}width`]: String(image.width || 800),
    [`i${i}height`]: String(image.height || 800),
  };
}

/**
 * The product page's first screen (breadcrumb, photo and thumbnails) for the product-detail answer
 * `body`; null for a product without photos (the page then keeps the plain shell).
 */
export function productFirstScreen(template: Template, body: string): string | null {
  const product = JSON.parse(body) as ProductDetail;
  const count = product.images.length;
  if (count === 0 || product.images.some((image) => !image.srcset)) return null;
  const values: Record<string, string> = {
    id: String(product.id),
    category: String(product.category),
    categoryname: product.category_name,
    name: product.name,
  };
  product.images.forEach((image, i) =>
    Object.assign(values, pictureValues(image, i, productImageAlt(product.images, product.name, i)), {
      [`i${i}thumb`]: thumbnailLabel(i, count),
    }),
  );
  return fillPageTokens(expandTemplate(template, { photos: count }), values);
}

/**
 * The blog's first screen (banner and first row of cards) for the blog-list answer `body`; null
 * for an empty blog or a first-row post without a picture of its own.
 */
export function blogFirstScreen(template: Template, body: string): string | null {
  const first = (JSON.parse(body) as BlogSummary[]).slice(0, BLOG_FIRST_SCREEN_CARDS);
  if (first.length === 0 || first.some((blog) => !blog.image || !blog.srcset)) return null;
  const values: Record<string, string> = {};
  first.forEach((blog, i) => {
    Object.assign(values, {
      [`b${i}id`]: String(blog.id),
      [`b${i}title`]: blog.title,
      [`b${i}image`]: blog.image,
      [`b${i}srcset`]: blog.srcset,
      [`b${i}date`]: blog.date,
      [`b${i}datetext`]: formatCalendarDate(blog.date, 'short'),
      [`b${i}hint`]: blogHint(blog.hint),
    });
  });
  return fillPageTokens(expandTemplate(template, { cards: first.length }), values);
}

/** A blog post's first screen (banner, picture, date) for the blog-detail answer `body`; null for a post without a picture of its own. */
export function blogPostFirstScreen(template: Template, body: string): string | null {
  const post = JSON.parse(body) as BlogSummary;
  if (!post.image || !post.srcset) return null;
  return fillPageTokens(expandTemplate(template, {}), {
    id: String(post.id),
    title: post.title,
    image: post.image,
    srcset: post.srcset,
    date: post.date,
    datetext: formatCalendarDate(post.date, 'short'),
  });
}

/** The answer for one page of a large category (`CategoryPage`), or null for a whole list. */
export function listPage(answer: unknown): CategoryPage | null {
  return answer && typeof answer === 'object' && Array.isArray((answer as CategoryPage).results)
    ? (answer as CategoryPage)
    : null;
}

/**
 * A listing's first screen on page `page` (breadcrumb, heading, `subtitle` when given, the product
 * count, and the page's first row of cards) for the answer `body`: a whole list, shown newest first
 * when `reverse`, or one page of a large category. Null for a page past the list's end, or a
 * first-row product without pictures.
 */
export function listingFirstScreen(
  templates: { listing: Template; card: Template },
  title: string,
  subtitle: string | undefined,
  body: string,
  reverse: boolean,
  page = 1,
): string | null {
  const answer = JSON.parse(body) as unknown;
  const paged = listPage(answer);
  let shown: ProductSummary[];
  let totalPages: number;
  let count: number;
  if (paged) {
    if (paged.page !== page) return null;
    shown = paged.results;
    totalPages = paged.pages;
    count = paged.total;
  } else {
    const whole = answer as ProductSummary[];
    const list = reverse ? [...whole].reverse() : whole;
    totalPages = pageCount(list.length, LISTING_PAGE_SIZE);
    if (page > totalPages) return null;
    shown = list.slice((page - 1) * LISTING_PAGE_SIZE);
    count = list.length;
  }
  if (shown.length === 0) return null;
  const cards: string[] = [];
  for (const [i, product] of shown.slice(0, LISTING_FIRST_SCREEN_CARDS).entries()) {
    const card = cardHtml(templates.card, product, i === 0 ? 'high' : 'auto');
    if (card === null) return null;
    cards.push(card);
  }
  const shape: Shape = { pages: totalPages > 1 ? 'many' : 'one', subtitle: subtitle === undefined ? 'none' : 'some' };
  const html = fillPageTokens(expandTemplate(templates.listing, shape), {
    title,
    page: String(page),
    total: String(totalPages),
    count: productCount(count),
    cards: PAGE_TOKEN_CARDS,
    ...(subtitle === undefined ? {} : { subtitle }),
  });
  if (html === null) return null;
  // The cards are HTML already (their texts escaped as they were filled in). The grid is the
  // template's last token, so a category name that happens to spell the token stays text.
  const at = html.lastIndexOf(PAGE_TOKEN_CARDS);
  return html.slice(0, at) + cards.join('') + html.slice(at + PAGE_TOKEN_CARDS.length);
}

/** Where a listing's cards go, kept as it is while the rest is filled in. */
const PAGE_TOKEN_CARDS = pageToken('cards');

function cardHtml(template: Template, product: ProductSummary, priority: 'high' | 'auto'): string | null {
  const { labels, price } = cardView(product);
  const pictures = product.images.slice(0, 2);
  if (pictures.length === 0 || pictures.some((image) => !image.srcset)) return null;
  const shape: Shape = {
    labels: labels.length,
    price: price === null ? 'none' : price.original === null ? 'current' : 'both',
    second: pictures.length > 1 ? 'two' : 'one',
  };
  const values: Record<string, string> = {
    id: String(product.id),
    name: product.name,
    priority,
    current: price?.current ?? '',
    original: price?.original ?? '',
  };
  labels.forEach((label, j) => Object.assign(values, { [`l${j}kind`]: label.kind, [`l${j}text`]: label.text }));
  // As the card gives them: the first picture's own alt text or the name; the second none.
  pictures.forEach((image, i) =>
    Object.assign(values, pictureValues(image, i, i === 0 ? image.alt || product.name : '')),
  );
  return fillPageTokens(expandTemplate(template, shape), values);
}
