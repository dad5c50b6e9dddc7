// npm test: the loop a change to the shop's code goes through. First the checks, at once (typecheck,
// lint, format, the size budget with its build; output whole per part, scripts/parallel.mjs), then
// the suites that compute in the test process itself (unit, component, API on PGlite, the operators'
// tool), two files at a time. The suites of real shop processes (start-up, locks, signals, installs,
// nginx: `npm run test:process`; restarts, crashes, faults, backups: `npm run test:ops`) and the
// browser suite run in CI (.ci/run) and by hand: docs/decisions/0323-the-test-loop.md.
import { spawnSync } from 'node:child_process';

const started = Date.now();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const checks = spawnSync(process.execPath, ['scripts/parallel.mjs', 'typecheck', 'lint', 'format:check', 'budget'], {
  stdio: 'inherit',
});
const suites =
  checks.status === 0 ? spawnSync(npm, ['run', '--silent', 'test:in-process'], { stdio: 'inherit' }) : checks;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`== npm test: ${suites.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
process.exit(suites.status ?? 1);
