// @vitest-environment node
/**
 * Staff sign in with real passkeys, on a phone (360 × 780) in Chromium: the browser's own WebAuthn
 * through Chromium's virtual authenticator (CDP `WebAuthn.addVirtualAuthenticator`), so the console's
 * calls to @simplewebauthn/browser and the server's verification both run as on a phone.
 * - An owner opens the invite link, adds a passkey and an authenticator app, is shown ten recovery
 *   codes, signs out, signs in with the passkey, ships an order, refunds a line after a step-up
 *   (the passkey tapped in the "Confirm it is you" dialog), prints today's slips, and finds both
 *   moves under their name in the audit log.
 * - A support person enrols, finds a customer by mobile, exports their data after a step-up, and the
 *   owner's audit log names them.
 * The shop runs with STAFF_STEP_UP_SECONDS=10, so a step-up falls due within the test rather than
 * after 5 minutes. axe checks each new screen and open dialog; screenshots go to SHOTS_DIR when set.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../api/staff-helpers';
import { launchChromium } from '../../scripts/chromium';
import { axe } from './console-axe';
import { passkeyPhone } from './console-page';
import { guestOrder } from './orders';
import { root, startShopProcess, type ShopProcess } from './shop-process';

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR;
const PORT = Number(process.env.CONSOLE_PASSKEYS_E2E_PORT ?? 18830);
/** localhost is a secure context over http, as WebAuthn requires, and the passkeys' relying party. */
const origin = `http://localhost:${PORT}`;
const STEP_UP_SECONDS = 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-passkeys-'));
let shop: ShopProcess;
let browser: Browser;
const orders: string[] = [];

async function invite(email: string, role: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'server/operators/shop.ts', 'staff', 'invite', email, '--role', role],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(PORT) } },
  );
  const link = /https?:\/\/\S+\/admin\/invite#(\S+)/.exec(stdout);
  if (!link) throw new Error(`no invite link in: ${stdout}`);
  return `${origin}/admin/invite#${link[1]}`;
}

beforeAll(async () => {
  shop = await startShopProcess(dataDir, PORT, { STAFF_STEP_UP_SECONDS: String(STEP_UP_SECONDS) });
  browser = await launchChromium();
  const buyer = await browser.newContext({ baseURL: origin });
  for (let i = 0; i < 2; i++) orders.push(await guestOrder(buyer));
  await buyer.close();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A phone with a platform authenticator that has the person's fingerprint: every prompt is answered. */
const phone = () => passkeyPhone(browser, origin, { acceptDownloads: true });

async function look(page: Page, name: string) {
  expect(await axe(page), name).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Enrols from the invite link: a passkey, then the app (or not), then the codes. Answers the app's key. */
async function enrolFromInvite(page: Page, link: string, withApp: boolean, name: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
  await look(page, `${name}-invite`);
  await page.getByRole('button', { name: 'Add a passkey on this phone' }).click();
  await page.getByRole('heading', { name: 'Add an authenticator app' }).waitFor();
  await look(page, `${name}-app`);
  if (withApp) {
    const secret = (await page.locator('.c-secret').textContent())!.trim();
    await page.getByLabel('The 6-digit code the app shows').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirm the app' }).click();
  } else {
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
  await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  await look(page, `${name}-codes`);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('heading', { name: 'Today' }).waitFor();
}

/** Waits until a passkey tap made at `since` is older than the step-up window. */
const stepUpDueAfter = (since: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, since + (STEP_UP_SECONDS + 1) * 1000 - Date.now())));

/** The owner's phone, kept signed in for the last look at the audit log. */
let owner: Awaited<ReturnType<typeof phone>>;

/** The step-up dialog: looked at, then the passkey tapped; it closes and the refused call goes again. */
async function confirmWithPasskey(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.waitFor().catch(async (error: Error) => {
    const can = await page.evaluate(async () => {
      const r = await fetch('/api/admin/auth/can/orders.refund');
      return `${r.status} ${await r.text()}`;
    });
    await page.screenshot({ path: `/tmp/${name}-fail.png`, fullPage: true });
    throw new Error(`${error.message}\ncan: ${can}\n${await page.locator('body').innerText()}`);
  });
  await look(page, name);
  await dialog.getByRole('button', { name: 'Use your passkey' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('an owner with a passkey', () => {
  it('is invited, enrols, signs out and in with the passkey, ships, refunds after a step-up, and is named in the audit log', async () => {
    owner = await phone();
    const { context, page, errors } = owner;
    await enrolFromInvite(page, await invite('owner@shop.example', 'owner'), true, 'owner');

    // Sign out of this phone, then back in with nothing but the passkey.
    await page.getByRole('link', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Your devices' }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    await look(page, 'sign-in-360');
    await page.getByRole('button', { name: 'Sign in with your passkey' }).click();
    // Back where they were when the session ended.
    await page.getByRole('heading', { name: 'Your devices' }).waitFor();
    const signedInAt = Date.now();

    // Ship the first order.
    await page.goto(`/admin/orders/${orders[0]}`);
    await page.getByLabel('Tracking number').fill('EZ123456789IN');
    await page.getByLabel('Tracking URL').fill('https://www.indiapost.gov.in/track?id=EZ123456789IN');
    await page.getByRole('button', { name: 'Ship order' }).click();
    await page.getByText(/Shipped\. Invoice .* issued/).waitFor();

    // Refund a line once the sign-in's tap is older than the window: the dialog asks for the passkey.
    await stepUpDueAfter(signedInAt);
    await page.getByRole('button', { name: 'Refund…' }).click();
    await page.getByRole('checkbox').first().check();
    await page.getByLabel('Reason (printed on the credit note)').fill('Crushed pack');
    await page.getByRole('button', { name: 'Show the credit note' }).click();
    await confirmWithPasskey(page, 'step-up-360');
    const preview = page.getByRole('region', { name: 'Credit note to issue' });
    await preview.waitFor();
    await preview.getByRole('button', { name: /^Refund ₹/ }).click();
    await page.getByText(/Refund of ₹.* (made|asked for)/).waitFor();

    // Today's slips: the second order is still to ship.
    await page.goto('/admin/orders');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print today’s slips' }).click(),
    ]);
    await tab.waitForURL(/^blob:/);

    // The audit log, filtered to the order: both moves under the owner's name.
    await page.goto(`/admin/more/audit?kind=order&target=${orders[0]}`);
    const entries = page.getByRole('list', { name: 'Entries, newest first' });
    await entries.waitFor();
    await expect
      .poll(() => entries.getByRole('listitem').allTextContents())
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/order\.refund.*staff:owner@shop\.example/),
          expect.stringMatching(/order\.ship.*staff:owner@shop\.example/),
        ]),
      );
    await look(page, 'audit-360');
    expect(errors).toEqual([]);
    expect(context.pages().length).toBeGreaterThan(0);
  });
});

describe('a support person', () => {
  it('finds a customer by mobile and exports their data after a step-up; the owner sees who did it', async () => {
    const { context, page, errors } = await phone();
    await enrolFromInvite(page, await invite('support@shop.example', 'support'), false, 'support');
    const enrolledAt = Date.now();
    // Support sees Customers but neither the audit log nor the staff list.
    await page.getByRole('link', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Customers', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Customers', exact: true }).click();
    await page.getByLabel('E-mail address or mobile number').fill('98765 01234');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('heading', { name: /^Orders \(\d+\)$/ }).waitFor();
    await look(page, 'customers-360');
    const exportButton = page.getByRole('button', { name: /^Export data for / }).first();
    const email = (await exportButton.getAttribute('aria-label'))!.replace('Export data for ', '');

    await stepUpDueAfter(enrolledAt);
    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    await exportButton.click();
    await confirmWithPasskey(page, 'step-up-export-360');
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.email).toBe(email);
    await page.getByText(/^Saved customer-data-.*recorded under your name\.$/).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // The owner's audit log names the support person for the find and the export.
    await owner.page.goto('/admin/more/audit');
    const entries = owner.page.getByRole('list', { name: 'Entries, newest first' });
    await entries.waitFor();
    const texts = await entries.getByRole('listitem').allTextContents();
    expect(texts[0]).toMatch(/privacy\.customers export.*staff:support@shop\.example/);
    expect(texts[1]).toMatch(/privacy\.customers find.*staff:support@shop\.example/);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
