// @vitest-environment node
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { preparedRows } from '../../server/db/prepared';
import { openBlankDatabase } from './helper';

/**
 * When the pool is busy, a read's later round trip (cards for the ids it found, a search's ranking
 * after its plans) is served before other reads' first ones, and each kind in order of arrival; a
 * transaction holding the connection keeps it. PGlite is one connection; on PostgreSQL (when
 * TEST_DATABASE_URL is set) a pool of one, with the server's deadlines, gives the same line.
 */
const databases: [string, () => Promise<Database>][] = [['PGlite', openBlankDatabase]];
const url = process.env.TEST_DATABASE_URL;
if (url) databases.push(['PostgreSQL', () => openDatabase({ databaseUrl: url, poolMax: 1, deadlines: true })]);

describe.each(databases)('the database line on %s', (_name, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  const pool = () => (database.db as unknown as { $client: Pool }).$client;

  it('serves continuing round trips first, each kind in order of arrival', async () => {
    const held = await pool().connect();
    const served: string[] = [];
    const run = (name: string, continuing = false) =>
      preparedRows<{ name: string }>(database.db, sql`SELECT ${name}::text AS name`, { continuing }).then(
        ([row]) => void served.push(row!.name),
      );
    const all = [run('first A'), run('first B'), run('later C', true), run('first D'), run('later E', true)];
    held.release();
    await Promise.all(all);
    expect(served).toEqual(['later C', 'later E', 'first A', 'first B', 'first D']);
  });

  it('lets a transaction finish before a continuing round trip that came while it ran', async () => {
    const served: string[] = [];
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await new Promise((r) => setTimeout(r, 50));
      await tx.execute(sql`SELECT 2`);
      served.push('transaction');
    });
    await new Promise((r) => setTimeout(r, 10));
    const later = preparedRows(database.db, sql`SELECT 3`, { continuing: true }).then(() => void served.push('later'));
    await Promise.all([transaction, later]);
    expect(served).toEqual(['transaction', 'later']);
  });

  it('answers every query when nothing waits', async () => {
    expect(await preparedRows(database.db, sql`SELECT 7 AS n`, { continuing: true })).toEqual([{ n: 7 }]);
    expect(await preparedRows(database.db, sql`SELECT 8 AS n`)).toEqual([{ n: 8 }]);
  });
});
