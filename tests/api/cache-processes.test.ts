// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config/env';
import { openDatabase, type Database } from '../../server/db/client';
import { buildTestShop, type TestShop } from './helper';

// Several API processes on one PostgreSQL: a write through one must not leave the others serving stale reads.
describe.skipIf(!process.env.TEST_DATABASE_URL)('read cache across processes (PostgreSQL)', () => {
  let first: TestShop;
  let secondDb: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    first = await buildTestShop();
    secondDb = await openDatabase({ databaseUrl: first.databaseUrl, poolMax: 2 });
    second = await buildApp({ config: first.app.config, database: secondDb, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it('drops the other process’s cached catalogue when one process writes', async () => {
    const read = async () => (await second.inject({ url: '/api/categories/' })).json() as { name: string }[];
    expect((await read())[0]!.name).not.toBe('Changed Elsewhere');

    await first.database.db.execute(
      sql`UPDATE categories SET name = 'Changed Elsewhere' WHERE id = (SELECT min(id) FROM categories)`,
    );
    first.app.cache.invalidate(); // what every write through the server does

    await expect.poll(async () => (await read())[0]!.name, { timeout: 5000, interval: 50 }).toBe('Changed Elsewhere');
  });

  it("follows a category's product count moved by a write in the other process", async () => {
    const counts = async () =>
      new Map(
        ((await second.inject({ url: '/api/categories/' })).json() as { id: number; product_count: number }[]).map(
          (c) => [c.id, c.product_count],
        ),
      );
    const before = await counts();
    const [from, to] = [...before.keys()];
    // The count is kept by triggers (migration 0017); the other process hears of the write by NOTIFY.
    await first.database.db.execute(
      sql`UPDATE products SET category_id = ${to!} WHERE id = (SELECT min(id) FROM products WHERE category_id = ${from!})`,
    );
    first.app.cache.invalidate();
    await expect
      .poll(async () => (await counts()).get(to!), { timeout: 5000, interval: 50 })
      .toBe(before.get(to!)! + 1);
    expect((await counts()).get(from!)).toBe(before.get(from!)! - 1);
  });

  it('bounds staleness with a TTL even without a notification', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }).cacheTtlMs).toBe(30_000);
    expect(loadConfig({}).cacheTtlMs).toBe(0);
  });
});
