/**
 * GST at checkout, in Chromium (issue 44): a misspelt state is offered its correction, a clinic buys
 * with its GSTIN at 375 px (a wrong check character and a state mismatch each refused under the field),
 * and once the order ships the invoice it downloads, rendered to PNG, shows its GSTIN; the credit note
 * of a refund after dispatch likewise. The PNGs are kept in /work/shots/gst/ for a person to look at.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { addToGuestCart } from './customer';
import { root, startShopProcess, type ShopProcess } from './shop-process';

const run = promisify(execFile);

// A shop of its own, on a DATA_DIR of its own (the operators' tool reaches it through the channel
// there) and the port this suite was given.
const PORT = 18870;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-gst-'));
const SHOTS = process.env.GST_SHOTS_DIR ?? '/work/shots/gst';
const GSTIN = '33AAECM1234K1ZQ';
const BUSINESS = 'Medicare Clinic LLP';
let shop: ShopProcess;
let browser: Browser;

beforeAll(async () => {
  shop = await startShopProcess(dataDir, PORT);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function shopper(width: number) {
  const context = await browser.newContext({
    baseURL: shop.baseUrl,
    viewport: { width, height: width < 768 ? 812 : 900 },
    deviceScaleFactor: 1,
    isMobile: width < 768,
    hasTouch: width < 768,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** The cart's one product, then the checkout page, as Checkout opens it. */
async function toCheckout(context: BrowserContext, page: Page) {
  await addToGuestCart(context, 5, 2);
  await page.goto('/Cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(`${shop.baseUrl}/Payment`);
}

/** The operators' tool, handed to the running shop through its channel, as an operator runs it. */
async function shopTool(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/operators/shop.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  return stdout;
}

/** The PDF's text (pdftotext) and its first page as a PNG (pdftoppm), kept as `name`.png. */
function look(pdf: Buffer, name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.pdf`);
  writeFileSync(file, pdf);
  const png = spawnSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, path.join(SHOTS, name)]);
  expect(png.status, png.stderr?.toString()).toBe(0);
  expect(
    readFileSync(path.join(SHOTS, `${name}.png`))
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
  return spawnSync('pdftotext', ['-layout', file, '-']).stdout.toString();
}

/** The PDF attached to the newest outbox mail whose text matches (the dev mailer's .eml files, raw). */
function attachedPdfNow(matches: RegExp): Buffer | undefined {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return undefined;
  for (const file of readdirSync(dir).sort().reverse()) {
    const mail = readFileSync(path.join(dir, file), 'utf8');
    // The shop may be writing it still: a whole message ends with its closing MIME boundary.
    if (!matches.test(mail) || !/--\s*$/.test(mail)) continue;
    const part = /Content-Type: application\/pdf[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
    if (part) return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64');
  }
  return undefined;
}

/** The same, once the shop's mail queue has written it (it sends after the command has answered). */
async function attachedPdf(matches: RegExp): Promise<Buffer> {
  await expect.poll(() => attachedPdfNow(matches), { timeout: 20_000, interval: 100 }).toBeDefined();
  return attachedPdfNow(matches)!;
}

describe('GST at checkout', () => {
  it('a shopper who types "Kerela" is offered Kerala under the State field, and takes it', async () => {
    const { context, page, errors } = await shopper(1280);
    await toCheckout(context, page);
    const form = page.getByRole('group', { name: 'Delivery address' });
    const state = form.getByRole('combobox', { name: 'State' });
    await state.pressSequentially('Kerela');
    await form.getByLabel('PIN code').click();
    await expect.poll(() => state.getAttribute('aria-invalid')).toBe('true');
    const description = await state.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('Did you mean Kerala?');
    await expect.poll(() => form.textContent()).toContain('Did you mean Kerala?');
    await form.getByRole('button', { name: 'Use Kerala' }).click();
    expect(await state.inputValue()).toBe('Kerala');
    expect(await state.getAttribute('aria-invalid')).toBeNull();
    expect(await form.getByRole('button', { name: 'Use Kerala' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a clinic checks out at 375 px with its GSTIN; once shipped, its invoice shows the GSTIN; its credit note too', async () => {
    const { context, page, errors } = await shopper(375);
    await toCheckout(context, page);
    const email = `clinic.${Date.now()}@example.in`;
    const form = page.getByRole('group', { name: 'Delivery address' });
    await form.getByLabel('Name').fill('Dr Anitha R');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Street address').fill('12 Lake Road');
    await form.getByLabel('City').fill('Coimbatore');
    await form.getByRole('combobox', { name: 'State' }).pressSequentially('tamil');
    await page.getByRole('option', { name: 'Tamil Nadu' }).click();
    await form.getByLabel('PIN code').fill('641018');
    await form.getByLabel('Phone').fill('9876501234');

    const open = page.getByRole('button', { name: 'Buying for a business? Add your GSTIN' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.click();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    const gstin = page.getByLabel('GSTIN', { exact: true });
    const business = page.getByLabel('Registered business name');
    const reason = async () => {
      const ids = (await gstin.getAttribute('aria-describedby')) ?? '';
      return page.evaluate(
        (list) =>
          list
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim(),
        ids,
      );
    };
    // A wrong check character.
    await gstin.fill('33AAECM1234K1ZT');
    await business.click();
    await expect.poll(() => gstin.getAttribute('aria-invalid')).toBe('true');
    expect(await reason()).toContain(
      "The GSTIN's last character is T, but its first 14 characters give Q: a character is mistyped.",
    );
    // Valid, but registered in Kerala while the billing state is Tamil Nadu.
    await gstin.fill('32AAECM1234K1ZS');
    await business.click();
    await expect
      .poll(reason)
      .toContain('This GSTIN is registered in Kerala (32), but the billing state is Tamil Nadu (33).');
    expect(await gstin.getAttribute('aria-invalid')).toBe('true');
    // The clinic's own: accepted.
    await gstin.fill(GSTIN);
    await business.fill(BUSINESS);
    await form.getByLabel('Phone').click();
    await expect.poll(() => gstin.getAttribute('aria-invalid')).toBeNull();
    // Every field fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Place Order' }).click();
    const sandbox = page.getByRole('dialog', { name: 'Payment' });
    await sandbox.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByText('Order Placed').waitFor();
    const orderNo = /order ([A-Z0-9]{8}) is confirmed/.exec((await page.locator('.swal2-popup').textContent())!)![1]!;
    await page.getByRole('button', { name: 'OK' }).click();
    expect(errors).toEqual([]);

    // Paid, not shipped: no invoice yet, and asking for one takes no number.
    const early = await context.request.get(`/api/orders/${orderNo}/invoice/`);
    expect(early.status()).toBe(409);
    expect((await early.json()).message).toMatch(/has not shipped yet/);

    const shipped = await shopTool(
      'orders',
      'ship',
      orderNo,
      '--tracking-number',
      'EK123456789IN',
      '--tracking-url',
      `${shop.baseUrl}/Shippingpolicy?consignment=EK123456789IN`,
    );
    expect(shipped).toContain(`Order ${orderNo} is shipped: EK123456789IN`);

    // The shopper's Track Order page now offers the invoice; the download is the B2B invoice.
    await page.goto('/Trackorder');
    const card = page.getByRole('listitem').filter({ hasText: `Order ${orderNo}` });
    await card.getByRole('button', { name: 'Download invoice' }).waitFor();
    const download = await context.request.get(`/api/orders/${orderNo}/invoice/`);
    expect(download.status()).toBe(200);
    const invoiceText = look(Buffer.from(await download.body()), 'b2b-invoice');
    expect(invoiceText).toContain(GSTIN);
    // The shop's first invoice: asking before dispatch took no number.
    expect(invoiceText).toMatch(/CC\/\d{4}-\d{2}\/00001/);
    expect(invoiceText).toContain(BUSINESS);
    expect(invoiceText).toMatch(/Tax invoice to a registered person/i);
    expect(invoiceText).toMatch(/Tamil Nadu/);

    // One dressing damaged in transit: refunded after dispatch, with a credit note to the clinic.
    const refunded = await shopTool('orders', 'refund', orderNo, '--lines', '1x1', '--reason', 'Damaged in transit');
    const creditNoteNo = /CN\/\d{4}-\d{2}\/\d{5}/.exec(refunded)?.[0];
    expect(creditNoteNo, refunded).toBeDefined();
    const noteText = look(
      await attachedPdf(new RegExp(`name="?credit-note-${creditNoteNo!.replace(/\//g, '-')}\\.pdf`)),
      'b2b-credit-note',
    );
    expect(noteText).toContain(GSTIN);
    expect(noteText).toContain(BUSINESS);
    expect(noteText).toMatch(/Credit note to a registered person/i);
    await context.close();
  }, 300_000);
});
