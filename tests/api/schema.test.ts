// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../common/domain/order-lifecycle';
import { migrateDatabase, openDatabase, queryRows, type Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { openBlankDatabase } from './helper';

/**
 * The migrations are the source of truth; the Drizzle schema must describe what they make. A fresh
 * database, migrated from nothing, is compared with every table the code declares: the same
 * columns, types, nullability and defaults (present or not).
 */

let database: Database;
beforeAll(async () => {
  database =
    process.env.TEST_DATABASE_URL !== undefined
      ? await freshPostgres(process.env.TEST_DATABASE_URL)
      : await openBlankDatabase();
  await migrateDatabase(database);
});
afterAll(async () => {
  await database?.close();
  await dropPostgres?.();
});

let dropPostgres: (() => Promise<void>) | undefined;
async function freshPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `shop_schema_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  dropPostgres = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  const at = new URL(url);
  at.pathname = `/${name}`;
  return openDatabase({ databaseUrl: at.toString(), poolMax: 2 });
}

interface DbColumn {
  table: string;
  name: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
}

/** Drizzle's SQL type as PostgreSQL's format_type() prints it. */
function normalType(type: string): string {
  const t = type.replace(/,\s+/g, ',');
  if (t === 'serial') return 'integer';
  if (t === 'bigserial') return 'bigint';
  if (t === 'timestamp') return 'timestamp without time zone';
  return t;
}

const declared = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);

describe('schema and migrations agree', () => {
  it('declares tables the migrations make', () => {
    expect(declared.length).toBeGreaterThan(10);
  });

  it.each(declared.map((t) => [getTableConfig(t).name, t] as const))(
    '%s: the same columns, types, nullability and defaults',
    async (name, table) => {
      const actual = await queryRows<DbColumn>(
        database.db,
        sql`SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
              a.attnotnull AS not_null, a.atthasdef AS has_default
            FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relname = ${name} AND a.attnum > 0 AND NOT a.attisdropped
            ORDER BY a.attname`,
      );
      expect(actual.length, `table ${name} exists after the migrations`).toBeGreaterThan(0);
      const expected = getTableConfig(table)
        .columns.map((c) => ({
          table: name,
          name: c.name,
          type: normalType(c.getSQLType()),
          not_null: c.notNull,
          // PostgreSQL keeps a generated column's expression where it keeps defaults.
          has_default: c.hasDefault || c.generated !== undefined || c.getSQLType().endsWith('serial'),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(actual).toEqual(expected);
    },
  );

  it('the orders CHECK lists the lifecycle’s states (common/domain/order-lifecycle.ts)', async () => {
    const [check] = await queryRows<{ def: string }>(
      database.db,
      sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'orders_status'`,
    );
    expect(new Set([...check!.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]))).toEqual(new Set(ORDER_STATUSES));
  });
});
