/**
 * `npm run bench:crash [-- --rounds N]`: kill -9 at random moments during a checkout stream, N rounds
 * (default 30), on PGlite, and on PostgreSQL too when DATABASE_URL is set. After each restart and a
 * reconciler pass it checks the ledger identity, that no paid order lacks its stock, that every order
 * answered 201 exists, and that every order paid at the provider ends up paid (bench/crash-run.ts).
 */
import { parseArgs } from 'node:util';
import { runCrashBench, type RoundResult } from './crash-run';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '30' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number of 1 or more');

function summary(name: string, results: RoundResult[]) {
  const sum = (f: (r: RoundResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const failed = results.filter((r) => r.problems.length);
  const restarts = results.map((r) => r.restartMs).sort((a, b) => a - b);
  console.log(
    `${name}: ${results.length} rounds, ${failed.length} with a problem; ${sum((r) => r.placed)} orders placed, ` +
      `${sum((r) => r.paidAtProvider)} paid at the sandbox, ${sum((r) => r.verified)} verified by the browser, ` +
      `${sum((r) => r.recoveredByReconciler)} paid but unmarked at the kill and marked by the reconciler; ` +
      `restart median ${restarts[Math.floor(restarts.length / 2)]} ms, max ${restarts[restarts.length - 1]} ms`,
  );
  return failed.length;
}

let failures = 0;
console.log(`== PGlite (${rounds} rounds)`);
failures += summary('PGlite', await runCrashBench({ rounds }));
if (process.env.DATABASE_URL) {
  console.log(`== PostgreSQL (${rounds} rounds)`);
  failures += summary('PostgreSQL', await runCrashBench({ rounds, databaseUrl: process.env.DATABASE_URL }));
}
process.exit(failures ? 1 : 0);
