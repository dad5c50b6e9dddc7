import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import { templateKey } from '../templates/key';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a seeded shop's data directory as a tar (buildTestShop loads it). */
    pgliteDump: string;
    /** PGlite: a fresh, unmigrated database's data directory as a tar (openBlankDatabase loads it). */
    pgliteBlank: string;
    pgTemplate: string;
  }
}

/** One template per checkout, so two checkouts on one machine can run the PostgreSQL suite at once. */
export const PG_TEMPLATE = `shop_test_template_${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8)}`;

const root = path.resolve(import.meta.dirname, '../..');
/** Where the PGlite templates are kept between runs (node_modules/.cache is already ignored). */
const CACHE = path.join(root, 'node_modules/.cache/shop-api-tests');

/**
 * Migrating and seeding takes seconds, so it happens once: into a PGlite dump
 * that each test file loads, or (TEST_DATABASE_URL) into a PostgreSQL template
 * database that each file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // One template per project too: the api and api-mocks projects set up at the same time.
    const template = `${PG_TEMPLATE}_${project.name.replace(/[^a-z0-9]/gi, '_')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), poolMax: 1 });
    await migrateDatabase(database);
    await seedDatabase(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    project.provide('pgliteBlank', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const { blank, seeded } = await pgliteTemplates();
  project.provide('pgliteDump', seeded);
  project.provide('pgliteBlank', blank);
  project.provide('pgTemplate', '');
}

/**
 * The two PGlite templates, made once and kept under node_modules/.cache while nothing they are made
 * from changes: a fresh PGlite runs initdb (8-17 s on a busy 2-core machine), migrating and seeding
 * add 3 s more, and loading a dump takes about 2 s. The key is a hash of the PGlite version, the
 * migrations and every file the migrator and the seed import, so an edit to any of them makes new ones.
 */
async function pgliteTemplates(): Promise<{ blank: string; seeded: string }> {
  const dir = path.join(
    CACHE,
    templateKey(['server/db/client.ts', 'server/db/pglite-worker.mjs', 'server/seed/seed.ts']),
  );
  const blank = path.join(dir, 'blank.tar');
  const seeded = path.join(dir, 'seeded.tar');
  if (existsSync(blank) && existsSync(seeded)) return { blank, seeded };

  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({});
  try {
    await writeDump(database, blank);
    await migrateDatabase(database);
    await seedDatabase(database.db);
    // The shop's test databases are never copied inside PGlite: without template0 and template1 the
    // dump is a third smaller and each file loads it a quarter faster.
    await database.db.execute(
      sql`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
    );
    await database.db.execute(sql`DROP DATABASE template0`);
    await database.db.execute(sql`DROP DATABASE template1`);
    await database.db.execute(sql`CHECKPOINT`);
    await writeDump(database, seeded);
  } finally {
    await database.close();
  }
  // Older templates (of edits since undone, or of other branches) go.
  for (const other of readdirSync(CACHE))
    if (other !== path.basename(dir)) rmSync(path.join(CACHE, other), { recursive: true, force: true });
  return { blank, seeded };
}

/** Writes the database's dump to `file` whole or not at all (two runs may make the same template). */
async function writeDump(database: Database, file: string) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await (await database.dump!()).arrayBuffer()));
  renameSync(partial, file);
}
