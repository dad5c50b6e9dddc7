// @vitest-environment node
// A shopper who uses only a keyboard buys without getting lost: no clicks below, only keys. After each
// step the test asserts where focus is, that nothing covers the focused control (the sticky header, a
// floating button, an overlay), and how many Tabs lie between the places the shopper goes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, frames, launchBrowser, newShopper } from './browser';
import { addToGuestCart } from './customer';
import { engines, launchEngine, RETRY_A_HUNG_DRIVER, type EngineBrowser, type ShopPage } from './engines';

type Page = ShopPage;

interface Focus {
  /** A short name: the control's accessible label, text, or its tag. */
  name: string;
  tag: string;
  /** The name of the dialog holding it, if any. */
  dialog: string | null;
  /** Why it is covered (what elementFromPoint finds at its centre), or null. */
  covered: string | null;
}

/** Where focus is, and whether the element at its centre is itself (or inside it). */
function focusNow(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
        typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''
      }`;
    if (!el || el === document.body) return { name: 'body', tag: 'body', dialog: null, covered: null };
    const label =
      // An empty aria-label names nothing (sweetalert2 puts one on its OK).
      (el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent) ??
      (el.getAttribute('aria-labelledby')
        ? document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent
        : null) ??
      el.textContent ??
      '';
    const dialogEl = el.closest('[role="dialog"]');
    const dialog = dialogEl
      ? (dialogEl.getAttribute('aria-label') ??
        document.getElementById(dialogEl.getAttribute('aria-labelledby') ?? '')?.textContent ??
        '')
      : null;
    // The middle of each box it is drawn in (a link wrapping onto two lines has two): covered when
    // none of them reaches it.
    const boxes = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    let covered: string | null = null;
    for (const box of boxes) {
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit) || (hit as HTMLLabelElement).control === el)) {
        covered = null;
        break;
      }
      covered ??= hit
        ? `${describe(hit)} at ${Math.round(x)},${Math.round(y)}`
        : `off screen at ${Math.round(x)},${Math.round(y)}`;
    }
    return {
      name: label.replace(/\s+/g, ' ').trim().slice(0, 80),
      tag: el.tagName.toLowerCase(),
      dialog,
      covered,
    };
  });
}

interface Walk {
  shopper: string;
  /** Tab counts between the steps, by name. */
  tabs: Record<string, number>;
  /** Every focused control found covered, as "where: what covers it". */
  covered: string[];
  /** Where focus was not where it should be (only collected with KEYBOARD_MEASURE=1, to compare builds). */
  misses: string[];
}

/** KEYBOARD_MEASURE=1 walks on past a wrong focus and prints the counts (how the "before" figures were taken). */
const measuring = process.env.KEYBOARD_MEASURE === '1';

/**
 * Presses Tab (or Shift+Tab) until focus is on what `wanted` matches; records the count under `step`
 * and every stop where the focused control was covered. Fails after `max` presses.
 */
async function tabTo(
  page: Page,
  walk: Walk,
  step: string,
  wanted: (f: Focus) => boolean,
  { shift = false, max = measuring ? 250 : 120 } = {},
): Promise<Focus> {
  const seen: string[] = [];
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    await frames(page);
    const f = await focusNow(page);
    seen.push(f.name || f.tag);
    if (f.covered) walk.covered.push(`${step} #${n} "${f.name}": ${f.covered}`);
    if (wanted(f)) {
      walk.tabs[step] = n;
      if (measuring) console.log(`${walk.shopper}: ${step}: ${n}`);
      return f;
    }
  }
  walk.tabs[step] = Infinity;
  throw new Error(
    `${walk.shopper}: "${step}" not reached in ${max} ${shift ? 'Shift+Tabs' : 'Tabs'}; so far ${JSON.stringify(walk.tabs)}, ${walk.misses.join('; ')}; stops: ${seen.slice(0, 60).join(' | ')}`,
  );
}

async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await frames(page);
}

/** Waits until focus matches (focus after an action may land a moment later, after a dialog closes). */
async function focusBecomes(page: Page, walk: Walk, what: string, wanted: (f: Focus) => boolean): Promise<Focus> {
  let last: Focus | undefined;
  for (let i = 0; i < 60; i++) {
    last = await focusNow(page);
    if (wanted(last)) return last;
    await frames(page);
  }
  const html = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  const miss = `focus is not on ${what}: it is on ${JSON.stringify(last)} (${html})`;
  if (!measuring) throw new Error(`${walk.shopper}: ${miss}`);
  walk.misses.push(miss);
  console.log(`${walk.shopper}: ${miss}`);
  return last!;
}

const named = (pattern: RegExp) => (f: Focus) => pattern.test(f.name);

async function journey(browser: EngineBrowser, width: 375 | 1280): Promise<Walk> {
  const { page, errors } = await browser.newShopper(width);
  const walk: Walk = { shopper: `${browser.engine} at ${width} px`, tabs: {}, covered: [], misses: [] };
  // Scrolling that follows focus then ends at once, so each stop is checked where it comes to rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });

  // Search: the header's search button opens the dialog, with focus in its field.
  await tabTo(page, walk, 'page start → Search products', named(/^Search products$/));
  await press(page, 'Enter');
  await focusBecomes(page, walk, 'the search field', (f) => f.dialog === 'Search products' && f.tag === 'input');
  await page.keyboard.type('Fingertip');
  await press(page, 'Enter');
  await page.getByRole('list', { name: 'Search results' }).waitFor();
  await tabTo(page, walk, 'search field → result', named(/Fingertip Dressing/));
  await press(page, 'Enter');
  await page.waitForURL(/\/Productdetail\/\d+/);

  // The product: focus on its heading, then Add To Cart.
  const heading = await focusBecomes(page, walk, "the product's heading", (f) => f.tag === 'h1');
  if (!measuring) expect(heading.name).toMatch(/Fingertip Dressing/);
  await tabTo(page, walk, 'product heading → Add To Cart', named(/^Add To Cart$/));
  await press(page, 'Enter');
  await page.getByText('Your product has been successfully added to the cart.').waitFor();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await drawer.waitFor();
  await focusBecomes(page, walk, 'the mini-cart drawer', (f) => f.dialog === 'Shopping Cart');
  await press(page, 'Escape');
  await drawer.waitFor({ state: 'detached' });
  await focusBecomes(page, walk, 'Add To Cart', named(/^Add To Cart$/));

  // Back up to the header's basket (moving backwards: the sticky header must not cover anything).
  await tabTo(page, walk, 'Add To Cart → header basket (Shift+Tab)', named(/^Cart, 1 item$/), { shift: true });
  await press(page, 'Enter');
  await page.waitForURL(/\/Cart$/);
  // As a shopper does, the keys wait until the cart has shown its line (a slow engine on a busy machine
  // took seconds, and Tabs ran through the page meanwhile).
  await page.getByRole('button', { name: /^Increase quantity of .*Fingertip/ }).waitFor();
  await tabTo(page, walk, 'page start → Increase quantity', named(/^Increase quantity of .*Fingertip/));
  await press(page, 'Enter');
  await page.getByRole('button', { name: 'Update' }).waitFor();
  await tabTo(page, walk, 'Increase → Update', named(/^Update$/));
  await press(page, 'Enter');
  await page.getByText('Quantity and price updated successfully!').waitFor();
  await page.locator('.swal2-container').waitFor({ state: 'detached', timeout: 4000 });
  // Focus is back in the updated line, not at the top of the page.
  await focusBecomes(page, walk, 'the updated cart line', (f) => /Fingertip/.test(f.name) && f.tag === 'input');
  await tabTo(
    page,
    walk,
    'updated line → line checkbox (Shift+Tab)',
    (f) => f.tag === 'input' && /Select/.test(f.name),
    {
      shift: true,
    },
  );
  await tabTo(page, walk, 'line checkbox → Checkout', named(/^Checkout$/));
  await press(page, 'Enter');
  await page.waitForURL(/\/Payment$/);

  // Checkout: Place Order on an empty form puts focus on the first field to fill.
  await page.getByRole('button', { name: 'Place Order' }).waitFor();
  await tabTo(page, walk, 'page start → Place Order', named(/^Place Order$/));
  await press(page, 'Enter');
  await page.getByRole('dialog', { name: 'Validation Error' }).waitFor();
  await press(page, 'Enter');
  await focusBecomes(page, walk, 'the first invalid field', (f) => f.tag === 'input' && /^Name/.test(f.name));
  const fields: [RegExp, string][] = [
    [/^Name/, 'Meena K'],
    [/^Email/, `keys.${width}.${Date.now()}@example.in`],
    [/^Street address/, '7 Race Course Road'],
    [/^City/, 'Coimbatore'],
  ];
  for (const [label, value] of fields) {
    const f = await focusNow(page);
    if (!label.test(f.name)) await tabTo(page, walk, `to ${label.source}`, named(label));
    await page.keyboard.type(value);
    await press(page, 'Tab');
  }
  await focusBecomes(page, walk, 'State', named(/^State/));
  await page.keyboard.type('Tamil');
  await page.getByRole('option', { name: 'Tamil Nadu' }).waitFor();
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await tabTo(page, walk, 'State → PIN code', named(/^PIN code/));
  await page.keyboard.type('641018');
  await tabTo(page, walk, 'PIN code → Phone', named(/^Phone/));
  await page.keyboard.type('9876501234');
  await tabTo(page, walk, 'Phone → Place Order', named(/^Place Order$/));

  // The payment window takes focus; Pay is three Tabs away at most; Fail keeps focus inside.
  await press(page, 'Enter');
  const sandbox = page.getByRole('dialog', { name: 'Payment' });
  await sandbox.waitFor();
  await focusBecomes(page, walk, 'the payment window', (f) => f.dialog === 'Payment');
  // The checkout behind it is inert: Go Back cannot be reached, nor pressed through the overlay.
  const goBackInert = await page
    .locator('button', { hasText: 'Go Back' })
    .evaluate((el) => el.closest('[inert]') !== null);
  if (!measuring) expect(goBackInert).toBe(true);
  await tabTo(page, walk, 'Place Order → Fail', named(/^Fail$/), { max: measuring ? 250 : 80 });
  await press(page, 'Enter');
  await sandbox.getByText('Payment failed. You can try again or close this window.').waitFor();
  await tabTo(page, walk, 'after Fail → Pay (Shift+Tab)', named(/^Pay ₹/), { shift: true, max: measuring ? 250 : 80 });
  // Escape closes it, and focus is back on Place Order.
  await press(page, 'Escape');
  if (measuring && (await sandbox.count()) > 0) {
    walk.misses.push('Escape did not close the payment window');
    await tabTo(page, walk, 'Pay → window Close', (f) => f.dialog === 'Payment' && f.name === 'Close', { max: 200 });
    await press(page, 'Enter');
  }
  await sandbox.waitFor({ state: 'detached', timeout: 3000 });
  await page.getByText('Payment failed. Your cart is unchanged; you can try again.').waitFor();
  const back = await focusBecomes(page, walk, 'Place Order', named(/^Place Order$/));
  if (measuring && back.name !== 'Place Order')
    await tabTo(page, walk, 'closed window → Place Order', named(/^Place Order$/));
  await press(page, 'Enter');
  await sandbox.waitFor();
  await focusBecomes(page, walk, 'the payment window', (f) => f.dialog === 'Payment');
  await tabTo(page, walk, 'Place Order → Pay', named(/^Pay ₹/), { max: measuring ? 250 : 80 });
  await press(page, 'Enter');
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await placed.waitFor();
  const orderNo = /order ([A-Z0-9]{8}) is confirmed/.exec((await placed.textContent())!)![1]!;
  await focusBecomes(page, walk, 'OK', named(/^OK$/));
  await press(page, 'Enter');
  await page.waitForURL(/\/$/);

  // Tracking: the order is found, its dialog opens, Escape brings focus back to the button.
  await page.goto('/Trackorder');
  await tabTo(page, walk, 'page start → Order number', named(/^Order number/));
  await page.keyboard.type(orderNo);
  await press(page, 'Enter');
  const card = page.getByRole('listitem').filter({ hasText: `Order ${orderNo}` });
  await card.waitFor();
  await tabTo(page, walk, 'Order number → Track your order', named(/^Track your order/));
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: `Track order ${orderNo}` });
  await dialog.waitFor();
  await focusBecomes(page, walk, 'the tracking dialog', (f) => f.dialog === `Track order ${orderNo}`);
  await press(page, 'Escape');
  await dialog.waitFor({ state: 'detached' });
  await focusBecomes(page, walk, 'Track your order', named(/^Track your order/));

  console.log(`keyboard journey at ${walk.shopper}: ${JSON.stringify(walk.tabs)}`);
  if (measuring) console.log(JSON.stringify({ covered: walk.covered, misses: walk.misses }, null, 1));
  expect(errors).toEqual([]);
  return walk;
}

// In all three engines (docs/decisions/0261-journeys-in-three-engines.md).
describe.each(engines())(
  'a shopper who uses only a keyboard buys without getting lost, in %s',
  RETRY_A_HUNG_DRIVER,
  (engine) => {
    let browser: EngineBrowser;
    beforeAll(async () => {
      browser = await launchEngine(engine, { reducedMotion: true });
    });
    afterAll(() => browser?.close());

    it.each([1280, 375] as const)(
      'at %i px: search, product, cart, checkout, payment, tracking',
      async (width) => {
        const walk = await journey(browser, width);
        expect(walk.covered).toEqual([]);
        expect(walk.tabs['Place Order → Pay']).toBeLessThanOrEqual(3);
        expect(walk.tabs['after Fail → Pay (Shift+Tab)']).toBeLessThanOrEqual(2);
        expect(walk.tabs['search field → result']).toBeLessThanOrEqual(3);
        expect(walk.tabs['Phone → Place Order']).toBeLessThanOrEqual(6);
      },
      240_000,
    );
  },
);

describe('moving backwards, nothing sticky covers the control in focus', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['/AuthForm', 375],
    ['/AuthForm', 1280],
    ['/Cart', 375],
    ['/Payment', 375],
    ['/Payment', 1280],
  ] as const)('%s at %i px: Shift+Tab from the last control to Skip to content', async (path, width) => {
    const { page, context } = await newShopper(browser, width);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (path !== '/AuthForm') await addToGuestCart(context, 5);
    await page.goto(path);
    await page.locator('#main h1, #main h2').first().waitFor();
    await appReady(page);
    const walk: Walk = { shopper: `${path} at ${width} px`, tabs: {}, covered: [], misses: [] };
    await tabTo(page, walk, 'last control → Skip to content', named(/^Skip to content$/), { shift: true, max: 250 });
    expect(walk.covered).toEqual([]);
    await context.close();
  });
});
