// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ready, scratch } from './shop-process';

/** A live shop's settings; each test changes one. The outbox stands in for SMTP (tested in the API suite). */
const LIVE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.in',
  RAZORPAY_KEY_ID: 'rzp_live_standin',
  RAZORPAY_KEY_SECRET: 'stand-in-secret',
  MAIL_OUTBOX: 'true',
  SELLER_GSTIN: '33ABCDE1234F1Z7',
  LOG_LEVEL: 'info',
};

const box = scratch();
afterAll(() => box.cleanup());

describe('NODE_ENV=production refuses to start half-configured, and says why', () => {
  const cases: [string, Record<string, string | undefined>, RegExp][] = [
    [
      'no payment provider',
      { RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined },
      /Payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET in production, or PAYMENT_SANDBOX=true to take test payments/,
    ],
    [
      'no SMTP_URL and no explicit outbox',
      { MAIL_OUTBOX: undefined },
      /SMTP_URL must be set in production, or no shopper receives a sign-up code; MAIL_OUTBOX=true/,
    ],
    ['no GSTIN', { SELLER_GSTIN: undefined }, /SELLER_GSTIN must be set in production/],
    [
      'a GSTIN with a mistyped character',
      { SELLER_GSTIN: '33ABCDE1234F1Z5' },
      /SELLER_GSTIN "33ABCDE1234F1Z5" has the wrong check character/,
    ],
    [
      'a GSTIN of another state',
      { SELLER_GSTIN: '27AAPFU0939F1ZV' },
      /registered in state code 27, but the seller's state Tamil Nadu has code 33/,
    ],
  ];
  it.each(cases)('%s', async (_name, change, message) => {
    const shop = await box.start({ env: { ...LIVE, ...change } });
    expect(await shop.exited).toBe(1);
    expect(shop.stderr()).toMatch(message);
    expect(shop.stderr()).not.toMatch(/\n\s+at /);
  });
});

/** The pino lines of a process at warn level or above, as text. */
const warnings = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level >= 40)
    .map((entry) => entry.msg);

describe('a live shop', () => {
  it('with Razorpay: the CSP names Razorpay Checkout’s origins, the files are the shop user’s only, no demo seed', async () => {
    const shop = await box.start({ env: LIVE });
    expect(await ready(shop)).toBe('ready');
    const page = await fetch(`http://127.0.0.1:${shop.port}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com https://cdn.razorpay.com");
    expect(csp).toContain("frame-src 'self' https://www.google.com https://api.razorpay.com");
    expect(csp).toContain("connect-src 'self' https://lumberjack.razorpay.com https://lumberjack-metrics.razorpay.com");
    expect(csp).toContain("img-src 'self' data: https://cdn.razorpay.com");
    expect(page.headers.get('permissions-policy')).toBe(
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self "https://api.razorpay.com"), usb=()',
    );
    expect(await page.text()).not.toContain('Test mode');
    // No demo catalogue in a live shop, and the operator is told how to fill it.
    expect(await (await fetch(`http://127.0.0.1:${shop.port}/api/categories/`)).json()).toEqual([]);
    expect(warnings(shop.stdout()).join('\n')).toMatch(/the catalogue is empty: .*npm run seed:demo/);

    // DATA_DIR and everything in it: no access for group or others.
    const loose: string[] = [];
    const walk = (target: string) => {
      const mode = statSync(target).mode;
      if ((mode & 0o077) !== 0) loose.push(`${target} ${(mode & 0o777).toString(8)}`);
      if (statSync(target).isDirectory()) for (const entry of readdirSync(target)) walk(path.join(target, entry));
    };
    walk(box.dataDir);
    expect(loose).toEqual([]);
    expect(statSync(box.dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(box.dataDir, 'pgdata')).length).toBeGreaterThan(0);

    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  });

  it('with the sandbox asked for: no third-party origin in the CSP, a warning at start, a notice on every page', async () => {
    const shop = await box.start({
      env: { ...LIVE, RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined, PAYMENT_SANDBOX: 'true' },
    });
    expect(await ready(shop)).toBe('ready');
    for (const url of ['/', '/Cart', '/Payment', '/no-such-page']) {
      const page = await fetch(`http://127.0.0.1:${shop.port}${url}`);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('razorpay');
      expect(page.headers.get('permissions-policy')).toContain('payment=(self)');
      expect(await page.text()).toContain(
        '<p class="test-mode-notice" role="note" style="margin:0;padding:8px 16px;background:#7a2e00;color:#fff;text-align:center;font-weight:700">Test mode: payments in this shop are not real, and nothing is charged.</p>',
      );
    }
    const warned = warnings(shop.stdout()).join('\n');
    expect(warned).toMatch(/PAYMENT_SANDBOX=true in production: the shop takes TEST payments that charge nothing/);
    expect(warned).toMatch(/MAIL_OUTBOX=true in production/);
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  });
});
