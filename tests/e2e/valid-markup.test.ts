// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newShopper, quietNetwork } from './browser';
import { addToGuestCart, postAs, registerCustomer, signInContext, type Customer } from './customer';

/**
 * The markup React renders is valid HTML: every storefront route, at 375 and 1280 px, once loaded,
 * through the W3C Nu checker (the vnu-jar package; Java 17). All documents go to one run of the
 * checker, since the JVM takes seconds to start.
 */
const ROUTES = [
  '/',
  '/About',
  '/Blog',
  'blog post',
  '/Bestseller',
  '/Featured',
  '/Latestcollection',
  'category',
  'product',
  '/Cart',
  '/Minicart',
  '/Payment',
  '/Notification',
  '/Newpaper',
  '/AuthForm',
  '/Contact',
  '/Favourite',
  '/Trackorder',
  '/SearchModal',
  '/Privacypolicy',
  '/Refundpolicy',
  '/Shippingpolicy',
  '/SafeHtmlComponent',
  '/TermsAndConditions',
  '/Subscribe',
  '/Loading',
] as const;

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

let browser: Browser;
let customer: Customer;
const ids = { blog: '', category: '', product: 1 };
const dir = mkdtempSync(path.join(os.tmpdir(), 'valid-markup-'));

beforeAll(async () => {
  browser = await launchBrowser();
  const api = async <T>(url: string) => (await (await fetch(`${baseUrl()}${url}`)).json()) as T;
  ids.blog = String((await api<{ id: number | string }[]>('/api/api/blogs'))[0]!.id);
  ids.category = String((await api<{ id: number }[]>('/api/categories/'))[0]!.id);
  customer = await registerCustomer(baseUrl(), inject('dataDir'), 'Meenakshi');
  await postAs(baseUrl(), customer, '/api/create-favorites/', { user_id: customer.userId, product_id: ids.product });
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const urlOf = (route: (typeof ROUTES)[number]) =>
  route === 'blog post'
    ? `/Blogdetail/${ids.blog}`
    : route === 'category'
      ? `/product/${ids.category}`
      : route === 'product'
        ? `/Productdetail/${ids.product}`
        : route;

/** Each route's DOM after React, at one width, written to a file; the files' names. */
async function renderAll(width: 375 | 1280): Promise<string[]> {
  const { page, context } = await newShopper(browser, width);
  await addToGuestCart(context, ids.product);
  await signInContext(context, customer);
  const files: string[] = [];
  for (const route of ROUTES) {
    await page.goto(urlOf(route));
    await quietNetwork(page);
    const file = path.join(dir, `${width}${urlOf(route).replace(/\W+/g, '-')}.html`);
    writeFileSync(file, await page.content());
    files.push(file);
  }
  await context.close();
  return files;
}

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

it('the Nu checker finds no error in the DOM of any route at 375 and 1280 px', { timeout: 180_000 }, async () => {
  const files = (await Promise.all([renderAll(375), renderAll(1280)])).flat();
  const output = await new Promise<string>((resolve, reject) =>
    execFile(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(error) : resolve(stderr || stdout)),
    ),
  );
  const { messages } = JSON.parse(output) as { messages: NuMessage[] };
  const errors = messages
    .filter((m) => m.type === 'error' || (m.type === 'non-document-error' && m.subType !== 'internal'))
    .map((m) => `${path.basename(m.url)}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`);
  expect(errors).toEqual([]);
});
