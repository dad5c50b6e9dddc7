/**
 * `npm start`: build the storefront when the sources are newer than the build,
 * then start the shop in this same process (one process id to watch and kill).
 * The npm script `exec`s node, so npm's child is this process and the SIGTERM
 * npm forwards reaches the server (a shell in between would swallow it).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
const distIndex = path.join(distDir, 'index.html');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ['src', 'common', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);
const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  const started = Date.now();
  console.log('Building the storefront…');
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production while it builds; the server must see the environment it was given.
  const nodeEnv = process.env.NODE_ENV;
  await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts'), build: { outDir: distDir } });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  console.log(`Storefront built in ${Date.now() - started} ms`);
}

await import('../server/server');
