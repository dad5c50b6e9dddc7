/** Reads what a product's n-th picture is drawn from: its stored art key, name and net quantity. */
import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { productArt, type ProductArt } from './product-art';

export async function loadProductArt(db: ShopDb, productId: number, position: number): Promise<ProductArt | null> {
  const [row] = await queryRows<{ media: string; name: string; net_quantity: string; model_wearing_size: string }>(
    db,
    sql`SELECT i.media, p.name, p.net_quantity, p.model_wearing_size
        FROM product_images i JOIN products p ON p.id = i.product_id
        WHERE i.product_id = ${productId} AND i.position = ${position}`,
  );
  if (!row) return null;
  return productArt(row.media, { name: row.name, netQuantity: row.net_quantity, packSize: row.model_wearing_size });
}
