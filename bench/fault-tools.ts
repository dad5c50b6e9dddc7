/**
 * Stand-ins for the shop's dependencies that can be made to fail on demand, for the fault bench
 * (bench/faults-run.ts) and the process and PostgreSQL suites' short versions of it:
 *
 * - `TcpProxy`: sits between the shop and Redis, PostgreSQL or the object store; passes bytes,
 *   refuses connections, drops the open ones, cuts each connection as its answer starts (the
 *   request arrives, its answer is lost), or holds them silent (accepts and never answers).
 * - `FakeSmtp`: a minimal SMTP server that accepts every message, or hangs after the connection.
 * - `FakeRazorpay`: the Orders API (POST /v1/orders, GET /v1/orders/{id}[/payments]) that answers, or
 *   holds each call until it is healed (a late answer).
 * - `ownRedis`: a redis-server of the caller's own on a free port, never the machine's shared one.
 * - `ownS3`: an S3-compatible server (s3rver) of the caller's own, for the photo store and backups.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type ProxyMode = 'pass' | 'refuse' | 'silent' | 'drop';

/** A TCP proxy to `target` whose behaviour can be changed while connections are open. */
export class TcpProxy {
  readonly port: number;
  mode: ProxyMode = 'pass';
  private readonly server: net.Server;
  private readonly pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>();

  private constructor(port: number, server: net.Server) {
    this.port = port;
    this.server = server;
  }

  static async start(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
    const port = await freePort();
    const server = net.createServer();
    const proxy = new TcpProxy(port, server);
    server.on('connection', (client: net.Socket) => proxy.accept(client, targetPort, targetHost));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return proxy;
  }

  private accept(client: net.Socket, targetPort: number, targetHost: string) {
    client.on('error', () => {});
    if (this.mode === 'refuse') return client.destroy();
    const pair: { client: net.Socket; upstream?: net.Socket } = { client };
    this.pairs.add(pair);
    client.once('close', () => {
      this.pairs.delete(pair);
      pair.upstream?.destroy();
    });
    // Held silent: accepted, and nothing is ever forwarded either way.
    if (this.mode === 'silent') return;
    const upstream = net.connect(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.once('close', () => client.destroy());
    client.on('data', (chunk) => {
      if (this.mode === 'pass') upstream.write(chunk);
    });
    client.on('data', (chunk) => {
      if (this.mode === 'drop') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (this.mode === 'pass') client.write(chunk);
      else if (this.mode === 'drop') {
        // The server did the work; its answer never arrives (a reset mid-answer).
        client.resetAndDestroy();
        upstream.destroy();
      }
    });
  }

  /** Each connection carries its request, and is reset as the answer starts (an answer lost on the way). */
  drop() {
    this.mode = 'drop';
  }

  /** Refuses new connections and resets the open ones (a server that went away). */
  refuse() {
    this.mode = 'refuse';
    for (const pair of this.pairs) {
      pair.client.resetAndDestroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
  }

  /** Open connections stop carrying bytes and new ones are accepted into silence (a hung server). */
  silence() {
    this.mode = 'silent';
  }

  /**
   * Back to passing. Connections held silent are cut as they come back: bytes swallowed meanwhile
   * would leave their protocol out of step, as a real network partition's timeouts do.
   */
  heal() {
    if (this.mode === 'silent')
      for (const pair of this.pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
    this.mode = 'pass';
  }

  async close() {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** A redis-server of our own (`--save ''`: nothing written), stopped by `stop()`. */
export async function ownRedis(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  execFileSync('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--daemonize', 'yes']);
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    try {
      if (
        execFileSync('redis-cli', ['-p', String(port), 'ping'])
          .toString()
          .includes('PONG')
      )
        break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    stop() {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
      } catch {
        /* already gone */
      }
    },
  };
}

/** The smallest SMTP server nodemailer will send through; `hang()` makes it greet no one. */
export class FakeSmtp {
  readonly port: number;
  hanging = false;
  received = 0;
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();

  private constructor(port: number, server: net.Server) {
    this.port = port;
    this.server = server;
  }

  static async start(): Promise<FakeSmtp> {
    const port = await freePort();
    const server = net.createServer();
    const smtp = new FakeSmtp(port, server);
    server.on('connection', (socket: net.Socket) => smtp.serve(socket));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return smtp;
  }

  private serve(socket: net.Socket) {
    socket.on('error', () => {});
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    if (this.hanging) return;
    socket.write('220 fake-smtp ESMTP\r\n');
    let inData = false;
    let buffer = '';
    socket.on('data', (chunk) => {
      if (this.hanging) return;
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          this.received++;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-fake-smtp\r\n250 8BITMIME\r\n');
        else if (line.startsWith('HELO')) socket.write('250 fake-smtp\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  }

  hang() {
    this.hanging = true;
  }

  heal() {
    this.hanging = false;
    // Sessions that hung are cut; nodemailer opens a new one for the next message.
    for (const socket of this.sockets) socket.destroy();
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** Razorpay's Orders API as the shop calls it; `hang()` holds every call until `heal()` answers it late. */
export class FakeRazorpay {
  readonly port: number;
  hanging = false;
  created = 0;
  /** Orders created by a call that was answered after a hang. */
  lateAnswers = 0;
  /**
   * Every "payments of an order" call, in order: the order id and the caller, named by the first path
   * segment when a shop's RAZORPAY_API_BASE ends in one (`http://127.0.0.1:PORT/a` calls as `a`).
   */
  readonly paymentFetches: { caller: string; orderId: string; at: number }[] = [];
  private readonly server: http.Server;
  private readonly orders = new Map<string, { id: string; amount: number; status: string; receipt: string }>();
  private held: (() => void)[] = [];

  private constructor(port: number, server: http.Server) {
    this.port = port;
    this.server = server;
  }

  static async start(): Promise<FakeRazorpay> {
    const port = await freePort();
    const server = http.createServer();
    const fake = new FakeRazorpay(port, server);
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) =>
      fake.handle(request, response),
    );
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return fake;
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse) {
    let body = '';
    request.on('data', (c: Buffer) => (body += c.toString()));
    request.on('end', () => {
      const answer = (late: boolean) => {
        if (response.destroyed) return;
        const send = (status: number, json: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
        const raw = request.url ?? '';
        const caller = /^\/([a-z0-9-]+)\/v1\//.exec(raw)?.[1] ?? '';
        const url = caller ? raw.slice(caller.length + 1) : raw;
        if (request.method === 'POST' && url === '/v1/orders') {
          const input = JSON.parse(body || '{}') as { amount: number; receipt: string };
          const order = {
            id: `order_${randomBytes(7).toString('hex')}`,
            amount: input.amount,
            status: 'created',
            receipt: input.receipt,
          };
          this.orders.set(order.id, order);
          this.created++;
          if (late) this.lateAnswers++;
          return send(200, { ...order, currency: 'INR', entity: 'order' });
        }
        const match = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(url);
        const order = match && this.orders.get(decodeURIComponent(match[1]!));
        if (!order) return send(404, { error: { description: 'The id provided does not exist' } });
        if (match[2]) this.paymentFetches.push({ caller, orderId: order.id, at: Date.now() });
        return match[2] ? send(200, { items: [] }) : send(200, order);
      };
      if (this.hanging) this.held.push(() => answer(true));
      else answer(false);
    });
  }

  hang() {
    this.hanging = true;
  }

  heal() {
    this.hanging = false;
    for (const release of this.held.splice(0)) release();
  }

  async close() {
    this.heal();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/**
 * An S3-compatible server of the test's own (s3rver, in this process, on a loopback port), with one
 * bucket; its keys are s3rver's fixed S3RVER / S3RVER. Nothing leaves the machine.
 */
export async function ownS3(bucket = 'shop-media'): Promise<{
  port: number;
  endpoint: string;
  bucket: string;
  /** The shop's S3_* settings for it (S3_ENDPOINT may be pointed at a proxy instead). */
  env: (endpoint?: string) => Record<string, string>;
  close: () => Promise<void>;
}> {
  const { default: S3rver } = await import('s3rver');
  const port = await freePort();
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    port,
    endpoint,
    bucket,
    env: (at = endpoint) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: at,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
