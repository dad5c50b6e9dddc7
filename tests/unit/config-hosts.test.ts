import { describe, expect, it } from 'vitest';
import { ConfigError, isValidHost, loadConfig } from '../../server/config/env';

describe('PUBLIC_URL, ALLOWED_HOSTS and CACHE_MAX_MB', () => {
  it('refuses to start in production without PUBLIC_URL, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set in production/);
    const live = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', SMTP_URL: 'smtp://mail.example.in' };
    const gstin = { SELLER_GSTIN: '33ABCDE1234F1Z7' };
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.in/', ...live, ...gstin }).publicUrl,
    ).toBe('https://shop.example.in');
  });

  it.each(['shop.example.in', 'https://shop.example.in/path', 'https://evil..com', 'javascript:alert(1)'])(
    'refuses PUBLIC_URL=%s',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    },
  );

  it('reads ALLOWED_HOSTS as a lower-case list and refuses a malformed entry', () => {
    expect(loadConfig({ ALLOWED_HOSTS: ' Shop.Example.in , localhost:8080 ' }).allowedHosts).toEqual([
      'shop.example.in',
      'localhost:8080',
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'shop.example.in,a b' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('budgets the read cache in megabytes, 64 by default', () => {
    expect(loadConfig({}).cacheMaxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ CACHE_MAX_MB: '16' }).cacheMaxBytes).toBe(16 * 1024 * 1024);
    expect(() => loadConfig({ CACHE_MAX_MB: '0' })).toThrow(/CACHE_MAX_MB/);
    expect(() => loadConfig({ CACHE_MAX_MB: 'lots' })).toThrow(/CACHE_MAX_MB/);
    // Every value the schema refuses is named with what was given, and all of them at once.
    expect(() =>
      loadConfig({ CACHE_MAX_MB: '1.5', RATE_LIMIT: 'maybe', LOG_LEVEL: 'loud', SMTP_URL: 'mail.example' }),
    ).toThrow(
      'Invalid configuration:\n - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent\n - CACHE_MAX_MB must be an integer from 1 to 65536 (got "1.5")\n - RATE_LIMIT must be true or false (got "maybe")\n - SMTP_URL must start with smtp:// or smtps://',
    );
  });
});

describe('isValidHost', () => {
  it.each([
    'localhost',
    'localhost:8080',
    'shop.example.in',
    'shop.example.in.',
    '127.0.0.1:3000',
    '[::1]:8080',
    'my_service:80',
    'xn--80ak6aa92e.com',
  ])('accepts %s', (host) => expect(isValidHost(host)).toBe(true));

  it.each([
    '',
    'evil..com',
    'a b',
    'shop.example/x',
    'user@shop.example',
    'shop.example:99999',
    'shop.example:0',
    '-shop.example',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(130)}com`,
    'shop.example:80:80',
    'shop\r\nexample',
  ])('refuses %j', (host) => expect(isValidHost(host)).toBe(false));
});
