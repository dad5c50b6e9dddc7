import { company } from '../../common/site/company';
import { discountedUnitPaise } from '../../common/domain/pricing';
import { toDecimalString } from '../../common/domain/money';
import type { ProductSummary } from '../../common/contract/catalogue';

export const SITE_NAME = company.brand;

export interface HeadTags {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute image URL. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: object;
  /** The page's LCP image, fetched before any script runs. */
  preloadImage?: { href: string; srcset: string; sizes: string };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** The <title>, description, canonical and Open Graph tags (and JSON-LD) for one page. */
export function renderHead(tags: HeadTags): string {
  const title = escapeHtml(fullTitle(tags.title));
  const description = escapeHtml(tags.description.slice(0, 300));
  const lines = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.canonical)}" />`,
    `<meta property="og:type" content="${tags.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (tags.image) lines.push(`<meta property="og:image" content="${escapeHtml(tags.image)}" />`);
  if (tags.preloadImage) {
    const { href, srcset, sizes } = tags.preloadImage;
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  if (tags.jsonLd) lines.push(`<script type="application/ld+json">${safeJson(tags.jsonLd)}</script>`);
  return lines.join('\n    ');
}

/** schema.org Product for rich results: price after discount, in rupees, with availability. */
export function productJsonLd(product: ProductSummary, url: string, origin: string): object {
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
    image: product.images.map((i) => new URL(i.image, origin).toString()),
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url,
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

/** Put the page's tags where index.html has its <title> and the <!--seo--> marker. */
export function injectHead(template: string, head: string): string {
  // index.html's own defaults make way for the page's tags, so each appears once.
  const withoutTitle = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="(description|twitter:[^"]*)"[^>]*>/g, '')
    .replace(/\s*<meta property="og:[^"]*"[^>]*>/g, '')
    .replace(/\s*<link rel="canonical"[^>]*>/g, '');
  return withoutTitle.includes('<!--seo-->')
    ? withoutTitle.replace('<!--seo-->', head)
    : withoutTitle.replace('</head>', `    ${head}\n  </head>`);
}
