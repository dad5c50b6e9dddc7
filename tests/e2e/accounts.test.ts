import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newShopper } from './browser';
import { verificationCode } from './mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a shopper registers with the e-mailed code, keeps a favourite, logs out and in again', () => {
  it.each([375, 1280] as const)('at %i px', async (width) => {
    const { page, context, errors } = await newShopper(browser, width);
    const email = `asha.${width}.${Date.now()}@example.in`;
    const product = (await (await fetch(`${baseUrl()}/api/product-detail/1/`)).json()) as { name: string };

    await page.goto('/AuthForm');
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('Username').fill('Asha');
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Mobile').fill('98765 43210');
    await register.getByLabel('Password', { exact: true }).fill('coconut-water-2026');
    await register.getByLabel('Confirm Password', { exact: true }).fill('coconut-water-2026');
    await register.getByRole('button', { name: 'Register' }).click();

    const verify = page.getByRole('dialog', { name: 'Verify OTP' });
    await verify.getByLabel('OTP').fill(await verificationCode(email));
    await verify.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Hi, Asha');
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain('coconut-water-2026');

    await page.goto('/Productdetail/1');
    await page.getByRole('button', { name: 'Add to Favourite' }).click();
    await page.getByText('Product added to favorites successfully').waitFor();
    // The success closes by itself after 1500 ms, no OK needed.
    await page.locator('.swal2-container').waitFor({ state: 'detached', timeout: 4000 });

    await page.goto('/Favourite');
    const row = page.getByRole('row', { name: new RegExp(product.name.replace(/[()]/g, '.')) });
    await row.waitFor();
    await row.getByRole('button', { name: `Remove ${product.name}` }).click();
    await page.getByText('Favorite removed successfully!').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.goto('/AuthForm');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Login');

    await page.goto('/AuthForm');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('coconut-water-2026');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Hi, Asha');

    await page.screenshot({ path: `/tmp/lead-shots/accounts-home-${width}.png` }).catch(() => undefined);
    expect(errors).toEqual([]);
    await context.close();
  });
});
