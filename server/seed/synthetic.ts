import { inTransaction } from '../db/tx';
/**
 * A large, plausible benchmark catalogue: product names built from word lists so that search,
 * listings and pagination are measured on realistic text, not "Product 1234".
 * Deterministic: the same index always gives the same product.
 */
import { sanitizeHtml } from '../lib/sanitize';
import { recordStockSetByImport } from '../stock/ledger';
import { sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client';
import { categories, productImages, productSizes, products } from '../db/schema';
import type { ProductKind } from '../../common/site/media';
import { imageAlt, productDetailsHtml, productFactsHtml, slugify } from './products';
import { seedDatabase } from './seed';
import { seededRandom } from '../lib/random';

export interface SyntheticProduct {
  product: typeof products.$inferInsert;
  images: Array<{ media: string; alt: string }>;
  size: { value: string; price: string };
}

interface Template {
  kind: ProductKind;
  types: string[];
  sizes: string[];
  fabric: string;
  style: string;
  /** Price range in whole rupees. */
  price: [number, number];
  hues: [number, number];
  use: string;
  /** Replaces the general ingredient list for products where herbs make no sense. */
  ingredients?: string[];
}

/** One group per seed category, in the seed categories' order. */
const GROUPS: Template[][] = [
  [
    {
      kind: 'dressing',
      types: ['Bio-Cellulose Dressing', 'Wound Pad', 'Burn Dressing', 'Island Dressing', 'Abrasion Dressing'],
      sizes: ['5 x 5 cm', '10 x 10 cm', '10 x 15 cm', '15 x 20 cm', '20 x 20 cm'],
      fabric: 'Bacterial cellulose (nata de coco)',
      style: 'Hydrated non-adhesive sheet',
      price: [150, 1800],
      hues: [185, 215],
      use: 'minor cuts, grazes and superficial burns',
      ingredients: ['Coconut', 'Silver', 'Aloe Vera', 'Honey', 'Hydrogel', 'Foam-Backed', 'Bordered', 'Sterile'],
    },
  ],
  [
    {
      kind: 'roll',
      types: ['Bio-Cellulose Membrane', 'Cellulose Film Roll', 'Hydrated Sheet'],
      sizes: ['20 x 20 cm', '30 x 40 cm', '20 cm x 1 m'],
      fabric: 'Bacterial cellulose membrane',
      style: 'Sheet',
      price: [499, 2999],
      hues: [170, 190],
      use: 'formulation, clinics and research',
      ingredients: ['Coconut Water', 'Research Grade', 'Dry', 'Hydrated', 'Never-Dried'],
    },
  ],
  [
    {
      kind: 'sheetmask',
      types: ['Sheet Mask', 'Bio-Cellulose Mask', 'Under-Eye Patches', 'Glow Mask'],
      sizes: ['1 mask', 'Pack of 3', 'Pack of 5'],
      fabric: 'Bio-cellulose (nata de coco) sheet',
      style: 'Full-face sheet mask',
      price: [199, 999],
      hues: [335, 359],
      use: 'hydrated, comfortable skin',
    },
  ],
  [
    {
      kind: 'bottle',
      types: ['Coconut Oil', 'Virgin Coconut Oil', 'Wood-Pressed Coconut Oil', 'Massage Oil', 'Cooking Oil'],
      sizes: ['200 ml', '250 ml', '500 ml', '1 L'],
      fabric: 'Coconut oil',
      style: 'Cold pressed',
      price: [199, 1299],
      hues: [40, 100],
      use: 'cooking, skin and hair',
    },
  ],
  [
    {
      kind: 'capsules',
      types: ['Monolaurin Capsules', 'MCT Softgels', 'Lauric Acid Capsules'],
      sizes: ['30 capsules', '60 capsules', '90 capsules'],
      fabric: 'Glycerol monolaurate from coconut oil',
      style: 'Vegetarian capsules',
      price: [599, 2499],
      hues: [40, 58],
      use: 'a daily health supplement routine',
      ingredients: ['Coconut', 'Zinc', 'Vitamin C', 'Vitamin D3', 'Pure'],
    },
    {
      kind: 'pouch',
      types: ['MCT Powder', 'Monolaurin Pellets'],
      sizes: ['100 g', '200 g', '500 g'],
      fabric: 'Coconut MCT',
      style: 'Powder',
      price: [599, 1999],
      hues: [35, 55],
      use: 'coffee, smoothies and porridge',
      ingredients: ['Coconut', 'Unflavoured', 'Cocoa', 'Vanilla'],
    },
  ],
  [
    {
      kind: 'soap',
      types: ['Handmade Soap', 'Bath Bar', 'Scrub Soap', 'Castile Soap'],
      sizes: ['75 g', '100 g', '125 g'],
      fabric: 'Cold-process soap with virgin coconut oil',
      style: 'Handmade, cold process',
      price: [99, 349],
      hues: [20, 95],
      use: 'a gentle daily bath',
    },
  ],
  [
    {
      kind: 'bottle',
      types: ['Hair Oil', 'Shampoo', 'Conditioner'],
      sizes: ['100 ml', '200 ml', '300 ml'],
      fabric: 'Coconut oil base',
      style: 'Hair care',
      price: [249, 799],
      hues: [105, 140],
      use: 'soft, manageable hair',
    },
    {
      kind: 'dropper',
      types: ['Scalp Serum', 'Hair Serum'],
      sizes: ['30 ml', '50 ml'],
      fabric: 'Fractionated coconut oil',
      style: 'Leave-on serum',
      price: [399, 899],
      hues: [110, 135],
      use: 'a healthy-feeling scalp',
    },
  ],
  [
    {
      kind: 'jar',
      types: ['Body Butter', 'Face Cream', 'Body Scrub', 'Night Cream'],
      sizes: ['50 g', '100 g', '200 g'],
      fabric: 'Virgin coconut oil and shea butter',
      style: 'Cream',
      price: [299, 999],
      hues: [10, 35],
      use: 'soft, moisturised skin',
    },
    {
      kind: 'tube',
      types: ['Gel Moisturiser', 'Lip Balm', 'Face Wash', 'Heel Balm'],
      sizes: ['15 g', '50 g', '100 g'],
      fabric: 'Coconut water gel',
      style: 'Tube',
      price: [149, 699],
      hues: [12, 32],
      use: 'everyday skin care',
    },
  ],
  [
    {
      kind: 'box',
      types: ['Gauze Swabs', 'First-Aid Kit', 'Adhesive Bandages', 'Examination Gloves'],
      sizes: ['Pack of 10', 'Pack of 50', 'Pack of 100'],
      fabric: 'Cotton gauze',
      style: 'First aid',
      price: [149, 1999],
      hues: [0, 15],
      use: 'first aid at home and work',
      ingredients: ['Cotton', 'Sterile', 'Latex-Free', 'Travel', 'Home'],
    },
    {
      kind: 'roll',
      types: ['Crepe Bandage', 'Gauze Roll', 'Surgical Tape'],
      sizes: ['5 cm x 4 m', '10 cm x 4 m', '2.5 cm x 9 m'],
      fabric: 'Cotton and elastane',
      style: 'Bandage',
      price: [99, 499],
      hues: [200, 220],
      use: 'holding dressings and supporting sprains',
      ingredients: ['Cotton', 'Elastic', 'Breathable', 'Skin-Friendly'],
    },
  ],
];

const QUALIFIERS = [
  'Gentle',
  'Soothing',
  'Hydrating',
  'Classic',
  'Daily',
  'Family',
  'Travel',
  'Clinic',
  'Herbal',
  'Pure',
  'Unscented',
  'Extra-Thick',
  'Ultra-Thin',
  'Cooling',
  'Traditional',
  'Everyday',
  'Sensitive',
  'Rich',
  'Light',
  'Nourishing',
];

const INGREDIENTS = [
  'Coconut',
  'Turmeric',
  'Neem',
  'Aloe Vera',
  'Hibiscus',
  'Curry Leaf',
  'Lemongrass',
  'Sandalwood',
  'Rose',
  'Saffron',
  'Amla',
  'Bhringraj',
  'Charcoal',
  'Goat Milk',
  'Shea',
  'Vetiver',
  'Tulsi',
  'Jasmine',
  'Honey',
  'Sesame',
  'Tea Tree',
  'Niacinamide',
  'Green Tea',
  'Cucumber',
  'Kasturi Manjal',
  'Coffee',
  'Rice Water',
  'Moringa',
  'Vitamin E',
  'Coconut Milk',
];

const ORIGINS = ['Pollachi', 'Kerala', 'Anaimalai', 'Palakkad', 'Coimbatore', 'Thanjavur', 'Konkan', 'Malabar'];

const DISCOUNTS = ['5.00', '10.00', '12.50', '15.00', '20.00', '25.00'];

const SLUG_MARK = '-sx';

/**
 * Product rows for a benchmark catalogue. Product `i` (from startIndex) goes to
 * categoryIds[i % categoryIds.length] and uses that category's word lists when the ids come in
 * the seed categories' order.
 */
export function syntheticProducts(count: number, categoryIds: number[], startIndex = 0): SyntheticProduct[] {
  if (categoryIds.length === 0) throw new Error('syntheticProducts needs at least one category id');
  const rows: SyntheticProduct[] = [];
  for (let n = 0; n < count; n++) {
    const index = startIndex + n;
    const rand = seededRandom(index * 2654435761 + 17);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
    const slot = index % categoryIds.length;
    const template = pick(GROUPS[slot % GROUPS.length]!);
    const ingredient = pick(template.ingredients ?? INGREDIENTS);
    const qualifier = pick(QUALIFIERS);
    const type = pick(template.types);
    const sizeValue = pick(template.sizes);
    const origin = pick(ORIGINS);
    const name = `${qualifier} ${ingredient} ${type} ${sizeValue}`;
    const [lo, hi] = template.price;
    const price = `${Math.round(lo + rand() * (hi - lo)) - (rand() < 0.6 ? 1 : 0)}.00`;
    const hue = Math.round(template.hues[0] + rand() * (template.hues[1] - template.hues[0]));

    const roll = rand();
    const offer = roll < 0.25 ? 'discount' : roll < 0.3 ? 'bogo' : roll < 0.35 ? 'zero' : null;
    const soldOut = rand() < 0.02;
    const comingSoon = !soldOut && rand() < 0.01;
    const stockRoll = rand();
    const stock =
      soldOut || comingSoon ? 0 : stockRoll < 0.05 ? 1 + Math.floor(rand() * 5) : 20 + Math.floor(rand() * 380);
    const description = `${qualifier} ${type.toLowerCase()} with ${ingredient.toLowerCase()}, made by CocoCare Naturals from ${origin} coconuts for ${template.use}. ${template.fabric}, ${template.style.toLowerCase()}, ${sizeValue}.`;

    rows.push({
      product: {
        categoryId: categoryIds[slot]!,
        name,
        slug: `${slugify(name)}${SLUG_MARK}${index}`,
        description,
        price,
        offerType: offer === 'bogo' ? 'buy_x_get_y' : offer === null ? null : 'discount_percentage',
        discountPercentage: offer === 'discount' ? pick(DISCOUNTS) : '0.00',
        buyX: offer === 'bogo' ? 2 + Math.floor(rand() * 2) : null,
        getY: offer === 'bogo' ? 1 : null,
        soldOut,
        comingSoon,
        latestCollection: rand() < 0.03,
        featured: rand() < 0.02,
        bestSeller: rand() < 0.02,
        fabric: template.fabric,
        style: template.style,
        modelHeight: 'N/A',
        modelWearingSize: sizeValue,
        dispatchTime: '',
        stockQuantity: stock,
        lowStockThreshold: 5,
        productDetails: sanitizeHtml(
          productDetailsHtml({
            about: [
              description,
              `Made in small batches at our Pollachi facility with ${ingredient.toLowerCase()} sourced from ${origin}.`,
            ],
            features: [`${ingredient} and coconut`, template.style, `Net quantity ${sizeValue}`],
            howToUse: ['Read the label before use.', `Use as directed for ${template.use}.`],
            safety: ['Keep out of reach of children.', 'For serious injuries or medical conditions, consult a doctor.'],
          }),
        ),
        netQuantity: sizeValue,
        shelfLifeMonths: 24,
        additionalInfo: sanitizeHtml(
          productFactsHtml({
            ingredients: `${template.fabric}, ${ingredient.toLowerCase()}`,
            storage: 'Store in a cool, dry place away from direct sunlight.',
          }),
        ),
      },
      images: ['a', 'b'].map((v) => ({ media: `${template.kind}-${hue}-${v}`, alt: imageAlt(name, v) })),
      size: { value: sizeValue, price: '0.00' },
    });
  }
  return rows;
}

const CHUNK = 1000;

/**
 * Makes sure the database holds at least `count` products: the seed catalogue first, then
 * synthetic products in chunks of 1000 (each chunk its own transaction). Returns the product count.
 */
export async function seedLargeCatalogue(db: ShopDb, count = 10000): Promise<number> {
  await seedDatabase(db);
  const total = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;
  let have = await total();
  if (have >= count) return have;

  const categoryIds = (
    await db.select({ id: categories.id }).from(categories).orderBy(categories.position, categories.id)
  ).map((c) => c.id);
  const [last] = await db
    .select({ n: sql<number | null>`max(substring(${products.slug} from ${`${SLUG_MARK}([0-9]+)$`})::int)` })
    .from(products);
  let next = (last?.n ?? -1) + 1;

  while (have < count) {
    const batch = syntheticProducts(Math.min(CHUNK, count - have), categoryIds, next);
    await inTransaction(db, async (tx) => {
      const inserted = await tx
        .insert(products)
        .values(batch.map((b) => b.product))
        .returning({ id: products.id, slug: products.slug });
      const idBySlug = new Map(inserted.map((p) => [p.slug, p.id]));
      await tx
        .insert(productImages)
        .values(
          batch.flatMap((b) =>
            b.images.map((img, position) => ({ productId: idBySlug.get(b.product.slug)!, position, ...img })),
          ),
        );
      await tx.insert(productSizes).values(
        batch.map((b) => ({
          productId: idBySlug.get(b.product.slug)!,
          value: b.size.value,
          price: b.size.price,
          position: 0,
        })),
      );
      await recordStockSetByImport(tx, { actor: 'seed', note: 'synthetic catalogue' });
    });
    next += batch.length;
    have += batch.length;
  }
  return have;
}
