// @vitest-environment node
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../bench/shoppers';
import { NGINX, startNginx, type Nginx } from './nginx';
import { freePort, ready, scratch, type ShopProcess } from './shop-process';

/** POST over TLS through nginx from a given loopback address, as a shopper on another machine would. */
function post(
  port: number,
  localAddress: string,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const data = JSON.stringify(body);
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        localAddress,
        rejectUnauthorized: false,
        servername: 'shop.test',
        headers: {
          host: 'shop.test',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

describe.runIf(NGINX)('behind nginx with TLS, configured as deploy/nginx-shop.conf says', () => {
  const box = scratch();
  let nginx: Nginx;
  let shop: ShopProcess;
  let tlsPort = 0;

  beforeAll(async () => {
    const shopPort = await freePort();
    // The documented file, with only its names, paths and ports changed; one process behind it.
    nginx = await startNginx(path.join(box.dir, 'nginx'), [shopPort]);
    tlsPort = nginx.tlsPort;
    expect(nginx.site).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    shop = await box.start({ port: shopPort, env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT: 'true' }, seeded: true });
    expect(await ready(shop)).toBe('ready');
  });
  afterAll(async () => {
    await nginx?.stop();
    box.cleanup();
  });

  const login = (from: string, forged?: string) =>
    post(
      tlsPort,
      from,
      '/api/api/login/',
      { email: `nobody-${Math.random().toString(36).slice(2)}@example.in`, password: 'wrong-pass-1' },
      forged ? { 'x-forwarded-for': forged } : {},
    );

  it('counts failed sign-ins by the shopper’s own address, whatever X-Forwarded-For the client sends', async () => {
    // A client at 127.0.4.9 forging a new address on each try.
    for (let i = 0; i < 10; i++) expect((await login('127.0.4.9', `10.8.${i}.1`)).status).toBe(401);
    const locked = await login('127.0.4.9', '10.8.200.1');
    expect(locked.status).toBe(429);
    // The next shopper, at another address, is not locked out, even forging the locked one.
    expect((await login('127.0.4.10')).status).toBe(401);
    expect((await login('127.0.4.11', '127.0.4.9')).status).toBe(401);
  });

  it('sends Strict-Transport-Security over HTTPS through nginx', async () => {
    const answer = await call(`https://127.0.0.1:${tlsPort}`, 'GET', '/api/categories/');
    expect(answer.status).toBe(200);
    expect(answer.headers?.['strict-transport-security']).toBe('max-age=31536000');
  });
});
