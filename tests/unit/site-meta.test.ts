import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  categoryMeta,
  fullTitle,
  headTags,
  notFoundMeta,
  pageParamOf,
  parsePageParam,
  productMeta,
  SITEMAP_STATIC_ROUTES,
  snippet,
  staticEntries,
  staticMeta,
} from '../../common/site/meta';
import { everyRoute, matchRoute, paths, routePath, type StaticRoute } from '../../common/site/paths';
import { makeProduct } from '../mocks/fixtures';

const BRAND = 'CocoCare Naturals';

/** What a request for `url` is canonically called (the server's reading: path, then ?page=). */
function canonicalOf(url: string): string | null {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const match = matchRoute(pathname);
  return match && canonicalPath(match, parsePageParam(pageParamOf(search)));
}

describe('matchRoute: routes from `paths`', () => {
  it('finds every static route under its own path', () => {
    for (const route of Object.keys(staticEntries(BRAND)) as StaticRoute[]) {
      expect(matchRoute(paths[route])).toEqual({ route });
    }
  });

  it('finds the routes that carry an id, with the raw segment', () => {
    expect(matchRoute('/Productdetail/12')).toEqual({ route: 'product', id: '12' });
    expect(matchRoute('/product/3')).toEqual({ route: 'category', id: '3' });
    expect(matchRoute('/category/3')).toEqual({ route: 'categoryByName', id: '3' });
    expect(matchRoute('/Blogdetail/7')).toEqual({ route: 'blogDetail', id: '7' });
    expect(matchRoute('/Productdetail/abc')).toEqual({ route: 'product', id: 'abc' });
  });

  it('ignores case, a trailing slash and the query, as the router does', () => {
    expect(matchRoute('/about')).toEqual({ route: 'about' });
    expect(matchRoute('/ABOUT/')).toEqual({ route: 'about' });
    expect(matchRoute('/productdetail/12/')).toEqual({ route: 'product', id: '12' });
    expect(matchRoute('/Bestseller?page=2')).toEqual({ route: 'bestseller' });
    expect(matchRoute('')).toEqual({ route: 'home' });
  });

  it('answers null for what is not a route', () => {
    for (const path of ['/nope', '/About/extra', '/Productdetail', '/Productdetail/1/2', '/api/categories/']) {
      expect(matchRoute(path), path).toBeNull();
    }
  });

  it('writes a match back in its one form', () => {
    expect(routePath(matchRoute('/productdetail/12/')!)).toBe('/Productdetail/12');
    expect(routePath(matchRoute('/trackorder')!)).toBe('/Trackorder');
  });
});

describe('canonical URLs: one form per page', () => {
  it('takes the case from `paths` and drops a trailing slash (except on /)', () => {
    expect(canonicalOf('/')).toBe('/');
    expect(canonicalOf('/about/')).toBe('/About');
    expect(canonicalOf('/LATESTCOLLECTION')).toBe('/Latestcollection');
    expect(canonicalOf('/privacypolicy/')).toBe('/Privacypolicy');
    expect(canonicalOf('/productdetail/5/')).toBe('/Productdetail/5');
    expect(canonicalOf('/blogdetail/2')).toBe('/Blogdetail/2');
  });

  it('names one URL for a page reached by two: /category/{id} is /product/{id}, /Shop is /Latestcollection', () => {
    expect(canonicalOf('/category/3')).toBe('/product/3');
    expect(canonicalOf('/Category/3/?page=2')).toBe('/product/3?page=2');
    expect(canonicalOf('/shop')).toBe('/Latestcollection');
  });

  it('keeps ?page=N (N > 1) on listings, and only there', () => {
    expect(canonicalOf('/Bestseller?page=2')).toBe('/Bestseller?page=2');
    expect(canonicalOf('/featured/?page=12')).toBe('/Featured?page=12');
    expect(canonicalOf('/product/3?utm_source=x&page=3')).toBe('/product/3?page=3');
    expect(canonicalOf('/Bestseller?page=1')).toBe('/Bestseller');
    expect(canonicalOf('/About?page=2')).toBe('/About');
    expect(canonicalOf('/Productdetail/5?page=2')).toBe('/Productdetail/5');
    expect(canonicalOf('/Blog?page=2')).toBe('/Blog');
  });

  it('reads ?page= strictly: anything but a plain positive number is page 1', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('123456')).toBe(123456);
    for (const raw of [null, undefined, '', '0', '02', '-2', '2abc', '1e3', ' 2', '1234567']) {
      expect(parsePageParam(raw), String(raw)).toBe(1);
    }
    expect(pageParamOf('?a=1&page=4')).toBe('4');
    expect(pageParamOf('')).toBeNull();
  });

  it('gives a missing page no canonical and noindex', () => {
    for (const meta of Object.values(notFoundMeta)) {
      expect(meta.canonical).toBeNull();
      expect(meta.robots).toBe('noindex, follow');
    }
  });
});

describe('the metadata table', () => {
  it('keeps the shopper’s own and utility pages out of search results', () => {
    const noindex = (Object.keys(staticEntries(BRAND)) as StaticRoute[]).filter(
      (route) => staticMeta(route, 1, BRAND).robots === 'noindex, follow',
    );
    expect(noindex.sort()).toEqual(
      [
        'auth',
        'cart',
        'favourite',
        'loading',
        'miniCart',
        'notification',
        'payment',
        'safeHtml',
        'searchModal',
        'subscribe',
        'trackOrder',
      ].sort(),
    );
  });

  it('lists the indexable fixed pages, the policies included, in the sitemap', () => {
    expect(SITEMAP_STATIC_ROUTES).toEqual(
      expect.arrayContaining(['home', 'privacyPolicy', 'refundPolicy', 'shippingPolicy', 'terms', 'about', 'blog']),
    );
    expect(SITEMAP_STATIC_ROUTES).not.toContain('cart');
    expect(SITEMAP_STATIC_ROUTES).not.toContain('shop');
  });

  it('adds the shop name to a title once', () => {
    expect(fullTitle('Blog', BRAND)).toBe('Blog | CocoCare Naturals');
    expect(fullTitle(staticMeta('home', 1, BRAND).title, BRAND)).toBe(staticMeta('home', 1, BRAND).title);
    expect(fullTitle('Blog', 'Kera Care')).toBe('Blog | Kera Care');
  });

  it('cuts a long description on a word', () => {
    const text = 'word '.repeat(60);
    const cut = snippet(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
    expect(snippet('  short\n text ')).toBe('short text');
  });
});

describe('headTags: the list both sides render', () => {
  it('writes title, description, robots, canonical, Open Graph and Twitter tags with absolute URLs', () => {
    const tags = headTags(
      categoryMeta(
        { id: 3, name: 'Coconut Oils', description: 'Cold pressed.', image: '/media/jar-30-a-800.webp' },
        2,
        BRAND,
      ),
      'https://shop.example.in',
      BRAND,
    );
    expect(tags).toEqual([
      { tag: 'title', text: 'Coconut Oils | CocoCare Naturals' },
      { tag: 'meta', attr: 'name', key: 'description', content: 'Cold pressed.' },
      { tag: 'meta', attr: 'name', key: 'robots', content: 'index, follow' },
      { tag: 'link', rel: 'canonical', href: 'https://shop.example.in/product/3?page=2' },
      { tag: 'meta', attr: 'property', key: 'og:title', content: 'Coconut Oils | CocoCare Naturals' },
      { tag: 'meta', attr: 'property', key: 'og:description', content: 'Cold pressed.' },
      { tag: 'meta', attr: 'property', key: 'og:url', content: 'https://shop.example.in/product/3?page=2' },
      { tag: 'meta', attr: 'property', key: 'og:type', content: 'website' },
      { tag: 'meta', attr: 'property', key: 'og:site_name', content: 'CocoCare Naturals' },
      { tag: 'meta', attr: 'property', key: 'og:image', content: 'https://shop.example.in/media/jar-30-a-800.webp' },
      { tag: 'meta', attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('gives a product page schema.org Product data that cannot close its <script>', () => {
    const product = makeProduct({ id: 9, name: 'Oil </script><b>', price: '200.00', discount_percentage: '10.00' });
    const script = headTags(productMeta(product, BRAND), 'https://shop.example.in', BRAND).find(
      (t) => t.tag === 'script',
    );
    expect(script).toBeDefined();
    const json = script!.tag === 'script' ? script!.json : '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Product',
      name: 'Oil </script><b>',
      offers: { price: '180.00', priceCurrency: 'INR', url: 'https://shop.example.in/Productdetail/9' },
    });
  });

  it('leaves canonical and og:url out where there is no page to name', () => {
    const keys = headTags(notFoundMeta.page, 'http://x', BRAND).map((t) => (t.tag === 'meta' ? t.key : t.tag));
    expect(keys).not.toContain('link');
    expect(keys).not.toContain('og:url');
    expect(keys).toContain('robots');
  });
});

describe('everyRoute: the sweeps’ list', () => {
  it('names each route once, with the ids given, and leaves out only the second address of a listing', () => {
    const routes = everyRoute({ blogDetail: 7, category: 3, product: 12 });
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('/Blogdetail/7');
    expect(routes).toContain('/product/3');
    expect(routes).toContain('/Productdetail/12');
    expect(routes).not.toContain('/category/3');
    const named = new Set(routes.map((r) => matchRoute(r)!.route));
    expect([...Object.keys(paths)].filter((key) => !named.has(key as keyof typeof paths))).toEqual(['categoryByName']);
    expect(() => everyRoute({ blogDetail: 1, category: 1 })).toThrow(/product/);
  });
});
