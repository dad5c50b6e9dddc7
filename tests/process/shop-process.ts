import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copySeededDataDir } from '../templates/seeded-data-dir';

/** The shop as operators run it: a real server process (or `npm start`) on a real DATA_DIR. */
export interface ShopProcess {
  child: ChildProcess;
  port: number;
  stderr: () => string;
  /** What the process wrote to stdout (pino's JSON log lines). */
  stdout: () => string;
  exited: Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, '../..');

export interface Scratch {
  dir: string;
  dataDir: string;
  /** A built storefront newer than the sources, so `npm start` does not build one (the API is what is tested). */
  distDir: string;
  start: (options?: StartOptions) => Promise<ShopProcess>;
  /** Kills whatever is still running and removes the directory. */
  cleanup: () => void;
}

export interface StartOptions {
  npm?: boolean;
  /** Its own process group (the child's pid is the group id), so a test can signal the whole group. */
  detached?: boolean;
  port?: number;
  env?: Record<string, string | undefined>;
  /**
   * Begin an empty DATA_DIR from the seeded template (tests/templates/seeded-data-dir.ts) rather than a
   * first start's seed: for tests of what a running shop does, not of how it first starts.
   */
  seeded?: boolean;
}

export function scratch(): Scratch {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
  const dataDir = path.join(dir, 'data');
  const distDir = path.join(dir, 'dist');
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
  const started: ChildProcess[] = [];

  async function start(options: StartOptions = {}): Promise<ShopProcess> {
    const port = options.port ?? (await freePort());
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      ...options.env,
    };
    const target = env.DATA_DIR ?? dataDir;
    if (options.seeded && !existsSync(path.join(target, 'pgdata'))) await copySeededDataDir(target);
    const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe'];
    const child = options.npm
      ? spawn('npm', ['start', '--silent'], { cwd: root, env, stdio, detached: options.detached })
      : spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
          cwd: root,
          env,
          stdio,
          detached: options.detached,
        });
    started.push(child);
    let stderr = '';
    let stdout = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, port, stderr: () => stderr, stdout: () => stdout, exited };
  }

  return {
    dir,
    dataDir,
    distDir,
    start,
    cleanup() {
      for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Resolves when the shop answers, or with its exit code if it ends first. The poll's connection is
 * closed after each answer: a stopping shop waits up to 5 s for a client's idle connection
 * (server/server.ts), and this one would be the test's own.
 */
export async function ready(shop: ShopProcess): Promise<'ready' | number | null> {
  let code: number | null | undefined;
  void shop.exited.then((c) => (code = c));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (code !== undefined) return code;
    try {
      const response = await fetch(`http://127.0.0.1:${shop.port}/api/categories/`, {
        headers: { connection: 'close' },
      });
      if (response.ok) return 'ready';
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer within 90 s; stderr: ${shop.stderr()}`);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}
