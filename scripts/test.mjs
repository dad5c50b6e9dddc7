// npm test. First the suites that compute in the test process itself (unit, component, API, the
// operators' tool): two files at a time keep both cores busy. Then, at the same time, the process
// suite, whose files mostly wait on the shops they start, and the checks that need a core each for
// a while (typecheck, lint, format, the size budget with its build): they fill the cores the
// process suite leaves idle. Output comes whole per part (scripts/parallel.mjs); the first failure's
// status is the exit status.
import { spawnSync } from 'node:child_process';

const started = Date.now();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const inProcess = spawnSync(npm, ['run', '--silent', 'test:in-process'], { stdio: 'inherit' });
if (inProcess.status !== 0) process.exit(inProcess.status ?? 1);
const rest = spawnSync(
  process.execPath,
  ['scripts/parallel.mjs', 'test:process', 'typecheck', 'lint', 'format:check', 'budget'],
  { stdio: 'inherit' },
);
console.log(
  `== npm test: ${rest.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(rest.status ?? 1);
