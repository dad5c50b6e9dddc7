// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appReady, baseUrl, launchBrowser, newShopper, quietNetwork, scrollSettled } from './browser';

let browser: Browser;
let blogId = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const blogs = (await (await fetch(`${baseUrl()}/api/api/blogs`)).json()) as { id: number | string }[];
  blogId = String(blogs[0]!.id);
});
afterAll(() => browser?.close());

const notification = (page: Page) => page.getByRole('complementary', { name: 'New product notification' });

/** Prices, buttons, links, fields and the like that are on screen and overlap the notification's box. */
async function coveredControls(page: Page) {
  const box = (await notification(page).boundingBox())!;
  return page.evaluate((n) => {
    const selector =
      'button, a[href], input, select, textarea, [role="button"], [role="tab"], .btn, .cc-price, .cc-price__current';
    const hits: string[] = [];
    const strip = document.querySelector('[aria-label="New product notification"]')!;
    for (const el of document.querySelectorAll(selector)) {
      if (strip.contains(el)) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      if (r.bottom <= 0 || r.top >= window.innerHeight) continue; // not in view
      const overlaps = r.left < n.x + n.width && r.right > n.x && r.top < n.y + n.height && r.bottom > n.y;
      if (overlaps) hits.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent?.trim()}"`);
    }
    return hits;
  }, box);
}

describe('the new-product notification never covers what a shopper is about to press', () => {
  it.each([375, 1280] as const)(
    'at %i px: on home, a product page and a blog post, at the top and scrolled',
    async (width) => {
      const { page, context, errors } = await newShopper(browser, width);
      for (const path of ['/', '/Productdetail/1', `/Blogdetail/${blogId}`]) {
        await page.goto(path);
        await notification(page).waitFor();
        await quietNetwork(page);
        expect({ path, covered: await coveredControls(page) }).toEqual({ path, covered: [] });
        // It takes the dispatch note's place in the strip, so nothing below moves when it comes or goes.
        expect(await page.locator('.contact-strip__note').isVisible()).toBe(false);

        // Scrolled down: it scrolls away with the strip instead of floating over the page.
        await page.evaluate(() => window.scrollTo(0, 600));
        await scrollSettled(page);
        const box = await notification(page).boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('at 375 px the mobile menu opens below it and the search dialog above it', async () => {
    const { page, context } = await newShopper(browser, 375);
    await page.goto('/');
    await notification(page).waitFor();
    /** What a tap at the middle of the notification's box would reach. */
    const tapTarget = () =>
      notification(page)
        .boundingBox()
        .then((b) =>
          page.evaluate(
            ({ x, y }) => {
              const el = document.elementFromPoint(x, y);
              return el?.closest('[aria-label="New product notification"]') ? 'notification' : 'something else';
            },
            { x: b!.x + b!.width / 2, y: b!.y + b!.height / 2 },
          ),
        );
    expect(await tapTarget()).toBe('notification');

    // The mobile menu opens below the strip, never under the notification.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#main-menu');
    await menu.waitFor();
    const [menuBox, stripBox] = [await menu.boundingBox(), await notification(page).boundingBox()];
    expect(menuBox!.y).toBeGreaterThanOrEqual(stripBox!.y + stripBox!.height);
    await page.getByRole('button', { name: 'Close menu' }).click();

    // The search dialog covers it.
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('dialog', { name: 'Search products' }).waitFor();
    expect(await tapTarget()).toBe('something else');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Search products' }).waitFor({ state: 'detached' });
    expect(await tapTarget()).toBe('notification');
    await context.close();
  });

  it('once closed it stays away for the visit: other pages and a reload, in the same tab', async () => {
    const { page, context } = await newShopper(browser, 375);
    await page.goto('/');
    await notification(page).waitFor();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await notification(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.contact-strip__note').isVisible()).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#main-menu').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/Blog`);
    await page.reload();
    await appReady(page);
    expect(await notification(page).count()).toBe(0);

    // A new visit (a new tab has its own session) gets it again.
    const other = await context.newPage();
    await other.goto('/Blog');
    await notification(other).waitFor();
    await context.close();
  });
});
