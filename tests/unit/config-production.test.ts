import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig, RAZORPAY_CSP } from '../../server/config/env';
import { cspDirectives, permissionsPolicy } from '../../server/http/security-headers';

/** A complete production configuration; each test takes one piece away or changes it. */
const LIVE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.in',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'live-secret',
  SMTP_URL: 'smtps://shop:pw@smtp.example.in:465',
  // The default shop details are in Tamil Nadu (33); a valid check character.
  SELLER_GSTIN: '33ABCDE1234F1Z7',
};
const without = (key: keyof typeof LIVE) => Object.fromEntries(Object.entries(LIVE).filter(([k]) => k !== key));

describe('production refuses to start half-configured', () => {
  it('starts with everything set', () => {
    const config = loadConfig(LIVE);
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.paymentSandbox).toBe(false);
  });

  it('without Razorpay keys, unless the sandbox is asked for', () => {
    const env = without('RAZORPAY_KEY_ID');
    delete env.RAZORPAY_KEY_SECRET;
    expect(() => loadConfig(env)).toThrow(
      /Payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET in production, or PAYMENT_SANDBOX=true/,
    );
    expect(() => loadConfig({ ...env, PAYMENT_SANDBOX: 'false' })).toThrow(/Payments:/);
    expect(loadConfig({ ...env, PAYMENT_SANDBOX: 'true' }).paymentSandbox).toBe(true);
  });

  it('without SMTP_URL, unless the outbox is asked for', () => {
    expect(() => loadConfig(without('SMTP_URL'))).toThrow(
      /SMTP_URL must be set in production, or no shopper receives a sign-up code; MAIL_OUTBOX=true/,
    );
    expect(loadConfig({ ...without('SMTP_URL'), MAIL_OUTBOX: 'true' }).mailOutbox).toBe(true);
  });

  it('without a GSTIN, or with one that fails its check character or names another state', () => {
    expect(() => loadConfig(without('SELLER_GSTIN'))).toThrow(/SELLER_GSTIN must be set in production/);
    expect(() => loadConfig({ ...LIVE, SELLER_GSTIN: '33ABCDE1234F1Z5' })).toThrow(
      /SELLER_GSTIN "33ABCDE1234F1Z5" has the wrong check character \(5; the first 14 characters give 7\)/,
    );
    expect(() => loadConfig({ ...LIVE, SELLER_GSTIN: '27AAPFU0939F1ZV' })).toThrow(
      /registered in state code 27, but the seller's state Tamil Nadu has code 33/,
    );
    // Outside production a missing GSTIN prints as a marked example; a wrong one still stops the start.
    expect(() => loadConfig({ SELLER_GSTIN: '33ABCDE1234F1Z5' })).toThrow(/wrong check character/);
    expect(() => loadConfig({})).not.toThrow();
  });

  it('names every problem at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL[\s\S]*Payments:[\s\S]*SMTP_URL[\s\S]*SELLER_GSTIN/,
    );
  });
});

describe('the CSP follows the payment provider', () => {
  it('Razorpay: exactly the origins Checkout needs, per directive', () => {
    const csp = cspDirectives(loadConfig(LIVE));
    expect(csp['script-src']).toEqual(["'self'", ...RAZORPAY_CSP.script]);
    expect(csp['frame-src']).toEqual(["'self'", 'https://www.google.com', ...RAZORPAY_CSP.frame]);
    expect(csp['connect-src']).toEqual(["'self'", ...RAZORPAY_CSP.connect]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', ...RAZORPAY_CSP.img]);
    expect(permissionsPolicy(loadConfig(LIVE))).toContain('payment=(self "https://api.razorpay.com")');
  });

  it('the sandbox (or no provider): no third-party origin for scripts, frames or connections', () => {
    for (const env of [{}, { PAYMENT_SANDBOX: 'false' }]) {
      const csp = cspDirectives(loadConfig(env));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(["'self'", 'https://www.google.com']);
      expect(csp['img-src']).toEqual(["'self'", 'data:']);
    }
    expect(permissionsPolicy(loadConfig({}))).toMatch(/camera=\(\), .*payment=\(self\)/);
  });

  it('a stand-in Checkout on another origin: its origin, or the configured lists', () => {
    const standIn = loadConfig({ ...LIVE, RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4100/v1/checkout.js' });
    expect(standIn.razorpayCheckoutUrl).toBe('http://127.0.0.1:4100/v1/checkout.js');
    const csp = cspDirectives(standIn);
    expect(csp['script-src']).toEqual(["'self'", 'http://127.0.0.1:4100']);
    expect(csp['frame-src']).toContain('http://127.0.0.1:4100');
    const listed = loadConfig({ ...LIVE, RAZORPAY_CSP_CONNECT_SRC: 'https://a.example.in, https://b.example.in' });
    expect(cspDirectives(listed)['connect-src']).toEqual(["'self'", 'https://a.example.in', 'https://b.example.in']);
    expect(() => loadConfig({ RAZORPAY_CSP_FRAME_SRC: 'javascript:x' })).toThrow(/RAZORPAY_CSP_FRAME_SRC/);
  });
});

describe('TRUST_PROXY', () => {
  it('reads off, a hop count, addresses and ranges, or true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses what is neither', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: "nginx" is not an address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/hop count must be 1 to 10/);
  });

  it('a hop count trusts exactly the nearest hops', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
  });
});
