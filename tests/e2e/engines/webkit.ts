import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../shop-process';
import type { Driver } from './page';
import { BLANK, startEngineProxy, type EngineProxy } from './proxy';

/**
 * WebKitGTK (Safari's engine) from Debian: MiniBrowser driven by WebKitWebDriver (webkit2gtk-driver)
 * on an Xvfb screen, as MiniBrowser has no headless mode. WebKitWebDriver speaks classic W3C
 * WebDriver only: plain JSON over HTTP, a dozen endpoints, spoken here with fetch (a client library
 * would bring its own driver downloads, which these machines must not do).
 */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The screen is as large as the largest window the tests open (1280 × 900). */
const SCREEN_WIDTH = 1280;
const SCREEN = `${SCREEN_WIDTH}x1024x24`;
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

const KEYS: Record<string, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
  Backspace: '\uE003',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
};
const key = (name: string) => {
  const value = KEYS[name] ?? (name.length === 1 ? name : undefined);
  if (value === undefined) throw new Error(`no WebDriver key for "${name}"`);
  return value;
};

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/**
 * What a command WebKitWebDriver has not answered in COMMAND_MS is taken to be: hung. Seen once in a
 * CI run (2026-12-07): the checkout journey at 375 px waited out its 180 s on one command, where it
 * takes 13 s. A page load has PAGE_LOAD_MS (WebDriver's default is 300 s), so a load that never
 * finishes is an answer ("timeout") before the command itself counts as hung.
 */
export const WEBDRIVER_HUNG = 'WebKitWebDriver did not answer';
const COMMAND_MS = 60_000;
const PAGE_LOAD_MS = 45_000;

async function call<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  let json: { value: T & { error?: string; message?: string } };
  let ok: boolean;
  let status: number;
  try {
    const answer = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(COMMAND_MS),
    });
    ({ ok, status } = answer);
    json = (await answer.json()) as typeof json;
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new Error(`${WEBDRIVER_HUNG} ${method} ${new URL(url).pathname} in ${COMMAND_MS} ms`);
    throw error;
  }
  if (!ok) throw new WebDriverError(json.value.error ?? String(status), json.value.message ?? '');
  return json.value;
}

const hung = (error: unknown) =>
  (error instanceof Error && error.message.startsWith(WEBDRIVER_HUNG)) ||
  (error instanceof WebDriverError && error.code === 'timeout');

/** One X screen and one WebKitWebDriver for a test file; each shopper is a session (its own MiniBrowser). */
export interface WebKitBrowser {
  proxy: EngineProxy;
  newSession(
    viewport: { width: number; height: number; phone: boolean },
    errors: string[],
  ): Promise<{ driver: Driver; close: () => Promise<void> }>;
  close(): Promise<void>;
}

function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  // -displayfd: Xvfb takes a free display number and writes it to fd 3 once it is ready.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    xvfb.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${log}`)));
  });
}

/** Ends the child (with `group`, its whole process group) and waits for it to exit. */
async function stop(
  child: ChildProcess,
  { signal = 'SIGTERM', group = false }: { signal?: NodeJS.Signals; group?: boolean } = {},
) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    if (group) process.kill(-child.pid!, signal);
    else child.kill(signal);
  } catch {
    child.kill(signal);
  }
  await exited;
}

export async function launchWebKit(baseUrl: string, { reducedMotion = false } = {}): Promise<WebKitBrowser> {
  const xvfb = await startXvfb();
  // WebKitGTK answers prefers-reduced-motion from GTK's gtk-enable-animations setting.
  const config = mkdtempSync(path.join(os.tmpdir(), 'shop-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(
    path.join(config, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`,
  );
  let webDriver: ChildProcess;
  let server = '';
  async function startDriver() {
    const port = await freePort();
    webDriver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      // Without a GPU, WebKitGTK's accelerated compositing draws through software GL: 1-2 frames a
      // second while a page loads on a busy machine (measured), against 5-15 without it.
      env: { ...process.env, DISPLAY: xvfb.display, WEBKIT_DISABLE_COMPOSITING_MODE: '1', XDG_CONFIG_HOME: config },
      stdio: 'ignore',
      // A group of its own, with the MiniBrowsers it starts: a hung driver goes with its windows.
      detached: true,
    });
    server = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        await call(`${server}/status`, 'GET');
        break;
      } catch (error) {
        if (i > 100) throw new Error(`WebKitWebDriver did not answer: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  await startDriver();
  const proxy = await startEngineProxy(baseUrl);

  // A MiniBrowser takes seconds to start, and WebKitWebDriver holds one session at a time: the open one
  // is handed to the next shopper of the same kind (phone or desktop user agent) with its cookies and
  // storage cleared, as a fresh Playwright context would be; a shopper of the other kind gets a new one.
  let open: { phone: boolean; url: string } | undefined;
  async function sessionFor(phone: boolean): Promise<string> {
    if (open?.phone === phone) return open.url;
    if (open) await call(open.url, 'DELETE').catch(() => {});
    open = undefined;
    const args = ['--automation', '--full-screen', '--enable-tabs-to-links=true'];
    if (phone)
      args.push(
        '--user-agent=Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      );
    const { sessionId } = await call<{ sessionId: string }>(`${server}/session`, 'POST', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
          timeouts: { pageLoad: PAGE_LOAD_MS },
        },
      },
    }).catch(async (error: unknown) => {
      if (hung(error)) await discard();
      throw error;
    });
    open = { phone, url: `${server}/session/${sessionId}` };
    return open.url;
  }

  /**
   * After a hang the session, its MiniBrowser and the driver are dropped, and a new driver started:
   * the next shopper (the journey's retry, tests/e2e/engines/index.ts) starts on a fresh one.
   */
  async function discard() {
    open = undefined;
    await stop(webDriver, { signal: 'SIGKILL', group: true });
    await startDriver();
  }

  async function newSession(viewport: { width: number; height: number; phone: boolean }, errors: string[]) {
    const session = await sessionFor(viewport.phone);
    let dropped = false;
    /** A command of this session; a hang drops it (and the driver), and later commands fail at once. */
    const send = async <T>(command: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> => {
      if (dropped) throw new Error(`this WebKit session was dropped after a hang (${method} ${command})`);
      try {
        return await call<T>(`${session}${command}`, method, body);
      } catch (error) {
        if (hung(error) && !dropped) {
          dropped = true;
          await discard();
        }
        throw error;
      }
    };
    proxy.errors = [];
    proxy.initScripts = [];
    await send(`/url`, 'POST', { url: `${proxy.origin}${BLANK}` });
    await send(`/execute/sync`, 'POST', {
      script: 'localStorage.clear(); sessionStorage.clear(); return true;',
      args: [],
    });
    await send(`/cookie`, 'DELETE');
    proxy.errors = errors;
    // Full screen hides MiniBrowser's toolbar, so the window is the viewport (no window manager on Xvfb
    // to make it the screen's size).
    // With no window manager, X gives the keyboard focus to the window under the pointer, which Xvfb
    // starts in the middle of the screen: a narrow window at the left edge would not be the active one,
    // and WebKit then draws no :focus (the skip link stayed off screen at 375 px).
    await send(`/window/rect`, 'POST', {
      x: Math.max(0, Math.round(SCREEN_WIDTH / 2 - viewport.width / 2)),
      y: 0,
      width: viewport.width,
      height: viewport.height,
    });

    const execute = <R>(script: string) => send<R>(`/execute/sync`, 'POST', { script, args: [] });
    const actions = (keys: { type: 'keyDown' | 'keyUp'; value: string }[]) =>
      send(`/actions`, 'POST', { actions: [{ type: 'key', id: 'keyboard', actions: keys }] });

    const driver: Driver = {
      origin: proxy.origin,
      run: (body) => execute(`return (async () => { ${body} })()`),
      install: async (source) => {
        await execute(`${source}\nreturn true;`);
      },
      async clickFound(body) {
        // Run as the script itself, not awaited: an element resolved from a promise comes back as {}.
        const found = await execute<Record<string, string> | null>(body);
        if (!found || typeof found !== 'object' || !found[ELEMENT]) return false;
        try {
          await send(`/element/${found[ELEMENT]}/click`, 'POST', {});
          return true;
        } catch (error) {
          if (error instanceof WebDriverError && /intercepted|stale|not interactable/.test(error.code)) return false;
          throw error;
        }
      },
      navigate: async (url) => {
        await send(`/url`, 'POST', { url });
      },
      url: async () => (await send<string>(`/url`, 'GET')).replace(proxy.origin, baseUrl),
      async press(keys) {
        const codes = keys.map(key);
        await actions([
          ...codes.map((value) => ({ type: 'keyDown' as const, value })),
          ...codes.reverse().map((value) => ({ type: 'keyUp' as const, value })),
        ]);
      },
      async type(text) {
        await actions(
          [...text].flatMap((value) => [
            { type: 'keyDown' as const, value },
            { type: 'keyUp' as const, value },
          ]),
        );
      },
      addInitScript: async (source) => {
        proxy.initScripts.push(source);
      },
      networkIdle: () => proxy.idle(),
      async screenshot(path) {
        // The viewport: WebKitWebDriver draws what the window shows.
        writeFileSync(path, Buffer.from(await send<string>(`/screenshot`, 'GET'), 'base64'));
      },
    };
    return {
      driver,
      // The next shopper clears what this one leaves; its page stops here.
      close: async () => {
        await send(`/url`, 'POST', { url: `${proxy.origin}${BLANK}` }).catch(() => {});
      },
    };
  }

  return {
    proxy,
    newSession,
    async close() {
      if (open) await call(open.url, 'DELETE').catch(() => {});
      await proxy.close();
      await stop(webDriver);
      await stop(xvfb.process);
      rmSync(config, { recursive: true, force: true });
    },
  };
}
