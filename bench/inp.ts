/**
 * Interaction latency of the storefront's main taps, in Chromium with the CPU slowed 4× (as
 * Lighthouse's mobile preset does, through CDP's Emulation.setCPUThrottlingRate). Each
 * interaction is tried `--tries` times (default 5) on a freshly loaded page, and the worst Event
 * Timing duration (PerformanceObserver type 'event', durationThreshold 16, entries with an
 * interactionId) is printed per interaction; INP is at most that. Opening the mini-cart follows
 * the answer to Add To Cart rather than a tap, so for it the longest animation frame from the tap
 * until the drawer shows is printed (the time the page could not answer another tap).
 *
 *   npm run bench:inp -- [--base-url URL] [--port 8611] [--data-dir DIR] [--tries 5] [--cpu 4] [--only TEXT]
 *
 * `--only` runs the interactions whose name contains TEXT (for example `--only "Place Order"`).
 *
 * Without --base-url it starts the shop as bench/lighthouse.ts does. A benchmark: it prints
 * figures and never fails on them.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium';
import { startShop, type Shop } from './start-shop';

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    port: { type: 'string', default: '8611' },
    'data-dir': { type: 'string' },
    tries: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    only: { type: 'string' },
  },
});
const tries = Math.max(1, Number(args.tries));
const cpu = Number(args.cpu);
const root = path.resolve(import.meta.dirname, '..');

/** Records Event Timing and long-animation-frame entries from the page's start. */
const OBSERVE = `
  window.__events = [];
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ name: e.name, duration: e.duration, start: e.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__frames.push({ duration: e.duration, start: e.startTime });
    }).observe({ type: 'long-animation-frame', buffered: true });
`;

interface Sample {
  /** Worst Event Timing duration of the interaction, ms (0: no entry reached 16 ms). */
  event: number;
  /** Longest animation frame from the tap on, ms. */
  frame: number;
}

/** Picks the first choice of each option group (size and the like) a product asks for before Add To Cart. */
async function chooseOptions(page: Page): Promise<void> {
  // The purchase panel comes with the app (the first screen in the HTML has none): on a loaded
  // machine it may not be there yet when the page goes network-idle.
  await page.getByRole('button', { name: 'Add To Cart' }).waitFor();
  for (const group of await page.locator('.cc-detail [role="group"]').all()) {
    const first = group.locator('button[aria-pressed]').first();
    if ((await first.count()) > 0 && (await first.getAttribute('aria-pressed')) !== 'true') await first.click();
  }
}

async function throttled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Past the first screen's staged renders and the chunks loaded after it.
  await page.waitForTimeout(500);
  return page;
}

/** Runs `act` and reads what it cost, once whatever it opened has settled. */
async function measure(page: Page, act: () => Promise<void>, settled: () => Promise<void>): Promise<Sample> {
  const since = (await page.evaluate('performance.now()')) as number;
  await act();
  await settled();
  await page.waitForTimeout(300);
  // A string, not a function: the TypeScript loader would wrap a function's inner functions in
  // helpers the page does not have.
  return page.evaluate(`(() => {
    const worst = (xs) => Math.max(0, ...xs.filter((x) => x.start >= ${since} - 1).map((x) => x.duration));
    return { event: worst(window.__events), frame: worst(window.__frames) };
  })()`) as Promise<Sample>;
}

const shop: Shop = args['base-url']
  ? { base: args['base-url'].replace(/\/$/, ''), stop: async () => {} }
  : await startShop(root, Number(args.port), args['data-dir']);

const browser = await launchChromium();

try {
  const latest = (await (await fetch(`${shop.base}/api/latest-collection/`)).json()) as {
    id: number;
    name: string;
    coming_soon: boolean;
    sold_out: boolean;
  }[];
  const buyable = latest.find((p) => !p.coming_soon && !p.sold_out);
  if (!buyable) throw new Error('no product in the latest collection can be bought');
  const productUrl = `${shop.base}/Productdetail/${buyable.id}`;
  const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

  /** A phone with a fresh guest session; with one product in its cart when `withCart`. */
  async function visitor(withCart: boolean): Promise<BrowserContext> {
    const context = await browser.newContext(phone);
    await context.addInitScript(OBSERVE);
    if (withCart) {
      const page = await context.newPage();
      await page.goto(productUrl, { waitUntil: 'networkidle' });
      await chooseOptions(page);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByRole('dialog').waitFor();
      await page.close();
    }
    return context;
  }

  const interactions: { name: string; cart: boolean; run: (context: BrowserContext) => Promise<Sample> }[] = [
    {
      name: 'Add To Cart',
      cart: false,
      async run(context) {
        const page = await throttled(context, productUrl);
        await chooseOptions(page);
        const button = page.getByRole('button', { name: 'Add To Cart' });
        return measure(
          page,
          () => button.click(),
          () => page.getByRole('dialog').waitFor(),
        );
      },
    },
    {
      name: 'opening the mini-cart (longest frame)',
      cart: false,
      async run(context) {
        const page = await throttled(context, productUrl);
        await chooseOptions(page);
        const sample = await measure(
          page,
          () => page.getByRole('button', { name: 'Add To Cart' }).click(),
          () => page.getByRole('dialog').waitFor(),
        );
        return { event: sample.frame, frame: sample.frame };
      },
    },
    {
      name: 'opening the mobile menu',
      cart: false,
      async run(context) {
        const page = await throttled(context, `${shop.base}/`);
        return measure(
          page,
          () => page.getByRole('button', { name: 'Open menu' }).click(),
          () => page.locator('#main-menu').getByRole('link', { name: 'About' }).waitFor(),
        );
      },
    },
    {
      name: 'typing in search',
      cart: false,
      async run(context) {
        const page = await throttled(context, `${shop.base}/`);
        await page.getByRole('button', { name: 'Search products' }).click();
        const field = page.getByRole('dialog').getByRole('searchbox').or(page.getByRole('dialog').getByRole('textbox'));
        await field.first().waitFor();
        await page.waitForTimeout(300);
        return measure(
          page,
          () => field.first().pressSequentially('coconut', { delay: 120 }),
          () => page.waitForTimeout(800),
        );
      },
    },
    {
      name: 'changing a quantity in the cart',
      cart: true,
      async run(context) {
        const page = await throttled(context, `${shop.base}/Cart`);
        const plus = page.getByRole('button', { name: /^Increase/ }).first();
        await plus.waitFor();
        return measure(
          page,
          () => plus.click(),
          () => page.waitForTimeout(800),
        );
      },
    },
    {
      name: 'opening quick view',
      cart: false,
      async run(context) {
        const page = await throttled(context, `${shop.base}/Latestcollection`);
        return measure(
          page,
          () =>
            page
              .getByRole('button', { name: /^Quick view / })
              .first()
              .click(),
          () => page.getByRole('dialog').waitFor(),
        );
      },
    },
    {
      name: 'pressing Place Order with an empty form',
      cart: true,
      async run(context) {
        const page = await throttled(context, `${shop.base}/Payment`);
        const place = page.getByRole('button', { name: 'Place Order' });
        await place.waitFor();
        return measure(
          page,
          () => place.click(),
          () => page.waitForTimeout(800),
        );
      },
    },
  ];

  const rows: string[][] = [['interaction', `worst of ${tries} (ms)`, 'each try (ms)', 'longest frame (ms)']];
  for (const interaction of interactions.filter((i) => !args.only || i.name.includes(args.only!))) {
    const samples: Sample[] = [];
    for (let i = 0; i < tries; i++) {
      const context = await visitor(interaction.cart);
      try {
        samples.push(await interaction.run(context));
      } finally {
        await context.close();
      }
    }
    const worst = Math.max(...samples.map((s) => s.event));
    console.log(`${interaction.name}: ${samples.map((s) => Math.round(s.event)).join(', ')} ms`);
    rows.push([
      interaction.name,
      String(Math.round(worst)),
      samples.map((s) => Math.round(s.event)).join(', '),
      String(Math.round(Math.max(...samples.map((s) => s.frame)))),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\nInteraction latency, Chromium ${browser.version()} at ${cpu}× CPU slowdown, phone viewport, ${shop.base}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log([line(rows[0]!), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n'));
} finally {
  await browser.close();
  await shop.stop();
}
