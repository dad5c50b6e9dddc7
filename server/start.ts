import { accessSync, constants, mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config, ObjectStoreSettings } from './config/env';
import { checkBucket } from './media/s3';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { describeError, StartupError } from './db/errors';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/lock';
import { verifySmtp } from './mail/mailer';
import { hasCatalogue, seedDatabase } from './seed/seed';
import { buildApp } from './app';
import { restrictDataDir } from './lib/data-dir-mode';

export { restrictDataDir };

export { StartupError };

/** DATA_DIR exists (or is made) and is a directory this process can write to. */
export function checkDataDir(dir: string): void {
  try {
    if (!statSync(dir).isDirectory()) {
      throw new StartupError(`DATA_DIR ${dir} is a file, not a directory: point DATA_DIR at a directory.`);
    }
  } catch (error) {
    if (error instanceof StartupError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new StartupError(`DATA_DIR ${dir} cannot be read: ${describeError(error)}`);
    }
    try {
      mkdirSync(dir, { recursive: true });
    } catch (mkdirError) {
      const code = (mkdirError as NodeJS.ErrnoException).code;
      const why = code === 'ENOTDIR' || code === 'EEXIST' ? 'part of the path is a file' : describeError(mkdirError);
      throw new StartupError(`DATA_DIR ${dir} cannot be created: ${why}.`);
    }
  }
  // access() says yes to root even on a read-only file system: write a file to be sure.
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    accessSync(dir, constants.W_OK);
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dir} is not writable: ${describeError(error)}`);
  }
}

/**
 * S3_BUCKET is asked now: a bucket that does not exist or a key it refuses stops the start with the
 * setting named. A store that does not answer does not: the shop starts, uploads answer 503 and photos
 * 404 until it is back (a rolling restart during the store's outage must not take the shop down).
 */
async function checkObjectStore(settings: ObjectStoreSettings): Promise<void> {
  const problem = await checkBucket(settings);
  if (!problem) return;
  const where = `bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS S3 (${settings.region})`}`;
  if ('refused' in problem)
    throw new StartupError(
      `S3_BUCKET: the ${where} refused the shop: ${problem.refused}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`,
    );
  console.error(`S3_BUCKET: the ${where} does not answer (${problem.away}); starting without photos until it does.`);
}

/** SMTP_URL is tried now (connect, greet, sign in), so a wrong host, port or password stops the start. */
async function checkSmtp(smtpUrl: string): Promise<void> {
  const problem = await verifySmtp(smtpUrl);
  if (!problem) return;
  const url = new URL(smtpUrl);
  const where = `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
  throw new StartupError(
    `SMTP_URL: the mail server ${where} did not accept the shop (${problem}). Check the host, port, user and password in SMTP_URL; shoppers cannot get sign-up codes until it works.`,
  );
}

/** Binds the port for a moment, so a busy port is reported before the slow work, not after it. */
export async function checkPort(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${host}:${port}`;
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`Port ${where} is already in use (EADDRINUSE): stop what holds it, or set PORT.`));
      else if (error.code === 'EACCES')
        reject(new StartupError(`Port ${where} needs privileges (EACCES): use a port above 1023, or set PORT.`));
      else if (error.code === 'EADDRNOTAVAIL')
        reject(new StartupError(`HOST ${host} is not an address of this machine (EADDRNOTAVAIL): set HOST.`));
      else reject(new StartupError(`Cannot listen on ${where}: ${describeError(error)}`));
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** How long a process taking over waits for the old one to finish its requests and let go of DATA_DIR. */
const TAKE_OVER_WAIT_MS = 30_000;

/**
 * DATA_DIR's lock, taken over from the shop that holds it (server/http/handover.ts): that process is
 * asked to stop (SIGTERM: it drains, closes the database and releases the lock), and the lock is taken
 * the moment it is free. Returns the old process's pid.
 */
async function takeDataDir(pgliteDir: string, what: string): Promise<{ lock: DataDirLock; from?: number }> {
  const deadline = Date.now() + TAKE_OVER_WAIT_MS;
  let asked: number | undefined;
  for (;;) {
    try {
      return { lock: await lockDataDir(pgliteDir, what), from: asked };
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || error.host !== os.hostname()) throw error;
      if (asked !== error.pid) {
        asked = error.pid;
        process.kill(error.pid, 'SIGTERM');
      }
      if (Date.now() > deadline)
        throw new StartupError(
          `${what}: process ${error.pid} did not let go of it within ${TAKE_OVER_WAIT_MS / 1000} s of being asked to stop.`,
        );
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * Checks what can be checked in milliseconds (DATA_DIR, its lock, the port), then opens the database
 * (PGlite under DATA_DIR unless DATABASE_URL is set), migrates, seeds once, and builds the app.
 */
export async function startShop(
  config: Config,
  /** Taking over from the shop running on DATA_DIR, whose port this process already holds (http/handover.ts). */
  options: { takeOver?: boolean } = {},
): Promise<{ app: FastifyInstance; database: Database; tookOverFrom?: number }> {
  checkDataDir(config.dataDir);
  restrictDataDir(config.dataDir);
  const pgliteDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata');
  const what = `DATA_DIR ${config.dataDir}`;
  // Taken before the port check: two starts of the same command should hear about the running process.
  const taken = pgliteDir
    ? options.takeOver
      ? await takeDataDir(pgliteDir, what)
      : { lock: await lockDataDir(pgliteDir, what) }
    : undefined;
  const lock: DataDirLock | undefined = taken?.lock;
  let database: Database | undefined;
  try {
    if (!options.takeOver) await checkPort(config.port, config.host);
    if (config.smtpUrl) await checkSmtp(config.smtpUrl);
    if (config.objectStore) await checkObjectStore(config.objectStore);
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      poolMax: config.dbPoolMax,
      dataDir: pgliteDir,
      lock,
      nice: 10,
      compileAhead: true,
      deadlines: true,
    });
    await migrateDatabase(database);
    // The demo catalogue (made-up reviews and coupons included) never goes into a live shop by itself.
    const seeded = config.seedDemo ? await seedDatabase(database.db, config.shop) : undefined;
    const app = await buildApp({ config, database, warm: true });
    // From here on a stuck PGlite thread is noticed (and restarted): migrations and the seed are done.
    database.watch?.();
    // PGlite sets its files' modes itself (0666): narrow what it made; DATA_DIR's own 0700 covers later files.
    restrictDataDir(config.dataDir);
    if (seeded?.seeded) app.log.info(seeded, 'seeded the demo catalogue on first start');
    else if (!seeded && !(await hasCatalogue(database)))
      app.log.warn(
        'the catalogue is empty: import yours with `npm run shop -- catalogue import KIND --format csv --file F`, or load the demo with `npm run seed:demo`',
      );
    const opened = database;
    app.addHook('onClose', () => opened.close());
    return { app, database, tookOverFrom: taken?.from };
  } catch (error) {
    if (database) await database.close();
    else lock?.release();
    throw error;
  }
}
