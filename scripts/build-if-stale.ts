import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** What the built storefront is made from: a change to any of them means building again. */
const SOURCES = [
  'src',
  'common',
  'public',
  'index.html',
  'vite.config.ts',
  // The staff console, built into the same dist/ by a pass of its own (vite.console.config.ts).
  'console',
  'admin.html',
  'vite.console.config.ts',
  'package-lock.json',
  // The build's own plugins (Bootstrap purge, first-paint shells, precompression) and the shells' tokens.
  'scripts',
  'server/pages/shell.ts',
].map((p) => path.join(root, p));

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The storefront's build directory: DIST_DIR, else dist/ (read when asked: `.env` may set it). */
export const distDirOf = (env: NodeJS.ProcessEnv = process.env) => path.resolve(root, env.DIST_DIR || 'dist');
export const distDir = distDirOf();

/**
 * Builds the storefront into `distDir` when it is missing or older than its sources (npm start,
 * and npm test's size budget, which then leaves a build the browser suite reuses).
 */
export async function buildIfStale(): Promise<void> {
  const distDir = distDirOf();
  const distIndex = path.join(distDir, 'index.html');
  const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  if (builtAt !== 0 && Math.max(...SOURCES.map(newestMtime)) <= builtAt) return;
  const started = Date.now();
  console.log('Building the storefront…');
  const { build } = await import('vite');
  // The storefront is always built for production: Vite keeps a NODE_ENV it finds, and the browser
  // suite's shop runs under vitest's NODE_ENV=test, which built React's development bundle (50 KB
  // more) into the dist/ that npm start and the benches then served. The server sees the environment
  // it was given once the build is done.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // The module-runner loader reads vite.config.ts's extensionless imports without the 9-line warning
  // the default (bundle) loader prints about the future 'native' one.
  try {
    await build({
      root,
      logLevel: 'warn',
      configFile: path.join(root, 'vite.config.ts'),
      configLoader: 'runner',
      build: { outDir: distDir },
    });
    // The console's pass, into the same folder without emptying it (as `npm run build` does).
    await build({
      root,
      logLevel: 'warn',
      configFile: path.join(root, 'vite.console.config.ts'),
      configLoader: 'runner',
      build: { outDir: distDir, emptyOutDir: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  console.log(`Storefront and console built in ${Date.now() - started} ms`);
}
