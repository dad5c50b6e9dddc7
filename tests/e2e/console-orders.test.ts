// @vitest-environment node
/**
 * The console's order screens on a phone (360 × 780) in Chromium, against a shop process of its own:
 * an owner ships an order from Today in three taps, refunds a line after a step-up, prints today's
 * slips; a packer ships but sees no refund and the API refuses them one. axe finds nothing on each
 * screen and open state at 360 and 1280 px. Screenshots go to SHOTS_DIR when it is set.
 * Staff are invited with `npm run shop -- staff invite` and enrol over HTTP with a software passkey
 * and an authenticator code (tests/api/staff-helpers.ts); the browser gets their session cookie.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../api/browser-client';
import { enrol, totpCode, type Enrolled } from '../api/staff-helpers';
import { launchChromium } from '../../scripts/chromium';
import { axe } from './console-axe';
import { openConsole } from './console-page';
import { guestOrder } from './orders';
import { root, startShopProcess, type ShopProcess } from './shop-process';

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR;
/** A port of the console-orders range (tests/e2e use their own shops). */
const PORT = Number(process.env.CONSOLE_E2E_PORT ?? 18810);
const origin = `http://localhost:${PORT}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-console-'));
let shop: ShopProcess;
let browser: Browser;
const staff: Record<'owner' | 'packer', { client: BrowserClient; enrolled: Enrolled }> = {} as never;
const orders: string[] = [];

async function invite(email: string, role: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'server/operators/shop.ts', 'staff', 'invite', email, '--role', role],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(PORT) } },
  );
  const link = /https?:\/\/\S+\/admin\/invite#\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no invite link in: ${stdout}`);
  return link;
}

beforeAll(async () => {
  shop = await startShopProcess(dataDir, PORT);
  browser = await launchChromium();
  for (const role of ['owner', 'packer'] as const) {
    const client = new BrowserClient(origin, '127.0.0.1');
    const enrolled = await enrol(client, origin, await invite(`${role}@shop.example`, role));
    staff[role] = { client, enrolled };
  }
  const buyer = await browser.newContext({ baseURL: origin });
  for (let i = 0; i < 3; i++) orders.push(await guestOrder(buyer));
  await buyer.close();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function consoleAs(role: 'owner' | 'packer', width: 360 | 1280 = 360) {
  return openConsole(browser, origin, staff[role].client.jar, width);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('an owner runs the day’s orders from a phone', () => {
  it('ships an order from Today in three taps, refunds a line after a step-up, prints today’s slips', async () => {
    const { context, page, errors } = await consoleAs('owner');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Today' }).waitFor();
    await page.getByText('Orders to ship').waitFor();
    await shot(page, 'today-360');
    expect(await axe(page)).toEqual([]);

    // Shipping: from Today, tap the count, the order, fill two fields, tap Ship.
    const started = performance.now();
    let taps = 0;
    await page.getByRole('link', { name: /Orders to ship/ }).click();
    taps++;
    const card = page.locator(`a[href="/admin/orders/${orders[0]}"]`);
    await card.click();
    taps++;
    await page.getByLabel('Tracking number').fill('EZ123456789IN');
    await page.getByLabel('Tracking URL').fill('https://www.indiapost.gov.in/track?id=EZ123456789IN');
    await page.getByRole('button', { name: 'Ship order' }).click();
    taps++;
    await page.getByText(/Shipped\. Invoice .* issued/).waitFor();
    const seconds = (performance.now() - started) / 1000;
    console.log(`console ship from Today: ${taps} taps + 2 fields, ${seconds.toFixed(2)} s`);
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await shot(page, 'order-shipped-360');
    expect(await axe(page)).toEqual([]);

    // Refund a line: the step-up is older than 5 minutes on a real phone; here it is made so by the
    // server's clock only through the session's age, so the test asks for a fresh one explicitly.
    await page.getByRole('button', { name: 'Refund…' }).click();
    await page.getByRole('checkbox').first().check();
    await page.getByLabel('Reason (printed on the credit note)').fill('Crushed pack');
    await page.getByRole('switch', { name: 'Returned to stock' }).check();
    await shot(page, 'refund-form-360');
    expect(await axe(page)).toEqual([]);
    const stepUp = await page.evaluate(
      async (code) => {
        const r = await fetch('/api/admin/auth/step-up/code', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code }),
        });
        return r.status;
      },
      totpCode(staff.owner.enrolled.secret, Date.now() + 30_000),
    );
    expect([200, 204]).toContain(stepUp);
    await page.getByRole('button', { name: 'Show the credit note' }).click();
    const preview = page.getByRole('region', { name: 'Credit note to issue' });
    await preview.waitFor();
    await shot(page, 'refund-preview-360');
    expect(await axe(page)).toEqual([]);
    await preview.getByRole('button', { name: /^Refund ₹/ }).click();
    await page.getByText(/Refund of ₹.* (made|asked for)/).waitFor();
    await shot(page, 'order-refunded-360');

    // Today's slips: one PDF for every order still to ship, opened in a new tab.
    await page.goto('/admin/orders');
    await page.getByRole('list', { name: 'Orders, newest first' }).waitFor();
    await shot(page, 'orders-360');
    expect(await axe(page)).toEqual([]);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print today’s slips' }).click(),
    ]);
    await tab.waitForURL(/^blob:/);
    const slips = await page.request.get('/api/admin/slips/today.pdf');
    expect(slips.status()).toBe(200);
    expect(slips.headers()['content-type']).toBe('application/pdf');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe finds nothing at 1280 px either', async () => {
    const { context, page } = await consoleAs('owner', 1280);
    for (const url of ['/admin', '/admin/orders', `/admin/orders/${orders[1]}`]) {
      await page.goto(url);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axe(page), url).toEqual([]);
    }
    await page.getByRole('button', { name: 'Refund…' }).click();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'order-1280');
    await context.close();
  });
});

describe('a packer ships but cannot refund', () => {
  it('sees Ship and no Refund; the API answers 403 to a refund', async () => {
    const { context, page, errors } = await consoleAs('packer');
    await page.goto(`/admin/orders/${orders[2]}`);
    await page.getByRole('button', { name: 'Ship order' }).waitFor();
    await shot(page, 'order-packer-360');
    expect(await page.getByRole('button', { name: 'Refund…' }).count()).toBe(0);
    await page.getByLabel('Tracking number').fill('EZ987654321IN');
    await page.getByLabel('Tracking URL').fill('https://www.indiapost.gov.in/track?id=EZ987654321IN');
    await page.getByRole('button', { name: 'Ship order' }).click();
    await page.getByText(/Shipped\./).waitFor();
    expect(await page.getByRole('button', { name: 'Refund…' }).count()).toBe(0);
    expect(errors).toEqual([]);
    const refused = await page.evaluate(async (no) => {
      const r = await fetch(`/api/admin/orders/${no}/refund`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ lines: [{ line: 1 }], reason: 'x', returned: false }),
      });
      return { status: r.status, body: await r.json() };
    }, orders[2]);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Your role cannot/);
    await context.close();
  });
});
