// @vitest-environment node
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_TIME } from '../../common/domain/policy';
import { buildTestShop, type TestShop } from './helper';

const MIGRATION = new URL('../../server/db/migrations/0010_dispatch_promise.sql', import.meta.url);

let shop: TestShop;
beforeAll(async () => {
  shop = await buildTestShop();
});
afterAll(async () => {
  await shop?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await shop.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('the dispatch promise in the catalogue', () => {
  it('is the shop policy on every seeded product that is not coming soon', async () => {
    const texts = await rows<{ dispatch_time: string }>(
      sql`SELECT DISTINCT dispatch_time FROM products WHERE NOT coming_soon ORDER BY 1`,
    );
    expect(texts.map((r) => r.dispatch_time)).toEqual([DISPATCH_TIME]);

    const [first] = await rows<{ id: number }>(sql`SELECT id FROM products WHERE NOT coming_soon ORDER BY id LIMIT 1`);
    const { status, body } = await shop.get(`/api/product-detail/${first!.id}/`);
    expect(status).toBe(200);
    expect(body.dispatch_time).toBe(DISPATCH_TIME);
  });

  it('migration 0010 rewrites the old seeded texts in an existing database and keeps an operator’s own', async () => {
    const ids = (await rows<{ id: number }>(sql`SELECT id FROM products ORDER BY id LIMIT 4`)).map((r) => r.id);
    const before = [
      'Ships in 1-2 business days',
      'Ships in 5-7 business days by freight',
      'Made to order: dispatched in 3 weeks',
      'Ships in 1-2 business days (express)',
    ];
    for (const [i, text] of before.entries())
      await shop.database.db.execute(sql`UPDATE products SET dispatch_time = ${text} WHERE id = ${ids[i]!}`);

    await shop.database.db.execute(sql.raw(readFileSync(MIGRATION, 'utf8')));

    const after = await rows<{ id: number; dispatch_time: string }>(
      sql`SELECT id, dispatch_time FROM products WHERE id IN (${sql.join(ids, sql`, `)}) ORDER BY id`,
    );
    expect(after.map((r) => r.dispatch_time)).toEqual([
      DISPATCH_TIME,
      DISPATCH_TIME,
      'Made to order: dispatched in 3 weeks',
      'Ships in 1-2 business days (express)',
    ]);
  });
});
