/**
 * A product's sizes, options and photos written as a list, shared by catalogue import
 * (server/operators/catalogue.ts) and the console's product edit (./service.ts).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';

type Row = Record<string, string | number | boolean | null>;

/**
 * Writes a product's sizes, options and photos as listed, matching what is there by value (sizes),
 * name and value (options) and photo key, so rows that stay keep their ids: carts that hold a size or
 * option stay valid, and importing an export changes nothing. Returns the photo keys dropped.
 */
export async function writeProductLists(tx: ShopDb, productId: number, row: Row): Promise<string[]> {
  if (typeof row.sizes === 'string') {
    const sizes = JSON.parse(row.sizes) as { value: string; price: string }[];
    const existing = await queryRows<{ id: number; value: string }>(
      tx,
      sql`SELECT id, value FROM product_sizes WHERE product_id = ${productId} ORDER BY position, id`,
    );
    const kept: number[] = [];
    for (const [position, size] of sizes.entries()) {
      const match = existing.find((e) => e.value === size.value && !kept.includes(e.id));
      if (match) {
        kept.push(match.id);
        await tx.execute(
          sql`UPDATE product_sizes SET price = ${size.price}, position = ${position} WHERE id = ${match.id}`,
        );
      } else
        await tx.execute(
          sql`INSERT INTO product_sizes (product_id, value, price, position) VALUES (${productId}, ${size.value}, ${size.price}, ${position})`,
        );
    }
    for (const e of existing.filter((e) => !kept.includes(e.id)))
      await tx.execute(sql`DELETE FROM product_sizes WHERE id = ${e.id}`);
  }
  if (typeof row.options === 'string') {
    const groups = JSON.parse(row.options) as { name: string; values: string[] }[];
    const existing = await queryRows<{ id: number; name: string }>(
      tx,
      sql`SELECT id, name FROM option_categories WHERE product_id = ${productId} ORDER BY position, id`,
    );
    const kept: number[] = [];
    for (const [position, group] of groups.entries()) {
      let groupId = existing.find((e) => e.name === group.name && !kept.includes(e.id))?.id;
      if (groupId) await tx.execute(sql`UPDATE option_categories SET position = ${position} WHERE id = ${groupId}`);
      else {
        const [added] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO option_categories (product_id, name, position) VALUES (${productId}, ${group.name}, ${position}) RETURNING id`,
        );
        groupId = added!.id;
      }
      kept.push(groupId);
      const values = await queryRows<{ id: number; value: string }>(
        tx,
        sql`SELECT id, value FROM options WHERE option_category_id = ${groupId} ORDER BY position, id`,
      );
      const keptValues: number[] = [];
      for (const [p, value] of group.values.entries()) {
        const match = values.find((v) => v.value === value && !keptValues.includes(v.id));
        if (match) {
          keptValues.push(match.id);
          await tx.execute(sql`UPDATE options SET position = ${p} WHERE id = ${match.id}`);
        } else
          await tx.execute(
            sql`INSERT INTO options (option_category_id, value, position) VALUES (${groupId}, ${value}, ${p})`,
          );
      }
      for (const v of values.filter((v) => !keptValues.includes(v.id)))
        await tx.execute(sql`DELETE FROM options WHERE id = ${v.id}`);
    }
    for (const e of existing.filter((e) => !kept.includes(e.id)))
      await tx.execute(sql`DELETE FROM option_categories WHERE id = ${e.id}`);
  }
  if (typeof row.photos !== 'string') return [];
  const photos = JSON.parse(row.photos) as string[];
  const existing = await queryRows<{ id: number; media: string }>(
    tx,
    sql`SELECT id, media FROM product_photos WHERE product_id = ${productId} ORDER BY position`,
  );
  const dropped = existing.filter((e) => !photos.includes(e.media));
  for (const e of dropped) await tx.execute(sql`DELETE FROM product_photos WHERE id = ${e.id}`);
  // Positions are unique per product: move the rows that stay out of the way, then number them all.
  await tx.execute(sql`UPDATE product_photos SET position = -1 - position WHERE product_id = ${productId}`);
  for (const [position, media] of photos.entries()) {
    const match = existing.find((e) => e.media === media);
    if (match) await tx.execute(sql`UPDATE product_photos SET position = ${position} WHERE id = ${match.id}`);
    else
      await tx.execute(
        sql`INSERT INTO product_photos (product_id, position, media) VALUES (${productId}, ${position}, ${media})`,
      );
  }
  return dropped.map((e) => e.media);
}
