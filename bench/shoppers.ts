/** Shoppers for the process tests and benches: a guest with a cookie jar, over HTTP or HTTPS (a test certificate). */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { ADDRESS } from './checkout-address';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read freely, as a browser would
  body: any;
  /** 0 when no answer came (connection refused, reset, timeout): what a shopper sees as a failure. */
  error?: string;
  headers?: http.IncomingHttpHeaders;
}

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64, rejectUnauthorized: false }),
};

/** One request; never throws: a request that got no answer has status 0 and `error`. */
export function call(
  base: string,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
  options: { localAddress?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const url = new URL(pathname, base);
  const secure = url.protocol === 'https:';
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = (secure ? https : http).request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: secure ? agents.https : agents.http,
        localAddress: options.localAddress,
        servername: secure ? 'shop.test' : undefined,
        headers: {
          ...(secure ? { host: 'shop.test' } : {}),
          ...(data === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          let parsed: unknown = text;
          if (text.startsWith('{') || text.startsWith('[')) {
            try {
              parsed = JSON.parse(text);
            } catch {
              // keep the text
            }
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, headers: response.headers });
        });
        response.on('error', (error) => resolve({ status: 0, body: '', error: error.message }));
      },
    );
    request.setTimeout(options.timeoutMs ?? 30_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, body: '', error: error.message }));
    request.end(data);
  });
}

/** A guest: cookies kept between calls, the CSRF header sent as the storefront sends it. */
export class Guest {
  private jar = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly localAddress?: string,
  ) {}

  async call(method: string, pathname: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...extra };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.jar.has('csrftoken')) headers['x-csrftoken'] = this.jar.get('csrftoken')!;
    const answer = await call(this.base, method, pathname, body, headers, { localAddress: this.localAddress });
    const setCookie = answer.headers?.['set-cookie'] ?? [];
    for (const line of setCookie) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.jar.set(pair.slice(0, eq).trim(), decodeURIComponent(pair.slice(eq + 1).trim()));
    }
    return answer;
  }
}

export interface CheckoutResult {
  /** Every answer the checkout got, for counting failures. */
  answers: Answer[];
  orderNo?: string;
  providerOrderId?: string;
  paid: boolean;
}

/**
 * A guest's checkout as the storefront makes it: add a line, read the server's total from its 409,
 * place the order (with an Idempotency-Key, retried on no answer as the storefront would not need to),
 * then, when `pay`, pay in the sandbox and verify.
 */
export async function checkout(
  base: string,
  productId: number,
  options: { pay: boolean; localAddress?: string },
): Promise<CheckoutResult> {
  const guest = new Guest(base, options.localAddress);
  const answers: Answer[] = [];
  const step = async (method: string, pathname: string, body?: unknown, extra?: Record<string, string>) => {
    const answer = await guest.call(method, pathname, body, extra);
    answers.push(answer);
    return answer;
  };
  const added = await step('POST', '/api/cart/', { product_id: productId, quantity: 1 });
  if (added.status !== 201) return { answers, paid: false };
  const order = {
    cart_items: [{ cart_item_id: added.body.cart_item.cart_item_id }],
    ...ADDRESS,
    total_amount: '0.01',
  };
  const quote = await step('POST', '/api/place-order/', order);
  if (quote.status !== 409 || !quote.body.totals) return { answers, paid: false };
  const placed = await step(
    'POST',
    '/api/place-order/',
    { ...order, total_amount: quote.body.totals.total },
    { 'idempotency-key': randomBytes(12).toString('hex') },
  );
  if (placed.status !== 201) return { answers, paid: false };
  const result: CheckoutResult = {
    answers,
    orderNo: placed.body.order_no,
    providerOrderId: placed.body.razorpay_order_id,
    paid: false,
  };
  if (!options.pay) return result;
  const paid = await step('POST', '/api/payments/sandbox/pay/', { order_id: placed.body.razorpay_order_id });
  if (paid.status !== 200) return result;
  const verified = await step('POST', '/api/payments/verify/', paid.body);
  result.paid = verified.status === 200;
  return result;
}

/** Products a guest can buy (in stock), from the best sellers. */
export async function buyableProducts(base: string): Promise<number[]> {
  const list = await call(base, 'GET', '/api/best-sellers/');
  return (list.body as { id: number; sold_out?: boolean }[]).filter((p) => !p.sold_out).map((p) => p.id);
}
