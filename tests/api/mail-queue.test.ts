// @vitest-environment node
import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { runCommand } from '../../server/operators/run';
import { accountMessages } from '../../common/domain/accounts';
import { buildTestShop, type TestShop } from './helper';
import { BrowserClient } from './browser-client';
import { placeAndPay } from './order-tracking-helpers';
import { makeProduct } from './shop-helpers';

/**
 * A local SMTP server on node:net: in 'fail' mode it answers MAIL FROM with a temporary failure (as a
 * mail server that is down or refuses the account does); in 'accept' mode it takes every message;
 * in 'slow' mode it takes each one but answers its DATA after SLOW_MS (a distant or busy server).
 */
const SLOW_MS = 1_500;
class SmtpStandIn {
  mode: 'fail' | 'accept' | 'slow' = 'fail';
  received: string[] = [];
  sessions = 0;
  port = 0;
  private server = net.createServer((socket) => this.session(socket));

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  close() {
    this.server.close();
  }

  private session(socket: net.Socket) {
    this.sessions++;
    let buffer = '';
    let data: string | null = null;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 standin.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          this.received.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          if (this.mode === 'slow') setTimeout(() => say('250 2.0.0 queued'), SLOW_MS);
          else say('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250-standin.local\r\n250 8BITMIME');
        else if (verb === 'MAIL')
          say(this.mode === 'fail' ? '451 4.3.0 Mailbox service temporarily unavailable' : '250 2.1.0 ok');
        else if (verb === 'RCPT') say('250 2.1.5 ok');
        else if (verb === 'DATA') {
          data = '';
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 ok');
        else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
          return;
        } else say('502 5.5.2 not implemented');
      }
    });
    socket.on('error', () => {});
  }
}

let shop: TestShop;
const smtp = new SmtpStandIn();
const logLines: string[] = [];
let n = 0;
const address = () => `queue.${Date.now().toString(36)}${++n}@example.in`;

function registration(email: string) {
  return {
    username: 'Meera',
    email,
    password: 'coconut-water-2026',
    confirm_password: 'coconut-water-2026',
    mobile: '98765 43210',
  };
}

/** The 6-digit code in a message the stand-in received (its subject starts with it). */
const codeIn = (raw: string) => /^Subject: (\d{6}) is your/m.exec(raw)?.[1];

async function queueRows(email: string) {
  return queryRows<{
    id: string;
    status: string;
    attempts: number;
    label: string;
    last_error: string | null;
    message: unknown;
  }>(
    shop.database.db,
    sql`SELECT id, status, attempts, label, last_error, message FROM mail_queue WHERE to_address = ${email} ORDER BY id`,
  );
}

async function shopCli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(argv, {
    database: shop.database,
    config: shop.app.config,
    mailer: shop.app.accounts.mailer,
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  await smtp.start();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  shop = await buildTestShop(
    { trustProxy: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailRetryIntervalMs: 0 },
    { level: 'trace', stream },
  );
});
afterAll(async () => {
  await shop.close();
  smtp.close();
});

describe('mail through a failing, then working, SMTP server', () => {
  const email = address();
  let code: string | undefined;

  it('tells the shopper honestly that the code could not be sent, and keeps it queued', async () => {
    smtp.mode = 'fail';
    const browser = new BrowserClient(shop.baseUrl, '198.51.100.77');
    const answer = await browser.post('/api/register/', registration(email));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: accountMessages.codeDelayed, email, code_sent: false });
    const [row] = await queueRows(email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, label: 'verification code' });
    expect(row!.last_error).toMatch(/SMTP 451/);
    expect(row!.message).not.toBeNull();
    expect(smtp.received).toHaveLength(0);
    expect(shop.app.accounts.mailer.healthy()).toBe(false);
    // While mail fails, a reset request says so too (to everyone, so it reveals no account).
    const reset = await browser.post('/api/password-reset/', { email: 'nobody@example.in' });
    expect(reset.body.message).toBe(accountMessages.mailDelayed);
  });

  it('is not retried before its backoff, then is sent when it is due and the server accepts', async () => {
    smtp.mode = 'accept';
    expect(await shop.app.accounts.mailer.retryDue()).toEqual({ sent: 0, failed: 0 });
    // A minute passes: the row comes due.
    await shop.database.db.execute(sql`UPDATE mail_queue SET next_attempt_at = now() WHERE to_address = ${email}`);
    expect(await shop.app.accounts.mailer.retryDue()).toEqual({ sent: 1, failed: 0 });
    const [row] = await queueRows(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, message: null, last_error: null });
    expect(smtp.received).toHaveLength(1);
    code = codeIn(smtp.received[0]!);
    expect(code).toMatch(/^\d{6}$/);
    // The code that arrived late works.
    const verified = await new BrowserClient(shop.baseUrl, '198.51.100.77').post('/api/verify-otp/', { email, code });
    expect(verified.status).toBe(200);
    expect(shop.app.accounts.mailer.healthy()).toBe(true);
  });

  it('lists the queue for the operator without the code, and `mail retry` sends what waits', async () => {
    smtp.mode = 'fail';
    const second = address();
    const answer = await new BrowserClient(shop.baseUrl, '198.51.100.78').post('/api/register/', registration(second));
    expect(answer.body.code_sent).toBe(false);
    const listed = await shopCli('mail', 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`${second.replace(/\./g, '\\.')}.*verification code.*pending`));
    expect(listed.out).toMatch(/SMTP 451/);

    smtp.mode = 'accept';
    const retried = await shopCli('mail', 'retry');
    expect(retried).toMatchObject({ code: 0, out: 'Sent 1 of 1.' });
    expect((await queueRows(second))[0]).toMatchObject({ status: 'sent' });
    expect(smtp.received.some((m) => m.includes(`To: ${second}`))).toBe(true);
    expect((await shopCli('mail', 'list', '--status', 'sent')).out).toMatch(/sent/);
  });

  it("waits longer for a member of staff's e-mail than for a shopper's: shipping through a slow server says E-mailed", async () => {
    smtp.mode = 'slow';
    // A shopper's request does not wait 1.5 s for SMTP: the code is reported as delayed and still goes out.
    const shopper = address();
    const signUp = await new BrowserClient(shop.baseUrl, '198.51.100.79').post('/api/register/', registration(shopper));
    expect(signUp.body.code_sent).toBe(false);
    await expect.poll(async () => (await queueRows(shopper))[0]?.status, { timeout: 5_000 }).toBe('sent');

    // The person shipping an order hears whether the customer has the e-mail, not "could not be sent"
    // about a message that leaves a moment later.
    const product = await makeProduct(shop, { stock: 5 });
    const { orderNo } = await placeAndPay(shop, new BrowserClient(shop.baseUrl, '198.51.100.80'), product.id);
    const started = Date.now();
    const shipped = await shopCli(
      'orders',
      'ship',
      orderNo,
      '--tracking-number',
      'SLOW1',
      '--tracking-url',
      'https://track.example/SLOW1',
    );
    expect(shipped.err).toBe('');
    expect(shipped.out).toMatch(/E-mailed .* \(invoice attached\)\./);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
    expect(smtp.received.some((m) => m.includes(`${orderNo}`) && /SLOW1/.test(m))).toBe(true);
    smtp.mode = 'accept';
  });

  it('never writes a code to a log line', () => {
    const codes = smtp.received.map(codeIn).filter((c): c is string => Boolean(c));
    expect(codes.length).toBeGreaterThanOrEqual(2);
    expect(logLines.length).toBeGreaterThan(10);
    // The failures were logged, with the reason.
    expect(
      logLines.some((l) => l.includes('mail could not be sent; it will be retried') && l.includes('SMTP 451')),
    ).toBe(true);
    for (const c of codes) expect(logLines.filter((l) => l.includes(c))).toEqual([]);
  });
});
