// @vitest-environment node
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newShopper } from './browser';

const SHOTS = 'test-results/screenshots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

describe.each([375, 1280] as const)('browsing at %i px', (width) => {
  it('a shopper goes home → a category → page 2 → a product, then opens a quick view on a listing', async () => {
    const { page, errors, context } = await newShopper(browser, width);
    await page.goto('/');
    // The banner is a working carousel (react-slick's CommonJS build renders) with the LCP image first.
    await expect
      .poll(() =>
        page
          .locator('.cc-hero img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/home-${width}.png` });

    await page.getByRole('region', { name: 'Shop By Category' }).getByRole('link', { name: 'Coconut Oils' }).click();
    await page.getByRole('heading', { level: 1, name: 'OUR PRODUCTS' }).waitFor();
    const grid = page.getByRole('list', { name: 'OUR PRODUCTS' });
    const firstOnPage1 = await grid.getByRole('heading').first().textContent();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => grid.getByRole('heading').first().textContent()).not.toBe(firstOnPage1);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const cards = await grid.getByRole('article').count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(12);
    await page.screenshot({ path: `${SHOTS}/category-page2-${width}.png` });

    const product = grid.getByRole('heading').first();
    const name = (await product.textContent())!.trim();
    await product.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(page.url()).toMatch(/\/Productdetail\/\d+$/);
    await expect.poll(() => page.getByRole('tab', { name: /Review/ }).getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/product-${width}.png` });

    await page.goto('/Bestseller');
    await page.getByRole('heading', { level: 1, name: 'Best Seller Products' }).waitFor();
    const opener = page.getByRole('button', { name: /^Quick view/ }).first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const label of ['Fabric', 'Style', 'Model Height', 'Model Wearing Size']) {
      await expect.poll(() => dialog.getByText(label, { exact: false }).first().isVisible()).toBe(true);
    }
    const firstImage = await dialog.getByRole('img').first().getAttribute('src');
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(() => dialog.getByRole('img').first().getAttribute('src')).not.toBe(firstImage);
    await page.screenshot({ path: `${SHOTS}/quickview-${width}.png` });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});
