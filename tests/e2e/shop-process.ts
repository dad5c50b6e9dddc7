import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { copySeededDataDir } from '../templates/seeded-data-dir';

export const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ShopProcess {
  baseUrl: string;
  /** SIGTERM, and wait until the process has exited (the DATA_DIR lock is then free). */
  stop: () => Promise<void>;
}

/** `npm start` as a shopper meets it: one server process on `dataDir`, answering once healthy. */
export async function startShopProcess(
  dataDir: string,
  port: number,
  /** Settings on top of the suite's (a production shop with a stand-in Razorpay, for one test). */
  env: Record<string, string> = {},
): Promise<ShopProcess> {
  // A first start of the demo shop begins from the seeded template instead of seeding again; a
  // production shop or one with a settings file of its own seeds what its settings say.
  if (!existsSync(path.join(dataDir, 'pgdata')) && !env.NODE_ENV && !env.SHOP_CONFIG) await copySeededDataDir(dataDir);
  const log = createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}; see ${dataDir}/server.log`);
    try {
      // Not kept open: stopping the shop would wait up to 5 s for it (server/server.ts).
      if ((await fetch(`${baseUrl}/api/health`, { headers: { connection: 'close' } })).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the shop did not start in 120 s; see ${dataDir}/server.log`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
