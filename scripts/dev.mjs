// `npm run dev`: the API in watch mode on PORT (default 8080) and Vite with hot reload, proxied to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, DIST_DIR: process.env.DIST_DIR ?? 'dist' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--configLoader', 'runner'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
