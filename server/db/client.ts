import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type ShopDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: ShopDb;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel (PostgreSQL only; PGlite is a single process). */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<void>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : use PostgreSQL. Otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string;
  /** PGlite only: start from a dump made by `dumpDataDir()` (tests). */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as ShopDb;
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
  let closed = false;
  pool.on('error', (error) => {
    if (!closed) console.error('PostgreSQL idle connection error:', error.message);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as ShopDb;
  const listeners: pg.PoolClient[] = [];

  async function listen(channel: string, onMessage: (payload: string) => void): Promise<void> {
    const client = await pool.connect();
    listeners.push(client);
    client.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '');
    });
    client.on('error', (error) => {
      // The listening connection died: drop it and listen again; until then the cache TTL bounds staleness.
      if (closed || !listeners.includes(client)) return;
      listeners.splice(listeners.indexOf(client), 1);
      client.release(true);
      console.error(`PostgreSQL LISTEN ${channel} lost (${error.message}); reconnecting`);
      setTimeout(() => {
        if (!closed)
          listen(channel, onMessage).catch((err: Error) => console.error('LISTEN reconnect failed:', err.message));
      }, 1000).unref();
    });
    await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
  }

  return {
    db,
    kind: 'postgres',
    listen,
    async close() {
      closed = true;
      for (const client of listeners.splice(0)) client.release(true);
      await pool.end();
    },
  };
}

/** Applies the SQL migrations; the same folder serves both drivers. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: ShopDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
