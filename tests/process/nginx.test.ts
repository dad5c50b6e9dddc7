// @vitest-environment node
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ready, scratch, type ShopProcess } from './shop-process';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const root = path.resolve(import.meta.dirname, '../..');

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
  let nginx: ChildProcess;
  let shop: ShopProcess;
  let tlsPort = 0;

  beforeAll(async () => {
    const dir = path.join(box.dir, 'nginx');
    mkdirSync(path.join(dir, 'logs'), { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=shop.test',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const shopPort = await freePort();
    tlsPort = await freePort();
    const plainPort = await freePort();
    // The documented file, with only its names, paths and ports changed.
    const site = readFileSync(path.join(root, 'deploy/nginx-shop.conf'), 'utf8')
      .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${shopPort};`)
      .replaceAll('shop.example.in', 'shop.test')
      .replace('listen 80;', `listen 127.0.0.1:${plainPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`)
      .replace('/etc/letsencrypt/live/shop.test/fullchain.pem', path.join(dir, 'cert.pem'))
      .replace('/etc/letsencrypt/live/shop.test/privkey.pem', path.join(dir, 'key.pem'));
    expect(site).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'logs/error.log')};\nevents {}\nhttp {\n` +
        `access_log ${path.join(dir, 'logs/access.log')};\n` +
        ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n') +
        `\n${site}\n}\n`,
    );
    shop = await box.start({ port: shopPort, env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT: 'true' } });
    expect(await ready(shop)).toBe('ready');
    nginx = spawn(NGINX!, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    // nginx answers once it listens.
    for (let i = 0; i < 100; i++) {
      try {
        await post(tlsPort, '127.0.0.1', '/api/health', {});
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  afterAll(() => {
    nginx?.kill('SIGQUIT');
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
});
