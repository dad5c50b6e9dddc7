import { sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client';

/**
 * HSN code and GST rate (percent) by category, as migration 0008 sets them on existing products.
 * Rates as we read the schedule in force since 22 September 2025 (the 12% slab folded into 5%):
 * dressings and gauze 3005 at 5%, coconut oil 1513 at 5%, toilet soap 3401 at 5%, hair oil 3305 at 5%,
 * skin care and face masks 3304 at 18%, supplements 2106 at 18%. An accountant should confirm them;
 * each product keeps its own code and rate, so a correction is `npm run shop -- catalogue import`.
 */
export const CATEGORY_TAX: Record<string, { hsn: string; rate: number }> = {
  'wound-dressings': { hsn: '3005', rate: 5 },
  'bio-cellulose-sheets': { hsn: '3005', rate: 5 },
  'first-aid-and-gauze': { hsn: '3005', rate: 5 },
  'coconut-oils': { hsn: '1513', rate: 5 },
  'handmade-soaps': { hsn: '3401', rate: 5 },
  'hair-care': { hsn: '3305', rate: 5 },
  'skin-care': { hsn: '3304', rate: 18 },
  'bio-cellulose-face-masks': { hsn: '3304', rate: 18 },
  'monolaurin-supplements': { hsn: '2106', rate: 18 },
};

/** Gives products without an HSN code their category's code and rate. */
export async function applyCategoryTax(db: ShopDb): Promise<void> {
  for (const [slug, { hsn, rate }] of Object.entries(CATEGORY_TAX))
    await db.execute(
      sql`UPDATE products p SET hsn_code = ${hsn}, gst_rate = ${rate} FROM categories c
          WHERE p.category_id = c.id AND c.slug = ${slug} AND p.hsn_code = ''`,
    );
}
