// @vitest-environment node
/**
 * The console's Products and Photos screens on a phone (360 × 780) in Chromium, against a shop
 * process of its own: the owner changes a price and the storefront's product page, listing and search
 * show it; the owner uploads a 12 MP phone photo from the file input, moves it first, and the product
 * page shows it first (the time from the tap to the photo on the product page is printed). axe finds
 * nothing on each screen at 360 and 1280 px. Screenshots go to SHOTS_DIR when set.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../api/browser-client';
import { enrol } from '../api/staff-helpers';
import { launchChromium } from '../../scripts/chromium';
import { axe } from './console-axe';
import { openConsole } from './console-page';
import { root, startShopProcess, type ShopProcess } from './shop-process';

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR;
/** A port of its own (console-stock has 18850). */
const PORT = Number(process.env.CONSOLE_PRODUCTS_E2E_PORT ?? 18890);
const origin = `http://localhost:${PORT}`;
type Role = 'owner' | 'packer';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-console-products-'));
let shop: ShopProcess;
let browser: Browser;
const staff = {} as Record<Role, BrowserClient>;
let product: { id: number; name: string; price: string; categoryId: number };
let bigPhoto: string;
let smallPhoto: string;

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

/** A 12 MP (4000 × 3000) phone-like JPEG: a gradient with texture, so the encoders have real work. */
async function twelveMegapixels(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 96 + ((x * 7 + y * 13 + ((x * y) % 41)) % 97);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

beforeAll(async () => {
  shop = await startShopProcess(dataDir, PORT);
  browser = await launchChromium();
  for (const role of ['owner', 'packer'] as const) {
    const client = new BrowserClient(origin, '127.0.0.1');
    await enrol(client, origin, await invite(`${role}@shop.example`, role));
    staff[role] = client;
  }
  const listed = await staff.owner.get('/api/admin/products?limit=500');
  const first = (listed.body.products as { id: number; name: string; price: string; photos: number }[]).find(
    (p) => p.photos === 0,
  )!;
  const form = await staff.owner.get(`/api/admin/products/${first.id}`);
  product = { id: first.id, name: first.name, price: first.price, categoryId: form.body.categoryId };
  bigPhoto = path.join(dataDir, 'IMG_20261206_0930.jpg');
  writeFileSync(bigPhoto, await twelveMegapixels());
  smallPhoto = path.join(dataDir, 'shelf.jpg');
  writeFileSync(
    smallPhoto,
    await sharp({ create: { width: 900, height: 900, channels: 3, background: '#2e6b4f' } })
      .jpeg()
      .toBuffer(),
  );
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 240_000);

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

/** Nothing in the page is shorter than a 44 px tap target (text links aside), or wider than the screen. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('scrolls sideways');
    for (const el of document.querySelectorAll<HTMLElement>(
      'main button, main a, main input:not([type=file]):not([type=checkbox]), main label.c-button, main select',
    )) {
      const box = el.getBoundingClientRect();
      if (box.width && box.height < 44 && !el.closest('p'))
        problems.push(`${el.tagName} ${el.textContent} ${box.height}px`);
      if (box.width && (box.width < 44 || box.right > window.innerWidth + 0.5))
        problems.push(`${el.tagName} ${el.textContent} ${box.width}px wide at ${box.right}`);
    }
    return problems;
  });
}

describe('products and photos from a phone', () => {
  it('the owner changes a price; the storefront’s product page, listing and search show it', async () => {
    const { context, page, errors } = await consoleAs('owner');
    await page.goto('/admin/more');
    await page.getByRole('link', { name: 'Products and photos' }).click();
    await page.getByRole('list', { name: 'Products' }).waitFor();
    await shot(page, 'products-list-360', false);
    expect(await axe(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);

    await page.getByLabel('Product name or number').fill(String(product.id));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator(`a[href="/admin/more/products/${product.id}"]`).click();
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await shot(page, 'product-360');
    expect(await axe(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);

    const price = page.getByLabel('Price (₹, taxes included)');
    await price.fill('0');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('alert').getByText('The price must be more than 0.').waitFor();
    await shot(page, 'product-price-refused-360', false);
    expect(await axe(page)).toEqual([]);
    await price.fill('1234.50');
    const saved = Date.now();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved. The shop shows it now.').waitFor();
    // The shop's own answer has the new price the moment the console says so (no stale cache); how
    // soon a fresh page then paints it depends on the machine, so that is logged rather than bounded
    // (beside the operations suite it took 5.2 s: docs/decisions/0323-the-test-loop.md).
    const detail = await fetch(`${origin}/api/product-detail/${product.id}/`).then((r) => r.json());
    expect((detail as { price: string }).price).toBe('1234.50');

    const shopPage = await context.newPage();
    await shopPage.goto(`/Productdetail/${product.id}`);
    await shopPage
      .getByText(/1,234\.50/)
      .first()
      .waitFor();
    const shown = Date.now() - saved;
    const listing = await fetch(`${origin}/api/products/${product.categoryId}/`).then((r) => r.json());
    expect((listing as { id: number; price: string }[]).find((p) => p.id === product.id)?.price).toBe('1234.50');
    const found = await fetch(`${origin}/api/search/?q=${encodeURIComponent(product.name)}`).then((r) => r.json());
    expect((found as { id: number; price: string }[]).find((p) => p.id === product.id)?.price).toBe('1234.50');
    console.log(`price saved → shown on the product page (a fresh load) in ${shown} ms`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner uploads a 12 MP photo from the file input, moves it first, and the product page shows it first', async () => {
    const { context, page, errors } = await consoleAs('owner');
    await page.goto(`/admin/more/products/${product.id}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.getByLabel('Choose a photo').setInputFiles(smallPhoto);
    await page.getByText('Photo added as number 1.').waitFor({ timeout: 30_000 });

    const tapped = Date.now();
    await page.getByLabel('Take a photo').setInputFiles(bigPhoto);
    await page.getByText('Photo added as number 2.').waitFor({ timeout: 60_000 });
    const uploaded = Date.now() - tapped;
    const photos = page.getByRole('list', { name: 'Photos, first shown first' });
    const src = await photos.getByRole('listitem').nth(1).locator('img').getAttribute('src');
    const hash = /photo-([0-9a-f]{16})/.exec(src ?? '')![1]!;
    const shopPage = await context.newPage();
    await shopPage.goto(`/Productdetail/${product.id}`);
    await shopPage.locator(`img[src*="${hash}"], source[srcset*="${hash}"]`).first().waitFor({ state: 'attached' });
    const onPage = Date.now() - tapped;
    console.log(`12 MP photo: tap → processed ${uploaded} ms; tap → on the product page ${onPage} ms`);
    expect(onPage).toBeLessThan(15_000);

    await page.getByRole('button', { name: 'Move photo 2 up' }).click();
    await page
      .getByRole('img', { name: `${product.name}, number 1` })
      .and(page.locator(`img[src*="${hash}"]`))
      .waitFor();
    await shot(page, 'product-photos-360');
    expect(await axe(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    await shopPage.reload();
    const first = await fetch(`${origin}/api/product-detail/${product.id}/`).then((r) => r.json());
    expect((first as { images: { image: string }[] }).images[0]!.image).toContain(hash);
    await shot(shopPage, 'storefront-product-with-photo-360', false);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a packer manages photos but sees no details form; the new-product screen passes axe', async () => {
    const { context, page, errors } = await consoleAs('packer');
    await page.goto(`/admin/more/products/${product.id}`);
    await page.getByText('Only the owner changes a product’s name, price and texts.').waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    await shot(page, 'product-packer-360');
    expect(await axe(page)).toEqual([]);
    await context.close();
    const owner = await consoleAs('owner');
    await owner.page.goto('/admin/more/products/new');
    await owner.page.getByRole('option', { name: /./ }).nth(1).waitFor({ state: 'attached' });
    await shot(owner.page, 'product-new-360');
    expect(await axe(owner.page)).toEqual([]);
    expect(await layoutProblems(owner.page)).toEqual([]);
    expect([...errors, ...owner.errors]).toEqual([]);
    await owner.context.close();
  });

  it('axe finds nothing at 1280 px either', async () => {
    const { context, page } = await consoleAs('owner', 1280);
    for (const url of ['/admin/more/products', `/admin/more/products/${product.id}`, '/admin/more/products/new']) {
      await page.goto(url);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axe(page), url).toEqual([]);
    }
    await shot(page, 'product-new-1280');
    await context.close();
  });
});
