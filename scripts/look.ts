/**
 * What the scripts that look at the storefront share (`npm run screenshots`, `npm run
 * bench:tap-targets`): a shop of their own with a guest cart and a customer with a favourite, the
 * browser, and a page settled as a shopper would see it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startShop } from '../bench/start-shop';

export interface LookShop {
  base: string;
  api: <T>(url: string, body?: unknown, token?: string) => Promise<T>;
  /** A verified customer, the code read from the shop's outbox as a developer would. */
  registerCustomer: () => Promise<{ access: string; user: { user_id: number; username: string } }>;
  /** One unit of `productId` in the guest cart of `context`'s cookies. */
  addToGuestCart: (context: BrowserContext, productId: number) => Promise<void>;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Starts the shop of this checkout on `port` (a free one when not given) and a fresh DATA_DIR. */
export async function startLookShop(port?: number): Promise<LookShop> {
  const root = path.resolve(import.meta.dirname, '..');
  const shop = await startShop(root, port ?? (await freePort()));
  const { base } = shop;
  console.log(`A shop on ${base} (DATA_DIR ${shop.dataDir})`);

  async function api<T>(url: string, body?: unknown, token?: string): Promise<T> {
    const answer = await fetch(`${base}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  }

  async function registerCustomer() {
    const email = `screens.${Date.now()}@example.in`;
    const password = 'coconut-water-2026';
    await api('/api/register/', {
      username: 'Asha',
      email,
      password,
      confirm_password: password,
      mobile: '9876543210',
    });
    const dir = path.join(shop.dataDir!, 'mail');
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      for (const file of readdirSync(dir, { withFileTypes: true }).filter((f) => f.isFile())) {
        const mail = readFileSync(path.join(dir, file.name), 'utf8');
        if (mail.includes(`To: ${email}`)) code = /^Subject: ([0-9]{6}) is your/m.exec(mail)?.[1];
      }
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    if (!code) throw new Error('no verification mail');
    return api<{ access: string; user: { user_id: number; username: string } }>('/api/verify-otp/', { email, code });
  }

  async function addToGuestCart(context: BrowserContext, productId: number) {
    await context.request.get(`${base}/api/get-session-info/`);
    const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const answer = await context.request.post(`${base}/api/cart/`, {
      data: { product_id: productId, quantity: 1 },
      headers: { 'X-CSRFToken': csrf },
    });
    if (answer.status() !== 201) throw new Error(`cart/ answered ${answer.status()}`);
  }

  return { base, api, registerCustomer, addToGuestCart, stop: shop.stop };
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });

/** A context at a phone's or a desktop's width, as the shopper's browser would be. */
export const shopperContext = (browser: Browser, base: string, width: number) => {
  const phone = width < 768;
  return browser.newContext({
    baseURL: base,
    viewport: { width, height: phone ? 812 : 900 },
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
  });
};

/** The page as a shopper sees it once it has stopped moving: lazy pictures in, fonts ready, at the top. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Down the page a screen at a time, so lazy pictures load as they would for a shopper, then back up.
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 500));
    scrollTo({ top: 0, behavior: 'instant' });
  })()`);
  await page.waitForFunction('scrollY === 0');
  await page.waitForLoadState('networkidle');
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(400);
}
