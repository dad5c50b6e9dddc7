// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newShopper } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([1280, 375] as const)('the storefront at %i px', (width) => {
  it('a shopper opens the Product menu and sees every seeded category', async () => {
    const { page, errors, context } = await newShopper(browser, width);
    const categories = (await (await fetch(`${baseUrl()}/api/categories/`)).json()) as { name: string }[];
    await page.goto('/');
    if (width === 375) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Product', exact: true }).click();
    const menu = page.locator('.product-menu__list');
    for (const category of categories)
      await expect.poll(() => menu.getByRole('menuitem', { name: category.name, exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a shopper misspells "cocnut" in search and finds coconut products priced in en-IN format', async () => {
    const { page, errors, context } = await newShopper(browser, width);
    await page.goto('/');
    await page.getByRole('button', { name: 'Search products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => dialog.getByText('Please enter a product name.').isVisible()).toBe(true);

    await dialog.getByLabel('Product name').fill('cocnut');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect.poll(() => results.count(), { timeout: 10000 }).toBeGreaterThan(2);
    const first = (await results.first().innerText()).toLowerCase();
    expect(first).toContain('coconut');
    expect(await results.first().innerText()).toMatch(/(\d{1,2},)*\d{1,3}\.\d{2} INR/);

    await results.first().getByRole('link').first().click();
    await expect.poll(() => page.url()).toMatch(/\/Productdetail\/\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown address shows the not-found page', async () => {
    const { page, errors, context } = await newShopper(browser, width);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('pages without JavaScript', () => {
  it('a crawler sees the product title and JSON-LD in the served HTML', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/Productdetail/1');
    const title = await page.title();
    expect(title).toMatch(/\| CocoCare Naturals$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'INR' } });
    await context.close();
  });
});
