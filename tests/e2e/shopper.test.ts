// @vitest-environment node
// Nothing a shopper meets is a dead end, a covered button or a message without its reason.
// Each story below is one finding, told as the shopper met it.
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newShopper, settle } from './browser';
import { addToGuestCart } from './customer';
import { mailAbout, verificationCode, waitForMail } from './mail';
import { guestOrder } from './orders';

/** Where the screenshots the issue asks for go (looked at by the person closing it). */
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ProductInfo {
  id: number;
  name: string;
  sizes: { id: number; value: string }[];
  option_categories: { id: number; name: string; options: { id: number; value: string }[] }[];
  sold_out: boolean;
  coming_soon: boolean;
}

/** The first product of the demo catalogue that sells with sizes and options (found, not assumed). */
async function productWithChoices(): Promise<ProductInfo> {
  for (let id = 1; id < 80; id++) {
    const answer = await fetch(`${baseUrl()}/api/product-detail/${id}/`);
    if (!answer.ok) continue;
    const product = (await answer.json()) as ProductInfo;
    if (product.sizes.length > 1 && product.option_categories.length > 0 && !product.sold_out && !product.coming_soon)
      return product;
  }
  throw new Error('no product with sizes and options in the demo catalogue');
}

/** Whether a tap at the middle of the element reaches it (nothing floats over it). */
async function reachable(page: Page, target: Locator): Promise<boolean> {
  const box = (await target.boundingBox())!;
  const handle = await target.elementHandle();
  return page.evaluate(
    ({ x, y, el }) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (el === hit || el!.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, el: handle },
  );
}

/**
 * The element can be tapped in its middle. The floating buttons step aside at once on a scroll, but
 * after a change to the page (a list still rendering, an image loading) only once the burst of changes
 * is 250 ms old (src/layout/floatingAside.ts): a page that shifts after the scroll is looked at then.
 * Checked once, on the second frame after a scroll, a blog post at 1280 px failed once in a CI run.
 */
async function expectReachable(page: Page, target: Locator) {
  await expect.poll(() => reachable(page, target), { timeout: 2000, interval: 50 }).toBe(true);
}

/** Scrolls so the element's middle sits where the floating WhatsApp button's middle is. */
async function putUnderWhatsApp(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const fab = (await page.locator('.whatsapp-fab').boundingBox())!;
  const box = (await target.boundingBox())!;
  await page.evaluate((dy) => window.scrollBy(0, dy), box.y + box.height / 2 - (fab.y + fab.height / 2));
  // The floating buttons look again on the next frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

describe('1. a password the server refuses', () => {
  it('a shopper who picks a too-common password reads why, under the field, with the rules shown before sending', async () => {
    const { page, context, errors } = await newShopper(browser, 375);
    await page.goto('/AuthForm');
    const form = page.getByRole('form', { name: 'Register' });
    await expect
      .poll(() =>
        form.getByText('At least 8 characters. Very common passwords (such as password1) are refused.').count(),
      )
      .toBe(1);
    await form.getByLabel('Username').fill('Ravi');
    await form.getByLabel('Email').fill(`ravi.${Date.now()}@example.in`);
    await form.getByLabel('Mobile').fill('9876543210');
    await form.getByLabel('Password', { exact: true }).fill('coco1234');
    await form.getByLabel('Confirm Password', { exact: true }).fill('coco1234');
    await form.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration Failed' });
    await dialog.getByText('This password is too common. Please choose another.').waitFor();
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.waitFor({ state: 'detached' });
    const password = form.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await form.getByText('This password is too common. Please choose another.').waitFor();
    await password.scrollIntoViewIfNeeded();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/authform-refused-password-375.png` });
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('2. a new customer who closes the code dialog', () => {
  it('can still verify and sign in: sign-in says the e-mail is not verified and sends a new code', async () => {
    const { page, context } = await newShopper(browser, 1280);
    const email = `closer.${Date.now()}@example.in`;
    await page.goto('/AuthForm');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill('Kavya');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('9876543210');
    await form.getByLabel('Password', { exact: true }).fill('coconut-husk-2026');
    await form.getByLabel('Confirm Password', { exact: true }).fill('coconut-husk-2026');
    await form.getByRole('button', { name: 'Register' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify OTP' });
    await verify.waitFor();
    const firstCode = await verificationCode(email);
    await verify.getByRole('button', { name: 'Close' }).click();
    await verify.waitFor({ state: 'detached' });

    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('coconut-husk-2026');
    await login.getByRole('button', { name: 'Login' }).click();
    const refused = page.getByRole('dialog', { name: 'Email not verified' });
    await refused.getByText('Please verify your email with the code we sent before signing in.').waitFor();
    expect(await refused.textContent()).not.toContain('check your credentials');
    await refused.getByRole('button', { name: 'Send a new code' }).click();
    await verify.waitFor();
    const code = /^Subject: ([0-9]{6}) is your/m.exec(
      await waitForMail(
        (mail) =>
          mail.includes(`To: ${email}`) &&
          /^Subject: [0-9]{6} is your/m.test(mail) &&
          !mail.includes(`Subject: ${firstCode}`),
        `with a new code to ${email}`,
      ),
    )![1]!;
    expect(code).not.toBe(firstCode);
    await verify.getByLabel('OTP').fill(code);
    await verify.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Kavya');
    await context.close();
  });
});

describe('3. success alerts', () => {
  it('close by themselves after 1500 ms and leave the page usable; an error waits for OK', async () => {
    const { page, context } = await newShopper(browser, 1280);
    const product = await productWithChoices();
    await addToGuestCart(context, product.id, 1);
    await addToGuestCart(context, product.id === 1 ? 2 : 1, 1);
    await page.goto('/Cart');
    const remove = page.getByRole('button', { name: /^Remove / }).first();
    await remove.click();
    const popup = page.locator('.swal2-popup');
    await popup.getByText('Item removed successfully from cart!').waitFor();
    const shown = Date.now();
    await page.locator('.swal2-container').waitFor({ state: 'detached', timeout: 4000 });
    expect(Date.now() - shown).toBeLessThan(3000);
    // Nothing is left over the page: the next button takes a tap.
    await expectReachable(page, page.getByRole('button', { name: 'Checkout' }));
    await context.close();
  });
});

describe('4. the floating buttons', () => {
  it('at 375 px never cover Add To Cart, and sit under a dialog backdrop', async () => {
    const { page, context } = await newShopper(browser, 375);
    const product = await productWithChoices();
    await page.goto(`/Productdetail/${product.id}`);
    const add = page.getByRole('button', { name: 'Add To Cart' });
    await add.waitFor();
    await putUnderWhatsApp(page, add);
    await expectReachable(page, add);
    expect(await page.locator('.whatsapp-fab.is-aside').count()).toBe(1);
    mkdirSync(SHOTS, { recursive: true });
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/product-375-add-to-cart-clear.png` });
    // Away from any control it is back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.locator('.whatsapp-fab.is-aside').count()).toBe(0);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/product-375-floating-buttons.png` });

    // A dialog's backdrop dims it like the rest of the page.
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('dialog', { name: 'Search products' }).waitFor();
    const fab = (await page.locator('.whatsapp-fab').boundingBox())!;
    const onTop = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.whatsapp-fab'), {
      x: fab.x + fab.width / 2,
      y: fab.y + fab.height / 2,
    });
    expect(onTop).toBe(false);
    await context.close();
  });

  it("at 375 px never cover the coupon's Apply", async () => {
    const { page, context } = await newShopper(browser, 375);
    await addToGuestCart(context, (await productWithChoices()).id, 1);
    await page.goto('/Cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${baseUrl()}/Payment`);
    const apply = page.getByRole('button', { name: 'Apply' });
    await apply.waitFor();
    // Still disabled (no code yet), it is already a control the button keeps clear of.
    await putUnderWhatsApp(page, apply);
    expect(await page.locator('.whatsapp-fab.is-aside').count()).toBe(1);
    await page.getByLabel(/coupon/i).fill('NOSUCHCODE');
    await putUnderWhatsApp(page, apply);
    await expectReachable(page, apply);
    await context.close();
  });

  it('at 1280 px never cover a Recent Blogs entry on a post, nor the footer Subscribe on About', async () => {
    const { page, context } = await newShopper(browser, 1280);
    await page.goto('/About');
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: /Subscribe/ });
    await subscribe.waitFor();
    await putUnderWhatsApp(page, subscribe);
    await expectReachable(page, subscribe);

    await page.goto('/Blog');
    await page
      .getByRole('link', { name: /Read More/ })
      .first()
      .click();
    const recent = page.getByRole('complementary').getByRole('link').first();
    await recent.waitFor();
    await putUnderWhatsApp(page, recent);
    await expectReachable(page, recent);
    await context.close();
  });
});

describe('6. Back and Forward', () => {
  it('Back to /Payment after leaving it from the bottom shows its top, as every navigation does', async () => {
    const { page, context } = await newShopper(browser, 375);
    await addToGuestCart(context, (await productWithChoices()).id, 1);
    await page.goto('/Cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${baseUrl()}/Payment`);
    await page.getByRole('button', { name: 'Place Order' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Information' }).first().click();
    await page.waitForURL(/Shippingpolicy/);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/Payment`);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await settle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goForward();
    await page.waitForURL(/Shippingpolicy/);
    await settle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('7. a quantity changed in the cart without pressing Update', () => {
  it('is the quantity ordered: checkout shows and charges it', async () => {
    const { page, context } = await newShopper(browser, 1280);
    const product = await productWithChoices();
    await addToGuestCart(context, product.id, 1);
    await page.goto('/Cart');
    const line = page.getByRole('row', { name: new RegExp(product.name.replace(/[()]/g, '.')) });
    await line.getByRole('button', { name: /^Increase quantity of/ }).click();
    await line.getByRole('button', { name: /^Increase quantity of/ }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${baseUrl()}/Payment`);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const ordered = summary.getByRole('row', { name: new RegExp(product.name.replace(/[()]/g, '.')) });
    await expect.poll(() => ordered.getByRole('cell').nth(1).textContent()).toBe('3');
    await context.close();
  });
});

describe('8. the PIN code', () => {
  it('a 5-digit PIN is red as soon as the shopper leaves it; after the Validation Error dialog the first bad field is in view and focused', async () => {
    const { page, context } = await newShopper(browser, 375);
    await addToGuestCart(context, (await productWithChoices()).id, 1);
    await page.goto('/Cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${baseUrl()}/Payment`);
    const form = page.getByRole('group', { name: 'Delivery address' });
    const pin = form.getByLabel('PIN code');
    await pin.fill('64101');
    await form.getByLabel('Phone').focus();
    await form.getByText('The PIN code must be 6 digits.').waitFor();
    expect(await pin.getAttribute('aria-invalid')).toBe('true');
    await pin.fill('641018');
    await form.getByLabel('Phone').focus();
    await expect.poll(() => form.getByText('The PIN code must be 6 digits.').count()).toBe(0);

    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.locator('.swal2-popup');
    await dialog.getByText('Please fill in all required fields.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('.swal2-container').waitFor({ state: 'detached' });
    const name = form.getByLabel('Name');
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await name.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    await context.close();
  });
});

describe('9. a product with sizes', () => {
  it('asks for a size before Add To Cart, and the cart shows the one chosen', async () => {
    const { page, context } = await newShopper(browser, 1280);
    const product = await productWithChoices();
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/cart/')) posted += 1;
    });
    await page.goto(`/Productdetail/${product.id}`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Please choose a size.').waitFor();
    expect(posted).toBe(0);
    const sizes = page.getByRole('group', { name: 'Size' });
    const second = product.sizes[1]!.value;
    await expect
      .poll(() =>
        sizes
          .getByRole('button')
          .first()
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await sizes.getByRole('button', { name: new RegExp(`^${second.replace(/[()+.]/g, '.')}`) }).click();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Your product has been successfully added to the cart.').waitFor();
    await page.goto('/Cart');
    await page.getByText(`Size: ${second}`).waitFor();
    await context.close();
  });
});

describe('10. smaller ones', () => {
  it('the chosen options reach the order e-mail and Track Order; no invoice is offered before dispatch, to anyone; dates in IST', async () => {
    const product = await productWithChoices();
    const group = product.option_categories[0]!;
    const option = group.options[group.options.length - 1]!;
    // A shopper in another zone: the shop still writes Indian dates.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 900 },
      timezoneId: 'America/Los_Angeles',
    });
    const orderNo = await guestOrder(context, {
      product_id: product.id,
      quantity: 1,
      size: product.sizes[0]!.id,
      option: [{ id: option.id, name: group.name, value: option.value }],
    });
    const chosen = `${group.name}: ${option.value}`;
    expect(await mailAbout(orderNo)).toContain(chosen);

    const page = await context.newPage();
    await page.goto('/Trackorder');
    const card = page.getByRole('listitem').filter({ hasText: `Order ${orderNo}` });
    await card.getByText(chosen).waitFor();
    // Paid, not shipped: its invoice is issued at dispatch, so none is offered yet (gst-checkout.test.ts
    // downloads one after the order ships).
    expect(await card.getByRole('button', { name: 'Download invoice' }).count()).toBe(0);
    // The day it was placed in India, whatever the browser's zone.
    const istDay = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    expect(await card.textContent()).toContain(istDay);
    await card.getByRole('button', { name: 'Track your order' }).click();
    const dialog = page.getByRole('dialog', { name: `Track order ${orderNo}` });
    await expect.poll(() => dialog.textContent()).toContain('IST');
    await context.close();

    // Someone else holding only the number sees the order, not an invoice button that cannot work.
    const stranger = await newShopper(browser, 1280);
    await stranger.page.goto(`/Trackorder?orderNo=${orderNo}`);
    const theirs = stranger.page.getByRole('listitem').filter({ hasText: `Order ${orderNo}` });
    await theirs.getByText(chosen).waitFor();
    expect(await theirs.getByRole('button', { name: 'Download invoice' }).count()).toBe(0);
    await stranger.context.close();
  });

  it('at 375 px the product tabs stay on one row and do not move when chosen', async () => {
    const { page, context } = await newShopper(browser, 375);
    await page.goto(`/Productdetail/${(await productWithChoices()).id}`);
    const tabs = page.getByRole('tablist', { name: 'Product information' }).getByRole('tab');
    await tabs.first().waitFor();
    const rows = async () => new Set(await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top)));
    const lefts = () => tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect((await rows()).size).toBe(1);
    const before = await lefts();
    await tabs.first().click();
    expect(await lefts()).toEqual(before);
    await tabs.nth(1).click();
    expect(await lefts()).toEqual(before);
    await context.close();
  });

  it('at 375 px the contact confirmation is in view after sending', async () => {
    const { page, context } = await newShopper(browser, 375);
    await page.goto('/Contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Lakshmi');
    await form.getByLabel('Email').fill('lakshmi@example.in');
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('Message').fill('Do you ship the wound gel to Kochi?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const status = form.getByRole('status');
    await expect.poll(() => status.textContent()).not.toBe('');
    await settle(page);
    const box = (await status.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    await context.close();
  });

  it('the Legal Metrology caption heads its table', async () => {
    const { page, context } = await newShopper(browser, 1280);
    await page.goto(`/Productdetail/${(await productWithChoices()).id}`);
    await page.getByRole('tab', { name: 'Additional Information' }).click();
    const table = page.locator('table.legal-declarations');
    await table.waitFor();
    const caption = (await table.locator('caption').boundingBox())!;
    const body = (await table.locator('tbody').boundingBox())!;
    expect(caption.y + caption.height).toBeLessThanOrEqual(body.y + 1);
    await context.close();
  });
});
