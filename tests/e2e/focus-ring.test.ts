// @vitest-environment node
// Every kind of control shows a focus ring of at least 3:1 against what it sits on. Measured from the
// pixels Chromium paints: the same spot beside the control before and after it takes focus from the
// keyboard, on its left, right, top and bottom sides; the worst side is the figure.
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper, settle } from './browser';
import { addToGuestCart } from './customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

async function pixels(page: Page) {
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number): Rgb => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
}

interface Ring {
  control: string;
  background: string;
  ring: string;
  /** The worst side: the better of the ring's two bands (outer colour, inner white) on that side. */
  ratio: number;
}

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/**
 * Focuses `target` as the keyboard does (a key press first, so :focus-visible applies) and compares
 * the pixels 1 px and 3.5 px outside its box (the white band and the 3 px ring beyond a 2 px offset)
 * with the same pixels unfocused. A round control (`round`) touches its box only at the middle of each
 * side: elsewhere the ring follows the circle inward, and points near the box's corners would read
 * the page beside it (so the figure depended on what the floating button sat over), so it is sampled
 * where the circle meets its box.
 */
async function ring(page: Page, control: string, target: Locator, round = false): Promise<Ring> {
  await target.scrollIntoViewIfNeeded();
  const focus = async () => {
    await page.keyboard.press('Shift');
    await target.evaluate((el: HTMLElement) => el.focus());
    await settle(page);
  };
  // Where it is while focused (a skip link only comes into view then), then the same spot without focus.
  await focus();
  const box = (await target.boundingBox())!;
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await settle(page);
  const before = await pixels(page);
  await focus();
  expect(await target.evaluate((el) => el.matches(':focus-visible')), `${control} has :focus-visible`).toBe(true);
  const after = await pixels(page);
  const viewport = page.viewportSize()!;
  // Each side is sampled at five points along it and judged by their median, so a single pixel of
  // text or an icon under the ring does not decide the figure.
  const along = round ? [0.46, 0.5, 0.54] : [0.2, 0.35, 0.5, 0.65, 0.8];
  const sides = [
    (d: number, t: number): [number, number] => [box.x - d, box.y + box.height * t],
    (d: number, t: number): [number, number] => [box.x + box.width + d - 1, box.y + box.height * t],
    (d: number, t: number): [number, number] => [box.x + box.width * t, box.y - d],
    (d: number, t: number): [number, number] => [box.x + box.width * t, box.y + box.height + d - 1],
  ];
  let worst: Ring | null = null;
  for (const at of sides) {
    const samples: Ring[] = [];
    for (const t of along) {
      const [ox, oy] = at(3.5, t);
      const [ix, iy] = at(1, t);
      if (ox < 0 || oy < 0 || ox >= viewport.width || oy >= viewport.height) continue;
      const bg = before(ox, oy);
      samples.push({
        control,
        background: hex(bg),
        ring: `${hex(after(ox, oy))} + ${hex(after(ix, iy))}`,
        ratio: Math.max(contrast(after(ox, oy), bg), contrast(after(ix, iy), before(ix, iy))),
      });
    }
    if (samples.length < 3) continue;
    const side = samples.sort((m, n) => m.ratio - n.ratio)[Math.floor(samples.length / 2)]!;
    if (!worst || side.ratio < worst.ratio) worst = side;
  }
  if (!worst) throw new Error(`${control}: no side of it on screen`);
  return worst;
}

describe('focus rings reach 3:1 against what they sit on', () => {
  it.each([1280, 375] as const)(
    'at %i px: buttons, links, fields, check boxes, radios, close buttons, accordion, popup',
    async (width) => {
      const { page, context } = await newShopper(browser, width);
      const rings: Ring[] = [];
      const measure = async (control: string, target: Locator, round = false) =>
        rings.push(await ring(page, control, target, round));

      await page.goto('/');
      await page.getByRole('button', { name: 'Close notification' }).first().waitFor();
      await measure('skip link', page.getByRole('link', { name: 'Skip to content' }));
      await measure('link on the green strip', page.locator('.contact-strip a').first());
      await measure(
        '"Close notification" on the green strip',
        page.getByRole('button', { name: 'Close notification' }),
      );
      await measure('header icon button', page.getByRole('button', { name: 'Search products' }));
      if (width === 1280)
        await measure('menu link', page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }));
      else await measure('menu button', page.getByRole('button', { name: 'Open menu' }));
      const faq = page.locator('.accordion-button').first();
      await measure('FAQ (accordion) button', faq);
      await measure('footer link (dark green)', page.getByRole('contentinfo').getByRole('link').first());
      await measure('footer field (dark green)', page.getByRole('contentinfo').getByRole('textbox').first());
      await measure('WhatsApp button', page.locator('.whatsapp-fab'), true);

      await page.getByRole('button', { name: 'Search products' }).click();
      const search = page.getByRole('dialog', { name: 'Search products' });
      await measure("dialog's × button", search.getByRole('button', { name: 'Close' }));
      await measure('text field', search.getByRole('searchbox'));
      await page.keyboard.press('Escape');

      await addToGuestCart(context, 5);
      await page.goto('/Cart');
      await measure("cart line's select check box", page.getByRole('checkbox').first());
      await measure('green button', page.getByRole('button', { name: 'Checkout' }));
      await measure('breadcrumb link on the banner', page.locator('.page-banner a').first());

      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.getByRole('button', { name: 'Place Order' }).waitFor();
      await measure('billing radio', page.getByRole('radio', { name: 'Use a different billing address' }));
      await measure('outlined button', page.getByRole('button', { name: 'Go Back' }));
      await page.getByRole('button', { name: 'Place Order' }).click();
      const popup = page.getByRole('dialog', { name: 'Validation Error' });
      await popup.waitFor();
      await measure("popup's OK", popup.getByRole('button', { name: 'OK' }));

      console.table(rings.map((r) => ({ ...r, ratio: r.ratio.toFixed(2) })));
      for (const r of rings)
        expect(r.ratio, `${r.control} at ${width} px: ${r.ring} on ${r.background}`).toBeGreaterThanOrEqual(3);
      await context.close();
    },
    120_000,
  );
});
