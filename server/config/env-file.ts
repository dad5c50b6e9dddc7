/**
 * Reads `.env` from the working directory (or the file ENV_FILE names) into process.env before anything
 * else looks at the environment; variables already set (the shell, the service manager) win. Imported
 * FIRST by every entry point: server/server.ts, server/operators/shop.ts, server/seed/demo.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const named = process.env.ENV_FILE?.trim();
const file = path.resolve(named || '.env');
if (existsSync(file)) {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    process.exit(1);
  }
} else if (named) {
  console.error(`ENV_FILE names ${file}, which does not exist`);
  process.exit(1);
}
