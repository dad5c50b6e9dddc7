// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning, portIsFree, ready, scratch, type ShopProcess } from './shop-process';

// One seeded DATA_DIR for the whole file: seeding is the slow part of a start.
const box = scratch();
const lockFile = path.join(box.dataDir, 'pgdata.lock');
const lockOwner = () => (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

afterAll(() => box.cleanup());

describe('one process per DATA_DIR', () => {
  let running: ShopProcess;

  beforeAll(async () => {
    // Two first starts at once on an empty DATA_DIR: one seeds and serves, the other is told why it can't.
    const [a, b] = [await box.start(), await box.start()];
    const results = await Promise.all([ready(a), ready(b)]);
    expect(results.filter((r) => r === 'ready')).toHaveLength(1);
    expect(results).toContain(1);
    const loser = results[0] === 'ready' ? b : a;
    running = results[0] === 'ready' ? a : b;
    expect(firstLine(loser.stderr())).toMatch(new RegExp(`is in use by process ${running.child.pid}\\b`));
    expect(loser.stderr()).not.toMatch(/ErrnoError|\n\s+at /);
  });

  it('refuses a second start with a one-line message naming the running pid', async () => {
    const second = await box.start();
    expect(await second.exited).toBe(1);
    expect(second.stderr().trim()).toBe(
      `DATA_DIR ${box.dataDir} is in use by process ${running.child.pid}: stop that process, or use another DATA_DIR.`,
    );
    expect(lockOwner()).toBe(running.child.pid);
    expect((await fetch(`http://127.0.0.1:${running.port}/api/categories/`)).ok).toBe(true);
  });

  it('takes over the lock of a process that died', async () => {
    const deadPid = running.child.pid!;
    running.child.kill('SIGKILL');
    await running.exited;
    expect(lockOwner()).toBe(deadPid); // left behind

    const next = await box.start();
    expect(await ready(next)).toBe('ready');
    expect(lockOwner()).toBe(next.child.pid);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it('stops `npm start` on SIGTERM to npm: nothing is left on the port, and the lock is released', async () => {
    const shop = await box.start({ npm: true });
    expect(await ready(shop)).toBe('ready');
    const serverPid = lockOwner();
    expect(serverPid).not.toBe(shop.child.pid); // npm runs the server as its child

    shop.child.kill('SIGTERM');
    await shop.exited;
    await expect.poll(() => isRunning(serverPid), { timeout: 15_000 }).toBe(false);
    expect(await portIsFree(shop.port)).toBe(true);
    expect(existsSync(lockFile)).toBe(false);
  });
});
