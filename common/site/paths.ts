/** Every URL of the storefront, so no route string is typed twice. */
export const paths = {
  home: '/',
  about: '/About',
  blog: '/Blog',
  blogDetail: (id: number | string) => `/Blogdetail/${id}`,
  bestseller: '/Bestseller',
  featured: '/Featured',
  latestCollection: '/Latestcollection',
  category: (id: number | string) => `/product/${id}`,
  /** The home page links category names here; the same listing as `category`. */
  categoryByName: (id: number | string) => `/category/${id}`,
  product: (id: number | string) => `/Productdetail/${id}`,
  cart: '/Cart',
  miniCart: '/Minicart',
  payment: '/Payment',
  notification: '/Notification',
  newspaper: '/Newpaper',
  auth: '/AuthForm',
  contact: '/Contact',
  favourite: '/Favourite',
  trackOrder: '/Trackorder',
  searchModal: '/SearchModal',
  privacyPolicy: '/Privacypolicy',
  refundPolicy: '/Refundpolicy',
  shippingPolicy: '/Shippingpolicy',
  safeHtml: '/SafeHtmlComponent',
  terms: '/TermsAndConditions',
  subscribe: '/Subscribe',
  loading: '/Loading',
  shop: '/Shop',
} as const;

type Paths = typeof paths;
/** Routes whose path is fixed, e.g. 'about' → '/About'. */
export type StaticRoute = { [K in keyof Paths]: Paths[K] extends string ? K : never }[keyof Paths];
/** Routes with an id segment, e.g. 'product' → '/Productdetail/{id}'. */
export type DynamicRoute = Exclude<keyof Paths, StaticRoute>;
export type RouteMatch = { route: StaticRoute; id?: undefined } | { route: DynamicRoute; id: string };

const routeKeys = Object.keys(paths) as (keyof Paths)[];
const isStatic = (key: keyof Paths): key is StaticRoute => typeof paths[key] === 'string';

/** '/about' → 'about', keyed by the lower-cased path: routes match whatever the case. */
const STATIC_BY_PATH = new Map<string, StaticRoute>(
  routeKeys.filter(isStatic).map((key) => [(paths[key] as string).toLowerCase(), key]),
);
/** 'productdetail' → 'product': the first segment of each route that carries an id. */
const DYNAMIC_BY_SECTION = new Map<string, DynamicRoute>(
  routeKeys
    .filter((key): key is DynamicRoute => !isStatic(key))
    .map((key) => [(paths[key] as (id: string) => string)('').split('/')[1]!.toLowerCase(), key]),
);

/**
 * Which storefront route a pathname is, read from `paths` (no second list of patterns):
 * case-insensitive and tolerant of a trailing slash, as the router is. `id` is the raw
 * segment; whether it names anything is for the caller to decide. Null: no such route.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean);
  if (segments.length === 0) return { route: 'home' };
  if (segments.length === 1) {
    const route = STATIC_BY_PATH.get(`/${segments[0]!.toLowerCase()}`);
    return route ? { route } : null;
  }
  if (segments.length === 2) {
    const route = DYNAMIC_BY_SECTION.get(segments[0]!.toLowerCase());
    return route ? { route, id: segments[1]! } : null;
  }
  return null;
}

/** The path of a matched route in its one written form (case as in `paths`, no trailing slash). */
export function routePath(match: RouteMatch): string {
  return match.id === undefined ? paths[match.route] : paths[match.route](match.id);
}

/** Routes that show another route's page under a second address (the home page's category links). */
const ALIASES: ReadonlySet<keyof Paths> = new Set(['categoryByName']);

/**
 * Every route of the storefront, each once, in the order of `paths`, with the given ids in the routes
 * that carry one: the list the sweeps over every page (accessibility, layout, Lighthouse) walk.
 */
export function everyRoute(ids: { [K in DynamicRoute]?: number | string }): string[] {
  return routeKeys
    .filter((key) => !ALIASES.has(key))
    .map((key) => {
      if (isStatic(key)) return paths[key];
      const id = ids[key];
      if (id === undefined) throw new Error(`everyRoute: no id for ${key}`);
      return paths[key](id);
    });
}
