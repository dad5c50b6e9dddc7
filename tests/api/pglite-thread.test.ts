// @vitest-environment node
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../server/db/client';
import { PGLITE_SILENT_MS } from '../../server/db/pglite-thread';
import { preparedRows } from '../../server/db/prepared';
import { openBlankDatabase } from './helper';

/**
 * PGlite is one session behind every connection the pool opens. When the watchdog cuts a connection
 * (the thread was silent) and the thread answers again, the next connection must get a session as
 * PostgreSQL gives a new one: its named prepared statements, transaction and settings are gone.
 */
let database: Database;

beforeAll(async () => {
  database = await openBlankDatabase();
  database.watch?.();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a connection after the watchdog cut one', () => {
  it('prepares the same statements again, outside the cut one’s transaction and settings', async () => {
    const query = sql`SELECT 41 + ${1} AS answer`;
    expect(await preparedRows(database.db, query)).toEqual([{ answer: 42 }]);
    await database.db.execute(sql`SET application_name = 'cut-connection'`);

    // A transaction left open on the connection the watchdog is about to cut.
    const pool = (database.db as unknown as { $client: Pool }).$client;
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query('CREATE TEMP TABLE left_behind (x int)');
    database.stall!(PGLITE_SILENT_MS + 1500);
    await sleep(PGLITE_SILENT_MS + 700);
    await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable|not answering/);
    client.release(true);

    // New connections are refused until the thread answers again.
    let again: unknown[] | undefined;
    for (let end = Date.now() + 10_000; !again && Date.now() < end; await sleep(100))
      again = await preparedRows(database.db, query).catch((error: Error) => {
        expect(error.message).toMatch(/not answering/);
        return undefined;
      });
    expect(again).toEqual([{ answer: 42 }]);
    const [settings] = await queryRows<{ name: string; in_tx: boolean }>(
      database.db,
      sql`SELECT current_setting('application_name') AS name, to_regclass('left_behind') IS NOT NULL AS in_tx`,
    );
    expect(settings).toEqual({ name: '', in_tx: false });
  });
});
