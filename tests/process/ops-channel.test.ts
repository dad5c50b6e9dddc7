// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config/env';
import { migrateDatabase, openDatabase, queryRows } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import type { TestShop } from '../api/helper';
import { placeAndPay } from '../api/order-tracking-helpers';
import { makeProduct, newClient } from '../api/shop-helpers';
import { ready, scratch, type ShopProcess } from './shop-process';

/**
 * `npm run shop` while the shop runs on PGlite: every command goes through the shop's channel
 * (DATA_DIR/run/shop.sock) and runs in the shop's process. One shop for the whole file.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const box = scratch();
/** The operator's working directory: not the shop's, so relative file names must follow the operator. */
const work = path.join(box.dir, 'operator');
const socketPath = path.join(box.dataDir, 'run', 'shop.sock');
let shop: ShopProcess;
let product: number;
const orders: { ship: string; invoice: string; review: string } = { ship: '', invoice: '', review: '' };
let messageId: number;

/** Runs the tool as an operator would, from `work`; resolves with its exit status and output. */
function tool(...argv: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'server/operators/shop.ts'), ...argv], {
      cwd: work,
      env: { ...process.env, DATA_DIR: box.dataDir, DATABASE_URL: '', PORT: '8080' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

/** One raw request on the channel, as any local program could send it; the reply lines parsed. */
function rawRequest(line: string): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (text += c));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve(
        text
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      ),
    );
    socket.write(line);
  });
}

const api = async (p: string) => {
  const response = await fetch(`http://127.0.0.1:${shop.port}${p}`);
  return { status: response.status, text: await response.text() };
};
const stockOnApi = async (id: number) =>
  (JSON.parse((await api(`/api/product-detail/${id}/`)).text) as { stock_details: { stock_quantity: number } })
    .stock_details.stock_quantity;

beforeAll(async () => {
  mkdirSync(work);
  mkdirSync(box.dataDir);
  // A page shell with a head and a body, so the server embeds its page data as it does in the real build.
  writeFileSync(
    path.join(box.distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>shop</title></head><body><div id="root"></div></body></html>',
  );
  // Orders in each state the commands need, made through the shop's own code before it runs (one of
  // them needs a payment of the wrong amount, which only a provider can send).
  const config = { ...loadConfig({ DATA_DIR: box.dataDir, RATE_LIMIT: 'false' }), reconcileIntervalMs: 0 };
  const database = await openDatabase({ dataDir: path.join(box.dataDir, 'pgdata') });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const before = { app, database, baseUrl: `http://127.0.0.1:${port}` } as unknown as TestShop;
    product = (await makeProduct(before, { price: '250.00', stock: 40 })).id;
    await database.db.execute(sql`UPDATE products SET hsn_code = '3005', gst_rate = 5 WHERE id = ${product}`);
    orders.ship = (await placeAndPay(before, newClient(before), product)).orderNo;
    orders.invoice = (await placeAndPay(before, newClient(before), product)).orderNo;
    orders.review = (await placeAndPay(before, newClient(before), product, 1, { pay: false })).orderNo;
    const [review] = await queryRows<{ provider_order_id: string }>(
      database.db,
      sql`SELECT provider_order_id FROM orders WHERE order_no = ${orders.review}`,
    );
    expect(await app.orders.markPaid(review!.provider_order_id, 'pay_wrongamount', 100, undefined)).toBe('flagged');
    await database.db.execute(
      sql`INSERT INTO newsletter_subscribers (email, consent_ip) VALUES ('ops-channel@example.com', '203.0.113.5')`,
    );
    [{ id: messageId }] = (await queryRows<{ id: number }>(
      database.db,
      sql`INSERT INTO contact_messages (name, email, mobile, message) VALUES ('Asha', 'asha@example.com', '9876543210', 'Where is my order?') RETURNING id`,
    )) as [{ id: number }];
    await app.orders.settled();
    await app.close();
  } finally {
    await database.close();
  }
  shop = await box.start({ env: { LOG_LEVEL: 'info' }, seeded: true });
  expect(await ready(shop), shop.stderr()).toBe('ready');
  // The channel opens right after the port: wait for its socket.
  for (let i = 0; i < 100 && !existsSync(socketPath); i++) await new Promise((r) => setTimeout(r, 50));
}, 180_000);

afterAll(() => box.cleanup());

describe('the operators’ tool while the shop runs on PGlite', () => {
  it('runs every command through the running shop, with its output, exit status and the operator’s files', async () => {
    const mailDir = path.join(box.dataDir, 'mail');
    const mailsBefore = new Set(existsSync(mailDir) ? readdirSync(mailDir) : []);
    type Step = [argv: string[], code: number, out: RegExp];
    // Phases of commands sent at once (operators at several terminals); each phase needs the one before.
    const phases: Step[][] = [
      [
        [['orders', 'list'], 0, new RegExp(orders.ship)],
        [['orders', 'list', '--flagged'], 0, new RegExp(`${orders.review}: amount mismatch`)],
        [['orders', 'show', orders.ship], 0, new RegExp(`Order ${orders.ship}: paid`)],
        [['invoice', orders.invoice, '--out', 'invoice.pdf'], 0, /Wrote .*operator\/invoice\.pdf/],
        [['catalogue', 'export', 'products', '--format', 'csv', '--file', 'products.csv'], 0, /Exported \d+ products/],
        [['catalogue', 'export', 'coupons', '--file', 'coupons.json'], 0, /Exported \d+ coupons/],
        [['coupons', 'add', 'OPSCHAN10', '--type', 'percentage', '--value', '10'], 0, /Coupon OPSCHAN10 added/],
        [['messages', 'list'], 0, /Asha/],
        [['messages', 'show', String(messageId)], 0, /Where is my order\?/],
        [['subscribers', 'list'], 0, /ops-channel@example\.com/],
        [['subscribers', 'export', '--file', 'subscribers.csv'], 0, /Exported \d+ subscriber/],
        [['mail', 'list'], 0, /./],
        [['help'], 0, /stock low \[--below N\]/],
        // Refusals come back with their status and message, as from a terminal.
        [['orders', 'show', 'ZZZZ2222'], 1, /^$/],
      ],
      [
        [
          [
            'orders',
            'ship',
            orders.ship,
            '--tracking-number',
            'TN123',
            '--tracking-url',
            'https://track.example/TN123',
          ],
          0,
          /is shipped: TN123[\s\S]*E-mailed/,
        ],
        [['orders', 'accept', orders.review, '--note', 'customer paid the rest by UPI'], 0, /is paid/],
        [['catalogue', 'import', 'products', '--file', 'products.csv'], 0, /Imported \d+ products/],
        [['catalogue', 'import', 'coupons', '--file', 'coupons.json'], 0, /Imported \d+ coupons/],
        [['coupons', 'disable', 'OPSCHAN10'], 0, /Coupon OPSCHAN10 disabled/],
        [['subscribers', 'remove', 'ops-channel@example.com'], 0, /ops-channel@example\.com/],
      ],
      [
        [['orders', 'deliver', orders.ship], 0, new RegExp(`Order ${orders.ship} is delivered`)],
        [['payments', 'reconcile'], 0, /Asked the provider about \d+ order/],
        [['mail', 'retry'], 0, /./],
        [['stock', 'set', String(product), '3'], 0, /→ 3 \(counted\)\./],
        [['stock', 'set', String(product), '-4'], 1, /^$/],
      ],
      [
        [['stock', 'history', String(product)], 0, /on hand now 3\./],
        [['stock', 'low'], 0, new RegExp(`^\\s*${product}\\s`, 'm')],
      ],
    ];
    for (const phase of phases) {
      const runs = await Promise.all(phase.map(([argv]) => tool(...argv)));
      for (const [i, [argv, code, pattern]] of phase.entries()) {
        const run = runs[i]!;
        expect(run.code, `${argv.join(' ')}: ${run.err}`).toBe(code);
        if (code !== 0) expect(run.err).toMatch(/\S/);
        expect(run.out, `${argv.join(' ')}: ${run.err}`).toMatch(pattern);
      }
    }
    // Through the shop, not beside it: it logged each command, and never released its database.
    expect(shop.stdout()).toMatch(/"command":"orders ship","msg":"operator command"/);
    expect(shop.child.exitCode).toBeNull();
    // Files named relative to the operator's directory are there, not in the shop's.
    expect(readFileSync(path.join(work, 'invoice.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    for (const name of ['products.csv', 'coupons.json', 'subscribers.csv'])
      expect(statSync(path.join(work, name)).size).toBeGreaterThan(20);
    expect(existsSync(path.join(root, 'products.csv'))).toBe(false);
    // The shipping e-mail links to the shop's own port, never to the PORT the tool was given.
    const shipped = readdirSync(mailDir)
      .filter((f) => !mailsBefore.has(f))
      .map((f) =>
        readFileSync(path.join(mailDir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .find((text) => text.includes('TN123'));
    expect(shipped).toContain(`http://localhost:${shop.port}/Trackorder?orderNo=${orders.ship}`);
    expect(shipped).not.toContain('localhost:8080');
  }, 120_000);

  it('shows `stock set` on the product’s API answer and its page’s HTML page data at once', async () => {
    // Both cached first, so a stale cache would show.
    const before = await stockOnApi(product);
    await api(`/Productdetail/${product}`);
    const target = before === 17 ? 18 : 17;
    const run = await tool('stock', 'set', String(product), String(target));
    expect(run.code, run.err).toBe(0);
    const changedAt = Date.now();
    let seen = { api: 0, page: '' };
    while (Date.now() - changedAt < 1000) {
      seen = { api: await stockOnApi(product), page: (await api(`/Productdetail/${product}`)).text };
      if (seen.api === target && seen.page.includes(`"stock_quantity":${target}`)) break;
    }
    expect(seen.api).toBe(target);
    const pageData = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(seen.page)?.[1];
    expect(pageData).toContain(`"stock_quantity":${target}`);
    expect(Date.now() - changedAt).toBeLessThan(1000);
  });

  it('refuses a client without the shop’s token, and any other user; it is no TCP port', async () => {
    const wrong = await rawRequest(
      `${JSON.stringify({ token: 'guess', argv: ['stock', 'set', String(product), '999'], cwd: '/' })}\n`,
    );
    expect(wrong).toEqual([{ err: expect.stringMatching(/wrong channel token/) }, { exit: 2 }]);
    expect(await rawRequest('not json\n')).toEqual([{ err: expect.stringMatching(/not JSON/) }, { exit: 2 }]);
    expect(await stockOnApi(product)).not.toBe(999);
    // Owner-only: the folder 0700, the socket and its token 0600.
    expect(statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(box.dataDir, 'run', 'shop.token')).mode & 0o777).toBe(0o600);
    if (process.getuid?.() === 0) {
      // Another user (nobody) is stopped by the kernel before the shop reads a byte.
      const other = spawnSync(
        'setpriv',
        [
          '--reuid=65534',
          '--regid=65534',
          '--clear-groups',
          process.execPath,
          '-e',
          `require('net').connect(${JSON.stringify(socketPath)}).on('connect', () => { console.log('connected'); process.exit(0); }).on('error', (e) => { console.log(e.code); process.exit(0); })`,
        ],
        { encoding: 'utf8', timeout: 10_000 },
      );
      expect(other.stdout.trim()).toBe('EACCES');
    }
    // The shop's only TCP listener is its HTTP port.
    const listening = spawnSync('ss', ['-Hltnp'], { encoding: 'utf8' }).stdout.split('\n');
    const mine = listening.filter((l) => l.includes(`pid=${shop.child.pid},`));
    expect(mine.map((l) => l.split(/\s+/)[3])).toEqual([`127.0.0.1:${shop.port}`]);
  });

  it('opens the database itself when the shop is gone, even past a socket left by a killed shop', async () => {
    shop.child.kill('SIGKILL');
    await shop.exited;
    expect(existsSync(socketPath)).toBe(true);
    const run = await tool('stock', 'history', String(product));
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/on hand now \d+\./);
  });
});
