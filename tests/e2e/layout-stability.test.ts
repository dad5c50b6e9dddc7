// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appReady, launchBrowser, newShopper } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Cumulative layout shift while a page loads its code, its data and its images (Core Web Vitals: good below 0.1).
// At 375 px the CPU runs 4× slower, as Lighthouse's phone does: parts that arrive in separate
// commits (a blog post's body and its sidebar) only show their shift when the code is slow.
describe.each([375, 1280] as const)('layout stability at %i px', (width) => {
  it.each(['/', '/Latestcollection', '/product/1', '/Productdetail/1', '/Blog', '/Blogdetail/16'])(
    '%s does not shift as it loads',
    async (path) => {
      const { page, context } = await newShopper(browser, width);
      if (width === 375) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await appReady(page);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.1);
      await context.close();
    },
  );
});
