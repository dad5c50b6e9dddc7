import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Shop {
  base: string;
  /** Its DATA_DIR, where without SMTP its e-mails are written as files (unknown for a shop given by URL). */
  dataDir?: string;
  stop: () => Promise<void>;
}

/**
 * Starts the shop of checkout `root` as `npm start` does (`scripts/start.ts`, which builds into
 * DIST_DIR when the sources are newer) on `port`, with rate limits off, on `dataDir` (a temporary
 * one, removed at stop, when not given); resolves once /api/health answers.
 */
export async function startShop(root: string, port: number, dataDir?: string): Promise<Shop> {
  const base = `http://127.0.0.1:${port}`;
  const dir = path.resolve(dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-bench-')));
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`, { headers: { connection: 'close' } })).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the shop did not start in 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    dataDir: dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
