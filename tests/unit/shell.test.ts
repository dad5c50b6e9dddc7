import { describe, expect, it } from 'vitest';
import { EXAMPLE_SHOP_DETAILS, type ShopDetails } from '../../common/site/company';
import { parseShopDetails } from '../../server/config/shop-schema';
import type { BlogDetail, BlogSummary } from '../../common/contract/blogs';
import type { ProductDetail, ProductSummary } from '../../common/contract/catalogue';
import {
  renderBlogFirstScreen,
  renderBlogPostFirstScreen,
  renderListingFirstScreen,
  renderProductFirstScreen,
  renderShells,
} from '../../src/app/shell';
import {
  blogFirstScreen,
  blogPostFirstScreen,
  listingFirstScreen,
  productFirstScreen,
} from '../../server/pages/first-screen';
import { fillShell, tokenDetails, withShell } from '../../server/pages/shell';
import { makeProduct } from '../mocks/fixtures';

/** A shop whose details need escaping, and a phone written with spaces and dashes. */
const OWN_SHOP: ShopDetails = parseShopDetails({
  brand: 'Nair & Sons <Naturals>',
  phone: '+91 98765-43210',
  careEmail: 'care@nair-sons.in',
  whatsappNumber: '919876543210',
}).details;

describe('first-paint shells', () => {
  it("built with tokens and filled in at start, they equal the shells rendered with the shop's own details", () => {
    const built = renderShells(tokenDetails());
    const own = renderShells(OWN_SHOP);
    expect(fillShell(built.home, OWN_SHOP)).toBe(own.home);
    expect(fillShell(built.page, OWN_SHOP)).toBe(own.page);
    expect(own.home).toContain('href="tel:+919876543210"');
    expect(own.home).toContain('Nair &amp; Sons &lt;Naturals&gt;');
    // Two full renderings of every shell: past 5 s on a loaded 2-core machine.
  }, 30_000);

  it('hold the header and, for the home page, the banner with its first image; no footer, no token left', () => {
    const { home, page } = renderShells(EXAMPLE_SHOP_DETAILS);
    for (const shell of [home, page]) {
      expect(shell).toContain('class="site-header');
      expect(shell).toContain(EXAMPLE_SHOP_DETAILS.phone);
      expect(shell).not.toContain('<footer');
      expect(shell).not.toMatch(/^<link/);
    }
    expect(home).toContain('aria-label="Highlights"');
    expect(home.match(/class="cc-hero__img"/g)).toHaveLength(3);
    expect(home.match(/<img [^>]*class="cc-hero__img"/g)).toHaveLength(1);
    expect(page).toContain('Loading...');
    expect(page).not.toContain('cc-hero');
  });

  it('are left out when they name a detail the configuration does not have', () => {
    const twoLinks = { ...EXAMPLE_SHOP_DETAILS, social: EXAMPLE_SHOP_DETAILS.social.slice(0, 2) };
    expect(fillShell('<a href="__cc_shop_social_3_href__">x</a>', twoLinks)).toBeNull();
    expect(fillShell('<a href="__cc_shop_social_1_href__">x</a>', twoLinks)).toBe(
      `<a href="${twoLinks.social[1]!.href}">x</a>`,
    );
  });

  it('replace the shell a page carries, and leave a page without one as it is', () => {
    const template = '<div id="root"><!--shell--><p>old</p><!--/shell--></div>';
    expect(withShell(template, '<p>$& new</p>')).toBe('<div id="root"><!--shell--><p>$& new</p><!--/shell--></div>');
    expect(withShell('<div id="root"></div>', '<p>new</p>')).toBe('<div id="root"></div>');
  });
});

/** A product whose texts need escaping, with three pictures; the first has no alt text of its own. */
const PRODUCT = {
  id: 42,
  category: 7,
  category_name: 'Soaps & "Bars"',
  name: 'Neem <Tulsi> Soap & Scrub',
  images: [0, 1, 2].map((i) => ({
    image: `/media/product-42-${i}-abc-800.webp`,
    srcset: `/media/product-42-${i}-abc-400.webp 400w, /media/product-42-${i}-abc-800.webp 800w`,
    alt: i === 0 ? '' : `view ${i}`,
    width: 800,
    height: 800,
  })),
} as unknown as ProductDetail;

/** A listing's product with no label and one price, with the pictures (and odd name) above. */
const PLAIN: ProductSummary = makeProduct({ name: PRODUCT.name, images: PRODUCT.images, latest_collection: false });

const blog = (i: number, hint: string): BlogSummary => ({
  id: 100 + i,
  title: `Post ${i}: "care" & <repair>`,
  slug: `post-${i}`,
  image: `/media/blog-1${i}-a-1200.webp`,
  srcset: `/media/blog-1${i}-a-400.webp 400w, /media/blog-1${i}-a-1200.webp 1200w`,
  date: `2026-0${i + 1}-0${i + 2}`,
  hint,
});

describe("first screens built from the page's data", () => {
  const built = renderShells(tokenDetails());
  const filled = (html: string | null) => (html === null ? null : fillShell(html, OWN_SHOP));

  it('a product page shows, from its product, exactly what the app renders first: breadcrumb, photo and thumbnails', () => {
    for (const photos of [1, 2, 3, 8, 12]) {
      const product = { ...PRODUCT, images: Array.from({ length: photos }, (_, i) => PRODUCT.images[i % 3]!) };
      const html = filled(productFirstScreen(built.product, JSON.stringify(product)));
      expect(html, `${photos} photos`).toBe(renderProductFirstScreen(product, OWN_SHOP));
      expect(html).not.toContain('__cc_');
    }
    const html = filled(productFirstScreen(built.product, JSON.stringify(PRODUCT)))!;
    expect(html).toContain('alt="Neem &lt;Tulsi&gt; Soap &amp; Scrub, image 1"');
    expect(html).toContain('aria-label="Show image 3 of 3"');
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(html).toContain('href="/product/7"');
    // Only the first screen: no price, no tabs.
    expect(html).not.toContain('Add to Favourite');
  });

  it('a product without photos keeps the plain shell', () => {
    expect(productFirstScreen(built.product, JSON.stringify({ ...PRODUCT, images: [] }))).toBeNull();
  });

  it('the blog shows its first row of one to four cards as the app renders them, dates and cut hints included', () => {
    const long = 'A long hint that runs on and on about bio-cellulose dressings, coconut oil, and the monsoon.';
    for (const count of [1, 3, 4, 9]) {
      const blogs = Array.from({ length: count }, (_, i) => blog(i, i === 0 ? long : 'Short & sweet.'));
      const html = filled(blogFirstScreen(built.blog, JSON.stringify(blogs)));
      expect(html, `${count} posts`).toBe(renderBlogFirstScreen(blogs.slice(0, 4), OWN_SHOP));
      expect(html).not.toContain('__cc_');
    }
    const html = filled(blogFirstScreen(built.blog, JSON.stringify([blog(0, long)])))!;
    expect(html).toContain('<time dateTime="2026-01-02">2 Jan 2026</time>');
    expect(html).toContain(`${long.slice(0, 80)}...`);
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
  });

  it('an empty blog, or a first-row post without a picture, keeps the plain shell', () => {
    expect(blogFirstScreen(built.blog, '[]')).toBeNull();
    expect(blogFirstScreen(built.blog, JSON.stringify([blog(0, 'x'), { ...blog(1, 'y'), image: '' }]))).toBeNull();
  });

  it('a whole-list listing shows its heading and first row as the app renders them, whatever labels and prices its cards carry', () => {
    const plain = PLAIN;
    // Every shape: no label, a discount (two prices), a sold-out BOGO offer trending, coming soon (no price), one picture.
    const products: ProductSummary[] = [
      { ...plain, id: 1 },
      { ...plain, id: 2, discount_percentage: '12.50', offer_type: 'discount_percentage' },
      {
        ...plain,
        id: 3,
        is_bogo: true,
        buy_quantity: 2,
        get_quantity: 1,
        offer_type: 'buy_x_get_y',
        sold_out: true,
        latest_collection: true,
      },
      { ...plain, id: 4, coming_soon: true, images: [plain.images[0]!] },
      ...Array.from({ length: 20 }, (_, i) => ({ ...plain, id: 10 + i })),
    ];
    for (const [count, reverse] of [
      [4, false],
      [24, false],
      [24, true],
      [2, false],
    ] as const) {
      const list = products.slice(0, count);
      const subtitle = reverse ? undefined : 'Soaps & <Bars>';
      const html = filled(listingFirstScreen(built, 'Best & "Newest"', subtitle, JSON.stringify(list), reverse));
      const shown = (reverse ? [...list].reverse() : list).slice(0, 4);
      expect(html, `${count} products`).toBe(
        renderListingFirstScreen('Best & "Newest"', subtitle, 1, count > 12 ? 2 : 1, count, shown, OWN_SHOP),
      );
      expect(html).not.toContain('__cc_');
    }
    const html = filled(listingFirstScreen(built, 'Latest', undefined, JSON.stringify(products.slice(0, 4)), false))!;
    expect(html).not.toContain('Page 1 of');
    expect(html).toContain('<span>4 products</span>');
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="eager"/g)).toHaveLength(4);
    expect(html).toContain('Coming Soon');
    expect(html).toContain('Buy 2 Get 1');
  });

  it('a category name that spells a token stays text', () => {
    const name = '__cc_page_cards__ & __cc_page_title__';
    const html = filled(listingFirstScreen(built, 'OUR PRODUCTS', name, JSON.stringify([PLAIN]), false))!;
    expect(html).toBe(renderListingFirstScreen('OUR PRODUCTS', name, 1, 1, 1, [PLAIN], OWN_SHOP));
  });

  it('an empty listing, or a first-row product without pictures, keeps the plain shell', () => {
    expect(listingFirstScreen(built, 'Latest', undefined, '[]', true)).toBeNull();
    const bare = { ...PLAIN, images: [] };
    expect(listingFirstScreen(built, 'Latest', undefined, JSON.stringify([bare]), true)).toBeNull();
  });
});

describe('first screens of other pages', () => {
  const built = renderShells(tokenDetails());
  const filled = (html: string | null) => (html === null ? null : fillShell(html, OWN_SHOP));

  it('a blog post shows its banner, picture and date as the app renders them first', () => {
    const post = { ...blog(2, 'Short.'), description: '<p>Body</p>', related_blogs: [] } as unknown as BlogDetail;
    const html = filled(blogPostFirstScreen(built.blogPost, JSON.stringify(post)));
    expect(html).toBe(renderBlogPostFirstScreen(post, OWN_SHOP));
    expect(html).toContain('<time dateTime="2026-03-04">4 Mar 2026</time>');
    expect(html).toContain('Post 2: &quot;care&quot; &amp; &lt;repair&gt;');
    expect(html).not.toContain('Body');
    expect(blogPostFirstScreen(built.blogPost, JSON.stringify({ ...post, image: '' }))).toBeNull();
  });

  it('page 2 of a whole list opens with its own first row, and a page past the end with none', () => {
    const list = Array.from({ length: 30 }, (_, i) => ({ ...PLAIN, id: i + 1 }));
    const html = filled(listingFirstScreen(built, 'Latest', undefined, JSON.stringify(list), false, 2));
    expect(html).toBe(renderListingFirstScreen('Latest', undefined, 2, 3, 30, list.slice(12, 16), OWN_SHOP));
    expect(html).toContain('Page 2 of 3');
    expect(html).toContain('<span>30 products</span>');
    expect(listingFirstScreen(built, 'Latest', undefined, JSON.stringify(list), false, 4)).toBeNull();
  });

  it("one page of a large category opens with that page's first row, the category's count and its page count", () => {
    const results = Array.from({ length: 12 }, (_, i) => ({ ...PLAIN, id: i + 13 }));
    const body = JSON.stringify({ results, total: 200, page: 2, limit: 12, pages: 17 });
    const html = filled(listingFirstScreen(built, 'OUR PRODUCTS', 'Dressings', body, false, 2));
    expect(html).toBe(renderListingFirstScreen('OUR PRODUCTS', 'Dressings', 2, 17, 200, results.slice(0, 4), OWN_SHOP));
    expect(html).toContain('<span>200 products</span>');
    // An answer for another page than the one shown is not used.
    expect(listingFirstScreen(built, 'OUR PRODUCTS', 'Dressings', body, false, 3)).toBeNull();
  });

  it('the pages whose first render shows no catalogue data are rendered whole, at their own path (their menu link marked)', () => {
    const { pages } = renderShells(EXAMPLE_SHOP_DETAILS);
    expect(Object.keys(pages).sort()).toEqual([
      'AboutPage',
      'AuthFormPage',
      'CartPage',
      'ContactPage',
      'FavouritePage',
      'LoadingPage',
      'MiniCartPage',
      'NewspaperPage',
      'NotificationPage',
      'PaymentPage',
      'PrivacyPolicyPage',
      'RefundPolicyPage',
      'SafeHtmlPage',
      'SearchModalPage',
      'ShippingPolicyPage',
      'SubscribePage',
      'TermsPage',
      'TrackOrderPage',
    ]);
    expect(pages.AboutPage).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/About"/);
    expect(pages.ContactPage).not.toContain('<footer');
    // Until the app takes over, nothing typed into a shell's field can be lost.
    expect(pages.AuthFormPage).toMatch(/<input readonly="" [^>]*type="email"/);
    expect(pages.ContactPage).toContain('<textarea readonly="" ');
    expect(pages.AuthFormPage).not.toMatch(/<input (?!readonly)/);
    for (const html of Object.values(built.pages)) expect(fillShell(html, OWN_SHOP)).not.toContain('__cc_');
  });
});
