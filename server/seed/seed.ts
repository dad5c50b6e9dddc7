import { EXAMPLE_SHOP_DETAILS, type ShopDetails } from '../../common/site/company';
import { inTransaction } from '../db/tx';
import { sanitizeHtml } from '../lib/sanitize';
import { recordStockSetByImport } from '../stock/ledger';
import { sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client';
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
} from '../db/schema';
import { seedBlogs } from './blogs';
import { seedCoupons } from './coupons';
import { applyCategoryTax } from './tax';
import { seedCategories, seedProducts } from './products';

export interface SeedResult {
  /** false when the database already had a catalogue and nothing was inserted. */
  seeded: boolean;
  categories: number;
  products: number;
  blogs: number;
  coupons: number;
  reviews: number;
}

/** Whether any category exists (a shop that has a catalogue, demo or its own). */
export async function hasCatalogue(database: { db: ShopDb }): Promise<boolean> {
  return (await database.db.select({ id: categories.id }).from(categories).limit(1)).length > 0;
}

/** Arbitrary constant shared by every process that may seed the same database. */
const SEED_LOCK_KEY = 727_262_001;

/**
 * Inserts the demo catalogue into an empty database, in one transaction.
 *
 * Does nothing when categories already exist: a shop that has been started before keeps every
 * change its operators made. The advisory lock stops two processes starting at the same time from
 * both seeding.
 */
/** `shop`: the details the demo posts name (the examples when none are given: tests, the large catalogue). */
export async function seedDatabase(db: ShopDb, shop: ShopDetails = EXAMPLE_SHOP_DETAILS): Promise<SeedResult> {
  const nothing: SeedResult = { seeded: false, categories: 0, products: 0, blogs: 0, coupons: 0, reviews: 0 };
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) return nothing;

  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const again = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (again.length > 0) return nothing;

    const insertedCategories = await tx
      .insert(categories)
      .values(
        seedCategories.map(({ name, slug, description, image, position }) => ({
          name,
          slug,
          description,
          image,
          position,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(insertedCategories.map((c) => [c.slug, c.id]));

    const insertedProducts = await tx
      .insert(products)
      .values(
        seedProducts.map((p) => {
          const id = categoryId.get(p.categorySlug);
          if (id === undefined) throw new Error(`Seed product ${p.slug} names unknown category ${p.categorySlug}`);
          return {
            categoryId: id,
            name: p.name,
            slug: p.slug,
            description: p.description,
            price: p.price,
            offerType: p.offerType,
            discountPercentage: p.discountPercentage,
            buyX: p.buyX,
            getY: p.getY,
            soldOut: p.soldOut,
            comingSoon: p.comingSoon,
            latestCollection: p.latestCollection,
            featured: p.featured,
            bestSeller: p.bestSeller,
            fabric: p.fabric,
            style: p.style,
            modelHeight: p.modelHeight,
            modelWearingSize: p.modelWearingSize,
            dispatchTime: p.dispatchTime,
            stockQuantity: p.stockQuantity,
            lowStockThreshold: p.lowStockThreshold,
            netQuantity: p.netQuantity,
            shelfLifeMonths: p.shelfLifeMonths,
            bestBeforeNote: p.bestBeforeNote,
            // Stored HTML is sanitized on every write, the seed's own included (server/lib/sanitize.ts).
            productDetails: sanitizeHtml(p.productDetails),
            additionalInfo: sanitizeHtml(p.additionalInfo),
          };
        }),
      )
      .returning({ id: products.id, slug: products.slug });
    const productId = new Map(insertedProducts.map((p) => [p.slug, p.id]));
    const idOf = (slug: string) => productId.get(slug)!;

    const imageRows = seedProducts.flatMap((p) =>
      p.images.map((img, position) => ({ productId: idOf(p.slug), position, media: img.media, alt: img.alt })),
    );
    await tx.insert(productImages).values(imageRows);

    const sizeRows = seedProducts.flatMap((p) =>
      p.sizes.map((s, position) => ({ productId: idOf(p.slug), value: s.value, price: s.price, position })),
    );
    if (sizeRows.length > 0) await tx.insert(productSizes).values(sizeRows);

    const groups = seedProducts.flatMap((p) =>
      p.optionGroups.map((g, position) => ({ productId: idOf(p.slug), group: g, position })),
    );
    if (groups.length > 0) {
      const insertedGroups = await tx
        .insert(optionCategories)
        .values(groups.map(({ productId: pid, group, position }) => ({ productId: pid, name: group.name, position })))
        .returning({
          id: optionCategories.id,
          productId: optionCategories.productId,
          position: optionCategories.position,
        });
      const groupId = new Map(insertedGroups.map((g) => [`${g.productId}:${g.position}`, g.id]));
      const optionRows = groups.flatMap(({ productId: pid, group, position }) =>
        group.options.map((value, i) => ({ optionCategoryId: groupId.get(`${pid}:${position}`)!, value, position: i })),
      );
      await tx.insert(options).values(optionRows);
    }

    const reviewRows = seedProducts.flatMap((p) =>
      p.reviews.map((r) => ({
        productId: idOf(p.slug),
        userId: null,
        userName: r.userName,
        text: r.text,
        starRating: r.starRating,
        createdAt: new Date(r.createdAt),
      })),
    );
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

    await tx.insert(blogs).values(seedBlogs(shop).map((b) => ({ ...b, description: sanitizeHtml(b.description) })));
    await tx.insert(coupons).values(seedCoupons.map((c) => ({ ...c })));
    await applyCategoryTax(tx);
    // Each product's stock ledger starts with its seeded stock.
    await recordStockSetByImport(tx, { actor: 'seed', note: 'seeded catalogue' });

    return {
      seeded: true,
      categories: insertedCategories.length,
      products: insertedProducts.length,
      blogs: seedBlogs(shop).length,
      coupons: seedCoupons.length,
      reviews: reviewRows.length,
    };
  });
}
