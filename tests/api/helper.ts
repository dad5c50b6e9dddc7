import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config/env';
import { openDatabase, type Database } from '../../server/db/client';

export interface TestShop {
  app: FastifyInstance;
  /** http://127.0.0.1:{port} of the listening server. */
  baseUrl: string;
  /**
   * GET over real HTTP; the body is parsed as JSON when the answer is JSON. It is typed `any` on purpose:
   * tests read into the answer freely and their assertions check its shape.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get: (path: string) => Promise<{ status: number; headers: Headers; body: any; text: string }>;
  database: Database;
  /** The PostgreSQL database of this shop (TEST_DATABASE_URL runs only). */
  databaseUrl?: string;
  close: () => Promise<void>;
}

/**
 * A fresh, seeded shop per test file: an in-memory PGlite loaded from the
 * global dump, or a copy of the PostgreSQL template when TEST_DATABASE_URL is set.
 */
export async function buildTestShop(
  overrides: Partial<Config> = {},
  /** The app's logger (default: none); tests that read the log pass one with a stream. */
  logger: FastifyServerOptions['logger'] = false,
  /** The clock of the console's staff sessions (tests/api/staff.test.ts moves it). */
  now?: () => Date,
): Promise<TestShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-data-'));
  // scrypt at 2^14 rather than 2^17: the same code, an eighth of the work per hash (passwordHashCost).
  const config = { ...loadConfig({ RATE_LIMIT: 'true' }), dataDir, passwordHashCost: 2 ** 14, ...overrides };
  const template = inject('pgTemplate');
  let database: Database;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;

  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `shop_test_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Two files copying the template at the same moment: PostgreSQL refuses the second while the
    // first copy holds the template (55006, object in use); it is free again a moment later.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    databaseUrl = dbUrl.toString();
    database = await openDatabase({ databaseUrl, poolMax: 5 });
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
  }

  const app = await buildApp({ config, database, logger, now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    baseUrl,
    database,
    databaseUrl,
    async get(path: string) {
      const response = await fetch(baseUrl + path);
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('json');
      return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : undefined, text };
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, unmigrated PGlite database, as `openDatabase({})` makes one, loaded from the blank template
 * of global-setup.ts: the same files in about 2 s instead of initdb's 8-17 s on a busy machine.
 */
export function openBlankDatabase(): Promise<Database> {
  const blank = inject('pgliteBlank');
  // On a PostgreSQL run (TEST_DATABASE_URL) no PGlite template is made: initdb it is.
  return blank ? openDatabase({ loadDataDir: new Blob([readFileSync(blank)]) }) : openDatabase({});
}
