// Runs npm scripts at the same time and prints each one's output whole when it ends, so logs do not
// interleave; exits with the first failure's status once all have ended. `npm test` runs typecheck,
// lint and format this way: each is one process on one CPU, so together they take the longest one's time.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const output = Buffer.concat(chunks).toString();
          const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
          process.stdout.write(
            `== ${name}: ${status} after ${seconds} s\n${output}${output && !output.endsWith('\n') ? '\n' : ''}`,
          );
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
