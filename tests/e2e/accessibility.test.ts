// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newShopper, settle } from './browser';
import { addToGuestCart } from './customer';
import { guestOrder } from './orders';
import { everyRoute } from '../../common/site/paths';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.1 A/AA rules on the page as it stands: every finding, whatever its impact. */
async function audit(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  })) as Violation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** Every route of the storefront and an unknown page. */
const ROUTES = [...everyRoute({ blogDetail: 1, category: 1, product: 1 }), '/no-such-page'];

/** How many pages and states were audited, printed at the end (for the record of the sweep). */
const counted = { routes: 0, states: 0 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  console.log(`axe sweep: ${counted.routes} route audits and ${counted.states} open-dialog audits`);
});

describe.each([375, 1280] as const)('accessibility at %i px', (width) => {
  // One browser context per width for every route and state: a guest with a cart line and a paid order.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // The shop's CSP rightly refuses inline scripts; the audit injects axe as one.
    ({ page, context } = await newShopper(browser, width, { bypassCSP: true }));
    // The new-product notification comes and goes on its own timers (10 s shown, every 30 s), fading
    // over 300 ms: one that starts to fade while axe reads the page is measured half transparent.
    // With reduced motion (which the shop honours) fades are instant, so every colour is judged as
    // it settles.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await guestOrder(context);
    await addToGuestCart(context, 5, 1);
    // Checkout reads its selection from the cart page.
    await page.goto('/Cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/Payment$/);
  }, 120_000);
  afterAll(() => context?.close());

  it.each(ROUTES)('%s has no WCAG 2.1 A/AA violations', async (path) => {
    await page.goto(path);
    if (path === '/SearchModal') await page.getByRole('dialog', { name: 'Search products' }).waitFor();
    else if (path !== '/Newpaper' && path !== '/Loading') await page.locator('main h1, main h2').first().waitFor();
    await settle(page);
    expect(await audit(page)).toEqual([]);
    counted.routes += 1;
  });

  /** Opens a state on the shared page, audits it with the dialog open, then closes it. */
  const states: Array<[string, () => Promise<void>]> = [
    [
      'the Forgot Password and Reset Password modals',
      async () => {
        await page.goto('/AuthForm');
        await page.getByRole('button', { name: 'Forgot Password?' }).click();
        const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
        await forgot.waitFor();
        await settle(page);
        expect(await audit(page)).toEqual([]);
        await forgot.getByLabel('Email').fill(`nobody.${width}@example.in`);
        await forgot.getByRole('button', { name: 'Send OTP' }).click();
        await page.getByRole('dialog', { name: 'Reset Password' }).waitFor();
        await settle(page);
        counted.states += 1;
      },
    ],
    [
      'a refused password, then the Verify OTP modal',
      async () => {
        await page.goto('/AuthForm');
        const form = page.getByRole('form', { name: 'Register' });
        await form.getByLabel('Username').fill('Axe');
        await form.getByLabel('Email').fill(`axe.${width}.${Date.now()}@example.in`);
        await form.getByLabel('Mobile').fill('9876543210');
        await form.getByLabel('Password', { exact: true }).fill('coco1234');
        await form.getByLabel('Confirm Password', { exact: true }).fill('coco1234');
        await form.getByRole('button', { name: 'Register' }).click();
        const failed = page.getByRole('dialog', { name: 'Registration Failed' });
        await failed.waitFor();
        await settle(page);
        expect(await audit(page)).toEqual([]);
        await failed.getByRole('button', { name: 'Try Again' }).click();
        await failed.waitFor({ state: 'detached' });
        await settle(page);
        expect(await audit(page)).toEqual([]);
        counted.states += 2;
        await form.getByLabel('Password', { exact: true }).fill('coconut-shell-axe-2026');
        await form.getByLabel('Confirm Password', { exact: true }).fill('coconut-shell-axe-2026');
        await form.getByRole('button', { name: 'Register' }).click();
        await page.getByRole('dialog', { name: 'Verify OTP' }).waitFor();
        await settle(page);
      },
    ],
    [
      'quick view',
      async () => {
        await page.goto('/Latestcollection');
        await page
          .getByRole('button', { name: /^Quick view / })
          .first()
          .click();
        await page.getByRole('dialog').first().waitFor();
        await settle(page);
      },
    ],
    [
      'the mini-cart drawer',
      async () => {
        await page.goto('/Productdetail/1');
        await page.getByRole('group', { name: 'Size' }).getByRole('button').first().click();
        await page.getByRole('button', { name: 'Add To Cart' }).click();
        await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
        await settle(page);
      },
    ],
    [
      'the search dialog with results',
      async () => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Search products' }).click();
        const dialog = page.getByRole('dialog', { name: 'Search products' });
        await dialog.getByRole('searchbox').fill('coconut');
        await dialog.getByRole('button', { name: 'Search', exact: true }).click();
        await dialog.getByRole('link').first().waitFor();
        await settle(page);
      },
    ],
    [
      width === 375 ? 'the mobile menu' : 'the Product menu',
      async () => {
        await page.goto('/');
        if (width === 375) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.locator('#main-menu').waitFor();
        } else {
          await page.getByRole('button', { name: 'Product', exact: true }).click();
          await page.locator('.product-menu__list.show').waitFor();
        }
        await settle(page);
      },
    ],
    [
      'the tracking modal',
      async () => {
        await page.goto('/Trackorder');
        await page.getByRole('button', { name: 'Track your order' }).first().click();
        await page.getByRole('dialog', { name: /^Track order / }).waitFor();
        await settle(page);
      },
    ],
    [
      'the chat panel',
      async () => {
        await page.goto('/Contact');
        await page.getByRole('button', { name: 'Chat with us' }).click();
        await page.getByRole('dialog', { name: /./ }).last().waitFor();
        await settle(page);
      },
    ],
  ];

  it.each(states)('with %s open: no WCAG 2.1 A/AA violations', async (_name, open) => {
    await open();
    expect(await audit(page)).toEqual([]);
    counted.states += 1;
  });
});
