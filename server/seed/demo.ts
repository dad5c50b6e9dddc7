/**
 * `npm run seed:demo`: puts the demo catalogue (categories, products, blog, reviews and coupons) into
 * an empty database. `npm start` does this by itself outside production; a live shop only when asked.
 *
 * Uses DATABASE_URL when set, otherwise the PGlite database under DATA_DIR (the shop must be stopped).
 */
import type { ShopDetails } from '../../common/site/company';
import { readSettings, SettingsError } from '../config/settings';
import { openSeedDatabase } from './open';
import { seedDatabase } from './seed';

let shop: ShopDetails;
try {
  shop = readSettings().shop;
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const database = await openSeedDatabase();
try {
  const result = await seedDatabase(database.db, shop);
  console.log(
    result.seeded
      ? `Seeded the demo catalogue: ${result.categories} categories, ${result.products} products, ${result.blogs} blog posts, ${result.coupons} coupons, ${result.reviews} reviews.`
      : 'The database has a catalogue already: nothing was seeded.',
  );
} finally {
  await database.close();
}
