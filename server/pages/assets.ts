import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteMatch } from '../../common/site/paths';
import { escapeHtml } from '../../common/site/html';

/**
 * The page component each storefront route renders (src/app/router.tsx lazy-loads them; a unit
 * test keeps the two lists in step). The server names a route's chunk in the HTML, so the browser
 * downloads it beside the entry instead of after it.
 */
export const ROUTE_PAGES: Record<RouteMatch['route'], string> = {
  home: 'HomePage',
  about: 'AboutPage',
  blog: 'BlogPage',
  blogDetail: 'BlogDetailPage',
  bestseller: 'BestsellerPage',
  featured: 'FeaturedPage',
  latestCollection: 'LatestCollectionPage',
  category: 'CategoryProductsPage',
  categoryByName: 'CategoryProductsPage',
  product: 'ProductDetailPage',
  cart: 'CartPage',
  miniCart: 'MiniCartPage',
  payment: 'PaymentPage',
  notification: 'NotificationPage',
  newspaper: 'NewspaperPage',
  auth: 'AuthFormPage',
  contact: 'ContactPage',
  favourite: 'FavouritePage',
  trackOrder: 'TrackOrderPage',
  searchModal: 'SearchModalPage',
  privacyPolicy: 'PrivacyPolicyPage',
  refundPolicy: 'RefundPolicyPage',
  shippingPolicy: 'ShippingPolicyPage',
  safeHtml: 'SafeHtmlPage',
  terms: 'TermsPage',
  subscribe: 'SubscribePage',
  loading: 'LoadingPage',
  shop: 'ShopPage',
};

/** An unknown URL shows this page. */
export const NOT_FOUND_PAGE = 'NotFoundPage';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a page needs on top of the entry's: its chunk with the chunks it imports, and their CSS. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * Reads Vite's build manifest (dist/.vite/manifest.json) once. Without one (a build without the
 * manifest, or none at all) every page simply gets no hints. Files `template` (index.html) already
 * names are left out.
 */
export function loadPageAssets(distDir: string, template: string): (page: string) => PageAssets {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const none: PageAssets = { scripts: [], styles: [] };
  if (!existsSync(file)) return () => none;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;

  const closure = (keys: string[]) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((css) => styles.add(css));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return { scripts, styles };
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  for (const [, file] of template.matchAll(/(?:href|src)="\/([^"]+)"/g)) {
    entry.scripts.add(file!);
    entry.styles.add(file!);
  }

  const byPage = new Map<string, PageAssets>();
  return (page) => {
    let assets = byPage.get(page);
    if (!assets) {
      const own = closure([`src/pages/${page}.tsx`]);
      assets = {
        scripts: [...own.scripts].filter((f) => !entry.scripts.has(f)).map((f) => `/${f}`),
        styles: [...own.styles].filter((f) => !entry.styles.has(f)).map((f) => `/${f}`),
      };
      byPage.set(page, assets);
    }
    return assets;
  };
}

/** `<link>` tags that fetch a page's styles and chunks alongside the entry (as Vite's own tags do, with crossorigin). */
export function renderPageAssets({ scripts, styles }: PageAssets): { styles: string[]; scripts: string[] } {
  return {
    styles: styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    scripts: scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  };
}

/** The app's modulepreload links in index.html (scripts/prerender.ts marks them `data-app`). */
const APP_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bdata-app\b[^>]*>/g;

/**
 * For a page whose first screen is complete without scripts (the home page's shell holds its
 * banner): its scripts are named in a `<template id="after-paint">`, which src/main.tsx moves into
 * <head> once the page is painted, so they do not share the connection with the banner's picture
 * and the styles. Returns the page without the app's preloads in <head>, and that template.
 */
export function deferScripts(page: string, scripts: string[]): { page: string; template: string } {
  const app = page.match(APP_PRELOAD)?.map((tag) => tag.trim()) ?? [];
  return {
    page: page.replace(APP_PRELOAD, ''),
    template: `<template id="after-paint">${[...app, ...scripts].join('')}</template>`,
  };
}
