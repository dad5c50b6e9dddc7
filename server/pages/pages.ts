import type { FastifyInstance } from 'fastify';
import { HERO_SIZES, heroImageSrcset, heroImageUrl } from '../../common/site/hero';
import {
  blogMeta,
  categoryMeta,
  notFoundMeta,
  pageParamOf,
  parsePageParam,
  productMeta,
  SITEMAP_STATIC_ROUTES,
  staticMeta,
  type PageMeta,
} from '../../common/site/meta';
import { CLIENT_PAGING_MAX_ITEMS, LISTING_PAGE_SIZE, pageCount } from '../../common/domain/pagination';
import { matchRoute, paths } from '../../common/site/paths';
import type { PreloadImage } from './head';
import { NOT_FOUND_PAGE, ROUTE_PAGES } from './assets';
import { LAYOUT_DATA } from './page-data';
import { BLOG_POST_IMAGE_SIZES, categoryPagePath, LISTING_TITLES } from '../../common/site/first-screen';
import { listPage } from './first-screen';

export interface ServedPage {
  meta: PageMeta;
  /** 404 for a URL that names no page (an unknown route, product, category or post). */
  status: 200 | 404;
  preloadImage?: PreloadImage;
  /** The page component that shows it (src/pages/{page}.tsx). */
  page: string;
  /** The API answers it shows first, by path under /api/ (server/pages/page-data.ts embeds them). */
  data: string[];
  /** A listing's largest paint is its first card's picture, found in one of those answers. */
  cardImage?: CardImage;
  /** The heading of a whole-list listing, whose first screen can go into the HTML. */
  listingTitle?: string;
  /** Which page of that listing (1-based). */
  listingPage?: number;
  /** The line under that heading (a category's name). */
  listingSubtitle?: string;
}

/** Which card of which embedded list comes first on screen, and the `sizes` its picture has. */
export interface CardImage {
  path: string;
  /** Product listings show the list reversed (trending, best sellers, featured): the last comes first. */
  first: 'first' | 'last';
  kind: 'product' | 'blog';
  sizes: string;
  /** The page of the listing (1-based): its first card is the one the page opens with. */
  page?: number;
}

/** Sizes as src/features/catalogue/ProductCard.tsx and src/features/content/BlogCard.tsx give them. */
export const PRODUCT_CARD_SIZES = '(max-width: 575px) 50vw, (max-width: 991px) 33vw, 25vw';
export const BLOG_CARD_SIZES = '(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw';

const productCard = (path: string, first: CardImage['first']): CardImage => ({
  path,
  first,
  kind: 'product',
  sizes: PRODUCT_CARD_SIZES,
});

/** The first card's picture on the listings that open with a grid of cards (their first page only). */
const STATIC_CARDS: Partial<Record<string, CardImage>> = {
  latestCollection: productCard('latest-collection/', 'last'),
  bestseller: productCard('best-sellers/', 'last'),
  featured: productCard('featured-products/', 'last'),
  blog: { path: 'api/blogs', first: 'first', kind: 'blog', sizes: BLOG_CARD_SIZES },
};

/** The preload for a listing's first card, from the embedded answer (`body`, its JSON). */
export function cardPreload(card: CardImage, body: string | undefined): PreloadImage | undefined {
  if (!body) return undefined;
  const answer = JSON.parse(body) as unknown;
  // One page of a large category (CategoryPage) holds only that page's products.
  const list = Array.isArray(answer) ? answer : listPage(answer)?.results;
  if (!list || list.length === 0) return undefined;
  const skip = ((card.page ?? 1) - 1) * LISTING_PAGE_SIZE;
  const item = (card.first === 'last' ? list[list.length - 1 - skip] : list[skip]) as
    | {
        image?: string;
        srcset?: string;
        images?: { image: string; srcset: string }[];
      }
    | undefined;
  if (!item) return undefined;
  const image =
    card.kind === 'product'
      ? item.images?.[0]
      : item.image
        ? { image: item.image, srcset: item.srcset ?? '' }
        : undefined;
  return image?.image ? { href: image.image, srcset: image.srcset, sizes: card.sizes } : undefined;
}

/** The product page's main photo: sizes as src/features/product/ProductGallery.tsx gives them. */
export const PRODUCT_GALLERY_SIZES = '(max-width: 767px) 100vw, 50vw';

/** What a fixed route shows first beyond the layout's own data. */
const STATIC_DATA: Partial<Record<string, string[]>> = {
  home: ['best-sellers/', 'featured-products/'],
  bestseller: ['best-sellers/'],
  featured: ['featured-products/'],
  blog: ['api/blogs'],
};

/** Ids in URLs are positive integers; anything else names nothing. */
const parseId = (raw: string) => (/^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * The tags for a storefront URL, from the same table and builders the SPA uses
 * (common/site/meta.ts), with the data those builders need read through the
 * catalogue cache.
 */
export async function servedPage(app: FastifyInstance, url: string): Promise<ServedPage> {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const match = matchRoute(pathname);
  const notFound = (meta: PageMeta, page = NOT_FOUND_PAGE): ServedPage => ({
    meta,
    status: 404,
    page,
    data: LAYOUT_DATA,
  });
  if (!match) return notFound(notFoundMeta.page);
  const page = parsePageParam(pageParamOf(search));
  const component = ROUTE_PAGES[match.route];

  if (match.id === undefined) {
    const served: ServedPage = {
      meta: staticMeta(match.route, page, app.config.shop.brand, app.config.shop.dispatchDays),
      status: 200,
      page: component,
      data: [...LAYOUT_DATA, ...(STATIC_DATA[match.route] ?? [])],
    };
    if (match.route === 'home')
      served.preloadImage = { href: heroImageUrl(0, 1200), srcset: heroImageSrcset(0), sizes: HERO_SIZES };
    else if (match.route in LISTING_TITLES) {
      // A whole-list listing has every page's cards in its embedded answer.
      const card = STATIC_CARDS[match.route];
      served.cardImage = card && { ...card, page };
      served.listingTitle = LISTING_TITLES[match.route as keyof typeof LISTING_TITLES];
      served.listingPage = page;
    } else if (page === 1) served.cardImage = STATIC_CARDS[match.route];
    return served;
  }

  const id = parseId(match.id);
  const { cache, repos } = app;
  switch (match.route) {
    case 'product': {
      const product = id === null ? null : await cache.get(`seo:product:${id}`, () => repos.catalogue.detail(id));
      if (!product) return notFound(notFoundMeta.product, component);
      const image = product.images[0];
      return {
        meta: productMeta(product, app.config.shop.brand),
        status: 200,
        page: component,
        data: [...LAYOUT_DATA, `product-detail/${id}/`],
        preloadImage: image && { href: image.image, srcset: image.srcset, sizes: PRODUCT_GALLERY_SIZES },
      };
    }
    case 'category':
    case 'categoryByName': {
      const categories = await cache.get('seo:categories', () => repos.catalogue.categories());
      const category = categories.find((c) => c.id === id);
      if (!category) return notFound(notFoundMeta.category, component);
      // A small category is read whole by the storefront and paged there; a large one a page at a
      // time, the page asked for clamped to the last (src/features/catalogue/useListingPage.ts): that page is embedded.
      const whole = category.product_count <= CLIENT_PAGING_MAX_ITEMS;
      const shown = whole ? page : Math.min(page, pageCount(category.product_count, LISTING_PAGE_SIZE));
      const answer = whole ? `products/${category.id}/` : categoryPagePath(category.id, shown, LISTING_PAGE_SIZE);
      return {
        meta: categoryMeta(category, page, app.config.shop.brand),
        status: 200,
        page: component,
        data: [...LAYOUT_DATA, answer],
        cardImage: { ...productCard(answer, 'first'), page: whole ? page : 1 },
        listingTitle: LISTING_TITLES.category,
        listingSubtitle: category.name,
        listingPage: shown,
      };
    }
    case 'blogDetail': {
      const blog = id === null ? null : await cache.get(`seo:blog:${id}`, () => repos.blogs.detail(id));
      if (!blog) return notFound(notFoundMeta.blog, component);
      return {
        meta: blogMeta(blog, app.config.shop.brand),
        status: 200,
        page: component,
        data: [...LAYOUT_DATA, `api/blogs/${id}/`],
        // The post's picture is its largest paint.
        preloadImage: blog.image ? { href: blog.image, srcset: blog.srcset, sizes: BLOG_POST_IMAGE_SIZES } : undefined,
      };
    }
  }
}

/** The fixed storefront URLs worth indexing (the policies included), from the metadata table. */
export const SITEMAP_STATIC: string[] = SITEMAP_STATIC_ROUTES.map((route) => paths[route]);
