import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper } from './browser';
import { mailAbout } from './mail';
import { guestOrder } from './orders';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a guest follows the tracking link from the confirmation e-mail', () => {
  it.each([375, 1280] as const)('at %i px: sees the order and its tracking (Processing)', async (width) => {
    const { page, context, errors } = await newShopper(browser, width);
    const orderNo = await guestOrder(context);
    const mail = await mailAbout(orderNo);
    const link = new RegExp(`https?://[^\\s"<>]+/Trackorder\\?orderNo=${orderNo}`).exec(mail)![0];

    // The link opened in a fresh browser: no session, only the number.
    const stranger = await newShopper(browser, width);
    await stranger.page.goto(link);
    const box = stranger.page.getByRole('searchbox', { name: 'Order number' });
    await expect.poll(() => box.inputValue()).toBe(orderNo);
    const card = stranger.page.getByRole('listitem').filter({ hasText: `Order ${orderNo}` });
    await card.getByText('Fingertip Dressing').waitFor();
    expect(await card.textContent()).toContain('Quantity: 2');
    expect(await card.getByRole('link', { name: /^View / }).getAttribute('href')).toBe('/Productdetail/5');
    // Only the town: the street stays hidden.
    expect(await stranger.page.content()).not.toContain('Race Course Road');

    await card.getByRole('button', { name: 'Track your order' }).click();
    const dialog = stranger.page.getByRole('dialog', { name: `Track order ${orderNo}` });
    await expect.poll(() => dialog.getByTestId('tracking-status').textContent()).toBe('Processing');
    expect(await dialog.locator('.cc-track-step.is-complete').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The guest's own browser lists it without a search; Clear keeps that list.
    await page.goto('/Trackorder');
    await page.getByText(`${orderNo}`).waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByText(`${orderNo}`).waitFor();

    expect(errors).toEqual([]);
    expect(stranger.errors).toEqual([]);
    await stranger.context.close();
    await context.close();
  });

  // Marking it shipped with the operators' tool: tests/e2e/ship-and-track.test.ts.
});
