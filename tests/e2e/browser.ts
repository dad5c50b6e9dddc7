import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export const baseUrl = () => inject('baseUrl');

export interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A fresh browser context at a phone (375 px) or desktop (1280 px) width that records console errors. */
export async function newShopper(
  browser: Browser,
  width: 375 | 1280 = 1280,
  options: { bypassCSP?: boolean } = {},
): Promise<Shopper> {
  const context = await browser.newContext({
    ...options,
    baseURL: baseUrl(),
    viewport: { width, height: width === 375 ? 812 : 900 },
    deviceScaleFactor: 1,
    isMobile: width === 375,
    hasTouch: width === 375,
  });
  // Opened inside a test: closed when it ends, passed or failed, so a failure leaves no context open
  // for the next test to run beside. A context opened in beforeAll is the file's to close.
  try {
    onTestFinished(() => context.close().catch(() => {}));
  } catch {
    // not inside a test
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
