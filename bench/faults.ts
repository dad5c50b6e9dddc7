/**
 * `npm run bench:faults [-- --seconds N --clients N --faults a,b]`: takes the shop's dependencies
 * away one at a time under a mixed load of 20 shoppers (bench/faults-run.ts) and prints a table per
 * database: on PGlite, and on PostgreSQL too when DATABASE_URL names a database of the bench's own
 * (it is seeded by the shop; never point it at a shared one).
 */
import { parseArgs } from 'node:util';
import { faultTable, runFaultBench, type FaultName } from './faults-run';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '20' },
    faults: { type: 'string' },
    'pglite-only': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const faults = values.faults?.split(',').map((f) => f.trim()) as FaultName[] | undefined;
const log = (line: string) => console.error(`  ${line}`);

console.log(`== PGlite (${clients} clients, ${seconds} s per fault)`);
const pglite = await runFaultBench({
  seconds,
  clients,
  faults: faults?.filter((f) => !['db-down', 'db-silent'].includes(f)),
  log,
});
console.log(faultTable(pglite));
if (process.env.DATABASE_URL && !values['pglite-only']) {
  console.log(`\n== PostgreSQL (${clients} clients, ${seconds} s per fault)`);
  const pg = await runFaultBench({
    databaseUrl: process.env.DATABASE_URL,
    seconds,
    clients,
    faults: faults?.filter((f) => f !== 'db-thread-stall'),
    log,
  });
  console.log(faultTable(pg));
}
process.exit(0);
