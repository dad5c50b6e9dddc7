import path from 'node:path';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { StartupError } from '../db/errors';

/** The database a seeding command fills: DATABASE_URL when set, else the PGlite files under DATA_DIR. */
export function seedTarget(env: NodeJS.ProcessEnv = process.env): { databaseUrl?: string; dataDir: string } {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.join(path.resolve(env.DATA_DIR?.trim() || './var'), 'pgdata'),
  };
}

/**
 * Opens and migrates the database of `seedTarget()`, for `npm run seed:demo` and `seed:large`. A locked
 * DATA_DIR (the shop is running) or an unreachable database ends the command with a one-line message,
 * not a stack.
 */
export async function openSeedDatabase(target = seedTarget()): Promise<Database> {
  const database = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
  ).catch((error: unknown) => {
    if (error instanceof StartupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
