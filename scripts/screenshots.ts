/**
 * Screenshots of every storefront page at 375 px (phone) and 1280 px (desktop), full length, to look at
 * after a change: `npm run screenshots [-- OUT_DIR]` (default: screenshots/ under the system's temp
 * folder). It starts its own shop on a fresh DATA_DIR (honouring DIST_DIR), puts a product in a guest
 * cart so /Cart, /Minicart and /Payment show a line, and registers a customer with a favourite for
 * /Favourite. Prints each file it writes; the shop is stopped at the end.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, settle, shopperContext, startLookShop } from './look';

const outDir = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'screenshots'));
const { base, api, registerCustomer, addToGuestCart, stop } = await startLookShop();

try {
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

  const browser = await launchChromium();
  for (const width of [375, 1280]) {
    const context = await shopperContext(browser, base, width);
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
  await stop();
}
