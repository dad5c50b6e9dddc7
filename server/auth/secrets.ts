import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * A secret from the environment, or one generated on first use and kept under
 * DATA_DIR/secrets (mode 0600), so a fresh machine works with no setup and a
 * restart keeps everyone signed in. Several processes must share the variable.
 */
export function loadSecret(name: string, fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  try {
    // 'wx': when two first starts race, the second keeps the first one's secret.
    writeFileSync(file, secret.toString('base64url'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
}
