import type { ShopDetails } from '../../common/site/company';
import { loadEnvFile } from './env-file';
import { loadShopDetails } from './shop-details';

export { SettingsError } from './settings-error';

/** What the shop is configured with besides the environment: its details (shop.config.json). */
export interface Settings {
  shop: ShopDetails;
}

/**
 * What every entry point (server/server.ts, scripts/start.ts, server/operators/shop.ts, the seed
 * scripts) does first, in its own code rather than by importing a module for its side effects, so
 * that the order of imports never matters: `.env` into the environment, then the shop's details
 * (shop.config.json) read and returned, for the entry point to hand to loadConfig, which puts them
 * in `config.shop` for the app and the operators' tool. Throws SettingsError naming the problem.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  loadEnvFile(env);
  return { shop: loadShopDetails(env).details };
}
