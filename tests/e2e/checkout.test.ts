import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newShopper } from './browser';
import { engines, launchEngine, RETRY_A_HUNG_DRIVER, type EngineBrowser, type ShopPage } from './engines';
import { mailTo, verificationCode } from './mail';

const badge = (page: ShopPage) => page.locator('.header-icon__badge');

async function addToCart(page: ShopPage, productId: number, size?: string) {
  await page.goto(`/Productdetail/${productId}`);
  if (size) await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: size }).click();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByText('Your product has been successfully added to the cart.').waitFor();
  // The success note closes itself and the mini-cart drawer opens.
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await drawer.waitFor();
  await drawer.getByRole('button', { name: 'Close' }).click();
}

// The purchase journey, in each engine shoppers use, on a phone and on a desktop.
describe.each(engines())('a guest buys two products and pays in the sandbox, in %s', RETRY_A_HUNG_DRIVER, (engine) => {
  let browser: EngineBrowser;
  beforeAll(async () => {
    browser = await launchEngine(engine);
  });
  afterAll(() => browser?.close());

  it.each([1280, 375] as const)(
    'at %i px: adds, changes a quantity, applies a coupon, ships to Tamil Nadu (65), fails once, pays, and gets the e-mail',
    async (width) => {
      const { page, errors } = await browser.newShopper(width);
      const email = `meena.${Date.now()}@example.in`;

      await addToCart(page, 1, 'Single');
      await addToCart(page, 2, 'Single');
      await expect.poll(() => badge(page).textContent()).toBe('2');

      // /Cart: one more of the first product, sent with Update.
      await page.goto('/Cart');
      // A table row on a desktop, a card on a phone.
      const first =
        width === 375
          ? page.getByRole('listitem').filter({ hasText: /Wound Dressing 5 x 5 cm/ })
          : page.getByRole('row', { name: /Wound Dressing 5 x 5 cm/ });
      await first.getByRole('button', { name: /^Increase quantity of/ }).click();
      await first.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Quantity and price updated successfully!').waitFor();
      // The success closes by itself after 1500 ms, no OK needed.
      await page.locator('.swal2-container').waitFor({ state: 'detached', timeout: 4000 });
      await expect.poll(() => badge(page).textContent()).toBe('3');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(`${baseUrl()}/Payment`);

      // The delivery form; Tamil Nadu costs 65.
      const totals = page.getByLabel('Order totals');
      await expect.poll(() => totals.textContent()).toContain('DeliveryEnter shipping address');
      const form = page.getByRole('group', { name: 'Delivery address' });
      await form.getByLabel('Name').fill('Meena K');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Street address').fill('7 Race Course Road');
      await form.getByLabel('City').fill('Coimbatore');
      await form.getByRole('combobox', { name: 'State' }).pressSequentially('tamil');
      await page.getByRole('option', { name: 'Tamil Nadu' }).click();
      await form.getByLabel('PIN code').fill('641018');
      await form.getByLabel('Phone').fill('9876501234');
      await expect.poll(() => totals.textContent()).toContain('Delivery₹65.00');

      await page.getByLabel('Coupon code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Coupon WELCOME10 applied').waitFor();
      const shown = (await totals.textContent())!;
      expect(shown).toMatch(/Coupon−₹/);
      const total = /Total₹([\d,]+\.\d{2})$/.exec(shown)![1]!;

      // First attempt: the payment fails and the window is closed. The cart is untouched.
      await page.getByRole('button', { name: 'Place Order' }).click();
      const sandbox = page.getByRole('dialog', { name: 'Payment' });
      await sandbox.waitFor();
      await expect.poll(() => sandbox.textContent()).toContain(`Pay ₹${total}`);
      await sandbox.getByRole('button', { name: 'Fail' }).click();
      await sandbox.getByText('Payment failed. You can try again or close this window.').waitFor();
      await sandbox.getByRole('button', { name: 'Close' }).click();
      await page.getByText('Payment failed. Your cart is unchanged; you can try again.').waitFor();
      await expect.poll(() => badge(page).textContent()).toBe('3');

      // Second attempt pays.
      await page.getByRole('button', { name: 'Place Order' }).click();
      await sandbox.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.getByText('Order Placed').waitFor();
      const orderNo = /order ([A-Z0-9]{8}) is confirmed/.exec((await page.locator('.swal2-popup').textContent())!)![1]!;
      await page.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(`${baseUrl()}/`);
      await expect.poll(() => badge(page).textContent()).toBe('0');

      const mail = await mailTo(email, new RegExp(`Order ${orderNo} confirmed`));
      expect(mail).toContain(`/Trackorder?orderNo=${orderNo}`);
      expect(mail).toContain(total);

      expect(errors).toEqual([]);
    },
  );
});

describe("a guest's cart joins the account at login", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('at 375 px', async () => {
    const { page, context, errors } = await newShopper(browser, 375);
    const email = `ravi.${Date.now()}@example.in`;

    await page.goto('/AuthForm');
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('Username').fill('Ravi');
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Mobile').fill('9876512345');
    await register.getByLabel('Password', { exact: true }).fill('coconut-shell-2026');
    await register.getByLabel('Confirm Password', { exact: true }).fill('coconut-shell-2026');
    await register.getByRole('button', { name: 'Register' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify OTP' });
    const code = await verificationCode(email);
    await verify.getByLabel('OTP').fill(code);
    await verify.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/AuthForm');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    // As a guest again: one product in the session's cart.
    await addToCart(page, 5);
    await expect.poll(() => badge(page).textContent()).toBe('1');

    await page.goto('/AuthForm');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('coconut-shell-2026');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Hi, Ravi');

    await page.goto('/Cart');
    await page.getByRole('link', { name: /Fingertip Dressing/ }).waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');

    expect(errors).toEqual([]);
    await context.close();
  });
});
