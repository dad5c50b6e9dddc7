import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser as PlaywrightBrowser } from 'playwright-core';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { onTestFinished } from 'vitest';
import { baseUrl, launchBrowser, newShopper } from '../browser';
import { root } from '../shop-process';
import { FIREFOX_PATH, firefoxDriver, launchFirefox } from './firefox';
import { DriverPage, type Driver, type ShopPage } from './page';
import { launchWebKit, MINIBROWSER, WEBDRIVER_HUNG, WEBKIT_DRIVER, type WebKitBrowser } from './webkit';

export type { ShopLocator, ShopPage } from './page';

/**
 * The three engines shoppers use: Chromium (Chrome, Edge, most Android browsers) through Playwright,
 * Firefox ESR through WebDriver BiDi, WebKitGTK (the engine of Safari) through classic WebDriver.
 * The journeys that run in all three take `engines()`; every other browser test stays on Chromium.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

const installed: Record<Engine, () => boolean> = {
  chromium: () => existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium'),
  firefox: () => existsSync(FIREFOX_PATH),
  webkit: () => existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER),
};

/**
 * The engines to run: E2E_ENGINES (comma-separated), else the test's own default (all three, or the
 * engines it has passed in so far). An engine that is not installed is
 * left out with a note, unless REQUIRE_BROWSER is set (CI), where it is a failure.
 */
export function engines(defaults = 'chromium,firefox,webkit'): Engine[] {
  const asked = (process.env.E2E_ENGINES ?? defaults).split(',').map((e) => e.trim()) as Engine[];
  return asked.filter((engine) => {
    if (!(engine in installed)) throw new Error(`E2E_ENGINES: unknown engine "${engine}"`);
    if (installed[engine]()) return true;
    const message = `${engine} is not installed (apt-get install -y firefox-esr webkit2gtk-driver xvfb)`;
    if (process.env.REQUIRE_BROWSER) throw new Error(message);
    console.log(`SKIPPED in ${message}`);
    return false;
  });
}

/**
 * The options of a describe over engines(): a test whose WebKit driver hung, or whose page load never
 * finished (tests/e2e/engines/webkit.ts drops that driver and starts another), runs once more on the
 * new one. Any other failure fails at once, and a hang twice in a row fails too.
 */
export const RETRY_A_HUNG_DRIVER = { retry: { count: 1, condition: new RegExp(`^(${WEBDRIVER_HUNG}|timeout: )`) } };

/** Phone (375 px, as the Chromium-only tests size it, or another width under 768) and desktop (1280 px). */
export type Width = number;
const viewportOf = (width: Width) => ({ width, height: width < 768 ? 812 : 900, phone: width < 768 });

export interface EngineShopper {
  engine: Engine;
  width: Width;
  page: ShopPage;
  /** Console errors, uncaught errors and answers of 400 or more seen so far. */
  errors: string[];
  /** Chromium only: Playwright's page, for what only Chromium offers (CPU throttling over CDP). */
  chromium?: Awaited<ReturnType<typeof newShopper>>;
}

export interface EngineBrowser {
  engine: Engine;
  /**
   * A fresh shopper (own cookies and storage) at the width. Inside a test it is closed when the test
   * ends, and a failed test leaves a screenshot, named after the engine and width, in test-results/e2e/.
   */
  newShopper(width: Width): Promise<EngineShopper>;
  close(): Promise<void>;
}

export const FAILURE_SHOTS = path.join(root, 'test-results', 'e2e');

function closeWithTest(shopper: EngineShopper, close: () => Promise<void>) {
  onTestFinished(async (context) => {
    if (context.task.result?.state === 'fail') {
      mkdirSync(FAILURE_SHOTS, { recursive: true });
      const name = `${shopper.engine}-${shopper.width}-${context.task.name}`.replace(/[^\w.-]+/g, '_').slice(0, 150);
      const file = path.join(FAILURE_SHOTS, `${name}.png`);
      try {
        await shopper.page.screenshot({ path: file });
        console.error(`${shopper.engine} at ${shopper.width} px failed "${context.task.name}": screenshot ${file}`);
      } catch (error) {
        console.error(`${shopper.engine} at ${shopper.width} px: no screenshot (${String(error)})`);
      }
    }
    await close().catch(() => {});
  });
}

/**
 * The engine's browser. `reducedMotion` starts Firefox and WebKit asking for reduced motion, as
 * Playwright's emulateMedia does per page in Chromium (neither WebDriver can switch it per page).
 */
export async function launchEngine(engine: Engine, { reducedMotion = false } = {}): Promise<EngineBrowser> {
  if (engine === 'chromium') {
    const browser: PlaywrightBrowser = await launchBrowser();
    return {
      engine,
      async newShopper(width) {
        const chromium = await newShopper(browser, width);
        const shopper: EngineShopper = { engine, width, page: chromium.page, errors: chromium.errors, chromium };
        closeWithTest(shopper, () => chromium.context.close());
        return shopper;
      },
      close: () => browser.close(),
    };
  }

  let open: (width: Width, errors: string[]) => Promise<{ driver: Driver; close: () => Promise<void> }>;
  let closeBrowser: () => Promise<void>;
  if (engine === 'firefox') {
    const browser: PuppeteerBrowser = await launchFirefox({ reducedMotion });
    open = (width, errors) => firefoxDriver(browser, baseUrl(), viewportOf(width), errors);
    closeBrowser = () => browser.close();
  } else {
    const browser: WebKitBrowser = await launchWebKit(baseUrl(), { reducedMotion });
    open = (width, errors) => browser.newSession(viewportOf(width), errors);
    closeBrowser = () => browser.close();
  }
  return {
    engine,
    async newShopper(width) {
      const errors: string[] = [];
      const { driver, close } = await open(width, errors);
      const shopper: EngineShopper = { engine, width, page: new DriverPage(driver), errors };
      closeWithTest(shopper, close);
      return shopper;
    },
    close: closeBrowser,
  };
}
