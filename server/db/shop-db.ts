import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The shop's database as Drizzle types it, on PGlite and PostgreSQL alike. A file of its own so that
 * client.ts, tx.ts and stored-html.ts, which all need it, import it without importing each other.
 */
export type ShopDb = PgDatabase<PgQueryResultHKT, typeof schema>;
