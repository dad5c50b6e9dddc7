import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, type ShopDb } from './client';
import { asContinuation } from './turns';

const dialect = new PgDialect();

interface PgClient {
  query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
}

/**
 * Rows of a query run as a named prepared statement, so the database plans it once per connection
 * instead of on every call: for the search, planning its larger statements costs about as much as
 * running them. The name is derived from the SQL text, so each distinct text is prepared once.
 * Falls back to an ordinary query when the client is not node-postgres. `continuing`: the query
 * continues a read that has been to the database already, and goes ahead of others' first (turns.ts).
 */
export async function preparedRows<T>(db: ShopDb, query: SQL, options: { continuing?: boolean } = {}): Promise<T[]> {
  const client = (db as unknown as { $client?: Partial<PgClient> }).$client;
  if (typeof client?.query !== 'function') return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `shop_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const run = () => (client as PgClient).query({ name, text, values: params });
  const result = await (options.continuing ? asContinuation(run) : run());
  return result.rows as T[];
}
