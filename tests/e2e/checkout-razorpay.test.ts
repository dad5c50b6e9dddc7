import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { RazorpayStandIn } from './razorpay-standin';
import { freePort, startShopProcess, type ShopProcess } from './shop-process';

/** A live shop (NODE_ENV=production) taking payments through a Razorpay stand-in on another origin. */
let browser: Browser;
let shop: ShopProcess;
let dataDir: string;
const standIn = new RazorpayStandIn();

beforeAll(async () => {
  await standIn.start(await freePort());
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-live-'));
  const port = await freePort();
  shop = await startShopProcess(dataDir, port, {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RAZORPAY_KEY_ID: standIn.keyId,
    RAZORPAY_KEY_SECRET: standIn.keySecret,
    RAZORPAY_API_BASE: standIn.origin,
    RAZORPAY_CHECKOUT_URL: `${standIn.origin}/v1/checkout.js`,
    MAIL_OUTBOX: 'true',
    SELLER_GSTIN: '33ABCDE1234F1Z7',
    // A live shop has no demo catalogue unless asked; this one asks, to have something to buy.
    SEED_DEMO: 'true',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Razorpay Checkout from a second origin under the production CSP', () => {
  it('a guest pays through the stand-in’s frame, and the order is paid', async () => {
    const home = await fetch(`${shop.baseUrl}/`);
    const csp = home.headers.get('content-security-policy')!;
    for (const directive of ['script-src', 'frame-src', 'connect-src', 'img-src'])
      expect(new RegExp(`${directive} [^;]*${standIn.origin.replace(/[.:/]/g, '\\$&')}`).test(csp), directive).toBe(
        true,
      );

    const context = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/Productdetail/1');
    await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'Single' }).click();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Your product has been successfully added to the cart.').waitFor();
    await page.goto('/Cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${shop.baseUrl}/Payment`);
    const form = page.getByRole('group', { name: 'Delivery address' });
    await form.getByLabel('Name').fill('Anjali Nair');
    await form.getByLabel('Email').fill(`anjali.${Date.now()}@example.in`);
    await form.getByLabel('Street address').fill('12 Marine Drive');
    await form.getByLabel('City').fill('Kochi');
    await form.getByRole('combobox', { name: 'State' }).pressSequentially('kera');
    await page.getByRole('option', { name: 'Kerala' }).click();
    await form.getByLabel('PIN code').fill('682031');
    await form.getByLabel('Phone').fill('9876509876');
    await page.getByRole('button', { name: 'Place Order' }).click();

    // The stand-in's window: its logo from its origin, its form in a frame of its origin.
    await page.getByRole('dialog', { name: 'Razorpay stand-in' }).waitFor();
    await page.frameLocator('iframe[title="Payment form"]').getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Order Placed').waitFor();
    const orderNo = /order ([A-Z0-9]{8}) is confirmed/.exec((await page.locator('.swal2-popup').textContent())!)![1]!;

    const order = (await (await fetch(`${shop.baseUrl}/api/orders/${orderNo}/`)).json()) as { status: string };
    expect(order.status).toBe('paid');
    expect(standIn.seen).toEqual(expect.arrayContaining(['track', 'logo']));
    // Nothing was blocked: a CSP violation is a console error.
    expect(errors).toEqual([]);
    await context.close();
  });
});
