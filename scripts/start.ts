/**
 * `npm start`: build the storefront when the sources are newer than the build,
 * then start the shop in this same process (one process id to watch and kill).
 * The npm script `exec`s node, so npm's child is this process and the SIGTERM
 * npm forwards reaches the server (a shell in between would swallow it).
 */
import { ConfigError, loadConfig } from '../server/config/env';
import { readSettings, SettingsError } from '../server/config/settings';
import { buildIfStale } from './build-if-stale';

// .env first (DIST_DIR, and everything the server reads, may be set there), then the shop's details;
// a configuration the server would refuse is reported before a build that would be wasted.
try {
  loadConfig(process.env, readSettings().shop);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await buildIfStale();
await import('../server/server');
