/**
 * `npm run shop -- …`: the operators' tool. It works on the shop's own database (PGlite under
 * DATA_DIR/pgdata, or DATABASE_URL) with the shop's configuration; `npm run shop -- help` lists it all.
 */
// First: .env, then the shop's configured details, before any other module is evaluated.
import '../env-file';
import '../shop-details';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { StartupError } from '../db/errors';
import { parseArgs, type Output } from './io';
import { commandOf, HELP, runCommand } from './run';

async function main(argv: string[]): Promise<number> {
  const io: Output = { out: (l) => console.log(l), err: (l) => console.error(l) };
  const args = parseArgs(argv);
  if (!args.words.length || ['help', '-h'].includes(args.words[0]!) || args.flags.has('help')) {
    io.out(HELP);
    return 0;
  }
  if (!commandOf(args)) {
    io.err(`Unknown command: ${args.words.join(' ')}\n\n${HELP}`);
    return 1;
  }
  let config: Config;
  let database: Database;
  let pgliteDir: string | undefined;
  try {
    config = loadConfig();
    pgliteDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata');
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir, poolMax: 2 });
    await migrateDatabase(database);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      io.err(
        `The shop's PGlite database ${pgliteDir ?? ''} is in use by process ${error.pid} (the running shop).\n` +
          'PGlite lets one process open it at a time: stop the shop, run this command, then start the shop again.\n' +
          'With PostgreSQL (DATABASE_URL) the shop and this tool run at the same time.',
      );
    else if (error instanceof ConfigError || error instanceof StartupError) io.err(error.message);
    else throw error;
    return 2;
  }
  try {
    return await runCommand(argv, { database, config, io });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The command failed:', error);
    process.exit(1);
  },
);
