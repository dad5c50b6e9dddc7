/**
 * The shop's own name and contact details, read once at start-up from `shop.config.json` in the
 * working directory, or the file SHOP_CONFIG names; every entry point puts them in force through
 * `readSettings` (server/config/settings.ts) before it starts anything.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopDetails } from '../../common/site/company';
import { parseShopDetails } from './shop-schema';
import { SettingsError } from './settings-error';

export class ShopDetailsError extends SettingsError {}

/** Reads and checks the configuration file; throws ShopDetailsError naming every problem. */
export function loadShopDetails(env: NodeJS.ProcessEnv = process.env): { details: ShopDetails; file?: string } {
  const named = env.SHOP_CONFIG?.trim();
  const file = path.resolve(named || 'shop.config.json');
  if (!existsSync(file)) {
    if (named) throw new ShopDetailsError(`SHOP_CONFIG names ${file}, which does not exist`);
    return { details: parseShopDetails({}).details };
  }
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ShopDetailsError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const { details, problems } = parseShopDetails(input);
  if (problems.length) throw new ShopDetailsError(`Invalid shop details in ${file}:\n - ${problems.join('\n - ')}`);
  return { details, file };
}
