import { useEffect } from 'react';
import { headTags, MANAGED_META_KEYS, staticMeta, type HeadTag, type PageMeta } from '../../common/site/meta';
import type { StaticRoute } from '../../common/site/paths';
import { useShopDetails } from './shopDetails';

function metaSelector(attr: 'name' | 'property', key: string) {
  return `meta[${attr}="${key}"]`;
}

const attrOf = (key: string): 'name' | 'property' => (key.startsWith('og:') ? 'property' : 'name');

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  return element;
}

function apply(tag: HeadTag) {
  switch (tag.tag) {
    case 'title':
      document.title = tag.text;
      return;
    case 'meta': {
      const element = upsert(metaSelector(tag.attr, tag.key), () => {
        const m = document.createElement('meta');
        m.setAttribute(tag.attr, tag.key);
        return m;
      });
      element.setAttribute('content', tag.content);
      return;
    }
    case 'link': {
      const element = upsert(`link[rel="${tag.rel}"]`, () => {
        const l = document.createElement('link');
        l.setAttribute('rel', tag.rel);
        return l;
      });
      element.setAttribute('href', tag.href);
      return;
    }
    case 'script': {
      const element = upsert(`script[type="${tag.type}"]`, () => {
        const s = document.createElement('script');
        s.setAttribute('type', tag.type);
        return s;
      });
      if (element.textContent !== tag.json) element.textContent = tag.json;
      return;
    }
  }
}

/**
 * Writes a page's head tags, built by the same function the server uses for its HTML, and
 * removes the tags of the page before that this one does not carry (an image, a canonical,
 * product data), so the head always matches what the server would send for this URL.
 */
function applyPageMeta(meta: PageMeta, brand: string): void {
  const tags = headTags(meta, window.location.origin, brand);
  tags.forEach(apply);
  const metaKeys = new Set(tags.flatMap((t) => (t.tag === 'meta' ? [t.key] : [])));
  for (const key of MANAGED_META_KEYS) {
    if (!metaKeys.has(key)) document.head.querySelector(metaSelector(attrOf(key), key))?.remove();
  }
  if (!tags.some((t) => t.tag === 'link')) document.head.querySelector('link[rel="canonical"]')?.remove();
  if (!tags.some((t) => t.tag === 'script'))
    document.head.querySelector('script[type="application/ld+json"]')?.remove();
}

/** Applies `meta` while the page is shown; null (data still loading) leaves the current tags alone. */
export function usePageMeta(meta: PageMeta | null): void {
  const { brand } = useShopDetails();
  // Builders return fresh objects each render: compare by content so the head is written only on change.
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (key) applyPageMeta(JSON.parse(key) as PageMeta, brand);
  }, [key, brand]);
}

/** Applies a fixed route's tags (`page` for the paged listings), for the shop in force. */
export function useStaticPageMeta(route: StaticRoute, page = 1): void {
  const { brand, dispatchDays } = useShopDetails();
  usePageMeta(staticMeta(route, page, brand, dispatchDays));
}
