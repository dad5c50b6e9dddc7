import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium';
import { inject, onTestFinished } from 'vitest';
import type { ShopPage } from './engines/page';

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

export const baseUrl = () => inject('baseUrl');

export interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A fresh browser context at a phone (375 px, or another width under 768) or desktop (1280 px) width
 * that records console errors.
 */
export async function newShopper(
  browser: Browser,
  width: number = 1280,
  options: { bypassCSP?: boolean } = {},
): Promise<Shopper> {
  const context = await browser.newContext({
    ...options,
    baseURL: baseUrl(),
    viewport: { width, height: width < 768 ? 812 : 900 },
    deviceScaleFactor: 1,
    isMobile: width < 768,
    hasTouch: width < 768,
  });
  // Opened inside a test: closed when it ends, passed or failed, so a failure leaves no context open
  // for the next test to run beside. A context opened in beforeAll is the file's to close.
  try {
    onTestFinished(() => context.close().catch(() => {}));
  } catch {
    // not inside a test
  }
  const page = await context.newPage();
  watchTraffic(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Two frames painted: what a change just made has been laid out and drawn. */
export const frames = (page: ShopPage): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** The window has stopped scrolling (Bootstrap makes scrolling smooth): the same position three frames running. */
export const scrollSettled = (page: ShopPage): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

/**
 * How long no request may be in flight before the network counts as quiet. Playwright's
 * `networkidle` waits 500 ms after every navigation (and not at all after a click); a third of the
 * suite's time went on it. A page's requests follow each other within milliseconds (the HTML, its
 * chunks, the data its effects ask for), so a quarter of a second of silence means it has asked for
 * what it shows.
 */
const QUIET_MS = 250;

interface Traffic {
  inFlight: Set<Request>;
  changedAt: number;
}
const traffic = new WeakMap<object, Traffic>();

/** Counts the page's requests from now on (newShopper does it for the pages it opens). */
export function watchTraffic(page: Page): void {
  if (traffic.has(page)) return;
  const watched: Traffic = { inFlight: new Set(), changedAt: Date.now() };
  traffic.set(page, watched);
  page.on('request', (request) => {
    // A stream stays open for as long as the page does: it is never "finished".
    if (request.resourceType() === 'eventsource') return;
    watched.inFlight.add(request);
    watched.changedAt = Date.now();
  });
  const done = (request: Request) => {
    if (watched.inFlight.delete(request)) watched.changedAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * No request in flight for QUIET_MS, after a navigation or after a click alike. A page not watched
 * from its first request (another engine's, or one opened without newShopper) waits for the
 * engine's own network idle, and a Playwright page is watched from then on.
 */
export async function quietNetwork(page: ShopPage | Page, timeoutMs = 30_000): Promise<void> {
  const watched = traffic.get(page);
  if (!watched) {
    await page.waitForLoadState('networkidle');
    if ('on' in page) watchTraffic(page);
    return;
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const quietFor = Date.now() - watched.changedAt;
    if (watched.inFlight.size === 0 && quietFor >= QUIET_MS) return;
    if (Date.now() > deadline)
      throw new Error(
        `requests still in flight after ${timeoutMs} ms: ${[...watched.inFlight].map((r) => r.url()).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, watched.inFlight.size ? 20 : QUIET_MS - quietFor));
  }
}

/**
 * A page settled as a shopper would see it, waited for rather than slept on: no request in flight,
 * the fonts in, every animation and transition that ends ended (a spinner's endless one aside), the
 * window no longer scrolling, and two frames painted since.
 */
export async function settle(page: ShopPage): Promise<void> {
  await quietNetwork(page);
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await scrollSettled(page);
  await frames(page);
}

/**
 * The app has taken over from the first-paint shell (which leaves the footer out) and run its first
 * effects: what it would show on load is showing.
 */
export async function appReady(page: ShopPage): Promise<void> {
  await page.locator('footer').first().waitFor({ state: 'attached' });
  await settle(page);
}
