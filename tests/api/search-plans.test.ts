// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordPlanKey } from '../../server/catalogue/search';
import { buildTestShop, type TestShop } from './helper';
import { runShopCommand } from './shop-helpers';

/**
 * The search remembers each word's plan in the read cache, so a new query of known words skips a
 * round trip. A change to some products (a sale, stock, a review) keeps the plans; an import, which
 * may change the catalogue's words, drops them, so a word it brings in is found at once.
 */
let shop: TestShop;
let dir: string;
beforeAll(async () => {
  shop = await buildTestShop();
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-search-plans-'));
});
afterAll(async () => {
  await shop?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('word plans in the read cache', () => {
  it('are shared by queries, kept across product changes, dropped by an import', async () => {
    const first = await shop.get('/api/search/?q=coconut%20zanzibarian');
    expect(first.status).toBe(200);
    expect(shop.app.cache.has(wordPlanKey('coconut'))).toBe(true);
    expect(shop.app.cache.has(wordPlanKey('zanzibarian'))).toBe(true);
    // Another query of a known word: its answer is new, its word's plan is not.
    const hits = shop.app.cache.hits;
    const oil = await shop.get('/api/search/?q=oil%20coconut');
    expect(oil.body.length).toBeGreaterThan(0);
    expect(shop.app.cache.hits).toBeGreaterThan(hits);

    shop.app.cache.invalidate({ products: [1] }); // a sale or a stock change
    expect(shop.app.cache.has(wordPlanKey('coconut'))).toBe(true);

    const exported = path.join(dir, 'products.json');
    expect((await runShopCommand(shop, ['catalogue', 'export', 'products', '--file', exported])).code).toBe(0);
    const product = (JSON.parse(readFileSync(exported, 'utf8')) as Record<string, unknown>[])[0]!;
    writeFileSync(exported, JSON.stringify([{ ...product, name: 'Zanzibarian coconut oil' }]));
    const imported = await runShopCommand(shop, ['catalogue', 'import', 'products', '--file', exported], {
      catalogueChanged: (change) => shop.app.cache.invalidate(change),
    });
    expect(imported.code, imported.err).toBe(0);
    expect(shop.app.cache.has(wordPlanKey('zanzibarian'))).toBe(false);
    const found = await shop.get('/api/search/?q=zanzibarian');
    expect(found.body.map((p: { id: number }) => p.id)).toContain(product.id);
  });
});

describe('one statement for every word then some', () => {
  it('answers what ranking every word, then any word when fewer than 5 have all, answers', async () => {
    // Common words, typos, a stray word, a number and stop words: each path of the ranking, and
    // queries that need the second ranking (fewer than 5 products with every word) and that do not.
    const words = ['coconut', 'oil', 'wound', 'dresing', 'hair', 'virgin', 'cream', 'zanzibarian', 'the', '100', 'sop'];
    const queries: string[] = [];
    for (let i = 0; i < words.length; i++)
      for (let j = i + 1; j < words.length; j += 3) queries.push(`${words[i]} ${words[j]}`);
    queries.push('coconut oil hair', 'virgin coconut wound', 'cream the', 'oil');
    let fewer = 0;
    for (const q of queries) {
      shop.app.cache.clear();
      const answer = await shop.get(`/api/search/?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
      expect(answer.text, q).toBe(JSON.stringify(await shop.app.repos.search.search(q)));
      if ((answer.body as unknown[]).length < 48) fewer++;
    }
    expect(fewer).toBeGreaterThan(0);
    // No product has `zanzibarian`: everything found comes from the second ranking.
    expect(queries).toContain('coconut zanzibarian');
    const some = (await shop.get('/api/search/?q=coconut%20zanzibarian')).body as unknown[];
    expect(some.length).toBeGreaterThan(0);
  });
});
