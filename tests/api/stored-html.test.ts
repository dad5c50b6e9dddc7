// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateDatabase, queryRows } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import { seedLargeCatalogue } from '../../server/seed/synthetic';
import { buildTestShop, openBlankDatabase, type TestShop } from './helper';
import { runShopCommand } from './shop-helpers';

/**
 * Stored HTML is sanitized when it is written, so reads serve it as stored. A script goes in through
 * every way HTML is written — catalogue import (the operators' tool), the demo and large seeds, and
 * migration 0016 for rows stored before — and comes back clean, from the database and from the API.
 */
const { SCRIPT } = vi.hoisted(() => ({
  SCRIPT:
    '<p onmouseover="steal()">Fine <strong>words</strong><script>alert(1)</script><img src="x" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">link</a><a href="https://example.in/" target="_blank">out</a>' +
    '<iframe src="https://evil.example/"></iframe><svg><script>alert(4)</script></svg></p>',
}));
const DIRTY = /<script|onmouseover|onerror|javascript:|<iframe|<svg|alert\(/i;

vi.mock(import('../../server/seed/products'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    seedProducts: original.seedProducts.map((p, i) =>
      i === 0 ? { ...p, productDetails: p.productDetails + SCRIPT, additionalInfo: SCRIPT } : p,
    ),
    // The large catalogue's products are written with these.
    productDetailsHtml: (parts: Parameters<typeof original.productDetailsHtml>[0]) =>
      original.productDetailsHtml(parts) + SCRIPT,
    productFactsHtml: (parts: Parameters<typeof original.productFactsHtml>[0]) =>
      original.productFactsHtml(parts) + SCRIPT,
  };
});
vi.mock(import('../../server/seed/blogs'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    seedBlogs: (shop: Parameters<typeof original.seedBlogs>[0]) =>
      original.seedBlogs(shop).map((b, i) => (i === 0 ? { ...b, description: SCRIPT } : b)),
  };
});

function expectClean(html: string) {
  expect(html).not.toMatch(DIRTY);
}

let shop: TestShop;
let dir: string;
beforeAll(async () => {
  shop = await buildTestShop();
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-html-'));
});
afterAll(async () => {
  await shop?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function storedHtml(db: TestShop['database']['db'], productId: number, blogId: number) {
  const [product] = await queryRows<{ product_details: string; additional_info: string }>(
    db,
    sql`SELECT product_details, additional_info FROM products WHERE id = ${productId}`,
  );
  const [blog] = await queryRows<{ description: string }>(db, sql`SELECT description FROM blogs WHERE id = ${blogId}`);
  return { ...product!, description: blog!.description };
}

describe('HTML is sanitized when it is written', () => {
  it('catalogue import (products and blog posts) stores it clean, and the API serves it clean', async () => {
    const exported = path.join(dir, 'products.json');
    expect((await runShopCommand(shop, ['catalogue', 'export', 'products', '--file', exported])).code).toBe(0);
    const products = JSON.parse(readFileSync(exported, 'utf8')) as Record<string, unknown>[];
    const target = products[0]!;
    const changed = path.join(dir, 'products-script.json');
    writeFileSync(changed, JSON.stringify([{ ...target, product_details: SCRIPT, additional_info: SCRIPT }]));
    const imported = await runShopCommand(shop, ['catalogue', 'import', 'products', '--file', changed]);
    expect(imported.code, imported.err).toBe(0);

    const blogsFile = path.join(dir, 'blogs.json');
    expect((await runShopCommand(shop, ['catalogue', 'export', 'blogs', '--file', blogsFile])).code).toBe(0);
    const blog = (JSON.parse(readFileSync(blogsFile, 'utf8')) as Record<string, unknown>[])[0]!;
    writeFileSync(blogsFile, JSON.stringify([{ ...blog, description: SCRIPT }]));
    const blogImported = await runShopCommand(shop, ['catalogue', 'import', 'blogs', '--file', blogsFile]);
    expect(blogImported.code, blogImported.err).toBe(0);

    const stored = await storedHtml(shop.database.db, Number(target.id), Number(blog.id));
    for (const html of Object.values(stored)) {
      expectClean(html);
      expect(html).toContain('Fine <strong>words</strong>');
      expect(html).toContain('<a href="https://example.in/" target="_blank" rel="noopener noreferrer">out</a>');
    }
    const detail = await shop.get(`/api/product-detail/${target.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body.product_details).toBe(stored.product_details);
    expectClean(detail.body.additional_info);
    expect(detail.body.additional_info).toContain('Fine <strong>words</strong>');
    const post = await shop.get(`/api/api/blogs/${blog.id}/`);
    expect(post.body.description).toBe(stored.description);

    // What the tool exports is what it stores: a second round trip changes nothing.
    const again = path.join(dir, 'again.json');
    expect((await runShopCommand(shop, ['catalogue', 'export', 'products', '--file', again])).code).toBe(0);
    const reexported = (JSON.parse(readFileSync(again, 'utf8')) as Record<string, unknown>[]).find(
      (p) => p.id === target.id,
    )!;
    expect(reexported.product_details).toBe(stored.product_details);
  });

  it('migration 0016 cleans the rows stored before HTML was sanitized on write, then drops its queue', async () => {
    const db = shop.database.db;
    await db.execute(sql`UPDATE products SET product_details = ${SCRIPT}, additional_info = ${SCRIPT} WHERE id = 2`);
    await db.execute(sql`UPDATE blogs SET description = ${SCRIPT} WHERE id = 2`);
    // As if the database had stopped at migration 0015: the migrator applies 0016 (and those after it,
    // which may run twice) again.
    await db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= (
            SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id OFFSET 16 LIMIT 1)`,
    );
    await migrateDatabase(shop.database);
    const stored = await storedHtml(db, 2, 2);
    for (const html of Object.values(stored)) {
      expectClean(html);
      expect(html).toContain('Fine <strong>words</strong>');
    }
    const [queue] = await queryRows<{ exists: boolean }>(
      db,
      sql`SELECT to_regclass('html_to_sanitize') IS NOT NULL AS exists`,
    );
    expect(queue!.exists).toBe(false);
    shop.app.cache.invalidate();
    expectClean((await shop.get('/api/product-detail/2/')).body.product_details);
    expectClean((await shop.get('/api/api/blogs/2/')).body.description);
  });

  it('seeding (demo and large catalogues) stores it clean', async () => {
    const database = await openBlankDatabase();
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db);
      const demo = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products`);
      await seedLargeCatalogue(database.db, demo[0]!.n + 20); // 20 synthetic products
      const rows = await queryRows<{ html: string }>(
        database.db,
        sql`SELECT product_details AS html FROM products UNION ALL SELECT additional_info FROM products
            UNION ALL SELECT description FROM blogs`,
      );
      expect(rows.filter((r) => r.html.includes('Fine <strong>words</strong>')).length).toBeGreaterThanOrEqual(43);
      for (const { html } of rows) expectClean(html);
    } finally {
      await database.close();
    }
  });
});
