// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { buildTestShop, type TestShop } from './helper';
import { makeProduct, newClient, runShopCommand, signedInCustomer } from './shop-helpers';

let shop: TestShop;
let dir: string;
beforeAll(async () => {
  shop = await buildTestShop();
  dir = mkdtempSync(path.join(os.tmpdir(), 'category-counts-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await shop?.close();
});

type CategoryAnswer = { id: number; slug: string; product_count: number };

/** What the API answers per category: its product_count, and the total of its first page. */
async function answered(): Promise<Map<number, { listed: number; pageTotal: number }>> {
  const categories = (await shop.get('/api/categories/')).body as CategoryAnswer[];
  const out = new Map<number, { listed: number; pageTotal: number }>();
  for (const c of categories) {
    const page = await shop.get(`/api/products/${c.id}/?page=1&limit=1`);
    out.set(c.id, { listed: c.product_count, pageTotal: (page.body as { total: number }).total });
  }
  return out;
}

/** Products per category, counted: what the kept counts must equal after every write. */
async function counted(): Promise<Map<number, { listed: number; pageTotal: number }>> {
  const rows = await queryRows<{ id: number; n: number }>(
    shop.database.db,
    sql`SELECT c.id, (SELECT count(*) FROM products p WHERE p.category_id = c.id)::int AS n FROM categories c`,
  );
  return new Map(rows.map((r) => [r.id, { listed: r.n, pageTotal: r.n }]));
}

const catalogueChanged = (change?: Parameters<typeof shop.app.cache.invalidate>[0]) =>
  shop.app.cache.invalidate(change);

/**
 * A category's product count is kept by triggers (migration 0017) rather than counted on a read:
 * these prove the categories list and category pages follow every write that can change it.
 */
describe("a category's product count", () => {
  it('equals the products counted, on a seeded shop', async () => {
    const now = await answered();
    expect(now).toEqual(await counted());
    expect([...now.values()].some((c) => c.listed > 0)).toBe(true);
  });

  it('follows an import that adds a product and one that moves a product to another category', async () => {
    const before = await answered();
    const exported = path.join(dir, 'products.json');
    expect((await runShopCommand(shop, ['catalogue', 'export', 'products', '--file', exported])).code).toBe(0);
    const products = JSON.parse(readFileSync(exported, 'utf8')) as Record<string, unknown>[];
    const categories = (await shop.get('/api/categories/')).body as CategoryAnswer[];
    const source = products[0]!;
    const from = categories.find((c) => c.slug === source.category)!;
    const to = categories.find((c) => c.slug !== source.category)!;

    const added = path.join(dir, 'added.json');
    writeFileSync(
      added,
      JSON.stringify([{ ...source, id: null, slug: `${String(source.slug)}-again`, name: 'A copy' }]),
    );
    const imported = await runShopCommand(shop, ['catalogue', 'import', 'products', '--file', added], {
      catalogueChanged,
    });
    expect(imported.code, imported.err).toBe(0);
    const afterAdd = await answered();
    expect(afterAdd.get(from.id)!.listed).toBe(before.get(from.id)!.listed + 1);
    expect(afterAdd).toEqual(await counted());

    const moved = path.join(dir, 'moved.json');
    writeFileSync(moved, JSON.stringify([{ ...source, category: to.slug }]));
    const movedResult = await runShopCommand(shop, ['catalogue', 'import', 'products', '--file', moved], {
      catalogueChanged,
    });
    expect(movedResult.code, movedResult.err).toBe(0);
    const afterMove = await answered();
    expect(afterMove.get(from.id)!.listed).toBe(afterAdd.get(from.id)!.listed - 1);
    expect(afterMove.get(to.id)!.listed).toBe(afterAdd.get(to.id)!.listed + 1);
    expect(afterMove).toEqual(await counted());
  });

  it('follows a product written straight to the database and deleted again', async () => {
    const before = await answered();
    const { id } = await makeProduct(shop); // inserted with SQL, in the first category
    const [{ category_id: category } = { category_id: 0 }] = await queryRows<{ category_id: number }>(
      shop.database.db,
      sql`SELECT category_id FROM products WHERE id = ${id}`,
    );
    expect((await answered()).get(category)!.listed).toBe(before.get(category)!.listed + 1);
    await shop.database.db.execute(sql`DELETE FROM products WHERE id = ${id}`);
    shop.app.cache.invalidate();
    expect(await answered()).toEqual(before);
  });

  it('stays true through stock changes (what a sale writes), a price change and a review, which do not change it', async () => {
    const before = await answered();
    const { id } = await makeProduct(shop, { stock: 5 });
    const withProduct = await answered();
    expect((await runShopCommand(shop, ['stock', 'set', String(id), '0'], { catalogueChanged })).code).toBe(0);
    const { browser } = await signedInCustomer(shop, newClient(shop));
    expect((await browser.post('/api/reviews/', { product: id, text: 'Fine.', star_rating: 4 })).status).toBe(201);
    await shop.database.db.execute(
      sql`UPDATE products SET stock_quantity = stock_quantity + 3, price = price + 1 WHERE id = ${id}`,
    );
    shop.app.cache.invalidate({ products: [id] });
    expect(await answered()).toEqual(withProduct);
    expect(await answered()).toEqual(await counted());
    expect([...withProduct.values()].reduce((s, c) => s + c.listed, 0)).toBe(
      [...before.values()].reduce((s, c) => s + c.listed, 0) + 1,
    );
  });
});
