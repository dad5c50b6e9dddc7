// @vitest-environment node
/**
 * The console's Stock and Messages screens on a phone (360 × 780) in Chromium, against a shop process
 * of its own: a packer receives 12 units (reason "received") and the product's history names them,
 * and the storefront's product API shows the new count; a support person marks a contact message
 * answered. axe finds nothing on each screen at 360 and 1280 px. Screenshots go to SHOTS_DIR when set.
 * Staff are invited with `npm run shop -- staff invite` and enrol over HTTP (tests/api/staff-helpers.ts).
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
/** A port of its own (tests/e2e/console-orders.test.ts has 18810, console-passkeys 18830). */
const PORT = Number(process.env.CONSOLE_STOCK_E2E_PORT ?? 18850);
const origin = `http://localhost:${PORT}`;
type Role = 'owner' | 'packer' | 'support';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-console-stock-'));
let shop: ShopProcess;
let browser: Browser;
const staff = {} as Record<Role, BrowserClient>;
let product: { id: number; name: string; stock: number };

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
  const listed = await staff.packer.get('/api/admin/stock?limit=500');
  const first = (
    listed.body.products as { id: number; name: string; stock: number | null; comingSoon: boolean }[]
  ).find((p) => p.stock !== null && !p.comingSoon)!;
  product = { id: first.id, name: first.name, stock: first.stock! };
  const guest = new BrowserClient(origin, '198.51.100.7');
  await guest.get('/api/categories/');
  for (const [name, message] of [
    ['Arjun Rao', 'Do you ship to Port Blair?'],
    ['Meera Iyer', 'Is the bio-cellulose dressing latex free?'],
  ] as const) {
    const sent = await guest.post('/api/contact/', {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
      mobile: '9876543210',
      address: '',
      message,
    });
    if (sent.status !== 201) throw new Error(`contact: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 180_000);

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

describe('stock and messages from a phone', () => {
  it('a packer receives 12 units (“received”) and the history names them; the storefront shows the count', async () => {
    const { context, page, errors } = await consoleAs('packer');
    await page.goto('/admin/more');
    await page.getByRole('link', { name: 'Stock' }).click();
    await page.getByRole('heading', { name: 'Stock', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Products' }).waitFor();
    await shot(page, 'stock-list-360', false); // 200 cards: the screen as a person sees it
    expect(await axe(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Low' }).click();
    await page.waitForURL(/filter=low/);
    await page.getByLabel('Product name or number').fill(String(product.id));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'All' }).click();
    await page.locator(`a[href="/admin/more/stock/${product.id}"]`).click();
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Received' }).check();
    await page.getByLabel('Units').fill('12');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText(`${product.name}: ${product.stock} → ${product.stock + 12} (received).`).waitFor();
    const history = page.getByRole('list', { name: 'Stock movements, newest first' });
    const newest = history.getByRole('listitem').first();
    await newest.getByText('+12 Received').waitFor();
    expect(await newest.textContent()).toContain('by packer@shop.example');
    expect(await newest.textContent()).toContain(`${product.stock + 12} after`);
    await shot(page, 'stock-product-history-360');
    expect(await axe(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);

    const storefront = await fetch(`${origin}/api/product-detail/${product.id}/`).then((r) => r.json());
    expect(storefront.stock_details.stock_quantity).toBe(product.stock + 12);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a support person marks a message answered; it moves below the unanswered ones', async () => {
    const { context, page, errors } = await consoleAs('support');
    await page.goto('/admin/more');
    await page.getByRole('link', { name: 'Messages' }).click();
    const meera = page.getByRole('article', { name: 'Meera Iyer' });
    await meera.waitFor();
    await page.getByText('2 not answered yet.').waitFor();
    await shot(page, 'messages-360');
    expect(await axe(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    expect(await meera.getByRole('link', { name: 'Reply to Meera Iyer' }).getAttribute('href')).toMatch(
      /^mailto:meera@example\.in\?subject=Re%3A%20your%20message%20of%20/,
    );
    await meera.getByRole('button', { name: 'Mark answered: Meera Iyer' }).click();
    await page.getByText('1 not answered yet.').waitFor();
    await meera.getByText('Answered', { exact: true }).waitFor();
    const names = await page.getByRole('article').locator('h2').allTextContents();
    expect(names).toEqual(['Arjun Rao', 'Meera Iyer']);
    await shot(page, 'messages-answered-360');
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe finds nothing at 1280 px either', async () => {
    const { context, page } = await consoleAs('owner', 1280);
    for (const url of ['/admin/more/stock', `/admin/more/stock/${product.id}`, '/admin/more/messages']) {
      await page.goto(url);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axe(page), url).toEqual([]);
    }
    await shot(page, 'messages-1280');
    await context.close();
  });
});
