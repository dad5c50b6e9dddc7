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
import { matchRoute, paths } from '../../common/site/paths';
import type { PreloadImage } from './head';

export interface ServedPage {
  meta: PageMeta;
  /** 404 for a URL that names no page (an unknown route, product, category or post). */
  status: 200 | 404;
  preloadImage?: PreloadImage;
}

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
  if (!match) return { meta: notFoundMeta.page, status: 404 };
  const page = parsePageParam(pageParamOf(search));

  if (match.id === undefined) {
    const meta = staticMeta(match.route, page);
    return match.route === 'home'
      ? {
          meta,
          status: 200,
          preloadImage: { href: heroImageUrl(0, 1200), srcset: heroImageSrcset(0), sizes: HERO_SIZES },
        }
      : { meta, status: 200 };
  }

  const id = parseId(match.id);
  const { cache, repos } = app;
  switch (match.route) {
    case 'product': {
      const product = id === null ? null : await cache.get(`seo:product:${id}`, () => repos.catalogue.detail(id));
      return product ? { meta: productMeta(product), status: 200 } : { meta: notFoundMeta.product, status: 404 };
    }
    case 'category':
    case 'categoryByName': {
      const categories = await cache.get('seo:categories', () => repos.catalogue.categories());
      const category = categories.find((c) => c.id === id);
      return category
        ? { meta: categoryMeta(category, page), status: 200 }
        : { meta: notFoundMeta.category, status: 404 };
    }
    case 'blogDetail': {
      const blog = id === null ? null : await cache.get(`seo:blog:${id}`, () => repos.blogs.detail(id));
      return blog ? { meta: blogMeta(blog), status: 200 } : { meta: notFoundMeta.blog, status: 404 };
    }
  }
}

/** The fixed storefront URLs worth indexing (the policies included), from the metadata table. */
export const SITEMAP_STATIC: string[] = SITEMAP_STATIC_ROUTES.map((route) => paths[route]);
