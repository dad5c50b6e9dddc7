import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EXAMPLE_SHOP_DETAILS, telHref, type ShopDetails } from '../../common/site/company';
import { escapeHtml } from '../../common/site/html';
import type { Section, Template } from '../../common/site/template';

/**
 * The first-paint shells (src/app/shell.tsx) are rendered when the shop is built, but the shop's
 * details (phone, e-mail, name) are read when it starts. So the build renders them with a token
 * in place of each detail, and the server fills in the configured details once at start.
 */

/** `__cc_shop_phone__`, `__cc_shop_address_city__`: survives HTML escaping, tel: links and URL encoding unchanged. */
const token = (keys: (string | number)[]) => `__cc_shop_${keys.join('_')}__`;
const TOKEN = /__cc_shop_\w+?__/g;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The details with every text replaced by its token. */
export function tokenDetails(details: ShopDetails = EXAMPLE_SHOP_DETAILS): ShopDetails {
  const walk = (value: Json, keys: (string | number)[]): Json => {
    if (typeof value === 'string') return token(keys);
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...keys, i]));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...keys, k])]));
    return value;
  };
  return walk(details as unknown as Json, []) as unknown as ShopDetails;
}

/** token → the detail's text in `details`. */
function detailTexts(details: ShopDetails): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: Json, keys: (string | number)[]) => {
    if (typeof value === 'string') texts.set(token(keys), value);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...keys, i]));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, [...keys, k]));
  };
  walk(details as unknown as Json, []);
  return texts;
}

/**
 * A shell with `details` in place of the tokens, or null when it names a detail `details` does
 * not have (a list entry the configuration left out): then the page goes without a shell.
 */
export function fillShell(html: string, details: ShopDetails): string | null {
  const texts = detailTexts(details);
  let missing = false;
  // A phone in a tel: link is written without its spaces and dashes, as telHref does.
  const filled = html.replace(new RegExp(`tel:(${TOKEN.source})|${TOKEN.source}`, 'g'), (match, telToken) => {
    const text = texts.get(telToken ?? match);
    if (text === undefined) {
      missing = true;
      return '';
    }
    return escapeHtml(telToken ? telHref(text) : text);
  });
  return missing ? null : filled;
}

export interface Shells {
  home: string;
  page: string;
  /** The first screens filled from a page's data (server/pages/first-screen.ts): templates with sections (common/site/template.ts). */
  product?: Template;
  blog?: Template;
  listing?: Template;
  card?: Template;
  blogPost?: Template;
  /** The pages that show no data, as they are, by page component. */
  pages?: Record<string, string>;
}

/** `template` with `details` filled into its HTML and every fragment; null when one names a detail `details` lacks. */
function fillTemplate(template: Template, details: ShopDetails): Template | null {
  const fill = (html: string) => fillShell(html, details);
  const html = fill(template.html);
  if (html === null) return null;
  const sections: Record<string, Section> = {};
  for (const [name, section] of Object.entries(template.sections)) {
    if (section.kind === 'choice') {
      const options = Object.entries(section.options).map(([key, value]) => [key, fill(value)] as const);
      if (options.some(([, value]) => value === null)) return null;
      sections[name] = { kind: 'choice', options: Object.fromEntries(options) as Record<string, string> };
    } else {
      const fragments = section.fragments.map(fill);
      const item = fill(section.item);
      const two = section.fragments[2];
      // The item goes in at `at` of the 2-item fragment: filling may change its length.
      const before = fill(two.slice(0, section.at));
      if (fragments.some((f) => f === null) || item === null || before === null) return null;
      sections[name] = { kind: 'list', fragments: fragments as [string, string, string], item, at: before.length };
    }
  }
  return { html, sections };
}

/** The built shells (dist/.vite/shells.json, written by scripts/prerender.ts) with `details` filled in; null without a build. */
export function loadShells(distDir: string, details: ShopDetails): Shells | null {
  const file = path.join(distDir, '.vite', 'shells.json');
  if (!existsSync(file)) return null;
  const built = JSON.parse(readFileSync(file, 'utf8')) as Partial<Shells>;
  const fill = (html: string | undefined) => (html === undefined ? null : fillShell(html, details));
  const home = fill(built.home);
  const page = fill(built.page);
  if (home === null || page === null) return null;
  // A first screen that names a detail the configuration left out is dropped: its pages get the plain shell.
  const template = (t: Template | undefined) => (t && fillTemplate(t, details)) ?? undefined;
  return {
    home,
    page,
    product: template(built.product),
    blog: template(built.blog),
    listing: template(built.listing),
    card: template(built.card),
    blogPost: template(built.blogPost),
    pages:
      built.pages &&
      Object.fromEntries(
        Object.entries(built.pages)
          .map(([page, html]) => [page, fillShell(html, details)] as const)
          .filter((entry): entry is [string, string] => entry[1] !== null),
      ),
  };
}

/** Where index.html holds its shell (the build writes the markers inside #root). */
const SHELL = /<!--shell-->[\s\S]*?<!--\/shell-->/;

/** `template` with `shell` in place of the one it carries; unchanged when it carries none. */
export function withShell(template: string, shell: string): string {
  return template.replace(SHELL, () => `<!--shell-->${shell}<!--/shell-->`);
}
