import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newShopper } from './browser';
import { registerCustomer } from './customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a customer deletes their account from the account view', () => {
  it('needs the password; afterwards signing in fails', async () => {
    const { page, context, errors } = await newShopper(browser, 375);
    const customer = await registerCustomer(baseUrl(), inject('dataDir'), 'Nila');
    await page.goto('/AuthForm');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill('coconut-water-2026');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    await page.goto('/AuthForm');
    await page.getByRole('heading', { name: 'Hello, Nila' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Your password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByText('That password is not right. Your account was not deleted.').waitFor();

    await page.getByLabel('Your password', { exact: true }).fill('coconut-water-2026');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Login');

    await page.goto('/AuthForm');
    const again = page.getByRole('form', { name: 'Login' });
    await again.getByLabel('Email').fill(customer.email);
    await again.getByLabel('Password', { exact: true }).fill('coconut-water-2026');
    await again.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login failed. Please check your credentials.').waitFor();
    // The browser reports the refused password (400) and the refused sign-in (401) as failed loads.
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await context.close();
  });
});
