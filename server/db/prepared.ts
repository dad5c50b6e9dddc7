import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, type ShopDb } from './client';
import { asContinuation } from './turns';

const dialect = new PgDialect();

interface PgClient {
  query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
}

interface PgPool extends PgClient {
  connect: () => Promise<PgClient & { release: (error?: Error) => void }>;
}

/** Where a query runs: the pool, or one connection checked out of it (`gatherer`). */
export interface RunOptions {
  /** The query continues a read that has been to the database already (turns.ts). */
  continuing?: boolean;
  /** Run on this connection rather than on any of the pool's. */
  connection?: PgClient;
}

/** node-postgres's pool behind drizzle, when it is one (its `query` and `connect`, each checked by its caller). */
const poolOf = (db: ShopDb) => (db as unknown as { $client?: Partial<PgPool> }).$client;

/**
 * Rows of a query run as a named prepared statement, so the database plans it once per connection
 * instead of on every call: for the search, planning its larger statements costs about as much as
 * running them. The name is derived from the SQL text, so each distinct text is prepared once.
 * Falls back to an ordinary query when the client is not node-postgres. `continuing`: the query
 * continues a read that has been to the database already, and goes ahead of others' first (turns.ts).
 */
export async function preparedRows<T>(db: ShopDb, query: SQL, options: RunOptions = {}): Promise<T[]> {
  const client = options.connection ?? poolOf(db);
  if (typeof client?.query !== 'function') return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `shop_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const run = () => (client as PgClient).query({ name, text, values: params });
  const result = await (options.continuing ? asContinuation(run) : run());
  return result.rows as T[];
}

/**
 * One query for many callers: the keys asked for until a connection is free are loaded together
 * (`load` runs its queries with the `RunOptions` it is given, on that connection). When the pool is
 * idle that is the keys of one tick; when it is busy, every read that needs, say, cards
 * while the first is waiting in line adds its own, so twenty reads make one round trip instead of
 * twenty. Each caller gets its key's value, or undefined when `load` has none.
 */
export function gatherer<K, V>(
  db: ShopDb,
  load: (keys: K[], run: RunOptions) => Promise<Map<K, V>>,
  options: { continuing?: boolean } = {},
): (key: K) => Promise<V | undefined> {
  const pool = poolOf(db);
  let open: { keys: K[]; result: Promise<Map<K, V>> } | undefined;

  async function loadGathered(keys: K[]): Promise<Map<K, V>> {
    if (typeof pool?.connect !== 'function') {
      await Promise.resolve(); // the keys of this tick
      open = undefined;
      return load(keys, {});
    }
    const connect = () => pool.connect!();
    let connection;
    try {
      connection = await (options.continuing ? asContinuation(connect) : connect());
    } finally {
      open = undefined; // keys asked for from now on start the next query
    }
    try {
      const loaded = await load(keys, { connection });
      connection.release();
      return loaded;
    } catch (error) {
      // As pg-pool's own query does: a connection whose query failed is not given out again.
      connection.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  return (key: K) => {
    if (!open) {
      const keys: K[] = [];
      open = { keys, result: loadGathered(keys) };
    }
    open.keys.push(key);
    return open.result.then((values) => values.get(key));
  };
}
