import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopDb } from '../db/client';
import type { MailMessage } from './message';
import { createMailQueue, type MailQueue, type QueuedMail } from './queue';

export type { MailMessage } from './message';

export interface Mailer {
  /**
   * Queues the message and tries to send it at once. true: delivered (or written to the outbox) now;
   * false: it stays queued and is retried with backoff. Never throws.
   */
  send: (message: MailMessage, options?: { waitMs?: number }) => Promise<boolean>;
  /** Sends what is due in the queue (the timer calls it; tests and `mail retry` too). */
  retryDue: () => Promise<{ sent: number; failed: number }>;
  /** false after a send failed, until one succeeds: the shop tells shoppers mail is delayed. */
  healthy: () => boolean;
  /** Where development mail lands (DATA_DIR/mail), or null when SMTP is configured. */
  outbox: string | null;
  queue: MailQueue;
  close: () => void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  db: ShopDb;
}

/** No request waits long on a mail server: connection, greeting and each reply have a deadline. */
/**
 * How long a request waits for its e-mail to be handed to SMTP. A mail server on the shop's network
 * accepts a message in tens of milliseconds (one in another country in a few hundred); 800 ms keeps a
 * sign-up inside the 2 s the shop promises (docs/operations.md) after its password hash, and a message that takes longer is
 * sent in the background from the mail queue.
 */
export const MAIL_SEND_WAIT_MS = 800;
/**
 * How long a member of staff's action (ship, deliver, refund, invite) waits for its e-mail. The
 * person is told whether the customer has it; no shopper waits behind them, and on a busy machine
 * writing a message with its PDF took longer than 800 ms, so they heard "could not be sent" about a
 * message that went out a moment later. Past this the message waits in the queue as any other.
 */
export const STAFF_MAIL_WAIT_MS = 5_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function smtpTransport(smtpUrl: string): Transporter {
  // The URL's own settings (host, port, user, password, query options) win over the deadlines' defaults.
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

/**
 * Why sending failed, for logs and the queue: the SMTP reply code, command and nodemailer's message,
 * with the message's subject (which may hold a code) blanked wherever it appears.
 */
export function describeMailError(error: unknown, subject: string): string {
  const e = error as { code?: string; responseCode?: number; command?: string; message?: string };
  const parts = [e.code, e.responseCode && `SMTP ${e.responseCode}`, e.command && `after ${e.command}`, e.message]
    .filter(Boolean)
    .join(': ');
  let text = parts || String(error);
  if (subject) text = text.split(subject).join('[subject]');
  // A code is six digits; nothing a mail server says about a failure needs them.
  return text.replace(/\b\d{6}\b/g, '[digits]').slice(0, 500);
}

/**
 * Checks SMTP_URL at start: connects, greets and signs in, so a wrong host, port or password is
 * reported when the shop starts, not when the first shopper registers. Resolves with the problem in
 * words, or null when the server accepted.
 */
export async function verifySmtp(smtpUrl: string): Promise<string | null> {
  const transport = smtpTransport(smtpUrl);
  try {
    await transport.verify();
    return null;
  } catch (error) {
    return describeMailError(error, '');
  } finally {
    transport.close();
  }
}

/**
 * Every message goes into the mail queue (server/mail/queue.ts) first, then out: over SMTP when
 * SMTP_URL is set, otherwise into DATA_DIR/mail/ as an .eml file (the development outbox; open it in
 * any mail program). A failed send stays queued and is retried with backoff. Logs name the recipient
 * and the message's label, never its subject or body, so a code never reaches a log line.
 */
export function createMailer({ smtpUrl, from, dataDir, log, db }: MailerOptions): Mailer {
  const outbox = smtpUrl ? null : path.join(dataDir, 'mail');
  const transport: Transporter = smtpUrl
    ? smtpTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const queue = createMailQueue(db);
  let ok = true;

  async function deliver(mail: QueuedMail): Promise<boolean> {
    const { message } = mail;
    try {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        attachments: message.attachments,
      });
      if (outbox) {
        mkdirSync(outbox, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
        const file = path.join(outbox, name);
        writeFileSync(file, info.message as Buffer);
        log.info({ mail: mail.id, to: message.to, label: mail.label, file }, 'mail written to the development outbox');
      } else log.info({ mail: mail.id, to: message.to, label: mail.label }, 'mail sent');
      await queue.markSent(mail.id);
      ok = true;
      return true;
    } catch (error) {
      ok = false;
      const reason = describeMailError(error, message.subject);
      const next = await queue.markFailed(mail.id, reason);
      log.error(
        { mail: mail.id, to: message.to, label: mail.label, attempts: mail.attempts, reason, next },
        next.status === 'failed' ? 'mail could not be sent; giving up' : 'mail could not be sent; it will be retried',
      );
      return false;
    }
  }

  return {
    outbox,
    queue,
    healthy: () => ok,
    async send(message, { waitMs = MAIL_SEND_WAIT_MS } = {}) {
      let mail: QueuedMail;
      try {
        mail = await queue.add(message);
      } catch (error) {
        log.error({ err: error, to: message.to, label: message.label ?? message.subject }, 'mail could not be queued');
        return false;
      }
      // No request waits on SMTP for long: past the deadline the message stays queued (its delivery
      // goes on, and the queue retries it if that fails) and the caller hears "not sent yet".
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => {
          // Told once per outage; the queue's own lines follow each message.
          if (ok)
            log.error({ mail: mail.id, label: mail.label }, 'mail server not answering: messages wait in the queue');
          ok = false;
          resolve(false);
        }, waitMs);
      });
      return Promise.race([deliver(mail), late]).finally(() => clearTimeout(timer));
    },
    async retryDue() {
      let sent = 0;
      let failed = 0;
      await queue.expireOld();
      for (const mail of await queue.claimDue()) {
        if (await deliver(mail)) sent++;
        else failed++;
      }
      return { sent, failed };
    },
    close: () => transport.close(),
  };
}
