import { storefrontShopDetails, type ShopDetails } from '../../common/site/company';
import { escapeHtml } from '../../common/site/html';
import { headTags, type HeadTag, type PageMeta } from '../../common/site/meta';

/** The page's LCP image, fetched before any script runs. */
export interface PreloadImage {
  href: string;
  srcset: string;
  sizes: string;
}

function renderTag(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`;
    case 'meta':
      return `<meta ${tag.attr}="${tag.key}" content="${escapeHtml(tag.content)}" />`;
    case 'link':
      return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`;
    case 'script':
      // headTags already made the JSON safe inside <script>.
      return `<script type="${tag.type}">${tag.json}</script>`;
  }
}

/** The page's head tags (the same list the SPA applies), plus the LCP preload where a page has one. */
export function renderHead(
  meta: PageMeta,
  origin: string,
  shop: ShopDetails,
  preloadImage?: PreloadImage,
  paymentProvider?: 'razorpay' | 'sandbox' | 'none',
): string {
  const lines = headTags(meta, origin, shop.brand).map(renderTag);
  if (preloadImage) {
    const { href, srcset, sizes } = preloadImage;
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  // The shop's configured contact details, for the storefront to show (read once by src/app/shopDetails.ts).
  lines.push(
    `<script type="application/json" id="shop-details">${JSON.stringify(storefrontShopDetails(shop)).replace(/</g, '\\u003c')}</script>`,
  );
  // Who takes the payments, so the storefront names Razorpay only when it is on (src/config/payments.ts).
  if (paymentProvider === 'razorpay')
    lines.push(`<script type="application/json" id="payments">{"provider":"razorpay"}</script>`);
  return lines.join('\n    ');
}

/** Put the page's tags where index.html has its <title> and the <!--seo--> marker. */
export function injectHead(template: string, head: string): string {
  // index.html's own defaults make way for the page's tags, so each appears once.
  const withoutTitle = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="(description|robots|twitter:[^"]*)"[^>]*>/g, '')
    .replace(/\s*<meta property="og:[^"]*"[^>]*>/g, '')
    .replace(/\s*<link rel="canonical"[^>]*>/g, '');
  // Replacer functions: `$&` or `$'` in a product's name must stay text, not become a pattern.
  return withoutTitle.includes('<!--seo-->')
    ? withoutTitle.replace('<!--seo-->', () => head)
    : withoutTitle.replace('</head>', () => `    ${head}\n  </head>`);
}
