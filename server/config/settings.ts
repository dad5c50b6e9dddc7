import { configureShop } from '../../common/site/company';
import { loadEnvFile } from './env-file';
import { loadShopDetails } from './shop-details';

export { SettingsError } from './settings-error';

/**
 * What every entry point (server/server.ts, scripts/start.ts, server/operators/shop.ts, the seed
 * scripts) does first, in its own code rather than by importing a module for its side effects, so
 * that the order of imports never matters: `.env` into the environment, then the shop's details
 * (shop.config.json) put in force. Throws SettingsError naming the problem.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): void {
  loadEnvFile(env);
  configureShop(loadShopDetails(env).details);
}
