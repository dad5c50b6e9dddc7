// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ready, scratch, type ShopProcess } from './shop-process';
import { buyableProducts, call, checkout } from '../../bench/shoppers';

/**
 * `npm run shop -- backup` of a running PGlite shop (through its channel, with checkouts going on), then
 * `restore` into a fresh DATA_DIR, and the shop started there: orders, invoices, photos and e-mails all
 * back, no stale lock; a second restore onto it is refused without --force.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const box = scratch();
const work = path.join(box.dir, 'operator');
mkdirSync(work);
afterAll(() => box.cleanup());

function tool(dataDir: string, ...argv: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'server/operators/shop.ts'), ...argv], {
      cwd: work,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

const mailFiles = (dataDir: string) =>
  existsSync(path.join(dataDir, 'mail')) ? readdirSync(path.join(dataDir, 'mail')) : [];

describe('backup and restore of a running shop on PGlite', () => {
  it('backs up while shoppers check out, restores into a fresh DATA_DIR, and the restored shop has everything', async () => {
    let shop: ShopProcess = await box.start({ seeded: true });
    expect(await ready(shop), shop.stderr()).toBe('ready');
    const base = `http://127.0.0.1:${shop.port}`;
    const products = await buyableProducts(base);
    const paid: string[] = [];
    for (let i = 0; i < 3; i++) {
      const done = await checkout(base, products[i]!, { pay: true });
      expect(done.paid, JSON.stringify(done.answers.at(-1))).toBe(true);
      paid.push(done.orderNo!);
    }
    const invoice = await tool(box.dataDir, 'invoice', paid[0]!, '--out', 'invoice.pdf');
    expect(invoice.code, invoice.err).toBe(0);
    const photo = path.join(work, 'jar.jpg');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c08040' } })
      .jpeg()
      .toFile(photo);
    const added = await tool(box.dataDir, 'photos', 'add', String(products[0]), 'jar.jpg');
    expect(added.code, added.err).toBe(0);
    const photoUrl = /\/media\/photo-[^\s]+/.exec(
      (await tool(box.dataDir, 'photos', 'list', String(products[0]))).out,
    )?.[0];
    expect(photoUrl).toBeTruthy();
    const mailBefore = mailFiles(box.dataDir);
    expect(mailBefore.length).toBeGreaterThanOrEqual(3);

    // Shoppers keep checking out while the backup is taken.
    let stop = false;
    const during: string[] = [];
    const load = (async () => {
      for (let i = 0; !stop; i++) {
        const done = await checkout(base, products[i % products.length]!, { pay: i % 2 === 0 });
        if (done.orderNo) during.push(done.orderNo);
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const backup = await tool(box.dataDir, 'backup', '--file', 'shop.tar.gz');
    stop = true;
    await load;
    expect(backup.code, backup.err).toBe(0);
    expect(backup.out).toMatch(
      /Backup written to .*operator\/shop\.tar\.gz: [\d.]+ MB in [\d.]+ s \(PGlite; \d+ orders, 1 invoices, \d+ products, 1 photos, \d+ e-mail files\)/,
    );
    const file = path.join(work, 'shop.tar.gz');
    expect(statSync(file).mode & 0o077).toBe(0);

    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);

    // Refused while a shop runs on the target; into a fresh DATA_DIR it works.
    const fresh = path.join(box.dir, 'restored');
    const restored = await tool(fresh, 'restore', '--file', 'shop.tar.gz');
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(/Restored .* 1 invoices, \d+ products, 1 photos/);
    expect(existsSync(path.join(fresh, 'pgdata.lock'))).toBe(false);
    for (const name of mailBefore) expect(mailFiles(fresh)).toContain(name);

    shop = await box.start({ env: { DATA_DIR: fresh } });
    expect(await ready(shop), shop.stderr()).toBe('ready');
    const again = `http://127.0.0.1:${shop.port}`;
    const refused = await tool(fresh, 'restore', '--file', 'shop.tar.gz');
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/A shop is running on DATA_DIR/);
    for (const orderNo of paid) {
      const shown = await tool(fresh, 'orders', 'show', orderNo);
      expect(shown.out).toMatch(new RegExp(`Order ${orderNo}: paid`));
    }
    expect((await tool(fresh, 'orders', 'show', paid[0]!)).out).toMatch(/Invoice\s*:?\s*\S+\/\d{4}-\d{2}\/\d{5}/i);
    const image = await call(again, 'GET', photoUrl!);
    expect(image.status).toBe(200);
    // Orders placed during the backup are there up to the moment it was taken: the last one it saw is,
    // and an order is never half there (its lines, stock movements and status go together).
    // One listing, not one tool process per order: each start of the tool costs a second or two.
    const listing = await tool(fresh, 'orders', 'list', '--limit', '10000');
    expect(listing.code, listing.err).toBe(0);
    const listed = new Set(listing.out.split('\n').map((line) => line.split(/\s+/)[0]));
    const kept = during.filter((orderNo) => listed.has(orderNo));
    expect(during.slice(0, kept.length)).toEqual(kept);
    if (kept.length) {
      const last = await tool(fresh, 'orders', 'show', kept.at(-1)!);
      expect(last.code, last.err).toBe(0);
      expect(last.out).toMatch(new RegExp(`Order ${kept.at(-1)}: `));
    }
    const ledger = await tool(fresh, 'stock', 'history', String(products[0]));
    expect(ledger.code, ledger.err).toBe(0);

    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    const notEmpty = await tool(fresh, 'restore', '--file', 'shop.tar.gz');
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.err).toMatch(/already holds a shop \(\d+ orders, \d+ products, 0 accounts\)\. .*--force/);
    const forced = await tool(fresh, 'restore', '--file', 'shop.tar.gz', '--force');
    expect(forced.code, forced.err).toBe(0);
    expect(forced.out).toMatch(/What was there before is in .*before-restore-/);
  }, 600_000);
});
