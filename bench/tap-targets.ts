/**
 * The phone checks of the shop's look: a few screenshots (the product page's first screen at 375 x 812,
 * a row of cards, /Payment, /Cart, /Favourite at 375, home at 1280) and the number of undersized tap
 * targets per page: `npm run bench:tap-targets [-- OUT_DIR]`. A button (or anything that looks like one)
 * under 44 x 44 px on a phone counts, and any other control (any control at 1280) under 24 x 24 px, except a link inside a
 * sentence (WCAG 2.5.8's inline exception). Starts its own shop (on PORT, default 8201) like `npm run screenshots`.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, settle, shopperContext, startLookShop } from '../scripts/look';

const outDir = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'phone-shots'));
const { base, api, registerCustomer, addToGuestCart, stop } = await startLookShop(Number(process.env.PORT ?? 8201));

/** Visible controls that are too small, as "tag.class 'text' w x h". */
async function undersized(page: Page, phone: boolean) {
  return page.evaluate(`((phone) => {
    const out = [];
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex]:not([tabindex="-1"])',
    );
    for (const el of controls) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (el.closest('[aria-hidden=true], [inert]')) continue;
      // A check box or radio is measured with its label, which is what a finger hits.
      let w = box.width, h = box.height;
      if (el.matches('input[type=checkbox], input[type=radio]')) {
        const label = el.labels && el.labels[0];
        if (label) { const lb = label.getBoundingClientRect(); w = Math.max(w, lb.width); h = Math.max(h, lb.height); }
      }
      const isButton = el.matches('button, .btn, [role=button], input[type=submit], input[type=button]');
      if (!isButton && el.tagName === 'A' && style.display === 'inline') {
        const parent = el.parentElement;
        const own = parent ? [...parent.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) : false;
        if (own) continue; // a link in a sentence
      }
      const min = isButton && phone ? 44 : 24;
      if (w + 0.5 < min || h + 0.5 < min) {
        const name = el.tagName.toLowerCase() + [...el.classList].slice(0, 2).map((c) => '.' + c).join('');
        const text = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30);
        out.push(name + " '" + text + "' " + Math.round(w) + 'x' + Math.round(h));
      }
    }
    return out;
  })(${phone})`) as Promise<string[]>;
}

try {
  mkdirSync(outDir, { recursive: true });
  const customer = await registerCustomer();
  await api('/api/create-favorites/', { user_id: customer.user.user_id, product_id: 1 }, customer.access);

  const browser = await launchChromium();
  const counts: Record<string, Record<number, number>> = {};
  for (const width of [375, 1280]) {
    const phone = width < 768;
    const context = await shopperContext(browser, base, width);
    await addToGuestCart(context, 1);
    await context.addInitScript(`
      if (${customer.user.user_id} && location.pathname === '/Favourite') {
        localStorage.setItem('userId', '${customer.user.user_id}');
        localStorage.setItem('username', '${customer.user.username}');
        localStorage.setItem('accessToken', '${customer.access}');
      }`);
    const page = await context.newPage();
    const shots: [string, string, 'first' | 'full' | 'cards'][] = [
      ['home', '/', 'full'],
      ['product', '/Productdetail/1', 'first'],
      ['cards', '/Latestcollection', 'cards'],
      ['cart', '/Cart', 'full'],
      ['payment', '/Payment', 'full'],
      ['auth', '/AuthForm', 'full'],
      ['favourite', '/Favourite', 'full'],
    ];
    for (const [name, url, kind] of shots) {
      if (name === 'payment') {
        await page.goto('/Cart');
        await page.getByRole('button', { name: 'Checkout' }).click();
        await page.waitForURL(`${base}/Payment`);
      } else {
        await page.goto(url);
      }
      await settle(page);
      const small = await undersized(page, phone);
      (counts[name] ??= {})[width] = small.length;
      console.log(`${name} at ${width}: ${small.length} undersized${small.length ? `\n  ${small.join('\n  ')}` : ''}`);
      const file = path.join(outDir, `${name}-${width}.png`);
      if (kind === 'first') await page.screenshot({ path: file });
      else if (kind === 'cards') {
        const card = page.locator('.cc-grid').first();
        await card.scrollIntoViewIfNeeded();
        const box = await card.boundingBox();
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: box ? { x: 0, y: box.y, width, height: Math.min(box.height, 700) } : undefined,
        });
      } else await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
  console.log('\nundersized tap targets (375 / 1280)');
  for (const [name, byWidth] of Object.entries(counts))
    console.log(`${name.padEnd(10)} ${byWidth[375]} / ${byWidth[1280]}`);
} finally {
  await stop();
}
