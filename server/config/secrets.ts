import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';

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

/**
 * A secret every process on one database shares (the payment sandbox's signing key): kept in the
 * database, made by whichever process asks first. `seed`, when given, is the value to start from
 * (the key a single process kept under DATA_DIR before, so its payments under way still verify).
 */
export async function sharedSecret(db: ShopDb, name: string, seed?: () => Buffer | undefined): Promise<Buffer> {
  const read = async () => {
    const [row] = await queryRows<{ value: string }>(db, sql`SELECT value FROM shop_secrets WHERE name = ${name}`);
    return row && Buffer.from(row.value, 'base64url');
  };
  const existing = await read();
  if (existing) return existing;
  const initial = seed?.() ?? randomBytes(32);
  // When two processes start at once, the first insert wins and both read it.
  await db.execute(
    sql`INSERT INTO shop_secrets (name, value) VALUES (${name}, ${initial.toString('base64url')})
        ON CONFLICT (name) DO NOTHING`,
  );
  return (await read())!;
}

/** The secret kept in DATA_DIR/secrets under `name`, if there is one. */
export function secretFile(name: string, dataDir: string): Buffer | undefined {
  try {
    return Buffer.from(readFileSync(path.join(dataDir, 'secrets', name), 'utf8').trim(), 'base64url');
  } catch {
    return undefined;
  }
}
