/**
 * Reads `.env` from the working directory (or the file ENV_FILE names) into process.env; variables
 * already set (the shell, the service manager) win. Called first by every entry point
 * (`readSettings`, server/config/settings.ts), before anything looks at the environment.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SettingsError } from './settings-error';

export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): void {
  const named = env.ENV_FILE?.trim();
  const file = path.resolve(named || '.env');
  if (existsSync(file)) {
    try {
      process.loadEnvFile(file);
    } catch (error) {
      throw new SettingsError(`Cannot read ${file}: ${(error as Error).message}`);
    }
  } else if (named) throw new SettingsError(`ENV_FILE names ${file}, which does not exist`);
}
