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
import { markRestoredCopy, RESTORED_COPY_FILE, RESTORED_COPY_NOTICE } from '../config/restored-copy';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadable } from 'node:stream/web';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import * as tar from 'tar';
import type { Config } from '../config/env';
import { migrateDatabase, openDatabase, queryRows, type ShopDb } from '../db/client';
import { indianDate } from '../invoices/service';
import { migratePhotos, type MigrateResult } from '../media/migrate';
import { type ObjectStore, StoreUnavailable } from '../media/object-store';
import { s3Store } from '../media/s3';
import { folderStore } from '../media/store';
import { DAILY_BACKUPS, retention, type StoredBackup } from './backup-retention';
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

/** The first bytes of an age-encrypted file (age-encryption.org/v1). */
const AGE_MAGIC = 'age-encryption.org/v1';
const BACKUP_PREFIX = 'backups/';
/** `backups/shop-2026-11-28T21-00-05Z.tar.gz` (or `.tar.gz.age`), and its record `….json`. */
const BACKUP_KEY_RE = /^backups\/shop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(\.age)?$/;

/** What is written beside each archive in the bucket, and checked before a restore touches anything. */
interface BackupRecord {
  format: 1;
  archive: string;
  made: string;
  bytes: number;
  sha256: string;
  encrypted: boolean;
  database: 'pglite' | 'postgres';
  counts: Counts;
}

const recordKey = (archive: string) => archive.replace(/\.tar\.gz(\.age)?$/, '.json');

/** A pass-through that counts and hashes what flows through it. */
function measure(): { stream: Transform; done: () => { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, done: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** The stream encrypted to BACKUP_KEY's recipient (age, streamed in 64 KiB chunks, each authenticated). */
async function encrypted(source: Readable, key: string): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(await identityToRecipient(key));
  const out = await encrypter.encrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(out as unknown as WebReadable<Uint8Array>);
}

/**
 * Makes the archive in `staging`: the database and the manifest, then DATA_DIR's folders under files/
 * (with the photos copied out of the bucket when they live there, so an archive alone brings a shop
 * back, bucket or not). Answers the plain tar's path and the manifest.
 */
async function makeArchive(ctx: CliContext, staging: string): Promise<{ plain: string; manifest: Manifest }> {
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
  const plain = path.join(staging, 'backup.tar');
  await tar.c({ file: plain, cwd: staging, portable: true }, [MANIFEST, 'database']);
  const fromBucket = ctx.photos.kind === 's3';
  if (fromBucket) {
    const copy = folderStore(path.join(staging, 'photos-copy', 'objects'));
    for (const key of await ctx.photos.list('photos/')) {
      const bytes = await ctx.photos.get(key);
      if (bytes) await copy.put(key, bytes);
    }
    if (existsSync(path.join(staging, 'photos-copy', 'objects')))
      await tar.r({ file: plain, cwd: path.join(staging, 'photos-copy'), portable: true, prefix: 'files' }, [
        'objects',
      ]);
  }
  const folders = BACKUP_FOLDERS.filter(
    (f) => existsSync(path.join(ctx.dataDir, f)) && !(fromBucket && f === 'objects'),
  );
  if (folders.length) await tar.r({ file: plain, cwd: ctx.dataDir, portable: true, prefix: 'files' }, folders);
  return { plain, manifest };
}

function describeCounts(kind: CliContext['kind'], c: Counts): string {
  return (
    `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}; ${c.orders} orders, ${c.invoices} invoices, ` +
    `${c.products} products, ${c.photos} photos, ${c.mail} e-mail files`
  );
}

/** The key of a backup made at `at`. */
export function backupObjectKey(at: Date, encrypt: boolean): string {
  return `${BACKUP_PREFIX}shop-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz${encrypt ? '.age' : ''}`;
}

/** The backups in the bucket, oldest first (only archives whose name the shop gives them). */
async function storedBackups(store: ObjectStore): Promise<StoredBackup[]> {
  const backups: StoredBackup[] = [];
  for (const key of await store.list(BACKUP_PREFIX)) {
    const m = BACKUP_KEY_RE.exec(key);
    if (m) backups.push({ key, made: new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) });
  }
  return backups.sort((a, b) => a.made.getTime() - b.made.getTime());
}

/** Reads a stored object through and answers its size and SHA-256 (the check after an upload). */
async function digestOf(store: ObjectStore, key: string): Promise<{ bytes: number; sha256: string } | null> {
  const body = await store.getStream(key);
  if (!body) return null;
  const m = measure();
  try {
    await pipeline(body, m.stream, new Writable({ write: (_c, _e, cb) => cb() }));
  } catch (error) {
    // The connection cut while reading back: the bucket went away, the try does not count.
    throw new StoreUnavailable(
      `${(error as NodeJS.ErrnoException).code ?? (error as Error).message} while reading the backup back`,
    );
  }
  return m.done();
}

/**
 * `backup --file F` writes F (owner-only: it holds every customer's data and the shop's secrets);
 * `backup --to store` writes it into the bucket under backups/, streamed, with its size and SHA-256
 * recorded beside it, read back and checked, then applies the retention (server/operators/backup-retention.ts).
 * With BACKUP_KEY either is encrypted (age), so a copy that leaks leaks nothing.
 */
export async function backupCommand(ctx: CliContext, args: Args): Promise<void> {
  const to = flag(args, 'to');
  const fileArg = flag(args, 'file');
  if (to !== undefined && to !== 'store') throw new CliError(`--to takes one place: store (got "${to}").`);
  if (Boolean(to) === Boolean(fileArg)) throw new CliError('Usage: shop backup --file F, or shop backup --to store');
  if (to && ctx.photos.kind !== 's3')
    throw new CliError(
      'backup --to store needs the bucket (S3_BUCKET and its keys, docs/deploy.md): a backup kept on the machine it protects is lost with it.',
      2,
    );
  const file = fileArg ? ctx.resolvePath(fileArg) : undefined;
  if (file && !existsSync(path.dirname(file))) throw new CliError(`The folder of ${file} does not exist.`);
  if (file && (args.flags.has('tries') || args.flags.has('wait')))
    throw new CliError('--tries and --wait go with --to store (a file is written at once or not at all).');
  const tries = whole(args, 'tries', 3, 1, 10);
  const waitSeconds = whole(args, 'wait', 60, 0, 3600);
  if (file) return backupToFile(ctx, file);
  // The bucket may be away for a while (a provider's outage, the network): the nightly backup tries
  // again after a wait rather than leaving the night without one. Each try makes a new archive.
  for (let attempt = 1; ; attempt++) {
    try {
      await backupToStore(ctx);
      return;
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      if (attempt >= tries)
        throw new CliError(
          `No backup was made: the bucket did not answer in ${tries} ${tries === 1 ? 'try' : 'tries'} (last: ${error.reason}); ` +
            'nothing was kept in it, and the shop itself goes on. Run the command again when the bucket answers (/api/health shows photo_store).',
          2,
        );
      ctx.io.err(
        `Backup try ${attempt} of ${tries} failed: the bucket is not answering (${error.reason}); nothing was kept. Trying again in ${waitSeconds} s.`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    }
  }
}

/** A whole number option between `min` and `max`, or `fallback` when it is not given. */
function whole(args: Args, name: string, fallback: number, min: number, max: number): number {
  const raw = flag(args, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new CliError(`--${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return value;
}

async function backupToFile(ctx: CliContext, file: string): Promise<void> {
  const key = ctx.storage.backupKey;
  const started = Date.now();
  const staging = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  const partial = `${file}.partial-${process.pid}`;
  try {
    const { plain, manifest } = await makeArchive(ctx, staging);
    const gzipped = createReadStream(plain).pipe(createGzip({ level: 6 }));
    const body = key ? await encrypted(gzipped, key) : gzipped;
    const m = measure();
    const sealed = key ? ' encrypted with BACKUP_KEY,' : '';
    await pipeline(body, m.stream, createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, file);
    ctx.io.out(
      `Backup written to ${file}:${sealed} ${megabytes((await stat(file)).size)} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${describeCounts(ctx.kind, manifest.counts)}).`,
    );
    ctx.io.out('It holds customers’ data and the shop’s secrets: keep it where only you can read it.');
  } finally {
    rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
  }
}

/** One try of `backup --to store`; the bucket being away is thrown as StoreUnavailable, with nothing kept. */
async function backupToStore(ctx: CliContext): Promise<void> {
  const key = ctx.storage.backupKey;
  const started = Date.now();
  const staging = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  let archive: string | undefined;
  let recorded = false;
  try {
    // Asked first, so a try while the bucket is away costs a second, not a copy of the database.
    const away = await ctx.photos.check();
    if (away) throw new StoreUnavailable(away);
    const { plain, manifest } = await makeArchive(ctx, staging);
    const gzipped = createReadStream(plain).pipe(createGzip({ level: 6 }));
    const body = key ? await encrypted(gzipped, key) : gzipped;
    const m = measure();
    const sealed = key ? ' encrypted with BACKUP_KEY,' : '';
    archive = backupObjectKey(new Date(manifest.made), Boolean(key));
    await ctx.photos.putStream(archive, body.pipe(m.stream), key ? 'application/octet-stream' : 'application/gzip');
    const written = m.done();
    const record: BackupRecord = {
      format: 1,
      archive,
      made: manifest.made,
      bytes: written.bytes,
      sha256: written.sha256,
      encrypted: Boolean(key),
      database: ctx.kind,
      counts: manifest.counts,
    };
    const uploadedMs = Date.now() - started;
    // Read back whole: the bucket holds exactly what was sent, or the backup does not count.
    const stored = await digestOf(ctx.photos, archive);
    if (!stored || stored.bytes !== written.bytes || stored.sha256 !== written.sha256) {
      await ctx.photos.delete(archive).catch(() => {});
      throw new CliError(
        `The bucket did not keep the backup as sent (${stored ? `${stored.bytes} bytes, SHA-256 ${stored.sha256.slice(0, 12)}…` : 'it is not there'}; sent ${written.bytes} bytes, ${written.sha256.slice(0, 12)}…): nothing was kept. Try again.`,
        2,
      );
    }
    await ctx.photos.put(recordKey(archive), Buffer.from(`${JSON.stringify(record, null, 2)}\n`), 'application/json');
    recorded = true;
    ctx.io.out(
      `Backup written to the bucket as ${archive}:${sealed} ${megabytes(written.bytes)}, SHA-256 ${written.sha256}, ` +
        `uploaded in ${(uploadedMs / 1000).toFixed(1)} s and checked in ${((Date.now() - started - uploadedMs) / 1000).toFixed(1)} s ` +
        `(${describeCounts(ctx.kind, manifest.counts)}).`,
    );
    try {
      const { keep, drop } = retention(await storedBackups(ctx.photos), new Date());
      for (const old of drop) {
        await ctx.photos.delete(old.key);
        await ctx.photos.delete(recordKey(old.key));
      }
      ctx.io.out(
        `Kept ${keep.length} backup(s) (the last ${DAILY_BACKUPS} days' and one a month for six years)` +
          (drop.length ? `; deleted ${drop.length} older one(s).` : '.'),
      );
    } catch (error) {
      // The backup is whole and kept: a bucket that went away now only leaves old ones for the next run.
      if (!(error instanceof StoreUnavailable)) throw error;
      ctx.io.err(`The backup is kept; older ones were not pruned (${error.reason}): the next backup prunes them.`);
    }
  } finally {
    // An archive without its record is never restored: a try that failed after the upload takes it away.
    if (archive && !recorded) await ctx.photos.delete(archive).catch(() => {});
    rmSync(staging, { recursive: true, force: true });
  }
}

/** `backup key`: a new age identity for BACKUP_KEY. */
export async function backupKeyCommand(ctx: CliContext, args: Args): Promise<void> {
  if (args.words.length > 2) throw new CliError('Usage: shop backup key');
  const identity = await generateX25519Identity();
  ctx.io.out(`BACKUP_KEY=${identity}`);
  ctx.io.out(
    'Put it in the shop’s settings (docs/deploy.md) and keep a copy off this machine (a password manager): a backup made with it cannot be restored without it.',
  );
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
export const RESTORE_OPTIONS: Options = {
  file: 'string',
  force: 'boolean',
  from: 'string',
  at: 'string',
  live: 'boolean',
};

/**
 * `--from store [--at DAY]`: the newest backup in the bucket (or the newest of that day, India's date),
 * downloaded into `staging` and checked against its record (size and SHA-256) before anything else.
 */
async function fetchFromStore(
  config: Config,
  at: string | undefined,
  staging: string,
  io: Output,
): Promise<{ file: string; label: string }> {
  if (!config.objectStore)
    throw new CliError('restore --from store needs the bucket: set S3_BUCKET and its keys as the shop had them.', 2);
  if (at !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(at))
    throw new CliError('--at must be a date such as 2026-11-26.');
  const store = s3Store(config.objectStore);
  try {
    const all = await storedBackups(store);
    const candidates = at ? all.filter((b) => indianDate(b.made) === at) : all;
    const chosen = candidates.at(-1);
    if (!chosen)
      throw new CliError(
        at
          ? `No backup in the bucket was made on ${at} (India's date). There are: ${
              all
                .map((b) => indianDate(b.made))
                .filter((d, i, l) => l.indexOf(d) === i)
                .slice(-10)
                .join(', ') || 'none'
            }.`
          : 'The bucket holds no backup (backups/shop-….tar.gz): make one with `npm run shop -- backup --to store`.',
      );
    const recordBytes = await store.get(recordKey(chosen.key));
    if (!recordBytes)
      throw new CliError(`${chosen.key} has no record of its size and SHA-256 beside it: it is not restored.`);
    const record = JSON.parse(recordBytes.toString('utf8')) as BackupRecord;
    const file = path.join(staging, 'download');
    const body = await store.getStream(chosen.key);
    if (!body) throw new CliError(`${chosen.key} is listed but cannot be read.`, 2);
    const m = measure();
    await pipeline(body, m.stream, createWriteStream(file, { mode: 0o600 }));
    const got = m.done();
    if (got.bytes !== record.bytes || got.sha256 !== record.sha256)
      throw new CliError(
        `${chosen.key} is not the backup that was written (${got.bytes} bytes, SHA-256 ${got.sha256.slice(0, 12)}…; it was ${record.bytes} bytes, ${record.sha256.slice(0, 12)}…): truncated or changed. Nothing was restored; pick another with --at.`,
      );
    io.out(`Downloaded ${chosen.key} (${megabytes(got.bytes)}); its size and SHA-256 match the record.`);
    return { file, label: chosen.key };
  } catch (error) {
    if (error instanceof StoreUnavailable) throw new CliError(error.message, 2);
    throw error;
  } finally {
    store.close();
  }
}

/** An age-encrypted archive decrypted with BACKUP_KEY into `staging`; a plain one as it is. */
async function openArchive(file: string, label: string, config: Config, staging: string): Promise<string> {
  const head = Buffer.alloc(AGE_MAGIC.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') !== AGE_MAGIC) return file;
  if (!config.backupKey)
    throw new CliError(`${label} is encrypted: set BACKUP_KEY to the key it was made with (AGE-SECRET-KEY-1…).`, 2);
  const decrypter = new Decrypter();
  decrypter.addIdentity(config.backupKey);
  const plain = path.join(staging, 'decrypted.tar.gz');
  try {
    const out = await decrypter.decrypt(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>);
    await pipeline(
      Readable.fromWeb(out as unknown as WebReadable<Uint8Array>),
      createWriteStream(plain, { mode: 0o600 }),
    );
  } catch (error) {
    // age authenticates every 64 KiB chunk and the header: a wrong key or a changed byte stops here.
    throw new CliError(
      `${label} cannot be decrypted with BACKUP_KEY (${(error as Error).message}): nothing was restored.`,
    );
  }
  return plain;
}

export async function restoreBackup(argv: Args, config: Config, io: Output): Promise<number> {
  const from = flag(argv, 'from');
  const fileArg = flag(argv, 'file');
  const at = flag(argv, 'at');
  if (from !== undefined && from !== 'store') throw new CliError(`--from takes one place: store (got "${from}").`);
  if (Boolean(from) === Boolean(fileArg))
    throw new CliError(
      'Usage: shop restore --file F [--force] [--live], or shop restore --from store [--at YYYY-MM-DD] [--force] [--live]',
    );
  if (at !== undefined && !from) throw new CliError('--at goes with --from store.');
  const given = fileArg ? path.resolve(fileArg) : undefined;
  const force = argv.flags.get('force') === true;
  const live = argv.flags.get('live') === true;
  if (given && !existsSync(given)) throw new CliError(`No such file: ${given}`);
  const started = Date.now();
  process.umask(0o077);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const staging = path.join(config.dataDir, `.restore-${process.pid}`);
  mkdirSync(staging);
  try {
    const fetched = given ? { file: given, label: given } : await fetchFromStore(config, at, staging, io);
    const label = fetched.label;
    const archive = await openArchive(fetched.file, label, config, staging);
    const unpacked = path.join(staging, 'archive');
    mkdirSync(unpacked);
    try {
      await tar.x({ file: archive, cwd: unpacked, strict: true });
    } catch (error) {
      throw new CliError(`${label} is not a shop backup (${(error as Error).message}).`);
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(path.join(unpacked, MANIFEST), 'utf8')) as Manifest;
    } catch {
      throw new CliError(`${label} is not a shop backup (it has no ${MANIFEST}).`);
    }
    if (manifest.format !== 1) throw new CliError(`${label} was made by a newer version of the shop.`);
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
      const data = readFileSync(path.join(unpacked, PGLITE_FILE));
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
          path.join(unpacked, POSTGRES_FILE),
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
    let photosToBucket: MigrateResult | undefined;
    for (const folder of BACKUP_FOLDERS) {
      const source = path.join(unpacked, 'files', folder);
      if (!existsSync(source)) continue;
      if (folder === 'objects' && config.objectStore) {
        // The shop reads its photos from the bucket: they go back there (what is there already is kept).
        const bucket = s3Store(config.objectStore);
        try {
          photosToBucket = await migratePhotos(folderStore(source), bucket);
        } catch (error) {
          if (error instanceof StoreUnavailable)
            throw new CliError(`${error.message} The database is restored; run the restore again for the photos.`, 2);
          throw error;
        } finally {
          bucket.close();
        }
        continue;
      }
      moveAside(folder);
      renameSync(source, path.join(config.dataDir, folder));
    }
    // Pictures made from the photos that were there before are stale.
    rmSync(path.join(config.dataDir, 'media-cache'), { recursive: true, force: true });
    const c = manifest.counts;
    io.out(
      `Restored ${label} (made ${manifest.made}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${c.orders} orders, ${c.invoices} invoices, ${c.products} products, ${c.photos} photos, ${c.mail} e-mail files.`,
    );
    if (photosToBucket)
      io.out(
        `Photos put back in the bucket: ${photosToBucket.copied} file(s) copied, ${photosToBucket.present} already there.`,
      );
    if (existsSync(aside)) io.out(`What was there before is in ${aside}.`);
    // Beside the live shop (a test restore with the same .env) the copy must reach no customer and no
    // payment account: quiet unless the operator says this is the shop (server/config/restored-copy.ts).
    if (live) {
      rmSync(path.join(config.dataDir, RESTORED_COPY_FILE), { force: true });
      io.out('Restored as the live shop (--live): it sends e-mail and runs its jobs. Start the shop as usual.');
    } else {
      markRestoredCopy(config.dataDir, label);
      io.out(`Restored as a copy: ${RESTORED_COPY_NOTICE.replace(/^this DATA_DIR/, 'DATA_DIR')}`);
      io.out('Restoring the live shop itself after a loss? Add --live (or delete that file) before starting it.');
    }
    return 0;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
