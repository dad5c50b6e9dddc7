import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { describeError, StartupError } from './errors';
import { lockDataDir, type DataDirLock } from './lock';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import { sanitizeStoredHtml } from './stored-html';
import { finishStartedReadsFirst } from './turns';
import type { ShopDb } from './shop-db';

export type { ShopDb } from './shop-db';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: ShopDb;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole data directory as a tar (tests start each file from one). */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL only: runs `work` on one connection of the pool while it holds the session-level
   * advisory lock `key` (PGlite is one process and one connection: nothing to wait for).
   */
  withLock?: <T>(key: number, work: (db: ShopDb) => Promise<T>) => Promise<T>;
  /**
   * PostgreSQL only: whether this process leads for `key`, i.e. holds the session-level advisory lock
   * `key` on a connection of its own, taking it when it is free. The lock stays with the process until
   * it closes the database or its connection dies; then another process takes it at its next ask.
   * (PGlite is one process: it always leads, and has no such method.)
   */
  leads?: (key: number) => Promise<boolean>;
  /** Subscribe to a NOTIFY channel (PostgreSQL only; PGlite is a single process). */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<void>;
  /**
   * PGlite only: starts watching its thread (pglite-thread.ts), once migrations and the seed are
   * done; a thread that stops answering is noticed and, with its data in files, restarted.
   */
  watch?: () => void;
  /** PGlite only: blocks its thread for `ms` (the fault bench, through SHOP_FAULT_HOOKS). */
  stall?: (ms: number) => void;
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
  /** PGlite: the lock on `dataDir`, when the caller took it already (server/start.ts does, early). */
  lock?: DataDirLock;
  /**
   * PGlite: niceness of its thread on Linux (0 to 19). The server asks for 10: when the CPU is short,
   * requests served from the read cache keep their speed and database work waits.
   */
  nice?: number;
  /** PGlite: compile its WebAssembly up front, for a shop's first reads (server/db/pglite-worker.mjs). */
  compileAhead?: boolean;
  /**
   * Deadlines for the server's requests (server/start.ts sets it): on PostgreSQL a connection is
   * given DB_CONNECT_TIMEOUT_MS and a statement DB_STATEMENT_TIMEOUT_MS, and a connection whose
   * answer does not come in DB_QUERY_TIMEOUT_MS is cut; on PGlite the thread is watched. The
   * operators' tool and the seeders run without them (their work may rightly take long).
   */
  deadlines?: boolean;
}

/**
 * Connections the PostgreSQL pool opens (DB_POOL_MAX; LISTEN and the leader locks have their own):
 * as many as the machine has cores, at least 2. More only queue inside the database, where a read that
 * has started gets no turn before new ones (turns.ts) and its processes take the cores from the
 * shop's cached answers. On 2 cores with PostgreSQL beside the shop, 20 clients after a restart at
 * 10,000 products waited p99 117-128 ms with 2-3 connections, 166 with 4 and 212 with 9
 * (`bench:cold` step 3, docs/decisions.md). A database on a larger machine of its own may take more.
 */
export const DEFAULT_POOL_MAX = Math.max(2, os.availableParallelism());

/**
 * A connection to PostgreSQL is made in milliseconds on the shop's network; one second covers a
 * slow TLS handshake and still leaves a request inside the 2 s budget the shop promises (docs/operations.md). It also bounds
 * the wait for a free connection of the pool.
 */
export const DB_CONNECT_TIMEOUT_MS = 1000;
/**
 * The server stops a statement after this long: the shop's statements take milliseconds (uncached
 * search p95 40 ms, a checkout's transaction about 10 ms), so 1.2 s is only ever a fault (a stuck
 * lock, a runaway plan), and a request that meets it still answers within 2 s.
 */
export const DB_STATEMENT_TIMEOUT_MS = 1200;
/**
 * The client gives up on an answer after this long and cuts the connection: a server that accepts
 * and never answers does not see the statement timeout, so this one bounds a silent connection.
 * Above the statement timeout, so a slow statement ends with PostgreSQL's own error first.
 */
export const DB_QUERY_TIMEOUT_MS = 1500;

/**
 * A node-postgres client that closes its connection when an answer does not come in time. Without
 * this node-postgres only fails the query and keeps the connection, whose next query waits behind the
 * lost one; closed, the pool drops it and opens a fresh one.
 */
class DeadlineClient extends pg.Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).catch((error: Error) => {
        if (error?.message === 'Query read timeout')
          (this as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
      });
    return result as never;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolMax ?? DEFAULT_POOL_MAX, options.deadlines ?? false);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let lock = options.lock;
  if (options.dataDir) {
    mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
    lock ??= await lockDataDir(options.dataDir);
  }
  let thread: PgliteThread;
  try {
    thread = await startPgliteThread({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined,
      nice: options.nice,
      compileAhead: options.compileAhead,
    });
  } catch (error) {
    lock?.release();
    throw new StartupError(`Cannot open the database in ${options.dataDir ?? 'memory'}: ${describeError(error)}`, {
      cause: error,
    });
  }
  // PGlite is one connection: a pool of one runs transactions one at a time and lets nothing into them.
  // Reads answered from the read cache never reach it.
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    user: 'postgres',
    stream: thread.socket,
  });
  finishStartedReadsFirst(pool);
  pool.on('error', (error) => console.error('PGlite connection error:', error.message));
  // As on PostgreSQL (openPostgres): a connection cut while checked out must not end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle({ client: pool, schema }) as unknown as ShopDb;
  return {
    db,
    kind: 'pglite',
    dump: thread.dump,
    watch: thread.watch,
    stall: thread.stall,
    async close() {
      await pool.end();
      await thread.close();
      lock?.release();
    },
  };
}

async function openPostgres(connectionString: string, max: number, deadlines: boolean): Promise<Database> {
  // A pool that cannot get a connection says so instead of waiting for ever.
  const pool = new pg.Pool(
    deadlines
      ? {
          connectionString,
          max,
          Client: DeadlineClient,
          connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
          statement_timeout: DB_STATEMENT_TIMEOUT_MS,
          query_timeout: DB_QUERY_TIMEOUT_MS,
        }
      : { connectionString, max, connectionTimeoutMillis: 10_000 },
  );
  finishStartedReadsFirst(pool);
  // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
  let closed = false;
  pool.on('error', (error) => {
    if (!closed) console.error('PostgreSQL idle connection error:', error.message);
  });
  // A connection that dies while checked out between two queries (inside a transaction, say) emits
  // 'error' on its client, which the pool listens to only while the client is idle: unheard, it would
  // end the process. Its next query fails and the pool drops it; the outage is logged once (server/app.ts).
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    closed = true;
    await pool.end();
    throw new StartupError(`Cannot reach the database at ${redact(connectionString)}: ${describeError(error)}`, {
      cause: error,
    });
  }
  const db = drizzle({ client: pool, schema }) as unknown as ShopDb;
  const listeners: pg.Client[] = [];

  async function listen(channel: string, onMessage: (payload: string) => void): Promise<void> {
    // A connection of its own, outside the pool: the pool's size is what queries may use at once.
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS, keepAlive: true });
    await client.connect();
    listeners.push(client);
    client.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '');
    });
    client.on('error', (error) => {
      // The listening connection died: drop it and listen again; until then the cache TTL bounds staleness.
      if (closed || !listeners.includes(client)) return;
      listeners.splice(listeners.indexOf(client), 1);
      void client.end().catch(() => {});
      console.error(`PostgreSQL LISTEN ${channel} lost (${error.message}); reconnecting`);
      setTimeout(() => {
        if (!closed)
          listen(channel, onMessage).catch((err: Error) => console.error('LISTEN reconnect failed:', err.message));
      }, 1000).unref();
    });
    await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
  }

  async function withLock<T>(key: number, work: (db: ShopDb) => Promise<T>): Promise<T> {
    // The work runs on the locked connection itself, so it needs no second one (a pool of one works).
    // With deadlines, on a connection of its own without them: a migration may rightly take minutes.
    const own = deadlines ? new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 }) : undefined;
    if (own) await own.connect();
    const client = own ?? (await pool.connect());
    try {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await work(drizzle({ client, schema }) as unknown as ShopDb);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      if (own) await own.end();
      else (client as pg.PoolClient).release();
    }
  }

  // One connection per lock led, outside the pool: a session-level lock lives as long as its connection.
  const leaders = new Map<number, pg.Client>();
  async function leads(key: number): Promise<boolean> {
    if (closed) return false;
    const held = leaders.get(key);
    if (held) {
      try {
        // Still connected, so still holding it; a lost connection released it on the server's side.
        await held.query('SELECT 1');
        return true;
      } catch {
        leaders.delete(key);
        void held.end().catch(() => {});
        return false;
      }
    }
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
      query_timeout: DB_QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('error', () => {
      if (leaders.get(key) === client) leaders.delete(key);
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
      if (rows[0]?.ok && !closed) {
        leaders.set(key, client);
        return true;
      }
    } catch {
      // The database is away: nobody leads from here until it answers; the outage is logged elsewhere.
    }
    await client.end().catch(() => {});
    return false;
  }

  return {
    db,
    kind: 'postgres',
    withLock,
    leads,
    listen,
    async close() {
      closed = true;
      await Promise.all(listeners.splice(0).map((client) => client.end().catch(() => {})));
      await Promise.all([...leaders.values()].map((client) => client.end().catch(() => {})));
      leaders.clear();
      await pool.end();
    },
  };
}

/** The connection string without its password, for messages. */
function redact(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Arbitrary constant: every shop process migrating the same PostgreSQL database takes this lock. */
const MIGRATION_LOCK_KEY = 727_262_000;

/**
 * Applies the SQL migrations. On PostgreSQL under an advisory lock: processes started together on an
 * empty database would otherwise all create drizzle's bookkeeping schema and tables at once, and all
 * but one fail; with the lock the first migrates and the others find nothing left to do.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const run = async (db: ShopDb) => {
    await migrate(db as never, { migrationsFolder });
    // Migration 0016 queues the rows whose HTML was stored before it was sanitized on write.
    await sanitizeStoredHtml(db);
  };
  await (database.withLock ? database.withLock(MIGRATION_LOCK_KEY, run) : run(database.db));
}

/** Rows of a raw SQL query. */
export async function queryRows<T>(db: ShopDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
