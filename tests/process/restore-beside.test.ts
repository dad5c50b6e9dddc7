// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FakeRazorpay } from '../../bench/fault-tools';
import { buyableProducts, checkout } from '../../bench/shoppers';
import { freePort, ready, scratch, type ShopProcess } from './shop-process';

/**
 * A test restore beside the running shop, with the same settings (one `.env`: the live SMTP server and
 * Razorpay account): the restored copy sends no e-mail and asks no payment provider, and says so;
 * the live shop goes on asking its provider as before (server/config/restored-copy.ts).
 */
const root = path.resolve(import.meta.dirname, '../..');
const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const box = scratch();
const work = path.join(box.dir, 'operator');
mkdirSync(work);
const copyDir = path.join(box.dir, 'restore-test');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An SMTP server that counts who connects and greets them, then hangs up: no copy may reach it. */
async function countingSmtp(): Promise<{ port: number; connections: () => number; close: () => void }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.end('421 test server: no mail here\r\n');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, connections: () => connections, close: () => server.close() };
}

const mails = (dataDir: string) =>
  existsSync(path.join(dataDir, 'mail')) ? readdirSync(path.join(dataDir, 'mail')).length : 0;

let razorpay: FakeRazorpay;
let smtp: Awaited<ReturnType<typeof countingSmtp>>;
afterAll(async () => {
  box.cleanup();
  await razorpay?.close();
  smtp?.close();
});

function tool(env: Record<string, string | undefined>, ...argv: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'server/operators/shop.ts'), ...argv], {
      cwd: work,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

describe('a restore beside the running shop', () => {
  it('sends no e-mail and asks no payment provider, and says so', async () => {
    razorpay = await FakeRazorpay.start();
    smtp = await countingSmtp();
    // The one .env both run with, but for DATA_DIR and the caller's name in the provider's path.
    const settings = (caller: string, dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'j'.repeat(40),
      LOG_LEVEL: 'info',
      RAZORPAY_API_BASE: `http://127.0.0.1:${razorpay.port}/${caller}`,
      RAZORPAY_KEY_ID: 'rzp_test_restore',
      RAZORPAY_KEY_SECRET: 'restore-secret',
      PAYMENT_SANDBOX: 'false',
      RECONCILE_INTERVAL_MS: '200',
      RETENTION_INTERVAL_MS: '200',
      // These processes are the shop itself: their jobs run as in production.
      VITEST: undefined,
    });
    // The live shop sends its mail to files (the counting server hangs up on it); the copy is given
    // the SMTP server, which it must never connect to.
    const live: ShopProcess = await box.start({
      env: { ...settings('live', box.dataDir), MAIL_OUTBOX: 'true' },
      seeded: true,
    });
    let copy: ShopProcess | undefined;
    try {
      expect(await ready(live), live.stderr()).toBe('ready');
      const base = `http://127.0.0.1:${live.port}`;
      const products = await buyableProducts(base);
      for (let i = 0; i < 3; i++) {
        const placed = await checkout(base, products[i]!, { pay: false });
        expect(placed.orderNo, JSON.stringify(placed.answers.at(-1))).toBeTruthy();
      }
      // The live shop's reconciler asks its provider about the orders waiting for payment.
      await expect
        .poll(() => razorpay.paymentFetches.filter((f) => f.caller === 'live').length, { timeout: 10_000 })
        .toBeGreaterThan(0);

      const backup = await tool(settings('live', box.dataDir), 'backup', '--file', 'shop.tar.gz');
      expect(backup.code, backup.err).toBe(0);
      const copyEnv = { ...settings('copy', copyDir), SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
      const restored = await tool(copyEnv, 'restore', '--file', 'shop.tar.gz');
      expect(restored.code, restored.err).toBe(0);
      expect(restored.out).toMatch(
        /Restored as a copy: DATA_DIR is a restored copy \(RESTORED-COPY\.txt\): e-mails are written to DATA_DIR\/mail\/ and not sent, payments go to the sandbox, never the live Razorpay account, and the payment reconciler and the other scheduled jobs are off\./,
      );
      expect(existsSync(path.join(copyDir, 'RESTORED-COPY.txt'))).toBe(true);

      copy = await box.start({ env: copyEnv });
      expect(await ready(copy), copy.stderr()).toBe('ready');
      expect(copy.stdout()).toContain('Restored copy: this DATA_DIR is a restored copy');
      // The same .env's Razorpay keys: the live shop takes payments with them, the copy in the sandbox.
      // (The Content-Security-Policy names Razorpay Checkout's origins only while Razorpay takes payments.)
      const razorpayOn = async (port: number) =>
        /razorpay/.test((await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy') ?? '');
      expect(await razorpayOn(live.port)).toBe(true);
      expect(await razorpayOn(copy.port)).toBe(false);
      // A message that e-mails the shop, through the copy: it goes to the copy's outbox.
      const mailBefore = mails(copyDir);
      const sent = await fetch(`http://127.0.0.1:${copy.port}/api/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Test Restore',
          email: 'asha@example.in',
          mobile: '9876543210',
          message: 'Is this the live shop?',
        }),
      });
      expect(sent.status, await sent.text()).toBeLessThan(300);
      await expect.poll(() => mails(copyDir)).toBeGreaterThan(mailBefore);
      // And an operator's command on the copy says what it is.
      const listed = await tool(copyEnv, 'orders', 'list');
      expect(listed.err).toMatch(/Note: this DATA_DIR is a restored copy/);

      const liveCalls = razorpay.paymentFetches.filter((f) => f.caller === 'live').length;
      await sleep(2000); // ten reconciler intervals
      expect(razorpay.paymentFetches.filter((f) => f.caller === 'copy')).toEqual([]);
      expect(smtp.connections()).toBe(0);
      expect(razorpay.paymentFetches.filter((f) => f.caller === 'live').length).toBeGreaterThan(liveCalls);
    } finally {
      for (const shop of [live, copy]) shop?.child.kill('SIGTERM');
      await Promise.all([live, copy].map((s) => s?.exited));
    }
  }, 300_000);
});
