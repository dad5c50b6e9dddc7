import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { templateKey } from './key';

const root = path.resolve(import.meta.dirname, '../..');
/** Where the template is kept between runs (node_modules/.cache is already ignored). */
const CACHE = path.join(root, 'node_modules/.cache/shop-data-dirs');
/** Files a running shop keeps beside its data that a stopped one has no use for. */
const LEFT_OUT = new Set(['pgdata.lock', 'server.log', 'run']);

/**
 * Makes `dataDir` a copy of a seeded shop's DATA_DIR, as a shop leaves it after its first start and
 * a clean stop: the migrated, seeded database and the secrets it generated. A test that starts a
 * shop process on it skips initdb, the migrations and the seed (about 4 s of one core on a quiet
 * 2-core machine, 10 s on a busy one: docs/benchmarks.md). Tests of the first start itself (the
 * seed, the secrets, two first starts at once) start on an empty DATA_DIR instead.
 */
export async function copySeededDataDir(dataDir: string): Promise<void> {
  const template = await seededDataDir();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(template))
    cpSync(path.join(template, entry), path.join(dataDir, entry), { recursive: true, preserveTimestamps: true });
}

let made: Promise<string> | undefined;

/**
 * The template, made once per key by the real thing: `node server/server.ts` on an empty DATA_DIR,
 * stopped with SIGTERM once it answers. The key covers every file the server imports and this one,
 * so an edit anywhere in them makes a new one (one first start, once). Two workers making it at once both
 * finish; the first rename wins.
 */
function seededDataDir(): Promise<string> {
  made ??= (async () => {
    const key = templateKey(['server/server.ts', 'server/db/pglite-worker.mjs', 'tests/templates/seeded-data-dir.ts']);
    const dir = path.join(CACHE, key);
    if (existsSync(dir)) return dir;
    mkdirSync(CACHE, { recursive: true });
    const work = mkdtempSync(path.join(os.tmpdir(), 'shop-template-'));
    try {
      const dataDir = path.join(work, 'data');
      await firstStart(dataDir, path.join(work, 'dist'));
      for (const entry of LEFT_OUT) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      try {
        renameSync(dataDir, dir);
      } catch (error) {
        // Another worker made it first (a rename across file systems falls back to a copy).
        if (!existsSync(dir)) {
          cpSync(dataDir, `${dir}.${process.pid}`, { recursive: true });
          renameSync(`${dir}.${process.pid}`, dir);
        } else if (
          (error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' &&
          (error as NodeJS.ErrnoException).code !== 'EEXIST'
        )
          throw error;
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    for (const other of readdirSync(CACHE))
      if (other !== key && !other.startsWith(`${key}.`))
        rmSync(path.join(CACHE, other), { recursive: true, force: true });
    return dir;
  })();
  return made;
}

async function firstStart(dataDir: string, distDir: string): Promise<void> {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the template shop exited with ${child.exitCode}: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`the template shop did not answer in 120 s: ${stderr}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  const code = await exited;
  if (code !== 0) throw new Error(`the template shop stopped with ${code}: ${stderr}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
