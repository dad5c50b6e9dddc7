import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { mailAbout } from './mail';
import { guestOrder } from './orders';
import { freePort, root, startShopProcess, type ShopProcess } from './shop-process';

const run = promisify(execFile);

// A shop of its own, on a DATA_DIR of its own: the operators' tool reaches it through the channel there.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-ship-'));
let port: number;
let shop: ShopProcess;
let browser: Browser;

beforeAll(async () => {
  port = await freePort();
  shop = await startShopProcess(dataDir, port);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the operator ships an order with `npm run shop` and the shopper sees it', () => {
  it('Shipped with the tracking number; copying shows Copied! and opens the tracking page', async () => {
    const context = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.baseUrl });
    const orderNo = await guestOrder(context);
    await mailAbout(orderNo, dataDir);

    // Handed to the running shop through its channel, as an operator runs it.
    const trackingUrl = `${shop.baseUrl}/Shippingpolicy?consignment=EK123456789IN`;
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/operators/shop.ts',
        'orders',
        'ship',
        orderNo,
        '--tracking-number',
        'EK123456789IN',
        '--tracking-url',
        trackingUrl,
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
    );
    expect(stdout).toContain(`Order ${orderNo} is shipped: EK123456789IN`);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`/Trackorder?orderNo=${orderNo}`);
    const card = page.getByRole('listitem').filter({ hasText: `Order ${orderNo}` });
    await card.getByRole('button', { name: 'Track your order' }).click();
    const dialog = page.getByRole('dialog', { name: `Track order ${orderNo}` });
    await expect.poll(() => dialog.getByTestId('tracking-status').textContent()).toBe('Shipped');
    expect(await dialog.getByTestId('tracking-number').textContent()).toBe('EK123456789IN');
    expect(await dialog.locator('.cc-track-step.is-complete').count()).toBe(2);

    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('EK123456789IN');
    const tab = await opened;
    expect(tab.url()).toBe(trackingUrl);
    // 'Copied!' lasts a second, then the button reads Copy again.
    await dialog.getByRole('button', { name: 'Copy' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
