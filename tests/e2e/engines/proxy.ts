import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through proxy in front of the shop, for WebKitGTK: its WebDriver is classic only, with no
 * scripts before the page's own and no console or network events. The proxy gives all three. Every
 * HTML page gets, first in its <head>, a same-origin script (allowed by the shop's CSP, script-src
 * 'self') that reports console errors, uncaught errors and CSP violations back to the proxy, then
 * runs the test's init scripts. The proxy also records answers of 400 or more (Chromium logs them
 * as console errors) and counts requests in flight, for "no request for half a second".
 */
export interface EngineProxy {
  origin: string;
  /** Where errors of the page now under test go. */
  errors: string[];
  /** Scripts every new document runs before its own. */
  initScripts: string[];
  idle(quietMs?: number, timeout?: number): Promise<void>;
  close(): Promise<void>;
}

const HOOK = '/__engines/hook.js';
/** An empty page on the shop's origin (as the browser sees it), where a shopper's storage is cleared. */
export const BLANK = '/__engines/blank';
const REPORT = '/__engines/error';

/** Runs in the page, first: sends what Chromium would print as a console error to the proxy. */
const reporter = `(() => {
  const report = (text) => {
    try {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', ${JSON.stringify(REPORT)}, false); // synchronous: it arrives before the test looks
      xhr.send(String(text));
    } catch {}
  };
  const original = console.error;
  console.error = function (...args) {
    report(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
    return original.apply(this, args);
  };
  addEventListener('error', (e) => report(e.message || 'failed to load ' + (e.target && (e.target.src || e.target.href))), true);
  addEventListener('unhandledrejection', (e) => report('unhandled rejection: ' + (e.reason && e.reason.message || e.reason)));
  addEventListener('securitypolicyviolation', (e) => report('CSP blocked ' + e.blockedURI + ' (' + e.violatedDirective + ')'));
})();`;

export async function startEngineProxy(target: string): Promise<EngineProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let inFlight = 0;
  let lastChange = Date.now();
  const proxy: Omit<EngineProxy, 'origin' | 'idle' | 'close'> = { errors: [], initScripts: [] };

  const server = http.createServer((req, res) => {
    if (req.url === HOOK) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end([reporter, ...proxy.initScripts].join('\n'));
      return;
    }
    if (req.url === BLANK) {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      res.end('<!doctype html><title>blank</title>');
      return;
    }
    if (req.url === REPORT) {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        proxy.errors.push(text);
        res.writeHead(204).end();
      });
      return;
    }
    inFlight++;
    lastChange = Date.now();
    const done = () => {
      inFlight--;
      lastChange = Date.now();
    };
    // Plain bodies, so an HTML page can be read and the hook put in.
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, agent },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 400) proxy.errors.push(`${status} ${req.method} ${req.url}`);
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          res.writeHead(status, answer.headers);
          answer.pipe(res);
          answer.on('end', done);
          answer.on('error', done);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1><script src="${HOOK}"></script>`);
          const body = Buffer.from(html);
          const { etag: _etag, ...rest } = answer.headers;
          res.writeHead(status, { ...rest, 'content-length': body.length, 'cache-control': 'no-store' });
          res.end(body);
          done();
        });
      },
    );
    forward.on('error', (error) => {
      proxy.errors.push(`proxy: ${req.method} ${req.url}: ${error.message}`);
      res.writeHead(502).end();
      done();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(proxy, {
    origin: `http://127.0.0.1:${port}`,
    async idle(quietMs = 500, timeout = 30_000) {
      const deadline = Date.now() + timeout;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`the network was not idle in ${timeout} ms (${inFlight} in flight)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
