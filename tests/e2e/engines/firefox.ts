import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import type { Driver } from './page';

/** Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (no geckodriver, nothing downloaded). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export function launchFirefox({ reducedMotion = false } = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // No update checks, telemetry or pocket fetches to other origins while the shop is tested.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'extensions.pocket.enabled': false,
      ...(reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {}),
    },
  });
}

/** A private context (its own cookies and storage) with one tab at the given size. */
export async function firefoxDriver(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number; phone: boolean },
  errors: string[],
): Promise<{ driver: Driver; close: () => Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  await page.setViewport({ width: viewport.width, height: viewport.height, deviceScaleFactor: 1 });
  if (viewport.phone) await page.setUserAgent('Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0');
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  // Chromium reports an answer of 400 or more as a console error; Firefox only in its network panel.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const driver: Driver = {
    origin: baseUrl,
    run: <R>(body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<R>,
    install: async (source) => {
      await page.evaluate(`${source}\n;0`);
    },
    async clickFound(body) {
      const handle = await page.evaluateHandle(`(async () => { ${body} })()`);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) {
        await handle.dispose();
        return false;
      }
      try {
        await element.click();
        return true;
      } catch {
        return false;
      } finally {
        await element.dispose();
      }
    },
    navigate: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    async press(keys) {
      const held = keys.slice(0, -1) as KeyInput[];
      for (const key of held) await page.keyboard.down(key);
      await page.keyboard.press(keys.at(-1) as KeyInput);
      for (const key of held.reverse()) await page.keyboard.up(key);
    },
    type: (text) => page.keyboard.type(text),
    addInitScript: async (source) => {
      await page.evaluateOnNewDocument(source);
    },
    networkIdle: () => page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }),
    screenshot: async (path, fullPage) => {
      await page.screenshot({ path: path as `${string}.png`, fullPage });
    },
  };
  return { driver, close: () => context.close() };
}
