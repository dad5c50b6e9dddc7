/**
 * Screenshots of every storefront page at 375 px (phone) and 1280 px (desktop), full length, to look at
 * after a change: `npm run screenshots [-- OUT_DIR]` (default: screenshots/ under the system's temp
 * folder). It starts its own shop on a fresh DATA_DIR (honouring DIST_DIR), puts a product in a guest
 * cart so /Cart, /Minicart and /Payment show a line, and registers a customer with a favourite for
 * /Favourite. Prints each file it writes; the shop is stopped at the end.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'screenshots'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-screenshots-'));

const port = await new Promise<number>((resolve, reject) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
  });
});
const base = `http://127.0.0.1:${port}`;

console.log(`Starting a shop on ${base} (DATA_DIR ${dataDir})…`);
const shop = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopShop = () =>
  new Promise<void>((resolve) => {
    if (shop.exitCode !== null) return resolve();
    shop.once('exit', () => resolve());
    shop.kill('SIGTERM');
  });

async function api<T>(url: string, body?: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A verified customer, with the code read from the shop's outbox as a developer would. */
async function registerCustomer() {
  const email = `screens.${Date.now()}@example.in`;
  const password = 'coconut-water-2026';
  await api('/api/register/', { username: 'Asha', email, password, confirm_password: password, mobile: '9876543210' });
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const dir = path.join(dataDir, 'mail');
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

async function settle(page: Page) {
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

try {
  for (let i = 0; ; i++) {
    if (shop.exitCode !== null) throw new Error(`the shop exited with ${shop.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600) throw new Error('the shop did not start in 150 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  mkdirSync(outDir, { recursive: true });

  const blog = (await api<{ id: number | string }[]>('/api/api/blogs'))[0]!.id;
  const category = (await api<{ id: number }[]>('/api/categories/'))[0]!.id;
  const customer = await registerCustomer();
  await api('/api/create-favorites/', { user_id: customer.user.user_id, product_id: 1 }, customer.access);

  const pages: [string, string][] = [
    ['home', '/'],
    ['about', '/About'],
    ['blog', '/Blog'],
    ['blog-post', `/Blogdetail/${blog}`],
    ['bestseller', '/Bestseller'],
    ['featured', '/Featured'],
    ['latest-collection', '/Latestcollection'],
    ['category', `/product/${category}`],
    ['product', '/Productdetail/1'],
    ['cart', '/Cart'],
    ['minicart', '/Minicart'],
    ['payment', '/Payment'],
    ['notification', '/Notification'],
    ['newspaper', '/Newpaper'],
    ['auth', '/AuthForm'],
    ['contact', '/Contact'],
    ['favourite', '/Favourite'],
    ['track-order', '/Trackorder'],
    ['search-modal', '/SearchModal'],
    ['privacy', '/Privacypolicy'],
    ['refunds', '/Refundpolicy'],
    ['shipping', '/Shippingpolicy'],
    ['safe-html', '/SafeHtmlComponent'],
    ['terms', '/TermsAndConditions'],
    ['subscribe', '/Subscribe'],
    ['loading', '/Loading'],
    ['shop', '/Shop'],
    ['not-found', '/no/such/page'],
  ];

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  for (const width of [375, 1280]) {
    const phone = width < 768;
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width, height: phone ? 812 : 900 },
      deviceScaleFactor: 1,
      isMobile: phone,
      hasTouch: phone,
    });
    await addToGuestCart(context, 1);
    const page = await context.newPage();
    for (const [name, url] of pages) {
      if (name === 'payment') {
        await page.goto('/Cart');
        await page.getByRole('button', { name: 'Checkout' }).click();
        await page.waitForURL(`${base}/Payment`);
      } else if (name === 'favourite') {
        await page.evaluate(
          `localStorage.setItem('userId', '${customer.user.user_id}');
           localStorage.setItem('username', '${customer.user.username}');
           localStorage.setItem('accessToken', '${customer.access}');`,
        );
        await page.goto(url);
      } else {
        await page.goto(url);
      }
      await settle(page);
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      if (name === 'favourite') await page.evaluate('localStorage.clear()');
      console.log(file);
    }
    if (width < 992) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await settle(page);
      const file = path.join(outDir, `menu-open-${width}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
} finally {
  await stopShop();
  rmSync(dataDir, { recursive: true, force: true });
}
