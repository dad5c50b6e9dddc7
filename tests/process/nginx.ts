/** Debian's nginx with a test certificate, running deploy/nginx-shop.conf as it is (names, paths, ports changed). */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './shop-process';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const root = path.resolve(import.meta.dirname, '../..');

export interface Nginx {
  tlsPort: number;
  /** The site as nginx runs it. */
  site: string;
  /** nginx's error log (upstream failures and retries are written there). */
  errorLog: () => string;
  /** nginx's access log: status, method, path, [processes tried] [their statuses], seconds. */
  accessLog: () => string;
  stop: () => Promise<void>;
}

/** Starts nginx in `dir` in front of the shop processes on `shopPorts` (the documented upstream lines, re-pointed). */
export async function startNginx(dir: string, shopPorts: number[]): Promise<Nginx> {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=shop.test'].concat([
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  const tlsPort = await freePort();
  const plainPort = await freePort();
  const documented = readFileSync(path.join(root, 'deploy/nginx-shop.conf'), 'utf8');
  const servers = [...documented.matchAll(/^ *server 127\.0\.0\.1:\d+( [^;]*)?;\n/gm)];
  if (servers.length === 0) throw new Error('deploy/nginx-shop.conf has no upstream server lines');
  const parameters = servers[0]![1] ?? '';
  const upstream = shopPorts.map((port) => `    server 127.0.0.1:${port}${parameters};\n`).join('');
  const site = documented
    .replace(servers.map((m) => m[0]).join(''), upstream)
    .replaceAll('shop.example.in', 'shop.test')
    .replace('listen 80;', `listen 127.0.0.1:${plainPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`)
    .replace('/etc/letsencrypt/live/shop.test/fullchain.pem', path.join(dir, 'cert.pem'))
    .replace('/etc/letsencrypt/live/shop.test/privkey.pem', path.join(dir, 'key.pem'));
  if (!site.includes(upstream)) throw new Error('the upstream lines of deploy/nginx-shop.conf are not consecutive');
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const errorLog = path.join(dir, 'logs/error.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${path.join(dir, 'nginx.pid')};\nerror_log ${errorLog} warn;\nevents {}\nhttp {\n` +
      // Which process answered what, retries included: "$upstream_addr $upstream_status" reads "A : B" per try.
      `log_format upstreams '$status $request_method $uri [$upstream_addr] [$upstream_status] $request_time';\n` +
      `access_log ${path.join(dir, 'logs/access.log')} upstreams;\n` +
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n') +
      `\n${site}\n}\n`,
  );
  const nginx: ChildProcess = spawn(NGINX!, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(tlsPort, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    tlsPort,
    site,
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    accessLog: () => readFileSync(path.join(dir, 'logs/access.log'), 'utf8'),
    async stop() {
      nginx.kill('SIGQUIT');
      await exited;
    },
  };
}
