/**
 * `npm run seed:demo`: puts the demo catalogue (categories, products, blog, reviews and coupons) into
 * an empty database. `npm start` does this by itself outside production; a live shop only when asked.
 *
 * Uses DATABASE_URL when set, otherwise the PGlite database under DATA_DIR (the shop must be stopped).
 */
import path from 'node:path';
import type { ShopDetails } from '../../common/site/company';
import { readSettings, SettingsError } from '../config/settings';
import { StartupError } from '../db/errors';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDatabase } from './seed';

let shop: ShopDetails;
try {
  shop = readSettings().shop;
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.join(path.resolve(process.env.DATA_DIR?.trim() || './var'), 'pgdata');

const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir }).catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
try {
  await migrateDatabase(database);
  const result = await seedDatabase(database.db, shop);
  console.log(
    result.seeded
      ? `Seeded the demo catalogue: ${result.categories} categories, ${result.products} products, ${result.blogs} blog posts, ${result.coupons} coupons, ${result.reviews} reviews.`
      : 'The database has a catalogue already: nothing was seeded.',
  );
} finally {
  await database.close();
}
