import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the shopper who wrote to the shop); an address object, so nodemailer never parses it as a list. */
  replyTo?: { name: string; address: string };
  /** Files sent with the message (the invoice PDF with the shipped e-mail). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Sends, or writes to the outbox; failures are logged and reported as false, never thrown. */
  send: (message: MailMessage) => Promise<boolean>;
  /** Where development mail lands (DATA_DIR/mail), or null when SMTP is configured. */
  outbox: string | null;
  close: () => void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Otherwise every message is written
 * to DATA_DIR/mail/ as an .eml file (open it in any mail program) and a one-line
 * notice is logged, so someone can register on a fresh machine with nothing else.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  const outbox = smtpUrl ? null : path.join(dataDir, 'mail');
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    outbox,
    async send(message) {
      try {
        const info = await transport.sendMail({ from, ...message });
        if (outbox) {
          mkdirSync(outbox, { recursive: true });
          const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
          const file = path.join(outbox, name);
          writeFileSync(file, info.message as Buffer);
          // The subject and file only: what a message says stays in the outbox.
          log.info({ to: message.to, subject: message.subject, file }, 'mail written to the development outbox');
        }
        return true;
      } catch (error) {
        log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
        return false;
      }
    },
    close: () => transport.close(),
  };
}
