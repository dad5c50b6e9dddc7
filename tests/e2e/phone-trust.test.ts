// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newShopper, settle } from './browser';
import { addToGuestCart } from './customer';

/**
 * The purchase within reach and trusted on a phone and on a desktop: tap targets, the chosen chip,
 * the rating summary's link to the reviews, the price in the first screen, the sticky Add To Cart
 * and the checkout's pay bar.
 */
const WIDTHS = [375, 1280] as const;

interface ProductInfo {
  id: number;
  sizes: { id: number; value: string }[];
  option_categories: unknown[];
  sold_out: boolean;
  coming_soon: boolean;
  review_count: number;
  average_rating: number | null;
}

let browser: Browser;
let withChoices: ProductInfo;
let reviewed: ProductInfo;

beforeAll(async () => {
  browser = await launchBrowser();
  for (let id = 1; id < 80 && (!withChoices || !reviewed); id++) {
    const answer = await fetch(`${baseUrl()}/api/product-detail/${id}/`);
    if (!answer.ok) continue;
    const product = (await answer.json()) as ProductInfo;
    const buyable = !product.sold_out && !product.coming_soon;
    if (!withChoices && buyable && product.sizes.length > 1) withChoices = product;
    if (!reviewed && buyable && product.review_count > 0 && product.average_rating !== null) reviewed = product;
  }
  if (!withChoices || !reviewed) throw new Error('the demo catalogue has no product with sizes or with reviews');
});
afterAll(() => browser?.close());

/**
 * Visible controls under the size they need: a button (or what looks like one) 44 x 44 px on a phone,
 * anything else 24 x 24 px; a link inside a sentence is exempt (WCAG 2.5.8). Same rule as
 * bench/tap-targets.ts.
 */
function undersized(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const out: string[] = [];
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex]:not([tabindex="-1"])';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('[aria-hidden=true], [inert]')) continue;
      let { width, height } = box;
      if (el.matches('input[type=checkbox], input[type=radio]')) {
        const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
        if (label) [width, height] = [Math.max(width, label.width), Math.max(height, label.height)];
      }
      const button = el.matches('button, .btn, [role=button], input[type=submit], input[type=button]');
      if (!button && el.tagName === 'A' && style.display === 'inline') {
        const own = [...(el.parentElement?.childNodes ?? [])].some((n) => n.nodeType === 3 && n.textContent?.trim());
        if (own) continue;
      }
      const min = button && phone ? 44 : 24;
      if (width + 0.5 < min || height + 0.5 < min) {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} '${text}' ${Math.round(width)}x${Math.round(height)}`);
      }
    }
    return out;
  }, phone);
}

describe('tap targets', () => {
  it.each(WIDTHS)('at %i px: product, cart, payment and sign-in have none too small', async (width) => {
    const { page, context } = await newShopper(browser, width);
    await addToGuestCart(context, withChoices.id);
    const found: Record<string, string[]> = {};
    for (const url of [`/Productdetail/${withChoices.id}`, '/Cart', '/Payment', '/AuthForm']) {
      if (url === '/Payment') {
        await page.goto('/Cart');
        await page.getByRole('button', { name: 'Checkout' }).click();
        await page.waitForURL(`${baseUrl()}/Payment`);
        await page.getByRole('button', { name: 'Place Order' }).waitFor();
      } else await page.goto(url);
      await settle(page);
      const small = await undersized(page, width === 375);
      if (small.length) found[url] = small;
    }
    expect(found).toEqual({});
    await context.close();
  });
});

describe('the product page', () => {
  it.each(WIDTHS)('at %i px: the size chips show the chosen one, and are 44 px tall on a phone', async (width) => {
    const { page, context } = await newShopper(browser, width);
    await page.goto(`/Productdetail/${withChoices.id}`);
    const sizes = page.getByRole('group', { name: 'Size' });
    const chips = sizes.getByRole('button');
    await chips.first().waitFor();
    for (const chip of await chips.all()) {
      expect(await chip.getAttribute('aria-pressed')).toBe('false');
      if (width === 375) expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const second = chips.nth(1);
    await second.click();
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    const fill = (i: number) => chips.nth(i).evaluate((el) => getComputedStyle(el).backgroundColor);
    // The chosen chip is filled with the main action's green; the others are not.
    await page.mouse.move(0, 0);
    await expect.poll(() => fill(1), { timeout: 10_000 }).toMatch(/^rgb\((31, 95, 63|22, 63, 43)\)$/);
    expect(await fill(0)).toBe('rgba(0, 0, 0, 0)');
    expect(await chips.nth(1).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it('at 375 x 812 shows the price in the first screen, under a top strip of at most 40 px', async () => {
    const { page, context } = await newShopper(browser, 375);
    await page.goto(`/Productdetail/${withChoices.id}`);
    const price = page.locator('.cc-purchase .cc-price__current');
    await price.waitFor();
    await settle(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const box = (await price.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    const strip = (await page.locator('.contact-strip').boundingBox())!;
    expect(strip.height).toBeLessThanOrEqual(40);
    await context.close();
  });

  it.each(WIDTHS)('at %i px: the rating summary under the name opens the Review tab', async (width) => {
    const { page, context } = await newShopper(browser, width);
    await page.goto(`/Productdetail/${reviewed.id}`);
    const summary = page.locator('.cc-purchase').getByRole('link', { name: /^Rated \d\.\d \(\d+ reviews?\)$/ });
    await summary.waitFor();
    expect(await summary.textContent()).toContain(`(${reviewed.review_count} review`);
    // Another tab first, so the link has something to do.
    await page.getByRole('tab', { name: 'Description' }).click();
    expect(await page.getByRole('tab', { name: 'Review' }).getAttribute('aria-selected')).toBe('false');
    await summary.click();
    const review = page.getByRole('tab', { name: 'Review' });
    await expect.poll(() => review.getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => review.evaluate((el) => el === document.activeElement), { timeout: 10_000 }).toBe(true);
    // The page scrolls there smoothly (Bootstrap's scroll-behavior): wait for the tab to arrive in view.
    const inView = async () => {
      const box = (await review.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= (width === 375 ? 812 : 900);
    };
    await expect.poll(inView, { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  it.each(WIDTHS)(
    'at %i px: once Add To Cart has scrolled away a bar offers it, and adds one line with the chosen size',
    async (width) => {
      const { page, context } = await newShopper(browser, width);
      let posted = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/cart/')) posted += 1;
      });
      await page.goto(`/Productdetail/${withChoices.id}`);
      const bar = page.getByRole('region', { name: 'Buy this product' });
      const sizes = page.getByRole('group', { name: 'Size' });
      await sizes.getByRole('button').first().waitFor();
      expect(await bar.count()).toBe(0);
      const chosen = withChoices.sizes[1]!.value;
      await sizes.getByRole('button').nth(1).click();
      // Down the page until the panel's own button is above the window (again, should a smooth scroll
      // the page had started, to the chosen chip, carry it back).
      await expect
        .poll(
          async () => {
            await page.evaluate(() => {
              const add = [...document.querySelectorAll('.cc-purchase button')].find(
                (b) => b.textContent === 'Add To Cart',
              )!;
              scrollTo({ top: add.getBoundingClientRect().bottom + scrollY + 200, behavior: 'instant' });
            });
            return bar.isVisible();
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(await bar.textContent()).toMatch(/₹/);
      await bar.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByText('Your product has been successfully added to the cart.').waitFor();
      expect(posted).toBe(1);
      // Back up at the panel, the bar is gone.
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('.swal2-container').waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await expect.poll(() => bar.count(), { timeout: 10_000 }).toBe(0);
      await page.goto('/Cart');
      await page.getByText(`Size: ${chosen}`).first().waitFor();
      expect(await page.getByText(`Size: ${chosen}`).filter({ visible: true }).count()).toBe(1);
      await context.close();
    },
  );
});

describe('the checkout', () => {
  it.each(WIDTHS)(
    'at %i px: the order total and Place Order are in reach, with the accepted payments',
    async (width) => {
      const { page, context } = await newShopper(browser, width);
      await addToGuestCart(context, withChoices.id);
      await page.goto('/Cart');
      await page.getByRole('list', { name: 'Accepted payment methods' }).first().waitFor();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(`${baseUrl()}/Payment`);
      const place = page.getByRole('button', { name: 'Place Order' });
      await place.waitFor();
      await settle(page);
      const total = page.getByText('Order total');
      if (width === 375) {
        // At the top of the page, the bar is already at the foot of the window.
        expect(await page.evaluate(() => scrollY)).toBe(0);
        const box = (await place.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(812);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(await total.isVisible()).toBe(true);
        expect(await total.textContent()).toMatch(/₹/);
        // And it stays there halfway down the form.
        await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
        const after = (await place.boundingBox())!;
        expect(after.y + after.height).toBeLessThanOrEqual(812);
        expect(after.y).toBeGreaterThan(700);
      } else {
        expect(await total.isVisible()).toBe(false);
      }
      expect(await page.getByRole('list', { name: 'Accepted payment methods' }).first().textContent()).toBe(
        'UPIDebit cardCredit card',
      );
      const text = await page.locator('body').textContent();
      expect(text).not.toMatch(/cash on delivery|\bCOD\b|free shipping|free delivery/i);
      // The sandbox takes the payments here: Razorpay is not named.
      expect(text).not.toContain('Secure payment by Razorpay');
      await context.close();
    },
  );
});
