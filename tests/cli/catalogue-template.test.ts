// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { ENTITIES } from '../../server/operators/catalogue-rows';
import { buildTestShop, type TestShop } from '../api/helper';
import { runShopCommand } from '../api/shop-helpers';

let shop: TestShop;
let dir: string;

beforeAll(async () => {
  shop = await buildTestShop();
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-template-'));
});
afterAll(async () => {
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (...argv: string[]) => runShopCommand(shop, argv);

describe('catalogue template', () => {
  it('writes every column and one example row; the templates import as they are', async () => {
    const categories = path.join(dir, 'categories.csv');
    const products = path.join(dir, 'products.csv');
    const made = await cli('catalogue', 'template', 'categories', '--file', categories);
    expect(made.code, made.err).toBe(0);
    const done = await cli('catalogue', 'template', '--file', products);
    expect(done.code, done.err).toBe(0);
    expect(done.out).toMatch(/Wrote the products template to .*products\.csv: 28 columns and one example row/);
    const [header, ...rows] = readFileSync(products, 'utf8').trimEnd().split('\n');
    expect(header!.split(',')).toEqual(ENTITIES.products!.fields.map((f) => f.name));
    expect(rows).toHaveLength(1);

    const c = await cli('catalogue', 'import', 'categories', '--file', categories);
    expect(c.code, c.err).toBe(0);
    const p = await cli('catalogue', 'import', 'products', '--file', products);
    expect(p.code, p.err).toBe(0);
    expect(p.out).toMatch(/Imported 1 products from .*: 1 added, 0 updated\./);
    const [product] = await queryRows<{ name: string; price: string; sizes: number; options: number }>(
      shop.database.db,
      sql`SELECT name, price::text AS price,
            (SELECT count(*)::int FROM product_sizes s WHERE s.product_id = p.id) AS sizes,
            (SELECT count(*)::int FROM option_categories o WHERE o.product_id = p.id) AS options
          FROM products p WHERE slug = 'virgin-coconut-face-cream'`,
    );
    expect(product).toEqual({ name: 'Virgin coconut face cream', price: '349.00', sizes: 2, options: 1 });
  });

  it('writes JSON for the other kinds, and every template imports', async () => {
    for (const kind of ['blogs', 'coupons']) {
      const file = path.join(dir, `${kind}.json`);
      expect((await cli('catalogue', 'template', kind, '--file', file)).code).toBe(0);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(1);
      const imported = await cli('catalogue', 'import', kind, '--file', file);
      expect(imported.code, imported.err).toBe(0);
    }
    expect((await cli('catalogue', 'template', 'reviews', '--file', path.join(dir, 'x.csv'))).err).toMatch(
      /Usage: shop catalogue template \[KIND\] --file F \(KIND one of categories, products, blogs, coupons\)/,
    );
  });
});
