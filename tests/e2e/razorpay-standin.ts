import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * Razorpay on another origin, for the browser: the Orders API the server calls, and a Checkout
 * (`/v1/checkout.js`) that does what Razorpay's does across origins: it opens its payment form in a
 * frame of its own origin, sends telemetry to its origin and shows its logo from there, and hands
 * the signed result to the page by postMessage. So the shop's production CSP must allow exactly
 * these four directives for the stand-in's origin, or the payment cannot complete.
 */
export class RazorpayStandIn {
  readonly keyId = 'rzp_live_standin';
  readonly keySecret = 'stand-in-key-secret';
  origin = '';
  /** Telemetry and logo requests the page made to this origin (connect-src, img-src). */
  seen: string[] = [];
  private orders = new Map<string, number>();
  private next = 0;
  private server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const send = (status: number, type: string, body: string, extra: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': type, ...extra });
        res.end(body);
      };
      const json = (status: number, body: unknown) => send(status, 'application/json', JSON.stringify(body));
      if (url.pathname === '/v1/checkout.js') return send(200, 'text/javascript', this.checkoutJs());
      if (url.pathname === '/v1/frame') return send(200, 'text/html; charset=utf-8', this.frameHtml(url));
      if (url.pathname === '/logo.svg') {
        this.seen.push('logo');
        return send(200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
      }
      if (url.pathname === '/track') {
        this.seen.push('track');
        // Checkout's telemetry is a cross-origin fetch from the shop's page.
        return send(204, 'text/plain', '', { 'access-control-allow-origin': '*' });
      }
      if (url.pathname === '/v1/pay' && req.method === 'POST') {
        const { order_id: orderId } = JSON.parse(raw) as { order_id: string };
        if (!this.orders.has(orderId)) return json(404, { error: 'no such order' });
        const paymentId = `pay_StandIn${String(++this.next).padStart(6, '0')}`;
        const signature = createHmac('sha256', this.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
        return json(200, { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature });
      }
      // The Orders API, called by the shop's server with its key id and secret.
      const auth = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
      if (req.headers.authorization !== auth) return json(401, { error: { description: 'bad key' } });
      if (url.pathname === '/v1/orders' && req.method === 'POST') {
        const body = JSON.parse(raw) as { amount: number; currency: string; receipt: string };
        const id = `order_StandIn${String(++this.next).padStart(6, '0')}`;
        this.orders.set(id, body.amount);
        return json(200, { id, entity: 'order', amount: body.amount, currency: body.currency, status: 'created' });
      }
      const match = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(url.pathname);
      if (match && this.orders.has(match[1]!))
        return json(
          200,
          match[2] ? { items: [] } : { id: match[1], amount: this.orders.get(match[1]!), status: 'created' },
        );
      json(404, { error: { description: 'not found' } });
    });
  });

  async start(port: number) {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${port}`;
  }

  close() {
    this.server.close();
  }

  private checkoutJs(): string {
    const origin = JSON.stringify(this.origin);
    return `(function () {
  var ORIGIN = ${origin};
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (event, fn) { this.handlers[event] = fn; };
  Razorpay.prototype.open = function () {
    var options = this.options;
    fetch(ORIGIN + '/track', { method: 'POST', mode: 'cors', body: 'open' }).catch(function () {});
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', 'Razorpay stand-in');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:99999;background:#fff';
    var logo = document.createElement('img');
    logo.src = ORIGIN + '/logo.svg';
    logo.alt = 'Razorpay stand-in';
    overlay.appendChild(logo);
    var frame = document.createElement('iframe');
    frame.title = 'Payment form';
    frame.style.cssText = 'width:100%;height:300px;border:0';
    frame.src = ORIGIN + '/v1/frame?order_id=' + encodeURIComponent(options.order_id) + '&amount=' + options.amount + '&key=' + encodeURIComponent(options.key);
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    window.addEventListener('message', function listener(event) {
      if (event.origin !== ORIGIN) return;
      window.removeEventListener('message', listener);
      overlay.remove();
      options.handler(event.data);
    });
  };
  window.Razorpay = Razorpay;
})();`;
  }

  private frameHtml(url: URL): string {
    const order = JSON.stringify(url.searchParams.get('order_id'));
    const amount = Number(url.searchParams.get('amount'));
    return `<!doctype html><html lang="en"><body><p>Pay ₹${(amount / 100).toFixed(2)}</p>
<button type="button" id="pay">Pay now</button>
<script>
document.getElementById('pay').onclick = function () {
  fetch('/v1/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: ${order} }) })
    .then(function (r) { return r.json(); })
    .then(function (result) { parent.postMessage(result, '*'); });
};
</script></body></html>`;
  }
}
