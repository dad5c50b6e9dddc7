// @vitest-environment node
/**
 * The shop's low-stock default (shop.config.json `lowStockAt`, server/config/shop-schema.ts): a product
 * the owner creates from the console starts at the shop's level rather than the table's 5, the Stock
 * screen shows it low at that level, and a product's own level, once set, is its own. A catalogue
 * import gives a new product without `low_stock_threshold` the shop's level and leaves a product
 * already there at its own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { queryRows } from '../../server/db/client';
import type { BrowserClient } from './browser-client';
import { signedInStaff } from './console-staff';
import { buildTestShop, type TestShop } from './helper';
import { runShopCommand } from './shop-helpers';

let shop: TestShop;
let owner: BrowserClient;
let keys = 0;
const key = () => `low-stock-${Date.now()}-${++keys}`;

beforeAll(async () => {
  shop = await buildTestShop({ shop: { ...EXAMPLE_SHOP_DETAILS, lowStockAt: 12 } });
  owner = await signedInStaff(shop, 'owner');
}, 180_000);
afterAll(() => shop?.close());

describe('the low-stock default from the shop settings', () => {
  it('a new product starts at the shop’s level, and is low at it once stocked', async () => {
    const [category] = await queryRows<{ id: number }>(shop.database.db, sql`SELECT id FROM categories LIMIT 1`);
    const made = await owner.post(
      '/api/admin/products',
      { name: 'Neem hair oil', price: '199.00', categoryId: category!.id, hsnCode: '3305', gstRate: 18 },
      { 'idempotency-key': key() },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.product.id as number;
    const detail = async () => (await owner.get(`/api/admin/stock/${id}`)).body.product;
    expect(await detail()).toMatchObject({ stock: null, lowAt: 12 });

    const set = (to: number) =>
      owner.post(`/api/admin/stock/${id}/set`, { to, reason: 'counted' }, { 'idempotency-key': key() });
    expect((await set(12)).status).toBe(200);
    expect(await detail()).toMatchObject({ stock: 12, lowAt: 12, level: 'low' });
    expect((await shop.get(`/api/product-detail/${id}/`)).body.stock_details.status).toBe('low_stock');
    expect((await set(13)).status).toBe(200);
    expect(await detail()).toMatchObject({ stock: 13, level: 'in' });

    // The product's own level, set on its Stock screen, wins over the shop's.
    const lowAt = await owner.post(`/api/admin/stock/${id}/low-at`, { lowAt: 20 }, { 'idempotency-key': key() });
    expect(lowAt.status, JSON.stringify(lowAt.body)).toBe(200);
    expect(await detail()).toMatchObject({ stock: 13, lowAt: 20, level: 'low' });
  });
});

describe('catalogue import and the low-stock default', () => {
  it('a new row without a level gets the shop’s; a row already there keeps its own', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-low-stock-'));
    try {
      const file = path.join(dir, 'products.json');
      const exported = await runShopCommand(shop, [
        'catalogue',
        'export',
        'products',
        '--format',
        'json',
        '--file',
        file,
      ]);
      expect(exported.code, exported.err).toBe(0);
      const [first] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
      await shop.database.db.execute(
        sql`UPDATE products SET low_stock_threshold = 3 WHERE id = ${first!.id as number}`,
      );
      const { id: _id, low_stock_threshold: _own, photos: _photos, ...rest } = first!;
      const again = { ...rest, name: 'Renamed by import' }; // by slug: the product already there
      const added = { ...rest, slug: 'low-stock-default-new', name: 'New by import' };
      writeFileSync(file, JSON.stringify([again, added]));
      const imported = await runShopCommand(shop, [
        'catalogue',
        'import',
        'products',
        '--format',
        'json',
        '--file',
        file,
      ]);
      expect(imported.code, imported.err).toBe(0);
      expect(imported.out).toMatch(/1 added, 1 updated/);
      const levels = await queryRows<{ slug: string; name: string; low_stock_threshold: number }>(
        shop.database.db,
        sql`SELECT slug, name, low_stock_threshold FROM products WHERE slug IN (${first!.slug as string}, 'low-stock-default-new') ORDER BY id`,
      );
      expect(levels).toEqual([
        { slug: first!.slug, name: 'Renamed by import', low_stock_threshold: 3 },
        { slug: 'low-stock-default-new', name: 'New by import', low_stock_threshold: 12 },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
