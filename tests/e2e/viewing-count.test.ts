// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newShopper, quietNetwork } from './browser';
import { freePort, startShopProcess, type ShopProcess } from './shop-process';

/**
 * The notification strip's 'N viewing' (docs/decisions/0241-viewing-count-real-or-off.md): off by
 * default, so no such text anywhere; on, the figure is the number of browsers on that product's page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const notification = (page: Page) => page.getByRole('complementary', { name: 'New product notification' });

describe('the viewing count', () => {
  it('is off by default: the notification shows, and no page says anyone is viewing', async () => {
    const { page, errors } = await newShopper(browser, 375);
    for (const where of ['/', '/Productdetail/1', '/Notification']) {
      await page.goto(where);
      await notification(page).first().waitFor();
      await quietNetwork(page);
      expect(await page.locator('body').innerText(), where).not.toMatch(/viewing/i);
    }
    // The shop refuses the count outright rather than answer a figure nobody asked it to show.
    expect((await fetch(`${baseUrl()}/api/product-viewers/1/`)).status).toBe(404);
    expect(errors).toEqual([]);
  });

  describe('switched on in shop.config.json', () => {
    let shop: ShopProcess;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-viewing-'));
      const config = path.join(dataDir, 'shop.config.json');
      writeFileSync(config, JSON.stringify({ viewingCount: { show: true, withinMinutes: 5 } }));
      shop = await startShopProcess(dataDir, await freePort(), { SHOP_CONFIG: config });
    }, 180_000);
    afterAll(async () => {
      await shop?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('counts exactly the shoppers on that product’s page', async () => {
      const latest = (await (await fetch(`${shop.baseUrl}/api/latest-collection/`)).json()) as { id: number }[];
      const productId = latest[0]!.id;
      const opened: BrowserContext[] = [];
      for (let i = 0; i < 3; i++) {
        const context = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 1280, height: 900 } });
        opened.push(context);
        const page = await context.newPage();
        const reported = page.waitForResponse(
          (r) => r.url().endsWith(`/api/product-viewers/${productId}/`) && r.request().method() === 'POST',
        );
        await page.goto(`/Productdetail/${productId}`);
        expect((await reported).status()).toBe(204);
      }
      const counted = (await (await fetch(`${shop.baseUrl}/api/product-viewers/${productId}/`)).json()) as {
        viewing: number;
      };
      expect(counted).toEqual({ viewing: 3 });

      // A fourth shopper on the home page; its notification picks the first latest product.
      const context = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 375, height: 812 } });
      opened.push(context);
      await context.addInitScript(() => {
        Math.random = () => 0;
      });
      const page = await context.newPage();
      await page.goto('/');
      await expect
        .poll(() => notification(page).innerText(), { timeout: 15_000 })
        .toContain(`ID: ${productId} · 3 viewing`);
      await page.screenshot({ path: path.join(dataDir, 'viewing-on.png') });
      for (const c of opened) await c.close();
    });
  });
});
