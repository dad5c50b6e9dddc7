// @vitest-environment node
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, settle } from './browser';
import { addToGuestCart, postAs, registerCustomer, type Customer } from './customer';
import { everyRoute } from '../../common/site/paths';

/**
 * No page scrolls sideways: every route of the storefront at six widths, from the smallest phone to
 * a wide desktop, after it has loaded (and with the mobile menu open below 992 px).
 */
const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;

let browser: Browser;
let customer: Customer;
const ids = { blog: '', category: '', product: 1 };

beforeAll(async () => {
  browser = await launchBrowser();
  const api = async <T>(url: string) => (await (await fetch(`${baseUrl()}${url}`)).json()) as T;
  ids.blog = String((await api<{ id: number | string }[]>('/api/api/blogs'))[0]!.id);
  ids.category = String((await api<{ id: number }[]>('/api/categories/'))[0]!.id);
  customer = await registerCustomer(baseUrl(), inject('dataDir'), 'Venkataraghavan Subramaniam');
  await postAs(baseUrl(), customer, '/api/create-favorites/', { user_id: customer.userId, product_id: ids.product });
});
afterAll(() => browser?.close());

/** How far the page is wider than the window, and then the outermost elements that stick out. */
async function overflow(page: Page, width: number) {
  return page.evaluate((limit) => {
    const overflowBy = Math.max(0, document.documentElement.scrollWidth - limit);
    if (overflowBy === 0) return { overflowBy, culprits: [] };
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if (overflowX !== 'visible' && p.getBoundingClientRect().right <= limit + 0.5) return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 0.5 || clipped(el)) continue;
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && parent.right > limit + 0.5 && el.parentElement !== document.body) continue; // report the outermost
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
      culprits.push(`${name} (right ${Math.round(box.right)})`);
      if (culprits.length === 5) break;
    }
    return { overflowBy, culprits };
  }, width);
}

/** Every route; the ids are the catalogue's, found once the shop runs (`ids`). */
const ROUTES = everyRoute({ blogDetail: ':blog', category: ':category', product: ':product' });

/**
 * Phones and tablets (touch, mobile viewport) and desktops. Each route loads once per group and is
 * then measured at each of the group's widths by resizing the window, as a shopper turning a tablet
 * or dragging a window would: the layout follows the width without a reload.
 */
const GROUPS = [
  { name: 'phones and tablets', touch: true, widths: WIDTHS.filter((w) => w < 1024) },
  { name: 'desktops', touch: false, widths: WIDTHS.filter((w) => w >= 1024) },
];

describe.each(GROUPS)('no sideways scrolling on $name', ({ touch, widths }) => {
  const height = touch ? 812 : 900;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: widths[0]!, height },
      deviceScaleFactor: 1,
      isMobile: touch,
      hasTouch: touch,
    });
    page = await context.newPage();
    // A guest with something in the cart, so /Cart, /Minicart and /Payment show their lines.
    await addToGuestCart(context, ids.product);
  });
  afterAll(() => context?.close());

  /** The page at each of `sizes` (narrowest first); the overflow found at each. */
  async function atEachWidth(sizes: readonly number[]) {
    const found = [];
    for (const width of sizes) {
      await page.setViewportSize({ width, height });
      // Two frames: the resize's layout, then anything the app re-renders for the new width.
      await settle(page);
      found.push({ width, ...(await overflow(page, width)) });
    }
    return found;
  }
  const none = (sizes: readonly number[]) => sizes.map((width) => ({ width, overflowBy: 0, culprits: [] }));

  it.each(ROUTES)('%s', async (route) => {
    const path = route
      .replace(':blog', String(ids.blog))
      .replace(':category', String(ids.category))
      .replace(':product', String(ids.product));
    await page.setViewportSize({ width: widths[0]!, height });
    if (route === '/Payment') {
      // With a selection: the cart's lines, chosen on /Cart as a shopper does.
      await page.goto('/Cart');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(`${baseUrl()}/Payment`);
    } else if (route === '/Favourite') {
      // Signed in (a long name in the greeting), with one favourite in the table.
      await page.evaluate((c) => {
        window.localStorage.setItem('userId', String(c.userId));
        window.localStorage.setItem('username', c.username);
        window.localStorage.setItem('accessToken', c.access);
      }, customer);
      await page.goto(path);
      await page.getByRole('button', { name: /^Remove / }).waitFor();
    } else {
      await page.goto(path);
    }
    await settle(page);
    const found = await atEachWidth(widths);
    if (route === '/Favourite') await page.evaluate(() => window.localStorage.clear());
    expect({ route: path, found }).toEqual({ route: path, found: none(widths) });
  });

  it.runIf(touch)('/ with the mobile menu and its Product list open', async () => {
    // The menu is a phone's and a tablet's (below 992 px): measured at those widths only.
    const menuWidths = widths.filter((w) => w < 992);
    await page.setViewportSize({ width: menuWidths[0]!, height });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Product', exact: true }).click();
    await settle(page);
    expect(await atEachWidth(menuWidths)).toEqual(none(menuWidths));
  });
});
