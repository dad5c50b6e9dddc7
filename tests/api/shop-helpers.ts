import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../server/db/client';
import { recordStockSetByImport } from '../../server/stock/ledger';
import type { TestShop } from './helper';
import { BrowserClient, codeFromOutbox } from './browser-client';
import { runCommand } from '../../server/operators/run';

let n = 0;

/** A new browser with its own address (sign-in limits count per address). */
export const newClient = (shop: TestShop) =>
  new BrowserClient(shop.baseUrl, `198.51.${100 + (++n % 100)}.${(n % 250) + 1}`);

/** Registers and verifies a customer; the client ends signed in. */
export async function signedInCustomer(shop: TestShop, browser = newClient(shop)) {
  const email = `buyer.${Date.now().toString(36)}${++n}@example.in`;
  const registered = await browser.post('/api/register/', {
    username: 'Meena',
    email,
    password: 'coconut-water-2026',
    confirm_password: 'coconut-water-2026',
    mobile: '98765 43210',
  });
  expect(registered.status).toBe(201);
  const verified = await browser.post('/api/verify-otp/', {
    email,
    code: codeFromOutbox(shop.app.config.dataDir, email),
  });
  expect(verified.status).toBe(200);
  browser.access = verified.body.access;
  return { browser, email, userId: verified.body.user.user_id as number };
}

export interface TestProduct {
  id: number;
  sizes: { id: number; value: string; price: string }[];
  options: { id: number; category: number; name: string; value: string }[];
}

/**
 * A product of its own for a test: price, discount or buy-X-get-Y, stock, and optionally two sizes
 * (add-on 0 and 50) and two option groups of two options each.
 */
export async function makeProduct(
  shop: TestShop,
  fields: {
    price?: string;
    discount?: string;
    offer?: 'discount_percentage' | 'buy_x_get_y' | null;
    buyX?: number;
    getY?: number;
    stock?: number | null;
    soldOut?: boolean;
    comingSoon?: boolean;
    sizes?: boolean;
    options?: boolean;
  } = {},
): Promise<TestProduct> {
  const db = shop.database.db;
  const slug = `test-product-${Date.now().toString(36)}-${++n}`;
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO products (category_id, name, slug, description, price, offer_type, discount_percentage, buy_x, get_y,
          sold_out, coming_soon, dispatch_time, stock_quantity)
        VALUES ((SELECT min(id) FROM categories), ${`Test dressing ${n}`}, ${slug}, 'A test product', ${fields.price ?? '100.00'},
          ${fields.offer === undefined ? 'discount_percentage' : fields.offer}, ${fields.discount ?? '0.00'}, ${fields.buyX ?? null},
          ${fields.getY ?? null}, ${fields.soldOut ?? false}, ${fields.comingSoon ?? false}, '8-10 business days',
          ${fields.stock === undefined ? 50 : fields.stock})
        RETURNING id`,
  );
  const id = product!.id;
  await db.execute(
    sql`INSERT INTO product_images (product_id, position, media, alt) VALUES (${id}, 0, 'jar-140-a', 'test')`,
  );
  const sizes = fields.sizes
    ? await queryRows<{ id: number; value: string; price: string }>(
        db,
        sql`INSERT INTO product_sizes (product_id, value, price, position) VALUES (${id}, '10 x 10 cm', '0.00', 0), (${id}, '20 x 20 cm', '50.00', 1)
            RETURNING id, value, price::text AS price`,
      )
    : [];
  const options: TestProduct['options'] = [];
  if (fields.options) {
    for (const [pos, name] of ['Pack', 'Colour'].entries()) {
      const [category] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO option_categories (product_id, name, position) VALUES (${id}, ${name}, ${pos}) RETURNING id`,
      );
      const values = name === 'Pack' ? ['Single', 'Box of 10'] : ['White', 'Beige'];
      for (const [p, value] of values.entries()) {
        const [option] = await queryRows<{ id: number }>(
          db,
          sql`INSERT INTO options (option_category_id, value, position) VALUES (${category!.id}, ${value}, ${p}) RETURNING id`,
        );
        options.push({ id: option!.id, category: category!.id, name, value });
      }
    }
  }
  // Its first stock opens its ledger, as the seed and an import do.
  await recordStockSetByImport(db, { actor: 'test', note: 'test product' });
  shop.app.cache.clear();
  return { id, sizes, options };
}

export async function stockOf(shop: TestShop, productId: number): Promise<number | null> {
  const [row] = await queryRows<{ stock_quantity: number | null }>(
    shop.database.db,
    sql`SELECT stock_quantity FROM products WHERE id = ${productId}`,
  );
  return row!.stock_quantity;
}

export const patch = (browser: BrowserClient, url: string, body: unknown) => browser.call('PATCH', url, body);

/** A PIN in each state the tests deliver to (a PIN must be in the address's state). */
const PIN_OF: Record<string, string> = {
  Kerala: '682016',
  Karnataka: '560001',
  Maharashtra: '400001',
  Delhi: '110001',
  'West Bengal': '700001',
};

/** A delivery and billing address that passes every checkout rule (Tamil Nadu: delivery ₹65). */
export function addressFields(state = 'Tamil Nadu') {
  const pin = PIN_OF[state.trim()] ?? '641001';
  return {
    name: 'Meena Raman',
    street: '12 Temple Street',
    city: 'Coimbatore',
    state,
    country: 'India',
    postal_code: pin,
    mobile: '9876543210',
    email: 'meena@example.in',
    bill_name: 'Meena Raman',
    bill_street: '12 Temple Street',
    bill_city: 'Coimbatore',
    bill_state: state,
    bill_country: 'India',
    bill_postal_code: pin,
    bill_mobile: '9876543210',
  };
}

/**
 * Runs `npm run shop -- …` in this process on the test shop's database (what the tool, or the running
 * shop's channel, does), with its output as text.
 */
export async function runShopCommand(
  shop: TestShop,
  argv: string[],
  options: Omit<Parameters<typeof runCommand>[1], 'database' | 'config' | 'io'> = {},
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(argv, {
    database: shop.database,
    config: shop.app.config,
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
    ...options,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
