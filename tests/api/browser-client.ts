import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
  cookies: Record<string, { value: string; attributes: string }>;
}

/**
 * A browser as the server meets it: keeps cookies, echoes the csrftoken cookie
 * in X-CSRFToken as the storefront does, and sends a bearer token once signed in.
 */
export class BrowserClient {
  jar = new Map<string, string>();
  access: string | undefined;
  csrf = true;

  constructor(
    private readonly baseUrl: string,
    private readonly ip = '203.0.113.10',
  ) {}

  async call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const sent: Record<string, string> = { 'x-forwarded-for': this.ip, ...headers };
    if (body !== undefined) sent['content-type'] = 'application/json';
    if (this.jar.size) sent.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.csrf && this.jar.has('csrftoken') && method !== 'GET') sent['x-csrftoken'] = this.jar.get('csrftoken')!;
    if (this.access && !('authorization' in headers)) sent.authorization = `Bearer ${this.access}`;
    const response = await fetch(this.baseUrl + url, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies: Answer['cookies'] = {};
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      cookies[name] = { value, attributes: attributes.join(';') };
      if (!value || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
    return { status: response.status, headers: response.headers, body: json, cookies };
  }

  get = (url: string, headers?: Record<string, string>) => this.call('GET', url, undefined, headers);
  post = (url: string, body: unknown = {}, headers?: Record<string, string>) => this.call('POST', url, body, headers);
  delete = (url: string, headers?: Record<string, string>) => this.call('DELETE', url, undefined, headers);
}

/** The newest code e-mailed to `to`, read from the development outbox as a person would. */
export function codeFromOutbox(dataDir: string, to: string): string {
  const dir = path.join(dataDir, 'mail');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = readFileSync(path.join(dir, file), 'utf8');
    if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail)) continue;
    const match = /^Subject: ([0-9]{6}) is your/m.exec(mail);
    if (match) return match[1]!;
  }
  throw new Error(`no code mailed to ${to}`);
}
