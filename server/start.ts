import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { seedDatabase } from './seed/seed';
import { buildApp } from './app';

/** Opens the database (PGlite under DATA_DIR unless DATABASE_URL is set), migrates, seeds once, builds the app. */
export async function startShop(config: Config): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
  });
  try {
    await migrateDatabase(database);
    const seeded = await seedDatabase(database.db);
    const app = await buildApp({ config, database });
    if (seeded.seeded) app.log.info(seeded, 'seeded the catalogue on first start');
    app.addHook('onClose', () => database.close());
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}
