// @vitest-environment node
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatRupees, toPaise } from '../../common/domain/money';
import { buildTestShop, type TestShop } from './helper';

let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const row = (html: string, label: string) =>
  new RegExp(`<th scope="row">${label}</th><td>([^<]*)</td>`).exec(html)?.[1] ?? null;

/** The first seeded product with more than one size, so both MRP rows are shown. */
async function productWithSizes(): Promise<number> {
  const result = await shop.database.db.execute<{ id: number }>(
    sql`SELECT product_id AS id FROM product_sizes GROUP BY product_id HAVING count(*) > 1 ORDER BY product_id LIMIT 1`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

describe('Legal Metrology declarations', () => {
  it('are rendered from the product and the company details', async () => {
    const id = await productWithSizes();
    const { status, body } = await shop.get(`/api/product-detail/${id}/`);
    expect(status).toBe(200);
    const info: string = body.additional_info;
    expect(info).toContain('Declarations under the Legal Metrology (Packaged Commodities) Rules, 2011');
    expect(row(info, 'Country of origin')).toBe('India');
    expect(row(info, 'Manufactured &amp; marketed by')).toMatch(/^CocoCare Biologics Pvt\. Ltd\., .*Pollachi/);
    expect(row(info, 'Consumer care')).toContain(EXAMPLE_SHOP_DETAILS.careEmail);
    expect(row(info, 'Best before')).toMatch(/^\d+ months from manufacture/);
    expect(row(info, 'Net quantity')).toMatch(/\(also available in .+\)$/);
    // The product's own facts follow the declarations.
    expect(info.indexOf('Consumer care')).toBeLessThan(info.indexOf('Ingredients'));
  });

  it('show the new MRP as soon as the price changes', async () => {
    const id = await productWithSizes();
    const before = (await shop.get(`/api/product-detail/${id}/`)).body;

    await shop.database.db.execute(sql`UPDATE products SET price = '12345.60' WHERE id = ${id}`);
    shop.app.cache.invalidate();

    const after = (await shop.get(`/api/product-detail/${id}/`)).body;
    expect(after.price).toBe('12345.60');
    const info: string = after.additional_info;
    expect(row(info, 'MRP')).toBe(`₹12,345.60 (${before.sizes[0].value}), inclusive of all taxes`);
    const other = formatRupees(toPaise('12345.60') + toPaise(before.sizes[1].price));
    expect(row(info, 'MRP of other sizes')).toBe(`${before.sizes[1].value}: ${other}, inclusive of all taxes`);
    expect(row(before.additional_info, 'MRP')).not.toBe(row(info, 'MRP'));
  });

  it('follow the net quantity and shelf life columns', async () => {
    const id = await productWithSizes();
    await shop.database.db.execute(
      sql`UPDATE products SET net_quantity = '2 sheets, 5 x 5 cm', shelf_life_months = 30, best_before_note = '' WHERE id = ${id}`,
    );
    shop.app.cache.invalidate();
    const info: string = (await shop.get(`/api/product-detail/${id}/`)).body.additional_info;
    expect(row(info, 'Net quantity')).toMatch(/^2 sheets, 5 x 5 cm \(also available in /);
    expect(row(info, 'Best before')).toBe('30 months from manufacture');
  });
});
