// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { matchRoute, paths } from '../../common/site/paths';
import { baseUrl, launchBrowser, newShopper, quietNetwork } from './browser';

/**
 * The server's HTML head and the SPA's rendered head carry the same tags on every route: every
 * fixed route, a sample of the sitemap's products, categories and posts (its first three and last
 * two of each kind: the head of every one comes from the same code, and their data varies most
 * between the first and the last seeded), and the odd forms people type (case, trailing slash,
 * aliases, later listing pages, missing pages).
 */

type Tags = Record<string, string[]>;

/** Runs in the page: the managed head tags of a document, each key with every value it has. */
function readHead(doc: Document): Tags {
  const tags: Tags = {};
  const add = (key: string, value: string) => (tags[key] ??= []).push(value);
  for (const t of doc.head.querySelectorAll('title')) add('title', t.textContent ?? '');
  for (const m of doc.head.querySelectorAll('meta[name], meta[property]')) {
    const key = m.getAttribute('name') ?? m.getAttribute('property') ?? '';
    if (/^(description|robots|og:|twitter:)/.test(key)) add(key, m.getAttribute('content') ?? '');
  }
  for (const l of doc.head.querySelectorAll('link[rel="canonical"]')) add('canonical', l.getAttribute('href') ?? '');
  for (const s of doc.head.querySelectorAll('script[type="application/ld+json"]')) {
    add('json-ld', JSON.stringify(JSON.parse(s.textContent ?? 'null')));
  }
  return tags;
}

/** The page tags the server writes, removed, so whatever is in the head after rendering came from the SPA. */
function stripPageTags(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<meta (name|property)="(description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>/g, '')
    .replace(/<link rel="canonical"[^>]*>/g, '')
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
}

const origin = baseUrl();
const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const staticPaths = Object.values(paths).flatMap((p) => (typeof p === 'string' ? [p] : []));
const anyProduct = sitemapPaths.find((p) => matchRoute(p)?.route === 'product')!;
const anyCategory = sitemapPaths.find((p) => matchRoute(p)?.route === 'category')!;
const categoryId = matchRoute(anyCategory)!.id!;
const oddForms = [
  '/about/',
  '/LATESTCOLLECTION',
  anyProduct.toLowerCase() + '/',
  paths.categoryByName(categoryId),
  `${anyCategory}?page=2`,
  '/Bestseller?page=2&utm_source=mail',
  '/no-such-page',
  paths.product(987654),
  paths.product('abc'),
  paths.category(987654),
  paths.blogDetail(987654),
];
const byRoute = new Map<string, string[]>();
for (const p of sitemapPaths) {
  const route = matchRoute(p)?.route ?? 'unknown';
  byRoute.set(route, [...(byRoute.get(route) ?? []), p]);
}
const sampled = [...byRoute.values()].flatMap((list) =>
  list.length > 5 ? [...list.slice(0, 3), ...list.slice(-2)] : list,
);
const allPaths = [...new Set([...sampled, ...staticPaths, ...oddForms])];

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** A blank page (no shop CSP) that parses the server's HTML with the browser's own parser. */
let parser: Page;
let errors: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page, errors } = await newShopper(browser, 1280));
  await page.addInitScript(`window.__readHead = ${readHead.toString()}`);
  parser = await context.newPage();
  await parser.evaluate((source) => {
    (window as unknown as { __readHead: unknown }).__readHead = (0, eval)(`(${source})`);
  }, readHead.toString());
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, body: stripPageTags(await response.text()) });
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function serverTags(path: string): Promise<{ status: number; tags: Tags }> {
  const response = await fetch(origin + path);
  const html = await response.text();
  const tags = await parser.evaluate(
    (source) =>
      (window as unknown as { __readHead: (d: Document) => Tags }).__readHead(
        new DOMParser().parseFromString(source, 'text/html'),
      ),
    html,
  );
  return { status: response.status, tags };
}

const spaTags = (p: Page) =>
  p.evaluate(() => (window as unknown as { __readHead: (d: Document) => Tags }).__readHead(document));

describe('server and SPA write the same head tags', () => {
  it('walks enough routes to mean something', () => {
    expect(sitemapPaths.length).toBeGreaterThan(60);
    expect(sitemapPaths).toEqual(expect.arrayContaining([paths.privacyPolicy, paths.terms, paths.refundPolicy]));
  });

  it.each(allPaths)('%s', async (path) => {
    errors.length = 0;
    const server = await serverTags(path);
    expect(server.tags.title, 'the server wrote a title').toHaveLength(1);
    expect(server.tags.robots, 'the server wrote robots').toHaveLength(1);

    await page.goto(path);
    // The head started without page tags: wait until the SPA has written them, then they must equal the server's.
    await expect.poll(() => spaTags(page), { timeout: 15_000 }).toEqual(server.tags);
    // A missing page logs its failed requests; every other page loads cleanly.
    if (server.status === 200) expect(errors).toEqual([]);
    else expect(server.tags.robots).toEqual(['noindex, follow']);
  });
});

describe('moving about in the SPA keeps the head equal to the server’s for each URL', () => {
  it('home → a category → a product → the cart (tags a page does not have are removed)', async () => {
    const shopper = await newShopper(browser, 1280);
    await shopper.page.addInitScript(`window.__readHead = ${readHead.toString()}`);
    const expectHeadOf = async (path: string) => {
      await expect.poll(() => new URL(shopper.page.url()).pathname).toBe(path.split('?')[0]);
      const { tags } = await serverTags(path);
      await expect.poll(() => spaTags(shopper.page), { timeout: 15_000 }).toEqual(tags);
    };

    await shopper.page.goto('/');
    await quietNetwork(shopper.page);
    await expectHeadOf('/');

    const categories = shopper.page.getByRole('region', { name: 'Shop By Category' });
    const categoryLink = categories.getByRole('link').last();
    const categoryPath = new URL((await categoryLink.getAttribute('href'))!, origin).pathname;
    await categoryLink.click();
    await expectHeadOf(categoryPath);

    const product = shopper.page.getByRole('list', { name: 'OUR PRODUCTS' }).getByRole('heading').first();
    await product.getByRole('link').click();
    await shopper.page.getByRole('tab', { name: /Review/ }).waitFor();
    await expectHeadOf(new URL(shopper.page.url()).pathname);
    expect((await spaTags(shopper.page))['json-ld']).toHaveLength(1);

    await shopper.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Cart', exact: true })
      .click();
    await expectHeadOf(paths.cart);
    const cart = await spaTags(shopper.page);
    expect(cart.robots).toEqual(['noindex, follow']);
    expect(cart['og:image']).toBeUndefined();
    expect(cart['json-ld']).toBeUndefined();

    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});
