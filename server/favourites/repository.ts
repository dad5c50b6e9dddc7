import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client';
import { favourites, products } from '../db/schema';
import type { Favourite } from '../../common/contract/accounts';
import { discountedUnitPaise } from '../../common/domain/pricing';
import { toDecimalString } from '../../common/domain/money';
import { productImageOf, productPicturesSql } from '../media/images';

export function createFavouritesRepository(db: ShopDb) {
  async function list(userId: number, only?: number): Promise<Favourite[]> {
    const rows = await db
      .select({
        id: favourites.id,
        productId: products.id,
        name: products.name,
        price: products.price,
        discountPercentage: products.discountPercentage,
        offerType: products.offerType,
        modelHeight: products.modelHeight,
        modelWearingSize: products.modelWearingSize,
        netQuantity: products.netQuantity,
        images: sql<
          { media: string; alt: string; position: number }[] | string
        >`${productPicturesSql(sql`${products.id}`, sql`${products.name}`)}`,
      })
      .from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId))
      .where(only ? and(eq(favourites.userId, userId), eq(favourites.id, only)) : eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt), asc(favourites.id));
    return rows.map((row) => {
      const images = typeof row.images === 'string' ? (JSON.parse(row.images) as typeof row.images) : row.images;
      // The product's own pictures, exactly as the catalogue serves them (not its category's).
      const source = { name: row.name, netQuantity: row.netQuantity, packSize: row.modelWearingSize };
      return {
        id: row.id,
        product: row.productId,
        product_name: row.name,
        product_images: (images as { media: string; alt: string; position: number }[]).map((i) =>
          productImageOf(row.productId, i.position, i.media, i.alt, source),
        ),
        product_price: toDecimalString(
          discountedUnitPaise({
            price: row.price,
            discount_percentage: row.discountPercentage,
            offer_type: row.offerType,
          }),
        ),
        model_height: row.modelHeight,
        model_wearing_size: row.modelWearingSize,
      };
    });
  }

  return {
    list: (userId: number) => list(userId),

    /** Adds a product once; adding it again answers the existing favourite. Null: no such product. */
    async add(userId: number, productId: number): Promise<{ favourite: Favourite; created: boolean } | null> {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) return null;
      const inserted = await db
        .insert(favourites)
        .values({ userId, productId })
        .onConflictDoNothing()
        .returning({ id: favourites.id });
      const id =
        inserted[0]?.id ??
        (
          await db
            .select({ id: favourites.id })
            .from(favourites)
            .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
        )[0]?.id;
      const [favourite] = id ? await list(userId, id) : [];
      return favourite ? { favourite, created: inserted.length > 0 } : null;
    },

    /** Removes one of the user's own favourites; someone else's id removes nothing. */
    async remove(userId: number, favouriteId: number): Promise<boolean> {
      const rows = await db
        .delete(favourites)
        .where(and(eq(favourites.id, favouriteId), eq(favourites.userId, userId)))
        .returning({ id: favourites.id });
      return rows.length > 0;
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
