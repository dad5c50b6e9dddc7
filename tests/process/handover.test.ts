// @vitest-environment node
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buyableProducts, call, checkout, type Answer } from '../../bench/shoppers';
import { NGINX, startNginx } from './nginx';
import { freePort, ready, scratch, type ShopProcess } from './shop-process';

/**
 * An upgrade of a single-process shop on PGlite without downtime, as docs/deploy.md ("Upgrades") gives
 * it: nginx (deploy/nginx-shop.conf, its two upstream ports) in front; the new process starts on the
 * other port with TAKE_OVER=true, holds the requests nginx sends it, the old one drains and stops, and
 * the new one answers. Done twice (there and back) while shoppers browse and check out.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const box = scratch();
afterAll(() => box.cleanup());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tool(...argv: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'server/operators/shop.ts'), ...argv], {
      cwd: box.dir,
      env: { ...process.env, DATA_DIR: box.dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.once('close', (code) => resolve({ code, out }));
  });
}

describe.runIf(NGINX)('upgrading a single PGlite process behind nginx', () => {
  it('hands over to a new process twice under load with no failed request', async () => {
    const ports = [await freePort(), await freePort()];
    const nginx = await startNginx(path.join(box.dir, 'nginx'), ports);
    const base = `https://127.0.0.1:${nginx.tlsPort}`;
    const env = { TRUST_PROXY: '127.0.0.1' };
    const processes: ShopProcess[] = [await box.start({ port: ports[0], env, seeded: true })];
    try {
      expect(await ready(processes[0]!), processes[0]!.stderr()).toBe('ready');
      const products = (await buyableProducts(base)).slice(0, 8);

      const answers: (Answer & { ms: number })[] = [];
      const placed: string[] = [];
      const paid: string[] = [];
      let stop = false;
      const shopper = async (n: number) => {
        for (let i = 0; !stop; i++) {
          const began = Date.now();
          if ((i + n) % 4 === 0) {
            const done = await checkout(base, products[(i + n) % products.length]!, { pay: true });
            answers.push(...done.answers.map((a) => ({ ...a, ms: 0 })));
            if (done.orderNo) placed.push(done.orderNo);
            if (done.paid) paid.push(done.orderNo!);
          } else {
            const url = [
              '/api/categories/',
              `/api/product-detail/${products[i % products.length]}/`,
              '/Latestcollection',
            ][i % 3]!;
            const answer = await call(base, 'GET', url);
            answers.push({ ...answer, ms: Date.now() - began });
          }
        }
      };
      const load = Promise.all(Array.from({ length: 6 }, (_, n) => shopper(n)));
      await sleep(2000);

      const handovers: string[] = [];
      for (const round of [1, 2]) {
        const old = processes.at(-1)!;
        const began = Date.now();
        const next = await box.start({ port: ports[round % 2], env: { ...env, TAKE_OVER: 'true' } });
        processes.push(next);
        expect(await old.exited, old.stderr() + old.stdout().slice(-1500)).toBe(0);
        const oldGone = Date.now() - began;
        expect(await ready(next), next.stderr()).toBe('ready');
        handovers.push(
          `handover ${round}: old process gone after ${oldGone} ms, new one answering after ${Date.now() - began} ms`,
        );
        // The new process serves the shoppers for a moment before the next handover.
        await sleep(1000);
      }
      stop = true;
      await load;

      const deadline = answers.filter((a) => a.status === 503 && a.headers?.['retry-after']);
      const failed = answers.filter((a) => a.status === 0 || (a.status >= 500 && !deadline.includes(a)));
      expect(
        failed.map((a) => `${a.status} ${a.error ?? JSON.stringify(a.body).slice(0, 120)}`),
        nginx.errorLog().slice(-3000),
      ).toEqual([]);
      expect(deadline.length).toBeLessThanOrEqual(Math.max(2, answers.length / 500));
      expect(paid.length).toBeGreaterThan(3);
      expect(paid.length).toBe(placed.length);
      const list = await tool('orders', 'list', '--status', 'paid', '--limit', '10000');
      for (const orderNo of paid) expect(list.out).toContain(orderNo);
      const slowest = Math.max(...answers.map((a) => a.ms));
      console.log(
        `handover: ${answers.length} requests through nginx, ${placed.length} orders placed and paid, ${failed.length} failed, ` +
          `${deadline.length} answered 503 at a deadline, slowest browsing request ${slowest} ms\n  ${handovers.join('\n  ')}`,
      );
    } finally {
      if (process.env.TOPOLOGY_LOGS) {
        const { writeFileSync } = await import('node:fs');
        writeFileSync(`${process.env.TOPOLOGY_LOGS}-access.log`, nginx.accessLog());
        writeFileSync(`${process.env.TOPOLOGY_LOGS}-error.log`, nginx.errorLog());
        writeFileSync(
          `${process.env.TOPOLOGY_LOGS}-shops.log`,
          processes.map((p) => p.stderr() + p.stdout()).join('\n----\n'),
        );
      }
      for (const shop of processes) shop.child.kill('SIGTERM');
      await Promise.all(processes.map((s) => s.exited));
      await nginx.stop();
    }
  }, 240_000);
});
