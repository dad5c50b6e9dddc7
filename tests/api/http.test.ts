// @vitest-environment node
import { EXAMPLE_SHOP_DETAILS, whatsappHref } from '../../common/site/company';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { buildTestShop, type TestShop } from './helper';

/** One request written by hand (HTTP/1.0 without Host, odd Host values), answered with status, headers and body. */
function rawRequest(
  baseUrl: string,
  head: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const PAGES = ['/Productdetail/1', '/product/1', '/category/1', '/Blogdetail/1', '/', '/robots.txt', '/sitemap.xml'];

describe('without PUBLIC_URL', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestShop({ publicUrl: '' });
  });
  afterAll(() => shop?.close());

  describe.each(PAGES)('%s with a hostile Host', (path) => {
    it.each([
      ['no Host (HTTP/1.0)', `GET ${path} HTTP/1.0`],
      ['an empty Host', `GET ${path} HTTP/1.0\r\nHost:`],
      ['Host: evil..com', `GET ${path} HTTP/1.1\r\nHost: evil..com\r\nConnection: close`],
      ['Host: a b', `GET ${path} HTTP/1.1\r\nHost: a b\r\nConnection: close`],
      ['a 300-character Host', `GET ${path} HTTP/1.1\r\nHost: ${'a'.repeat(300)}.com\r\nConnection: close`],
      ['a Host with a path', `GET ${path} HTTP/1.1\r\nHost: shop.example/x\r\nConnection: close`],
      ['a Host with a bad port', `GET ${path} HTTP/1.1\r\nHost: shop.example:99999\r\nConnection: close`],
    ])('answers 400 {message} for %s', async (_label, head) => {
      const response = await rawRequest(shop.baseUrl, head);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
    });
  });

  it('answers a 16 KB Host with a 4xx in the {message} shape, never 500', async () => {
    const response = await rawRequest(
      shop.baseUrl,
      `GET /Productdetail/1 HTTP/1.1\r\nHost: ${'a'.repeat(16_500)}\r\nConnection: close`,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
  });

  it('still serves the API to an HTTP/1.0 client without Host (nothing there depends on it)', async () => {
    const response = await rawRequest(shop.baseUrl, 'GET /api/categories/ HTTP/1.0');
    expect(response.status).toBe(200);
  });

  it('writes a valid Host into robots.txt, the sitemap and pages, none of them publicly cacheable', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/Productdetail/1']) {
      const response = await rawRequest(
        shop.baseUrl,
        `GET ${path} HTTP/1.1\r\nHost: Shop.Example.in:8443\r\nConnection: close`,
      );
      expect(response.status).toBe(200);
      expect(response.body).toContain('http://shop.example.in:8443/');
      expect(response.headers['cache-control']).toMatch(/private/);
      expect(response.headers['cache-control']).not.toMatch(/public/);
      expect(response.headers['vary']).toMatch(/\bHost\b/i);
    }
  });
});

describe('with ALLOWED_HOSTS', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestShop({ publicUrl: '', allowedHosts: ['shop.example.in', '127.0.0.1'] });
  });
  afterAll(() => shop?.close());

  it('serves a listed host and refuses another with 400', async () => {
    const listed = await rawRequest(
      shop.baseUrl,
      'GET /robots.txt HTTP/1.1\r\nHost: shop.example.in\r\nConnection: close',
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toContain('Sitemap: http://shop.example.in/sitemap.xml');
    const other = await rawRequest(shop.baseUrl, 'GET /robots.txt HTTP/1.1\r\nHost: evil.example\r\nConnection: close');
    expect(other.status).toBe(400);
    expect(JSON.parse(other.body)).toEqual({ message: expect.any(String) });
  });
});

describe('with PUBLIC_URL', () => {
  const publicUrl = 'https://shop.example.in';
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestShop({ publicUrl });
  });
  afterAll(() => shop?.close());

  it.each(['/robots.txt', '/sitemap.xml', '/Productdetail/1', '/product/1', '/'])(
    '%s carries only the configured origin, whatever the Host',
    async (path) => {
      for (const head of [
        `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close`,
        `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Host: evil2.example\r\nConnection: close`,
        `GET ${path} HTTP/1.0`,
      ]) {
        const response = await rawRequest(shop.baseUrl, head);
        expect(response.status).toBe(200);
        expect(response.body).not.toMatch(/evil/);
        const origins = new Set(response.body.match(/https?:\/\/[a-z0-9.:-]+/gi) ?? []);
        for (const origin of origins) {
          // Only the shop's own origin, the well-known schema URLs of sitemaps and JSON-LD, and the
          // shop's configured contact links (social profiles, WhatsApp, map), which the page's shop
          // details and, once built, the prerendered shell carry.
          const contact = [
            ...EXAMPLE_SHOP_DETAILS.social.map((s) => s.href),
            whatsappHref(EXAMPLE_SHOP_DETAILS.whatsappNumber),
            // The contact map's link (src/features/content/ContactMap.tsx).
            'https://www.google.com/maps',
          ].map((href) => new URL(href).origin);
          expect([publicUrl, 'http://www.sitemaps.org', 'https://schema.org', ...contact]).toContain(origin);
        }
        if (path === '/robots.txt') expect(response.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
      }
    },
  );

  it('lets shared caches keep robots.txt and the sitemap', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const response = await fetch(shop.baseUrl + path);
      await response.arrayBuffer();
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });
});

describe('HTTP details', () => {
  let shop: TestShop;
  /** A shop serving a built storefront of realistic size (pages over the 1 KB compression threshold). */
  let withStorefront: TestShop;
  let distDir: string;
  beforeAll(async () => {
    shop = await buildTestShop();
    distDir = mkdtempSync(join(os.tmpdir(), 'shop-dist-'));
    const filler = Array.from(
      { length: 40 },
      (_, i) => `    <link rel="modulepreload" href="/assets/chunk-${i}.js" />`,
    );
    writeFileSync(
      join(distDir, 'index.html'),
      `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>Shop</title>\n${filler.join('\n')}\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
    );
    withStorefront = await buildTestShop({ distDir });
  });
  afterAll(async () => {
    await shop?.close();
    await withStorefront?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    ['DELETE', '/api/categories/', 'GET, HEAD'],
    ['POST', '/api/products/1/', 'GET, HEAD'],
    ['PUT', '/robots.txt', 'GET, HEAD'],
    ['POST', '/', 'GET, HEAD'],
    ['GET', '/api/register/', 'POST'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const response = await fetch(shop.baseUrl + path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers an unknown path with 404 {message}, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${shop.baseUrl}/api/no-such-thing/`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it.each([
    ['invalid JSON', { 'content-type': 'application/json' }, '{', 400],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400],
    ['an unsupported content type', { 'content-type': 'text/xml' }, '<a/>', 415],
    ['a body over the limit', { 'content-type': 'application/json' }, `{"a":"${'x'.repeat(1_100_000)}"}`, 413],
  ])('answers %s with %i {message}', async (_label, headers, body, status) => {
    const response = await fetch(`${shop.baseUrl}/api/register/`, { method: 'POST', headers, body });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a URL fastify cannot decode with 400 {message}', async () => {
    const response = await rawRequest(
      shop.baseUrl,
      'GET /api/products/%E0%A4%A/ HTTP/1.1\r\nHost: localhost\r\nConnection: close',
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
  });

  it('answers a request line node cannot parse with 400 {message}', async () => {
    const response = await rawRequest(shop.baseUrl, 'GET / HTTP/9.9 junk\r\nHost: localhost');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
  });

  describe('If-None-Match', () => {
    let etag: string;
    beforeAll(async () => {
      const response = await fetch(`${shop.baseUrl}/api/best-sellers/`);
      await response.arrayBuffer();
      etag = response.headers.get('etag')!;
    });

    it.each([
      ['the tag', (t: string) => t],
      ['a list holding the tag', (t: string) => `"other", ${t}, W/"more"`],
      ['the tag in its strong form', (t: string) => t.replace(/^W\//, '')],
      ['*', () => '*'],
    ])('answers 304 to %s', async (_label, header) => {
      const response = await fetch(`${shop.baseUrl}/api/best-sellers/`, { headers: { 'if-none-match': header(etag) } });
      await response.arrayBuffer();
      expect(response.status).toBe(304);
    });

    it('answers 200 to a list without the tag', async () => {
      const response = await fetch(`${shop.baseUrl}/api/best-sellers/`, {
        headers: { 'if-none-match': '"a", W/"b"' },
      });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    });
  });

  it('compresses pages (through @fastify/compress, on the page route)', async () => {
    for (const path of ['/Productdetail/1', '/no-such-page']) {
      const response = await rawRequest(
        withStorefront.baseUrl,
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\nConnection: close`,
      );
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
    }
    const response = await fetch(`${withStorefront.baseUrl}/no-such-page`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('sends pages in brotli or as they are, always varying by encoding; what is no page stays a JSON 404', async () => {
    const br = await rawRequest(
      withStorefront.baseUrl,
      'GET /About HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\nConnection: close',
    );
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await rawRequest(
      withStorefront.baseUrl,
      'GET /About HTTP/1.1\r\nHost: localhost\r\nConnection: close',
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<div id="root">');
    const head = await fetch(`${withStorefront.baseUrl}/About`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    for (const [method, path] of [
      ['POST', '/About'],
      ['GET', '/assets/no-such-file.js'],
      ['GET', '/media/no-such-picture'],
      ['GET', '/api/no-such-thing/'],
    ]) {
      const response = await fetch(withStorefront.baseUrl + path!, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('keeps gzip bodies exact', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(`${withStorefront.baseUrl}/Productdetail/1`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    expect(gunzipSync(body).toString()).toContain('<title>');
  });
});

describe('request logging', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestShop();
  });
  afterAll(() => shop?.close());

  it('writes nothing at info for ordinary requests, however many', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({ config: shop.app.config, database: shop.database, logger: { level: 'info', stream } });
    try {
      for (let i = 0; i < 20; i++) {
        await app.inject({ url: '/api/categories/' });
        await app.inject({ url: `/api/product-detail/${900000 + i}/` });
        await app.inject({ url: '/api/search/?q=' });
        await app.inject({ method: 'DELETE', url: '/api/categories/' });
      }
      expect(lines.filter((l) => l.level >= 30 && /request|route/i.test(l.msg))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
