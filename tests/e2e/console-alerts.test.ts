// @vitest-environment node
/**
 * The console's Coupons, Customers' requests and Alerts screens on a phone (360 × 780) in Chromium,
 * against a shop process of its own: the owner adds a coupon and the storefront's GET /api/coupen/
 * lists it at once, then disables it; a support person logs a contact message as an erasure request,
 * which Today lists once it is within 7 days of its deadline, and marks it done; each person's Alerts
 * screen offers only what their role may get. axe finds nothing at 360 and 1280 px. Screenshots go to
 * SHOTS_DIR when set.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../api/browser-client';
import { enrol } from '../api/staff-helpers';
import { launchChromium } from '../../scripts/chromium';
import { axe } from './console-axe';
import { openConsole, layoutProblems } from './console-page';
import { root, startShopProcess, type ShopProcess } from './shop-process';

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR;
/** A port of its own (console-orders 18810, console-passkeys 18830, console-stock 18850). */
const PORT = Number(process.env.CONSOLE_ALERTS_E2E_PORT ?? 18910);
const origin = `http://localhost:${PORT}`;
type Role = 'owner' | 'packer' | 'support';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-console-alerts-'));
let shop: ShopProcess;
let browser: Browser;
const staff = {} as Record<Role, BrowserClient>;

async function invite(email: string, role: Role): Promise<string> {
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
  for (const role of ['owner', 'packer', 'support'] as const) {
    const client = new BrowserClient(origin, '127.0.0.1');
    await enrol(client, origin, await invite(`${role}@shop.example`, role));
    staff[role] = client;
  }
  const guest = new BrowserClient(origin, '198.51.100.7');
  await guest.get('/api/categories/');
  const sent = await guest.post('/api/contact/', {
    name: 'Meera Iyer',
    email: 'meera@example.in',
    mobile: '9876543210',
    address: '',
    message: 'Please delete my account and everything you hold about me.',
  });
  if (sent.status !== 201) throw new Error(`contact: ${sent.status} ${JSON.stringify(sent.body)}`);
  // A request logged by hand 85 days ago: 5 days left, so Today lists it.
  const old = await staff.owner.post(
    '/api/admin/data-requests',
    {
      kind: 'access',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      note: 'Letter received at the shop.',
      receivedAt: new Date(Date.now() - 85 * 86_400_000).toISOString(),
    },
    { 'idempotency-key': 'e2e-old-request' },
  );
  if (old.status !== 200) throw new Error(`request: ${old.status} ${JSON.stringify(old.body)}`);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function consoleAs(role: Role, width: 360 | 1280 = 360) {
  return openConsole(browser, origin, staff[role].jar, width);
}

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

describe('coupons, customers’ requests and alerts from a phone', () => {
  it('the owner adds a coupon; the storefront lists it at once; disabling takes it off', async () => {
    const { context, page, errors } = await consoleAs('owner');
    await page.goto('/admin/more');
    await page.getByRole('link', { name: 'Coupons' }).click();
    await page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Coupons, active first' }).waitFor();
    await page.getByLabel('Code').fill('DIWALI15');
    await page.getByLabel('Per cent off').fill('150');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    await page.getByText('A percentage coupon cannot take off more than 100%.').waitFor();
    await page.getByLabel('Per cent off').fill('15');
    await page.getByLabel('Minimum order (₹)').fill('999');
    await page.getByLabel('Most uses (optional)').fill('100');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    await page.getByText('Coupon DIWALI15 added: 15% off orders of ₹999.00 or more.').waitFor();
    const card = page.getByRole('article', { name: 'DIWALI15' });
    await card.getByText('Live').waitFor();
    const listed = await fetch(`${origin}/api/coupen/`).then((r) => r.json() as Promise<{ coupen_code: string }[]>);
    expect(listed.map((c) => c.coupen_code)).toContain('DIWALI15');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'coupons-360');
    expect(await axe(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);

    await card.getByRole('button', { name: 'Disable DIWALI15' }).click();
    await page.getByRole('article', { name: 'DIWALI15' }).getByText('Disabled').waitFor();
    const after = await fetch(`${origin}/api/coupen/`).then((r) => r.json() as Promise<{ coupen_code: string }[]>);
    expect(after.map((c) => c.coupen_code)).not.toContain('DIWALI15');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('support logs a message as an erasure request, sees the queue by deadline, Today lists the one due soon', async () => {
    const { context, page, errors } = await consoleAs('support');
    await page.goto('/admin/more/messages');
    await page.getByRole('button', { name: 'Log as data request: Meera Iyer' }).click();
    await page.getByRole('radio', { name: 'Erase their data' }).check();
    await shot(page, 'messages-log-request-360');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Log request' }).click();
    await page.getByText(/Logged as request #\d+, due/).waitFor();

    await page.goto('/admin/more');
    await page.getByRole('link', { name: 'Customers’ requests' }).click();
    const queue = page.getByRole('list', { name: 'Requests, soonest deadline first' });
    await queue.waitFor();
    const titles = await queue.getByRole('article').locator('h2').allTextContents();
    expect(titles).toEqual(['See their data: Ravi Kumar', 'Erase their data: Meera Iyer']);
    await page.getByText('2 open.').waitFor();
    await shot(page, 'requests-360');
    expect(await axe(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);

    await page.goto('/admin/');
    const due = page.getByRole('list', { name: 'Requests due soon' });
    await due.waitFor();
    expect(await due.getByRole('link').allTextContents()).toEqual([
      expect.stringMatching(/Ravi Kumar \(access\)\s*due in 5 days/),
    ]);
    await shot(page, 'today-requests-360');
    expect(await axe(page)).toEqual([]);

    await page.goto('/admin/more/requests');
    await page.getByRole('button', { name: 'Mark done: Ravi Kumar' }).click();
    await page.getByText('1 open.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('each person’s Alerts offer what their role may get; a packer saves quiet hours', async () => {
    const { context, page, errors } = await consoleAs('packer');
    await page.goto('/admin/more');
    await page.getByRole('link', { name: 'Alerts' }).click();
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    // The heading comes before the person's settings: the boxes appear once those are read.
    const boxes = () => page.getByRole('group', { name: 'Alert me about' }).locator('label').allTextContents();
    await expect.poll(boxes, { timeout: 10_000 }).toEqual(['A new paid order', 'Stock low or sold out']);
    await page.getByLabel('Quiet from').fill('22:00');
    await page.getByLabel('Quiet until').fill('07:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await shot(page, 'alerts-packer-360');
    expect(await axe(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    const saved = await staff.packer.get('/api/admin/alerts/settings');
    expect(saved.body).toMatchObject({ quietFrom: 1320, quietUntil: 420 });
    expect(errors).toEqual([]);
    await context.close();

    const owner = await consoleAs('owner');
    await owner.page.goto('/admin/more/alerts');
    await expect
      .poll(() => owner.page.getByRole('group', { name: 'Alert me about' }).locator('label').count(), {
        timeout: 10_000,
      })
      .toBe(5);
    await shot(owner.page, 'alerts-owner-360');
    // The console's worker is there to register, and the storefront's page never names it.
    const home = await fetch(`${origin}/`).then((r) => r.text());
    expect(home).not.toContain('alerts-sw');
    await owner.context.close();
  });

  it('axe finds nothing at 1280 px either', async () => {
    const { context, page } = await consoleAs('owner', 1280);
    for (const url of ['/admin/more/coupons', '/admin/more/requests', '/admin/more/alerts', '/admin/']) {
      await page.goto(url);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axe(page), url).toEqual([]);
    }
    await context.close();
  });
});
