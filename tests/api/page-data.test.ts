// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPageData } from '../../server/pages/page-data';
import { escapeHtml } from '../../common/site/html';
import { buildTestShop, type TestShop } from './helper';
import { seedLargeCatalogue } from '../../server/seed/synthetic';
import { CLIENT_PAGING_MAX_ITEMS } from '../../common/domain/pagination';

const X_PER_ITEM = { kind: 'list', fragments: ['', 'x', 'xx'], item: 'x', at: 0 };

/** A built storefront of two pages, enough for the server to name a page's files. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title><!--seo--><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/app-1.js" data-app></head><body><div id="root"><!--shell--><!--/shell--></div></body></html>',
  );
  writeFileSync(
    path.join(dir, '.vite', 'shells.json'),
    JSON.stringify({
      home: '<p>banner</p>',
      page: '<p>Loading...</p>',
      // Templates (common/site/template.ts): a list section writes one x per item.
      product: {
        html: '<p>__cc_page_name__: \u0001photos\u0001 photos, __cc_page_i0image__</p>',
        sections: { photos: X_PER_ITEM },
      },
      blog: { html: '<p>\u0001cards\u0001 cards from __cc_page_b0title__</p>', sections: { cards: X_PER_ITEM } },
      listing: {
        html: '<h1>__cc_page_title__\u0001pages\u0001</h1>\u0001subtitle\u0001__cc_page_cards__',
        sections: {
          pages: { kind: 'choice', options: { one: '', many: ', __cc_page_page__ of __cc_page_total__' } },
          subtitle: { kind: 'choice', options: { none: '', some: '<p>__cc_page_subtitle__</p>' } },
        },
      },
      card: { html: '<li>__cc_page_name__</li>', sections: {} },
    }),
  );
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-1.css'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_grid.js': { file: 'assets/grid-1.js', imports: ['_shared.js'], css: ['assets/grid-1.css'] },
      'src/pages/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['index.html', '_grid.js'] },
      'src/pages/ProductDetailPage.tsx': { file: 'assets/ProductDetailPage-1.js', imports: ['index.html'] },
    }),
  );
  return dir;
}

/** The answers embedded in a page, by API path. */
function pageData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  expect(match, 'the page embeds its data').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

let shop: TestShop;
let distDir: string;
beforeAll(async () => {
  distDir = fakeDist();
  shop = await buildTestShop({ distDir, rateLimit: false });
});
afterAll(async () => {
  await shop?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('API answers embedded in the page', () => {
  it("the home page carries exactly the API's answers for the layout and its three lists", async () => {
    const page = await shop.get('/');
    expect(page.status).toBe(200);
    const data = pageData(page.text);
    expect(Object.keys(data).sort()).toEqual([
      'api/cart/session-count/',
      'best-sellers/',
      'categories/',
      'featured-products/',
      'latest-collection/',
    ]);
    for (const [apiPath, answer] of Object.entries(data)) {
      expect(answer, apiPath).toEqual((await shop.get(`/api/${apiPath}`)).body);
    }
    // Without a session cookie the count is 0, and the page may be kept by shared caches.
    expect(data['api/cart/session-count/']).toEqual({ cart_count: 0 });
    expect(page.headers.get('vary')).toMatch(/\bCookie\b/);
  });

  it("a product page carries the product and asks for its main photo and its page's chunk", async () => {
    const latest = (await shop.get('/api/latest-collection/')).body;
    const id = latest[0].id;
    const page = await shop.get(`/Productdetail/${id}`);
    const data = pageData(page.text);
    expect(data[`product-detail/${id}/`]).toEqual((await shop.get(`/api/product-detail/${id}/`)).body);
    const image = (data[`product-detail/${id}/`] as { images: { image: string }[] }).images[0]!.image;
    expect(page.text).toContain(`<link rel="preload" as="image" href="${image}"`);
    expect(page.text).toContain('imagesizes="(max-width: 767px) 100vw, 50vw" fetchpriority="high"');
    expect(page.text).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-1.js" />');
  });

  it('the home page names its chunk, the chunks it imports and their styles, but not what the entry already loads', async () => {
    const { text } = await shop.get('/');
    expect(text).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js" />');
    expect(text).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-1.js" />');
    expect(text).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-1.css" />');
    expect(text).not.toContain('href="/assets/shared-1.js"');
    expect(text).not.toContain('href="/assets/index-1.css"');
  });

  it('home, product, blog and listing pages, whose shells are their first screens, hold their scripts back until they have painted; other pages do not', async () => {
    const home = (await shop.get('/')).text;
    const head = home.slice(0, home.indexOf('</head>'));
    expect(home).toContain('<div id="root"><!--shell--><p>banner</p><!--/shell--></div>');
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-1.css" />');
    const later = /<template id="after-paint">(.*?)<\/template>/.exec(home)![1]!;
    expect(later).toContain('href="/assets/app-1.js"');
    expect(later).toContain('href="/assets/HomePage-1.js"');

    // A product page's first screen is filled in from its product.
    const latest = (await shop.get('/api/latest-collection/')).body;
    const detail = (await shop.get(`/api/product-detail/${latest[0].id}/`)).body;
    const product = (await shop.get(`/Productdetail/${latest[0].id}`)).text;
    expect(product).toContain(
      `<div id="root"><!--shell--><p>${detail.name}: ${'x'.repeat(detail.images.length)} photos, ${detail.images[0].image}</p><!--/shell--></div>`,
    );
    expect(product.slice(0, product.indexOf('</head>'))).not.toContain('rel="modulepreload"');
    expect(/<template id="after-paint">(.*?)<\/template>/.exec(product)![1]).toContain(
      'href="/assets/ProductDetailPage-1.js"',
    );

    const blogs = (await shop.get('/api/api/blogs')).body;
    const blog = (await shop.get('/Blog')).text;
    expect(blog).toContain(`<!--shell--><p>xxxx cards from ${blogs[0].title}</p><!--/shell-->`);
    expect(blog).toContain('<template id="after-paint">');
    // The trending products show newest first.
    const trending = (await shop.get('/Latestcollection')).text;
    const names = latest
      .slice(-4)
      .reverse()
      .map((p: { name: string }) => `<li>${p.name}</li>`)
      .join('');
    expect(trending).toContain(
      `<!--shell--><h1>Our Trending Products, 1 of ${Math.ceil(latest.length / 12)}</h1>${names}<!--/shell-->`,
    );
    expect(trending).toContain('<template id="after-paint">');
    // Page 2 of a whole list opens with its own first row.
    const second = (await shop.get('/Latestcollection?page=2')).text;
    const names2 = latest
      .slice(0, -12)
      .slice(-4)
      .reverse()
      .map((p: { name: string }) => `<li>${p.name}</li>`)
      .join('');
    expect(second).toContain(
      `<!--shell--><h1>Our Trending Products, 2 of ${Math.ceil(latest.length / 12)}</h1>${names2}<!--/shell-->`,
    );
    expect(second).toContain(`<link rel="preload" as="image" href="${latest.at(-13).images[0].image}"`);

    // A category shows its name under the heading, its products as they come.
    const categories = (await shop.get('/api/categories/')).body as {
      id: number;
      name: string;
      product_count: number;
    }[];
    const category = categories.find((c) => c.product_count > 0)!;
    const products = (await shop.get(`/api/products/${category.id}/`)).body as { name: string }[];
    const total = Math.ceil(products.length / 12);
    const cards = products
      .slice(0, 4)
      .map((p) => `<li>${escapeHtml(p.name)}</li>`)
      .join('');
    expect((await shop.get(`/product/${category.id}`)).text).toContain(
      `<!--shell--><h1>OUR PRODUCTS${total > 1 ? `, 1 of ${total}` : ''}</h1><p>${escapeHtml(category.name)}</p>${cards}<!--/shell-->`,
    );

    // Page 2 of the blog starts with other cards; a page past a listing's end shows none.
    for (const path of ['/Blog?page=2', '/Latestcollection?page=99']) {
      const page = (await shop.get(path)).text;
      expect(page, path).toContain('<div id="root"><!--shell--><p>Loading...</p><!--/shell--></div>');
      expect(page, path).not.toContain('after-paint');
      expect(page.slice(0, page.indexOf('</head>')), path).toContain('rel="modulepreload"');
    }
  });

  it("listings preload their first card's picture: the last of a reversed list, the first post", async () => {
    const latest = (await shop.get('/api/latest-collection/')).body as { images: { image: string }[] }[];
    const trending = await shop.get('/Latestcollection');
    expect(trending.text).toContain(`<link rel="preload" as="image" href="${latest.at(-1)!.images[0]!.image}"`);
    expect(trending.text).toContain('imagesizes="(max-width: 575px) 50vw, (max-width: 991px) 33vw, 25vw"');
    const blogs = (await shop.get('/api/api/blogs')).body as { image: string }[];
    expect((await shop.get('/Blog')).text).toContain(`<link rel="preload" as="image" href="${blogs[0]!.image}"`);
    // Page 2 of the blog starts with cards the page does not embed: no guess.
    expect((await shop.get('/Blog?page=2')).text).not.toContain('rel="preload" as="image"');
  });

  it('/Shop sends the shopper on to the trending list with a permanent redirect, query kept', async () => {
    const response = await fetch(`${shop.baseUrl}/shop?utm_source=leaflet`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/Latestcollection?utm_source=leaflet');
  });

  it('listing, blog and category pages carry their lists; an unknown product only the layout', async () => {
    const categories = (await shop.get('/api/categories/')).body as { id: number; product_count: number }[];
    const small = categories.find((c) => c.product_count <= 96)!;
    expect(Object.keys(pageData((await shop.get('/Bestseller')).text))).toContain('best-sellers/');
    expect(Object.keys(pageData((await shop.get('/Blog')).text))).toContain('api/blogs');
    expect(Object.keys(pageData((await shop.get(`/product/${small.id}`)).text))).toContain(`products/${small.id}/`);
    const missing = await shop.get('/Productdetail/987654');
    expect(missing.status).toBe(404);
    expect(Object.keys(pageData(missing.text)).sort()).toEqual([
      'api/cart/session-count/',
      'categories/',
      'latest-collection/',
    ]);
  });

  it("a guest's cart count follows their session cookie, and that page is private", async () => {
    const product = (await shop.get('/api/latest-collection/')).body.find(
      (p: { sold_out: boolean; coming_soon: boolean }) => !p.sold_out && !p.coming_soon,
    );
    const detail = (await shop.get(`/api/product-detail/${product.id}/`)).body;
    const added = await fetch(`${shop.baseUrl}/api/cart/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        product_id: product.id,
        quantity: 2,
        size: detail.sizes[0]?.id ?? null,
        item_price: 0,
        option: [],
      }),
    });
    expect(added.status, await added.clone().text()).toBeLessThan(300);
    const cookie = added.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('sessionid=');

    const page = await fetch(`${shop.baseUrl}/Blog`, { headers: { cookie } });
    expect(pageData(await page.text())['api/cart/session-count/']).toEqual({ cart_count: 2 });
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('a product whose texts look like replacement patterns', () => {
  it("keeps `$&`, `$'` and `$$` as they are in the page's tags and embedded data", async () => {
    const latest = (await shop.get('/api/latest-collection/')).body;
    const id = latest[0].id as number;
    const name = "Save $$ on $& and $' today";
    await shop.database.db.execute(
      sql`UPDATE products SET name = ${name}, description = ${"Before $` after $' whole $&"} WHERE id = ${id}`,
    );
    shop.app.cache.invalidate();
    const { text } = await shop.get(`/Productdetail/${id}`);
    expect(text).toContain(`<title>${name.replace(/&/g, '&amp;')} | CocoCare Naturals</title>`);
    const product = pageData(text)[`product-detail/${id}/`] as { name: string; description: string };
    expect(product.name).toBe(name);
    expect(product.description).toBe("Before $` after $' whole $&");
    expect(text.match(/<\/body>/g)).toHaveLength(1);
  });
});

describe('renderPageData', () => {
  it('keeps `</script>` and `<!--` inside an answer from ending the script', async () => {
    const body = JSON.stringify({ name: '</script><script>alert(1)</script><!--' });
    const app = { inject: async () => ({ statusCode: 200, body }) } as unknown as FastifyInstance;
    const request = { headers: {} } as FastifyRequest;
    const { html } = await renderPageData(app, request, ['categories/']);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(pageData(html)).toEqual({ 'categories/': JSON.parse(body) });
  });

  it('leaves out answers other than 200, and embeds nothing when none is left', async () => {
    const app = {
      inject: async () => ({ statusCode: 404, body: '{"message":"Not found."}' }),
    } as unknown as FastifyInstance;
    expect(await renderPageData(app, { headers: {} } as FastifyRequest, ['product-detail/9/'])).toMatchObject({
      html: '',
      personal: false,
    });
  });
});

describe('a large category, read a page at a time', () => {
  it('embeds the page the storefront asks for, and opens with its first row, count and page', async () => {
    // Every product into one category, with enough synthetic ones that it is paged by the server.
    const n = ((await shop.get('/api/categories/')).body as { product_count: number }[]).reduce(
      (sum, c) => sum + c.product_count,
      0,
    );
    await seedLargeCatalogue(shop.database.db, n + CLIENT_PAGING_MAX_ITEMS);
    const [category] = (await shop.get('/api/categories/')).body as { id: number; name: string }[];
    await shop.database.db.execute(sql`UPDATE products SET category_id = ${category!.id}`);
    shop.app.cache.clear();

    const total = n + CLIENT_PAGING_MAX_ITEMS;
    const pages = Math.ceil(total / 12);
    for (const [asked, shown] of [
      [2, 2],
      [999, pages],
    ]) {
      const html = (await shop.get(`/product/${category!.id}?page=${asked}`)).text;
      const key = `products/${category!.id}/?page=${shown}&limit=12`;
      const answer = (await shop.get(`/api/${key}`)).body as {
        results: { name: string; images: { image: string }[] }[];
      };
      // Byte for byte what the storefront would fetch, under the path it asks for.
      expect(pageData(html)[key], `page ${asked}`).toEqual(answer);
      expect(Object.keys(pageData(html))).not.toContain(`products/${category!.id}/`);
      const cards = answer.results
        .slice(0, 4)
        .map((p) => `<li>${escapeHtml(p.name)}</li>`)
        .join('');
      expect(html, `page ${asked}`).toContain(
        `<!--shell--><h1>OUR PRODUCTS, ${shown} of ${pages}</h1><p>${escapeHtml(category!.name)}</p>${cards}<!--/shell-->`,
      );
      expect(html).toContain(`<link rel="preload" as="image" href="${answer.results[0]!.images[0]!.image}"`);
    }
  });
});
