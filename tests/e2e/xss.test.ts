// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, quietNetwork, settle } from './browser';
import { postAs, registerCustomer, type Customer } from './customer';
import { waitForMail } from './mail';
import { freePort, root, startShopProcess, type ShopProcess } from './shop-process';

const run = promisify(execFile);

/**
 * Markup that runs script if a page ever treats it as HTML unsanitized. Each sets `window.__xss` to
 * its own name (one opens an alert), so a failure says which got through.
 */
const CORPUS = [
  `<script>window.__xss='script'</script>`,
  `<img src=x onerror="window.__xss='img-onerror'">`,
  `<img src=x onerror=alert('xss')>`,
  // void(): a script URL that returns a string would replace the page, and the flag with it.
  `<a href="javascript:void(window.__xss='js-link')">click me</a>`,
  `<a href="JaVaScRiPt:void(window.__xss='js-link-case')">click me too</a>`,
  `<a href="&#106;avascript:void(window.__xss='js-link-entity')">and me</a>`,
  `<svg onload="window.__xss='svg-onload'"><circle r="4"/></svg>`,
  `<svg><script>window.__xss='svg-script'</script></svg>`,
  `<iframe src="javascript:void(parent.__xss='iframe')"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`,
  `<details open ontoggle="window.__xss='ontoggle'"><summary>more</summary></details>`,
  `<input autofocus onfocus="window.__xss='autofocus'">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mxss'"></style></mglyph></table></mtext></math>`,
  `<object data="javascript:void(window.__xss='object')"></object>`,
  `<form action="javascript:void(window.__xss='form')"><button type="button">send</button></form>`,
  `"><script>window.__xss='breakout'</script>`,
];
const CORPUS_TEXT = CORPUS.join(' ');
/** One line of markup for the blog's title and hint, which are plain text. */
const TITLE = `XSS probe <script>window.__xss='title'</script><img src=x onerror="window.__xss='title-img'">`;
const HINT = `<img src=x onerror="window.__xss='hint'"> a hint with <b>markup</b>`;

// A shop of its own: operators add blogs with `npm run shop -- catalogue import`, which needs the
// embedded database before the shop holds it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-xss-'));
let shop: ShopProcess;
let browser: Browser;
let customer: Customer;
let blogId = '';
const productId = 1;

beforeAll(async () => {
  const file = path.join(dataDir, 'xss-blog.json');
  const blog = {
    title: TITLE,
    slug: 'xss-probe',
    image: 'blog-200-a',
    date: '2026-01-05',
    hint: HINT,
    description: `<p>The safe paragraph stays.</p>${CORPUS.map((html) => `<p>${html}</p>`).join('\n')}`,
  };
  writeFileSync(file, JSON.stringify([blog]));
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'server/operators/shop.ts', 'catalogue', 'import', 'blogs', '--format', 'json', '--file', file],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
  expect(stdout).toContain('1 added');
  shop = await startShopProcess(dataDir, await freePort());
  browser = await launchBrowser();

  const blogs = (await (await fetch(`${shop.baseUrl}/api/api/blogs`)).json()) as {
    id: number | string;
    slug: string;
  }[];
  blogId = String(blogs.find((b) => b.slug === 'xss-probe')!.id);

  customer = await registerCustomer(shop.baseUrl, dataDir, 'Priya');
  await postAs(shop.baseUrl, customer, '/api/reviews/', { product: productId, text: CORPUS_TEXT, star_rating: 4 });
  const contact = await fetch(`${shop.baseUrl}/api/contact/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `<img src=x onerror="window.__xss='contact-name'">`,
      email: 'xss.probe@example.in',
      mobile: '9876543210',
      address: `<script>window.__xss='contact-address'</script>`,
      message: CORPUS_TEXT,
    }),
  });
  expect(contact.status, await contact.text()).toBe(201);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (!process.env.KEEP_XSS_DATA) rmSync(dataDir, { recursive: true, force: true });
});

interface Visit {
  context: BrowserContext;
  page: Page;
  dialogs: string[];
}

/**
 * A shopper whose browser ignores the shop's Content-Security-Policy, so what is tested is that the
 * pages never turn the text into markup (the policy is a second wall behind that).
 */
async function visitor(): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: shop.baseUrl,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { context, page, dialogs };
}

/** What ran (the `__xss` flag, alerts) and what dangerous markup is in the document: all empty when safe. */
async function outcome(page: Page, dialogs: string[]) {
  return {
    ran: (await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)) ?? null,
    dialogs,
    markup: await dangerousMarkup(page),
  };
}
const SAFE = { ran: null, dialogs: [], markup: [] };

/** Event-handler attributes, script URLs and foreign scripts anywhere in the document. */
function dangerousMarkup(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (/^\s*javascript:/i.test(attr.value)) found.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
    for (const script of document.scripts) {
      const own = script.src.startsWith(location.origin) || /json/.test(script.type);
      if (!own) found.push(`script ${script.src || script.textContent?.slice(0, 60)}`);
    }
    for (const frame of document.querySelectorAll('iframe, object, embed')) found.push(frame.tagName);
    return found;
  });
}

describe('markup placed in a blog, a review and a contact message never runs', () => {
  it('the blog list and the blog post show the title and hint as text, and the post only safe HTML', async () => {
    const { context, page, dialogs } = await visitor();

    await page.goto('/Blog');
    const card = page.getByRole('article').filter({ hasText: 'XSS probe' });
    await card.first().waitFor();
    expect(await card.first().textContent()).toContain(`XSS probe <script>window.__xss='title'</script>`);

    await page.goto(`/Blogdetail/${blogId}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('The safe paragraph stays.').waitFor();
    await quietNetwork(page);
    // Links the sanitizer kept lose their script URL: following them runs nothing.
    for (const name of ['click me', 'click me too', 'and me']) {
      const link = page.getByText(name, { exact: true });
      if (await link.count()) await link.first().click();
    }
    await settle(page);
    expect(page.url()).toBe(`${shop.baseUrl}/Blogdetail/${blogId}`);
    expect(await outcome(page, dialogs)).toEqual(SAFE);
    await context.close();
  });

  it("the product page shows the review's markup as text", async () => {
    const { context, page, dialogs } = await visitor();
    await page.goto(`/Productdetail/${productId}`);
    const review = page.getByText(`<script>window.__xss='script'</script>`, { exact: false });
    await review.first().waitFor();
    expect(await review.first().textContent()).toContain(`<img src=x onerror="window.__xss='img-onerror'">`);
    await settle(page);
    expect(await outcome(page, dialogs)).toEqual(SAFE);
    await context.close();
  });

  it('the pages as served (before any script runs) carry the markup only escaped', async () => {
    for (const url of [`/Blogdetail/${blogId}`, `/Productdetail/${productId}`, '/Blog']) {
      const html = await (await fetch(`${shop.baseUrl}${url}`)).text();
      expect({ url, raw: /<script>window\.__xss|<img src=x onerror/i.test(html) }).toEqual({ url, raw: false });
    }
  });

  it("the shop's e-mail about the contact message shows it as text in a mail reader", async () => {
    const mail = await waitForMail(
      (text) => text.includes('came in through the contact form'),
      'about the contact message',
      dataDir,
    );
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail)?.[0];
    expect(html, 'the HTML part of the notice').toBeDefined();

    const { context, page, dialogs } = await visitor();
    // Loaded: every picture has loaded or failed, so an onerror handler would have run.
    await page.setContent(html!, { waitUntil: 'load' });
    await settle(page);
    expect(await page.textContent('body')).toContain(`<script>window.__xss='contact-address'</script>`);
    expect(await outcome(page, dialogs)).toEqual(SAFE);
    await context.close();
  });
});
