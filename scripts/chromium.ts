import { chromium, type Browser } from 'playwright-core';

/**
 * How every tool of the repository starts Chromium: the browser tests (tests/e2e/browser.ts), the
 * benches (bench/inp.ts, bench/lighthouse.ts) and scripts/make-about-video.ts. apt installs it at
 * /usr/bin/chromium; CHROME_PATH names another.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers run as root), no GPU, and none of the browser's own network chatter. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
