import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

/** One template per checkout, so two checkouts on one machine can run the PostgreSQL suite at once. */
export const PG_TEMPLATE = `shop_test_template_${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8)}`;

/**
 * Migrating and seeding takes seconds, so it happens once: into a PGlite dump
 * that each test file loads, or (TEST_DATABASE_URL) into a PostgreSQL template
 * database that each file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${PG_TEMPLATE}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), poolMax: 1 });
    await migrateDatabase(database);
    await seedDatabase(database.db);
    await database.close();
    project.provide('pgTemplate', PG_TEMPLATE);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-tests-'));
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const dump = await database.dump!();
  const dumpPath = path.join(dir, 'seeded.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', dumpPath);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
