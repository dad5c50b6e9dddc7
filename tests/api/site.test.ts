// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestShop, type TestShop } from './helper';

let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop();
});
afterAll(() => shop?.close());

describe('blogs', () => {
  it('lists posts newest first', async () => {
    const { status, body } = await shop.get('/api/api/blogs');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    const dates = body.map((b: { date: string }) => b.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives one post with its body and related posts', async () => {
    const list = (await shop.get('/api/api/blogs')).body;
    const { status, body } = await shop.get(`/api/api/blogs/${list[0].id}/`);
    expect(status).toBe(200);
    expect(body.description).toContain('<p>');
    expect(body.related_blogs.length).toBeGreaterThan(0);
    expect(body.related_blogs.every((b: { id: number }) => b.id !== list[0].id)).toBe(true);
  });

  it.each([
    ['/api/api/blogs/424242/', 404],
    ['/api/api/blogs/latest/', 400],
  ])('%s answers %i', async (url, status) => {
    const response = await shop.get(url);
    expect(response.status).toBe(status);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('operations', () => {
  it('reports health with the database kind', async () => {
    const { status, body } = await shop.get('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('publishes an OpenAPI document with every part of the API', async () => {
    const { status, body } = await shop.get('/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        ...['/api/categories/', '/api/search/', '/api/product-detail/{id}/', '/api/api/blogs'],
        ...['/api/api/login/', '/api/register/', '/api/create-favorites/', '/api/cart/', '/api/place-order/'],
        ...['/api/contact/', '/api/Subscribe/', '/api/reviews/'],
      ]),
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { status, body } = await shop.get('/api/no-such-thing/');
    expect(status).toBe(404);
    expect(body.message).toEqual(expect.any(String));
  });

  it('logs nothing sensitive and never 500s on a malformed JSON body', async () => {
    const response = await fetch(`${shop.baseUrl}/api/categories/`, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBeLessThan(500);
  });
});

describe('images', () => {
  it('renders a product image as a year-cacheable WebP', async () => {
    const response = await fetch(`${shop.baseUrl}/media/jar-140-a-400.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('keeps a rendered image on disk for the next start', async () => {
    const { existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    await fetch(`${shop.baseUrl}/media/dressing-200-b-800.webp`);
    await expect
      .poll(() => existsSync(join(shop.app.config.dataDir, 'media-cache', 'dressing-200-b-800.webp')))
      .toBe(true);
  });

  it.each(['/media/jar-140-a-401.webp', '/media/../../etc/passwd', '/media/unicorn-1-a-400.webp'])(
    '%s is not found',
    async (url) => {
      const response = await fetch(shop.baseUrl + url);
      expect(response.status).toBe(404);
    },
  );
});

describe('SEO without JavaScript', () => {
  it('serves robots.txt pointing at the sitemap', async () => {
    const { status, text, headers } = await shop.get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/plain');
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  it('lists products, categories and blog posts in sitemap.xml', async () => {
    const { status, text } = await shop.get('/sitemap.xml');
    expect(status).toBe(200);
    expect(text).toContain('/Productdetail/1</loc>');
    expect(text).toContain('/product/1</loc>');
    expect(text).toMatch(/\/Blogdetail\/\d+<\/loc>/);
    expect((text.match(/<url>/g) ?? []).length).toBeGreaterThanOrEqual(60 + 8 + 12);
  });

  it('writes the product title, description, canonical, Open Graph and JSON-LD into the HTML', async () => {
    const product = (await shop.get('/api/product-detail/3/')).body;
    const { status, text } = await shop.get('/Productdetail/3');
    expect(status).toBe(200);
    expect(text).toContain(`<title>${product.name.replace(/&/g, '&amp;')} | CocoCare Naturals</title>`);
    expect(text).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/Productdetail\/3" \/>/);
    expect(text).toContain('<meta property="og:type" content="product" />');
    expect(text).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/[^"]+\.webp" \/>/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, offers: { priceCurrency: 'INR' } });
    expect((text.match(/<title>/g) ?? []).length).toBe(1);
  });

  it('writes category and blog tags', async () => {
    const categories = (await shop.get('/api/categories/')).body;
    const category = await shop.get(`/product/${categories[0].id}`);
    expect(category.text).toContain(`<title>${categories[0].name.replace(/&/g, '&amp;')} | CocoCare Naturals</title>`);
    const blogs = (await shop.get('/api/api/blogs')).body;
    const blog = await shop.get(`/Blogdetail/${blogs[0].id}`);
    expect(blog.text).toContain('<meta property="og:type" content="article" />');
  });

  it('preloads the home banner, the LCP image, in the HTML for /', async () => {
    const { text } = await shop.get('/');
    expect(text).toMatch(
      /<link rel="preload" as="image" href="\/media\/banner-[^"]+-1200\.webp" imagesrcset="[^"]+400w[^"]+1600w" imagesizes="100vw" fetchpriority="high" \/>/,
    );
    const image = await fetch(`${shop.baseUrl}${/href="(\/media\/banner-[^"]+)"/.exec(text)![1]}`);
    expect(image.status).toBe(200);
  });

  it('answers 404 (with the SPA) for an unknown page or product', async () => {
    expect((await shop.get('/no-such-page')).status).toBe(404);
    expect((await shop.get('/Productdetail/987654')).status).toBe(404);
    const home = await shop.get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
  });
});
