// @vitest-environment node
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { migrateDatabase, type Database } from '../../server/db/client';
import { openBlankDatabase } from './helper';
import {
  blogs,
  categories,
  coupons,
  optionCategories,
  options,
  productImages,
  productSizes,
  products,
  reviews,
} from '../../server/db/schema';
import { seedDatabase, type SeedResult } from '../../server/seed/seed';
import { seedProducts } from '../../server/seed/products';
import { createCatalogueRepository } from '../../server/catalogue/repository';
import { formatRupees, toPaise } from '../../common/domain/money';
import { syntheticProducts } from '../../server/seed/synthetic';

let database: Database;
let first: SeedResult;

beforeAll(async () => {
  database = await openBlankDatabase();
  await migrateDatabase(database);
  first = await seedDatabase(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('seedDatabase', () => {
  it('reports what it inserted', () => {
    expect(first.seeded).toBe(true);
    // The seed catalogue as the storefront and the tests know it (one data file per category).
    expect(first).toMatchObject({ categories: 9, products: 88, blogs: 16, coupons: 7, reviews: 76 });
    expect(first.categories).toBeGreaterThanOrEqual(8);
    expect(first.products).toBeGreaterThanOrEqual(60);
    expect(first.blogs).toBeGreaterThanOrEqual(12);
    expect(first.coupons).toBeGreaterThanOrEqual(4);
    expect(first.reviews).toBeGreaterThan(0);
  });

  it('inserts at least 8 categories with image keys, and at least 5 products in each', async () => {
    const db = database.db;
    const cats = await db.select().from(categories).orderBy(asc(categories.position));
    expect(cats.length).toBeGreaterThanOrEqual(8);
    const perCategory = await db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .groupBy(products.categoryId);
    const counts = new Map(perCategory.map((r) => [r.categoryId, r.n]));
    for (const c of cats) {
      expect(c.image).toMatch(/^[a-z]+-\d{1,3}-[a-d]$/);
      expect(counts.get(c.id) ?? 0, c.name).toBeGreaterThanOrEqual(5);
    }
    // Listings show 12 per page: the two largest categories need a second page.
    const bySlug = new Map(cats.map((c) => [c.slug, counts.get(c.id) ?? 0]));
    expect(bySlug.get('wound-dressings')).toBeGreaterThanOrEqual(14);
    expect(bySlug.get('coconut-oils')).toBeGreaterThanOrEqual(14);
  });

  it('gives every product at least 2 images of one kind and hue, in order', async () => {
    const all = await database.db.select().from(products);
    expect(all.length).toBeGreaterThanOrEqual(60);
    const images = await database.db
      .select()
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position));
    const byProduct = new Map<number, string[]>();
    for (const img of images) byProduct.set(img.productId, [...(byProduct.get(img.productId) ?? []), img.media]);
    for (const p of all) {
      const media = byProduct.get(p.id) ?? [];
      expect(media.length, p.name).toBeGreaterThanOrEqual(2);
      const bases = new Set(media.map((m) => m.replace(/-[a-d]$/, '')));
      expect(bases.size, p.name).toBe(1);
      expect(new Set(media).size, p.name).toBe(media.length);
      for (const m of media)
        expect(m).toMatch(
          /^(jar|bottle|dropper|tube|soap|sheetmask|dressing|capsules|pouch|spray|roll|box)-\d{1,3}-[a-d]$/,
        );
    }
    for (const img of images) expect(img.alt.length).toBeGreaterThan(5);
  });

  it('has the required mix of flags, offers and stock', async () => {
    const all = await database.db.select().from(products);
    const n = (f: (p: (typeof all)[number]) => boolean) => all.filter(f).length;

    expect(n((p) => p.soldOut)).toBeGreaterThanOrEqual(4);
    expect(n((p) => p.soldOut && p.stockQuantity !== 0)).toBe(0);
    expect(n((p) => p.comingSoon)).toBeGreaterThanOrEqual(4);
    expect(n((p) => p.comingSoon && p.soldOut)).toBe(0);
    expect(n((p) => p.stockQuantity !== null && p.stockQuantity >= 1 && p.stockQuantity <= 5)).toBeGreaterThanOrEqual(
      6,
    );
    expect(n((p) => p.stockQuantity === null)).toBe(1);

    const discounted = all.filter((p) => p.offerType === 'discount_percentage' && Number(p.discountPercentage) > 0);
    expect(discounted.length).toBeGreaterThanOrEqual(15);
    expect(new Set(discounted.map((p) => p.discountPercentage))).toEqual(
      new Set(['5.00', '10.00', '12.50', '15.00', '20.00', '25.00']),
    );
    const bogo = all.filter((p) => p.offerType === 'buy_x_get_y');
    expect(bogo.length).toBeGreaterThanOrEqual(6);
    for (const p of bogo) {
      expect(p.discountPercentage).toBe('0.00');
      expect(p.buyX).toBeGreaterThan(0);
      expect(p.getY).toBeGreaterThan(0);
    }
    for (const p of all.filter((q) => q.offerType !== 'buy_x_get_y')) {
      expect(p.buyX).toBeNull();
      expect(p.getY).toBeNull();
    }
    expect(
      n((p) => p.offerType === null || (p.offerType === 'discount_percentage' && p.discountPercentage === '0.00')),
    ).toBeGreaterThanOrEqual(6);
    expect(n((p) => p.offerType === 'discount_percentage' && p.discountPercentage === '0.00')).toBeGreaterThan(0);

    expect(n((p) => p.latestCollection)).toBeGreaterThanOrEqual(16);
    expect(n((p) => p.featured)).toBeGreaterThanOrEqual(14);
    expect(n((p) => p.bestSeller)).toBeGreaterThanOrEqual(14);
    for (const flag of ['latestCollection', 'featured', 'bestSeller'] as const) {
      expect(new Set(all.filter((p) => p[flag]).map((p) => p.categoryId)).size, flag).toBeGreaterThanOrEqual(5);
    }
  });

  it('prices products realistically, including a bulk pack in lakh', async () => {
    const all = await database.db.select().from(products);
    for (const p of all) expect(p.price).toMatch(/^\d+\.\d{2}$/);
    const prices = all.map((p) => Number(p.price));
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(100000);
    expect(Math.max(...prices)).toBeLessThan(125000);
    expect(prices.filter((x) => x > 10000).length).toBeGreaterThanOrEqual(3);
  });

  it('stores sizes with a zero first add-on, and option groups with options', async () => {
    const sizes = await database.db
      .select()
      .from(productSizes)
      .orderBy(asc(productSizes.productId), asc(productSizes.position));
    expect(sizes.length).toBeGreaterThan(10);
    const firstSize = new Map<number, string>();
    for (const s of sizes) if (!firstSize.has(s.productId)) firstSize.set(s.productId, s.price);
    for (const price of firstSize.values()) expect(price).toBe('0.00');

    const groups = await database.db.select().from(optionCategories);
    expect(groups.length).toBeGreaterThanOrEqual(5);
    const opts = await database.db.select().from(options);
    for (const g of groups)
      expect(opts.filter((o) => o.optionCategoryId === g.id).length, g.name).toBeGreaterThanOrEqual(2);

    const total = (await database.db.select({ n: count() }).from(products))[0]!.n;
    expect(firstSize.size).toBeLessThan(total); // some products have no sizes
  });

  it('stores what the Legal Metrology declarations need, and no declarations', async () => {
    const all = await database.db.select().from(products);
    for (const p of all) {
      expect(p.netQuantity, p.name).not.toBe('');
      expect(p.shelfLifeMonths, p.name).toBeGreaterThan(0);
      // Rendered on read from the price: a stored MRP would go stale.
      expect(p.additionalInfo, p.name).not.toMatch(/MRP|Consumer care|₹/);
      expect(p.additionalInfo, p.name).toContain('Ingredients');
      expect(p.productDetails).toContain('<ul>');
      expect(p.additionalInfo + p.productDetails).not.toMatch(/<script|onerror=/i);
    }
  });

  it('declares the Legal Metrology details of every product when it is read', async () => {
    const catalogue = createCatalogueRepository(database.db);
    const all = await database.db.select({ id: products.id, price: products.price }).from(products);
    for (const { id, price } of all) {
      const info = (await catalogue.detail(id))!.additional_info;
      for (const label of ['MRP', 'Net quantity', 'Manufactured', 'Country of origin', 'Best before', 'Consumer care'])
        expect(info, `${id}: ${label}`).toContain(label);
      expect(info).toContain(EXAMPLE_SHOP_DETAILS.careEmail);
      expect(info).toContain('inclusive of all taxes');
      expect(info).toContain(`MRP</th><td>${formatRupees(toPaise(price))}`);
      expect(info).toContain('Ingredients');
    }
  });

  it('adds reviews to about 30 products with valid ratings and dates', async () => {
    const all = await database.db.select().from(reviews);
    const reviewed = new Set(all.map((r) => r.productId));
    expect(reviewed.size).toBeGreaterThanOrEqual(25);
    for (const r of all) {
      expect(r.starRating).toBeGreaterThanOrEqual(1);
      expect(r.starRating).toBeLessThanOrEqual(5);
      expect(r.createdAt.getUTCFullYear()).toBeGreaterThanOrEqual(2025);
      expect(r.createdAt.getUTCFullYear()).toBeLessThanOrEqual(2026);
      expect(r.userName).toMatch(/^\S+ [A-Z]\.$/);
    }
    expect(all.some((r) => r.starRating <= 2)).toBe(true);
  });

  it('inserts at least 12 blog posts with HTML bodies and hints of both lengths', async () => {
    const posts = await database.db.select().from(blogs);
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const b of posts) {
      expect(b.image).toMatch(/^blog-\d{1,3}-[a-d]$/);
      expect(b.date).toMatch(/^202[56]-\d{2}-\d{2}/);
      expect(b.description).toContain('<h2>');
      expect(b.description).toContain('<p>');
    }
    expect(posts.some((b) => b.hint.length > 80)).toBe(true);
    expect(posts.some((b) => b.hint.length <= 80)).toBe(true);
  });

  it('inserts coupons of both discount types, one field set per type', async () => {
    const all = await database.db.select().from(coupons);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const byType = (t: string) => all.filter((c) => c.discountType === t);
    expect(byType('price').length).toBeGreaterThan(0);
    expect(byType('percentage').length).toBeGreaterThan(0);
    for (const c of byType('price')) {
      expect(c.discountPrice).not.toBeNull();
      expect(c.discountPercentage).toBeNull();
    }
    for (const c of byType('percentage')) {
      expect(c.discountPercentage).not.toBeNull();
      expect(c.discountPrice).toBeNull();
    }
    expect(all.some((c) => !c.active)).toBe(true);
    const [welcome] = await database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(welcome).toMatchObject({ discountType: 'percentage', discountPercentage: '10.00', actualPrice: '499.00' });
  });

  it('does not duplicate anything when run again', async () => {
    const before = await database.db.select({ n: count() }).from(products);
    const again = await seedDatabase(database.db);
    expect(again.seeded).toBe(false);
    const after = await database.db.select({ n: count() }).from(products);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await database.db.select({ n: count() }).from(categories))[0]!.n).toBe(first.categories);
    expect((await database.db.select({ n: count() }).from(blogs))[0]!.n).toBe(first.blogs);
    expect((await database.db.select({ n: count() }).from(coupons))[0]!.n).toBe(first.coupons);
    expect((await database.db.select({ n: count() }).from(reviews))[0]!.n).toBe(first.reviews);
  });

  it('uses unique slugs', async () => {
    const slugs = (await database.db.select({ slug: products.slug }).from(products)).map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(seedProducts.map((p) => p.name)).size).toBe(seedProducts.length);
    const blogSlugs = (await database.db.select({ slug: blogs.slug }).from(blogs)).map((b) => b.slug);
    expect(new Set(blogSlugs).size).toBe(blogSlugs.length);
  });
});

describe('syntheticProducts', () => {
  it('is deterministic, spreads over the given categories and keeps slugs unique', () => {
    const a = syntheticProducts(300, [11, 12, 13], 50);
    const b = syntheticProducts(300, [11, 12, 13], 50);
    expect(a).toEqual(b);
    expect(new Set(a.map((r) => r.product.slug)).size).toBe(300);
    expect(new Set(a.map((r) => r.product.categoryId))).toEqual(new Set([11, 12, 13]));
    for (const r of a) {
      expect(r.images).toHaveLength(2);
      expect(r.product.price).toMatch(/^\d+\.00$/);
      expect(Number(r.product.price)).toBeGreaterThan(0);
      expect(r.product.netQuantity).toBe(r.size.value);
      expect(r.product.shelfLifeMonths).toBeGreaterThan(0);
    }
    expect(syntheticProducts(1, [11, 12, 13], 349)[0]!.product.slug).toBe(a[299]!.product.slug);
  });
});
