import { useEffect } from 'react';
import { company } from '../../common/site/company';

export interface SeoTags {
  title: string;
  description: string;
  /** Path of this page, e.g. '/Contact'; the canonical URL is built from the current origin. */
  path: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
}

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function meta(attr: 'name' | 'property', key: string, content: string) {
  upsert(
    `meta[${attr}="${key}"]`,
    () => {
      const m = document.createElement('meta');
      m.setAttribute(attr, key);
      return m;
    },
    'content',
    content,
  );
}

/**
 * Sets title, description, canonical and Open Graph tags. The server writes the
 * same tags into the HTML for crawlers; this updates them in place as the
 * shopper navigates, so there is never a second copy.
 */
export function applySeo(tags: SeoTags): void {
  const title = tags.title.includes(company.brand) ? tags.title : `${tags.title} | ${company.brand}`;
  const url = new URL(tags.path, window.location.origin).toString();
  document.title = title;
  meta('name', 'description', tags.description);
  upsert(
    'link[rel="canonical"]',
    () => {
      const l = document.createElement('link');
      l.setAttribute('rel', 'canonical');
      return l;
    },
    'href',
    url,
  );
  meta('property', 'og:title', title);
  meta('property', 'og:description', tags.description);
  meta('property', 'og:url', url);
  meta('property', 'og:type', tags.type ?? 'website');
  meta('property', 'og:site_name', company.brand);
  if (tags.image) meta('property', 'og:image', new URL(tags.image, window.location.origin).toString());
  meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary');
}

export function useSeo(tags: SeoTags | null): void {
  const key = tags ? JSON.stringify(tags) : '';
  useEffect(() => {
    if (tags) applySeo(tags);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
