// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildTestShop, type TestShop } from './helper';

let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const PRODUCT_URL = /^\/media\/product-(\d+)-(\d+)-([0-9a-z]+)-800\.webp$/;

async function fetchImage(url: string) {
  const response = await fetch(shop.baseUrl + url, { redirect: 'manual' });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe("a product's own pictures", () => {
  it('are served under a versioned URL built from the product', async () => {
    const { body } = await shop.get('/api/product-detail/1/');
    expect(body.images.length).toBeGreaterThanOrEqual(2);
    body.images.forEach((img: { image: string; srcset: string }, n: number) => {
      const m = PRODUCT_URL.exec(img.image);
      expect(m, img.image).not.toBeNull();
      expect([Number(m![1]), Number(m![2])]).toEqual([1, n]);
      expect(img.srcset).toBe(`${img.image.replace('-800.', '-400.')} 400w, ${img.image} 800w`);
    });
    const { response, body: bytes } = await fetchImage(body.images[0].image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  });

  it('differ between products of one kind', async () => {
    const categories = (await shop.get('/api/categories/')).body as { id: number; slug: string }[];
    const wound = categories.find((c) => c.slug === 'wound-dressings')!;
    const products = (await shop.get(`/api/products/${wound.id}/`)).body as { images: { image: string }[] }[];
    const urls = products.map((p) => p.images[0]!.image.replace('-800.', '-200.'));
    expect(new Set(urls).size).toBe(products.length);
    const hashes = new Set<string>();
    for (const url of urls.slice(0, 6)) {
      const { response, body } = await fetchImage(url);
      expect(response.status).toBe(200);
      hashes.add(createHash('sha256').update(body).digest('hex'));
    }
    expect(hashes.size).toBe(6);
  }, 60000);

  it('answer 404 for a product or an image that does not exist, without drawing anything', async () => {
    for (const url of [
      '/media/product-999999-0-abc-400.webp',
      '/media/product-1-9-abc-400.webp',
      '/media/product-1-0-abc-1600.webp',
      '/media/product-1-0-ABC-400.webp',
      '/media/product-1-0-WOUND%20DRESSING-400.webp',
    ]) {
      const { response } = await fetchImage(url);
      expect(response.status, url).toBe(404);
    }
  });

  it('send an outdated URL to the current picture, and change URL when the product is renamed', async () => {
    const before = (await shop.get('/api/product-detail/2/')).body.images[0].image as string;
    const stale = before.replace(PRODUCT_URL, (_m, id, n) => `/media/product-${id}-${n}-zzzzzz-800.webp`);
    const redirected = await fetchImage(stale);
    expect(redirected.response.status).toBe(302);
    expect(redirected.response.headers.get('location')).toBe(before);
    expect(redirected.response.headers.get('cache-control')).toBe('no-cache');

    await shop.database.db.execute(
      sql`UPDATE products SET name = 'Bio-Cellulose Burn Dressing 10 x 10 cm' WHERE id = 2`,
    );
    shop.app.cache.invalidate();
    const after = (await shop.get('/api/product-detail/2/')).body.images[0].image as string;
    expect(after).toMatch(PRODUCT_URL);
    expect(after).not.toBe(before);
    const old = await fetchImage(before);
    expect(old.response.status).toBe(302);
    expect(old.response.headers.get('location')).toBe(after);
    const fresh = await fetchImage(after);
    expect(fresh.response.status).toBe(200);
  });

  it('leave category tiles on the shared art', async () => {
    const categories = (await shop.get('/api/categories/')).body as { image: string }[];
    for (const c of categories) expect(c.image).toMatch(/^\/media\/[a-z]+-\d+-[a-d]-800\.webp$/);
  });
});
