/**
 * `npm run shop -- …`: the operators' tool. While the shop runs on the same DATA_DIR, the command is
 * handed to it through its channel (server/operators/channel.ts) and runs there; otherwise the tool opens the
 * shop's database itself (PGlite under DATA_DIR/pgdata, or DATABASE_URL) with the shop's configuration.
 * `npm run shop -- help` lists it all.
 */
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config/env';
import { quietIfRestoredCopy, RESTORED_COPY_NOTICE } from '../config/restored-copy';
import { readSettings, SettingsError, type Settings } from '../config/settings';
import { sendToShop } from './channel';
import { parseArgs, type Output } from './io';
import type * as Cli from './run';

// Output piped into a reader that stops early (`| head`) is not a failure of the command.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });

/**
 * The operator's directory, which file names are relative to: npm runs a script in the package's
 * folder and names the folder it was started from in INIT_CWD (`cd ~/exports && npm --prefix
 * /srv/shop run shop -- … --file products.csv` writes ~/exports/products.csv). Only under `npm run
 * shop` itself: a tool started by some other npm script (a test run) inherits a stale INIT_CWD.
 */
const operatorCwd =
  process.env.npm_lifecycle_event === 'shop' && process.env.INIT_CWD
    ? path.resolve(process.env.INIT_CWD)
    : process.cwd();

async function main(argv: string[]): Promise<number> {
  // The shop's umask (server/start.ts restrictDataDir): what the tool creates before the shop first
  // starts (the database a first catalogue import makes, the outbox, an export) is the shop user's
  // alone, not world-readable until the shop narrows it.
  process.umask(0o077);
  const io: Output = { out: (l) => console.log(l), err: (l) => console.error(l) };
  let settings: Settings;
  try {
    settings = readSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    io.err(error.message);
    return 1;
  }
  const args = parseArgs(argv);
  // The commands, the app and the database drivers load only when needed: through the channel the
  // tool is a thin client and answers quickly.
  const run = () => import('./run');
  if (!args.words.length || ['help', '-h'].includes(args.words[0]!) || args.flags.has('help')) {
    io.out((await run()).HELP);
    return 0;
  }
  let config: Config;
  try {
    config = quietIfRestoredCopy(loadConfig(process.env, settings.shop));
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
  if (args.words[0] === 'restore') return restoreHere(argv, config, io);
  if (config.restoredCopy) io.err(`Note: ${RESTORED_COPY_NOTICE}`);
  const sent = await sendToShop(config.dataDir, argv, operatorCwd, io);
  if (sent.kind === 'done') return sent.code;
  if (sent.kind === 'refused') {
    io.err(sent.message);
    return 2;
  }
  return runHere(argv, config, io, await run());
}

/**
 * `restore` never runs inside a shop: it replaces the database under it. A shop answering on this
 * DATA_DIR's channel is told apart from one that is gone, and the restore is refused while it runs.
 */
async function restoreHere(argv: string[], config: Config, io: Output): Promise<number> {
  const { channelPaths } = await import('./channel');
  const { CliError } = await import('./io');
  const { restoreBackup, RESTORE_OPTIONS } = await import('./backup');
  const { StartupError } = await import('../db/errors');
  const socket = channelPaths(config.dataDir).socket;
  const running = await new Promise<boolean>((resolve) => {
    const probe = net.connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (running) {
    io.err(
      `A shop is running on DATA_DIR ${config.dataDir}: stop it first (every process, on PostgreSQL), then restore.`,
    );
    return 2;
  }
  try {
    const args = parseArgs(argv, RESTORE_OPTIONS);
    // File names are the operator's, as for every other command.
    const file = args.flags.get('file');
    if (typeof file === 'string') args.flags.set('file', path.resolve(operatorCwd, file));
    return await restoreBackup(args, config, io);
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return error.exitCode;
    }
    if (error instanceof StartupError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
}

/** No shop runs on this DATA_DIR: the tool opens the database itself. */
async function runHere(argv: string[], config: Config, io: Output, cli: typeof Cli): Promise<number> {
  const { commandOf, HELP, runCommand } = cli;
  const args = parseArgs(argv);
  if (!commandOf(args)) {
    io.err(`Unknown command: ${args.words.join(' ')}\n\n${HELP}`);
    return 1;
  }
  const { migrateDatabase, openDatabase } = await import('../db/client');
  const { DataDirLockedError } = await import('../db/lock');
  const { StartupError } = await import('../db/errors');
  const { channelPaths } = await import('./channel');
  const pgliteDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata');
  let database: Awaited<ReturnType<typeof openDatabase>>;
  // As the shop does at start (server/start.ts): DATA_DIR is 0700 and what is in it the shop user's
  // only. PGlite sets its files' modes itself (0666) whatever the umask, so they are narrowed after.
  const { restrictDataDir } = await import('../lib/data-dir-mode');
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  restrictDataDir(config.dataDir);
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir, poolMax: 2 });
    await migrateDatabase(database);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      io.err(
        `The shop's PGlite database ${pgliteDir ?? ''} is in use by process ${error.pid} (the running shop), ` +
          `but no shop answered on ${channelPaths(config.dataDir).socket}.\n` +
          'If the shop is still starting, run the command again in a moment. A shop started before this version ' +
          'has no channel: restart it once, and commands will run through it from then on.',
      );
    else if (error instanceof ConfigError || error instanceof StartupError) io.err(error.message);
    else throw error;
    return 2;
  }
  try {
    return await runCommand(argv, { database, config, io, cwd: operatorCwd });
  } finally {
    await database.close();
    restrictDataDir(config.dataDir);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The command failed:', error);
    process.exit(1);
  },
);
