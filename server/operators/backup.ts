/**
 * `backup --file F` and `restore --file F [--force]`: the whole shop in one .tar.gz: the database
 * (PGlite's data directory as a tar, or PostgreSQL's `pg_dump --format=custom`), the product photos
 * (DATA_DIR/objects), the outbox's e-mails (DATA_DIR/mail) and the shop's generated secrets
 * (DATA_DIR/secrets, so signed-in customers and e-mailed links keep working after a restore).
 *
 * A backup runs while the shop runs: through the operators' channel it runs inside the shop, and
 * PGlite's copy is taken between two statements on its one connection, so it is the database as of
 * its last commit (what a crash at that moment would have left, which PostgreSQL opens by replaying
 * its log). A restore runs with the shop stopped (server/operators/shop.ts refuses it otherwise).
 */
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Config } from '../config/env';
import { migrateDatabase, openDatabase, queryRows, type ShopDb } from '../db/client';
import { CliError, flag, type Args, type Output, type Options } from './io';
import type { CliContext } from './orders';

const run = promisify(execFile);

/** Folders of DATA_DIR a backup carries (the media cache is rebuilt from the photos on demand). */
export const BACKUP_FOLDERS = ['objects', 'mail', 'secrets'] as const;
const MANIFEST = 'shop-backup.json';
const PGLITE_FILE = 'database/pgdata.tar';
const POSTGRES_FILE = 'database/postgres.dump';

interface Manifest {
  format: 1;
  made: string;
  database: 'pglite' | 'postgres';
  counts: Counts;
}

interface Counts {
  orders: number;
  invoices: number;
  products: number;
  photos: number;
  mail: number;
}

async function countRows(db: ShopDb): Promise<Omit<Counts, 'mail'>> {
  const [row] = await queryRows<Omit<Counts, 'mail'>>(
    db,
    sql`SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM invoices) AS invoices,
               (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM product_photos) AS photos`,
  );
  return row!;
}

async function countFiles(dir: string): Promise<number> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

/** A connection string without its password, and the password for PGPASSWORD (kept off the process list). */
function pgArgs(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new CliError(
        `${tool} is not installed: install PostgreSQL's client tools of the server's version or newer (Debian: apt-get install postgresql-client).`,
        2,
      );
    throw new CliError(`${tool} failed: ${(e.stderr || e.message).trim().split('\n').slice(0, 5).join('\n')}`, 2);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `backup --file F`: writes F (owner-only: it holds every customer's data and the shop's secrets). */
export async function backupCommand(ctx: CliContext, args: Args): Promise<void> {
  const file = ctx.resolvePath(flag(args, 'file', true));
  if (!existsSync(path.dirname(file))) throw new CliError(`The folder of ${file} does not exist.`);
  const started = Date.now();
  const staging = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  const partial = `${file}.partial-${process.pid}`;
  try {
    mkdirSync(path.join(staging, 'database'));
    if (ctx.kind === 'pglite') {
      if (!ctx.dump) throw new CliError('This database cannot be copied (PGlite without a data directory).', 2);
      await writeFile(path.join(staging, PGLITE_FILE), new Uint8Array(await (await ctx.dump()).arrayBuffer()));
    } else {
      if (!ctx.databaseUrl) throw new CliError('DATABASE_URL is not set.', 2);
      const { url, env } = pgArgs(ctx.databaseUrl);
      await pgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(staging, POSTGRES_FILE)}`, url],
        env,
      );
    }
    const counts: Counts = { ...(await countRows(ctx.db)), mail: await countFiles(path.join(ctx.dataDir, 'mail')) };
    const manifest: Manifest = { format: 1, made: new Date().toISOString(), database: ctx.kind, counts };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The database and the manifest first, then DATA_DIR's folders under files/; gzip once over the whole.
    const plain = path.join(staging, 'backup.tar');
    await tar.c({ file: plain, cwd: staging, portable: true }, [MANIFEST, 'database']);
    const folders = BACKUP_FOLDERS.filter((f) => existsSync(path.join(ctx.dataDir, f)));
    if (folders.length) await tar.r({ file: plain, cwd: ctx.dataDir, portable: true, prefix: 'files' }, folders);
    await pipeline(createReadStream(plain), createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, file);
    const size = (await stat(file)).size;
    ctx.io.out(
      `Backup written to ${file}: ${megabytes(size)} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${ctx.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}; ${counts.orders} orders, ${counts.invoices} invoices, ` +
        `${counts.products} products, ${counts.photos} photos, ${counts.mail} e-mail files).`,
    );
    ctx.io.out('It holds customers’ data and the shop’s secrets: keep it where only you can read it.');
  } finally {
    rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Whether the database holds a shop already (orders, products or accounts). */
async function holdsAShop(db: ShopDb): Promise<string | undefined> {
  const [tables] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('orders', 'products', 'users')`,
  );
  if ((tables?.n ?? 0) < 3) return undefined;
  const [row] = await queryRows<{ orders: number; products: number; users: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM products) AS products,
               (SELECT count(*)::int FROM users) AS users`,
  );
  if (!row || row.orders + row.products + row.users === 0) return undefined;
  return `${row.orders} orders, ${row.products} products, ${row.users} accounts`;
}

/**
 * `restore --file F [--force]`, with the shop stopped: the database, photos, e-mails and secrets of the
 * backup into DATA_DIR (and DATABASE_URL on PostgreSQL). A database that holds a shop is refused
 * without --force; with it, what was there is moved to DATA_DIR/before-restore-TIME/ (PGlite's data
 * directory and the folders), or replaced (PostgreSQL: pg_restore --clean).
 */
export const RESTORE_OPTIONS: Options = { file: 'string', force: 'boolean' };

export async function restoreBackup(argv: Args, config: Config, io: Output): Promise<number> {
  const file = path.resolve(flag(argv, 'file', true));
  const force = argv.flags.get('force') === true;
  if (!existsSync(file)) throw new CliError(`No such file: ${file}`);
  const started = Date.now();
  process.umask(0o077);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const staging = path.join(config.dataDir, `.restore-${process.pid}`);
  mkdirSync(staging);
  try {
    try {
      await tar.x({ file, cwd: staging, strict: true });
    } catch (error) {
      throw new CliError(`${file} is not a shop backup (${(error as Error).message}).`);
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest;
    } catch {
      throw new CliError(`${file} is not a shop backup (it has no ${MANIFEST}).`);
    }
    if (manifest.format !== 1) throw new CliError(`${file} was made by a newer version of the shop.`);
    const here = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== here)
      throw new CliError(
        manifest.database === 'pglite'
          ? 'This backup is of the embedded database (PGlite): restore it with DATABASE_URL unset, into a DATA_DIR.'
          : 'This backup is of PostgreSQL: set DATABASE_URL to the database to restore it into.',
      );
    const aside = path.join(config.dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const moveAside = (name: string) => {
      const from = path.join(config.dataDir, name);
      if (!existsSync(from)) return;
      mkdirSync(aside, { recursive: true });
      renameSync(from, path.join(aside, name));
    };

    if (here === 'pglite') {
      const pgdata = path.join(config.dataDir, 'pgdata');
      if (existsSync(path.join(pgdata, 'PG_VERSION'))) {
        // Opening takes DATA_DIR's lock: a shop still running on it is named and the restore stops.
        const current = await openDatabase({ dataDir: pgdata });
        const holds = await holdsAShop(current.db).finally(() => current.close());
        if (holds && !force)
          throw new CliError(
            `DATA_DIR ${config.dataDir} already holds a shop (${holds}). Restore into an empty DATA_DIR, or add --force to replace it (what is there now is kept in DATA_DIR/before-restore-…/).`,
          );
        moveAside('pgdata');
      } else rmSync(pgdata, { recursive: true, force: true });
      const data = readFileSync(path.join(staging, PGLITE_FILE));
      const restored = await openDatabase({ dataDir: pgdata, loadDataDir: new Blob([data]) });
      try {
        await migrateDatabase(restored);
      } finally {
        await restored.close();
      }
    } else {
      const current = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: 1 });
      const holds = await holdsAShop(current.db).finally(() => current.close());
      if (holds && !force)
        throw new CliError(
          `The database at DATABASE_URL already holds a shop (${holds}). Restore into an empty database (createdb), or add --force to replace its contents.`,
        );
      const { url, env } = pgArgs(config.databaseUrl!);
      await pgTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          // A database the shop was once started on has its tables already, empty or not.
          '--clean',
          '--if-exists',
          `--dbname=${url}`,
          path.join(staging, POSTGRES_FILE),
        ],
        env,
      );
      const restored = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: 1 });
      try {
        await migrateDatabase(restored);
      } finally {
        await restored.close();
      }
    }
    for (const folder of BACKUP_FOLDERS) {
      const from = path.join(staging, 'files', folder);
      if (!existsSync(from)) continue;
      moveAside(folder);
      renameSync(from, path.join(config.dataDir, folder));
    }
    // Pictures made from the photos that were there before are stale.
    rmSync(path.join(config.dataDir, 'media-cache'), { recursive: true, force: true });
    const c = manifest.counts;
    io.out(
      `Restored ${file} (made ${manifest.made}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${c.orders} orders, ${c.invoices} invoices, ${c.products} products, ${c.photos} photos, ${c.mail} e-mail files.`,
    );
    if (existsSync(aside)) io.out(`What was there before is in ${aside}.`);
    io.out('Start the shop as usual.');
    return 0;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
