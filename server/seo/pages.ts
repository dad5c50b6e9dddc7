import { paths } from '../../common/site/paths';
import { HERO_SIZES, heroImageSrcset, heroImageUrl } from '../../common/site/hero';
import type { FastifyInstance } from 'fastify';
import { productJsonLd, type HeadTags } from './head';

type PageTags = Omit<HeadTags, 'canonical'>;

const DEFAULT_DESCRIPTION =
  'Bio-cellulose wound dressings, sheet masks, virgin coconut oil, monolaurin and handmade soaps from a coconut-biotech maker in Tamil Nadu. Shop online in INR.';

/** Titles of the pages that need no data; the SPA sets the same ones as it navigates. */
const STATIC_PAGES: Record<string, PageTags> = {
  [paths.home]: {
    title: 'Bio-cellulose wound care and coconut wellness',
    description: DEFAULT_DESCRIPTION,
    preloadImage: { href: heroImageUrl(0, 1200), srcset: heroImageSrcset(0), sizes: HERO_SIZES },
  },
  [paths.about]: {
    title: 'About Us',
    description: 'A startup making biologic products from coconut-water bio-cellulose and monolaurin.',
  },
  [paths.blog]: { title: 'Blog', description: 'Notes on wound care, bio-cellulose and the goodness of coconut.' },
  [paths.bestseller]: { title: 'Best Seller Products', description: 'Our best-selling dressings, oils and skin care.' },
  [paths.featured]: { title: 'Featured Products', description: 'Featured products from our coconut-biotech range.' },
  [paths.latestCollection]: { title: 'Our Trending Products', description: 'The latest additions to our range.' },
  [paths.cart]: { title: 'Cart', description: 'Your shopping cart.' },
  [paths.miniCart]: { title: 'Cart', description: 'Your shopping cart.' },
  [paths.payment]: { title: 'Checkout', description: 'Delivery address, order summary and payment.' },
  [paths.notification]: { title: 'New products', description: DEFAULT_DESCRIPTION },
  [paths.newspaper]: { title: 'Newspaper', description: DEFAULT_DESCRIPTION },
  [paths.auth]: { title: 'Login / Register', description: 'Sign in or create an account.' },
  [paths.contact]: { title: 'Contact Us', description: 'Write, call or WhatsApp us about orders and products.' },
  [paths.favourite]: { title: 'Favourites', description: 'Products you saved.' },
  [paths.trackOrder]: { title: 'Track Order', description: 'Find your order and follow its delivery.' },
  [paths.searchModal]: { title: 'Search', description: 'Search our products.' },
  [paths.privacyPolicy]: { title: 'Privacy Policy', description: 'How we handle your personal data.' },
  [paths.refundPolicy]: { title: 'Returns & Refunds', description: 'Returns, refunds and damaged deliveries.' },
  [paths.shippingPolicy]: { title: 'Shipping Information', description: 'Dispatch and delivery times.' },
  [paths.safeHtml]: { title: 'Content', description: DEFAULT_DESCRIPTION },
  [paths.terms]: { title: 'Terms and Conditions', description: 'The terms of using this shop.' },
  [paths.subscribe]: { title: 'Subscribe', description: 'Get our newsletter.' },
  [paths.loading]: { title: 'Loading', description: DEFAULT_DESCRIPTION },
  [paths.shop]: { title: 'Shop', description: DEFAULT_DESCRIPTION },
};

const STATIC_LOWER = new Map(Object.entries(STATIC_PAGES).map(([p, tags]) => [p.toLowerCase(), tags]));

/**
 * The tags for a storefront URL, or null when no such page exists (the server
 * then answers 404 while still serving the SPA's not-found page).
 */
export async function pageTags(app: FastifyInstance, pathname: string, origin: string): Promise<PageTags | null> {
  const stat = STATIC_LOWER.get(pathname.toLowerCase().replace(/(.)\/+$/, '$1'));
  if (stat) return stat;

  const [, section, rawId] = /^\/(Productdetail|product|category|Blogdetail)\/([^/]+)\/?$/i.exec(pathname) ?? [];
  if (!section || !rawId || !/^[1-9][0-9]{0,9}$/.test(rawId)) return null;
  const id = Number(rawId);
  const { cache, repos } = app;

  if (section.toLowerCase() === 'productdetail') {
    const product = await cache.get(`seo:product:${id}`, () => repos.catalogue.detail(id));
    if (!product) return null;
    return {
      title: product.name,
      description: product.description,
      image: product.images[0] && new URL(product.images[0].image, origin).toString(),
      type: 'product',
      jsonLd: productJsonLd(product, new URL(paths.product(id), origin).toString(), origin),
    };
  }
  if (section.toLowerCase() === 'product' || section.toLowerCase() === 'category') {
    const categories = await cache.get('seo:categories', () => repos.catalogue.categories());
    const category = categories.find((c) => c.id === id);
    if (!category) return null;
    return {
      title: category.name,
      description: category.description || DEFAULT_DESCRIPTION,
      image: new URL(category.image, origin).toString(),
    };
  }
  const blog = await cache.get(`seo:blog:${id}`, () => repos.blogs.detail(id));
  if (!blog) return null;
  return { title: blog.title, description: blog.hint, image: new URL(blog.image, origin).toString(), type: 'article' };
}

/** Storefront URLs worth indexing (policies and transactional pages are left out). */
export const SITEMAP_STATIC = [
  paths.home,
  paths.latestCollection,
  paths.bestseller,
  paths.featured,
  paths.blog,
  paths.about,
  paths.contact,
];
