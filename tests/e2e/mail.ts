import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The shop's outbox: without SMTP it writes each e-mail to DATA_DIR/mail as an .eml file, which is
 * how a developer on a fresh machine reads them too. Mail is sent after the answer that causes it,
 * so the helpers wait for it.
 */

/** The mail's text with quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(mail: string): string {
  const joined = mail.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Every mail in the outbox, newest first (the files are named by time), decoded. */
export function outbox(dataDir = inject('dataDir')): string[] {
  const dir = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return []; // nothing sent yet
  }
  return files
    .sort()
    .reverse()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8')));
}

/** The newest mail `matches` accepts, waited for up to 10 s; the error says what was awaited. */
export async function waitForMail(
  matches: (mail: string) => boolean,
  what: string,
  dataDir = inject('dataDir'),
): Promise<string> {
  for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const mail = outbox(dataDir).find(matches);
    if (mail) return mail;
  }
  throw new Error(`no mail ${what}`);
}

/** The newest mail to `to` that `pattern` matches. */
export const mailTo = (to: string, pattern: RegExp, dataDir = inject('dataDir')) =>
  waitForMail((mail) => mail.includes(`To: ${to}`) && pattern.test(mail), `to ${to} matching ${pattern}`, dataDir);

/** The 6-digit code of the newest verification mail to `to`. */
export async function verificationCode(to: string, dataDir = inject('dataDir')): Promise<string> {
  const subject = /^Subject: ([0-9]{6}) is your/m;
  return subject.exec(await mailTo(to, subject, dataDir))![1]!;
}

/** The confirmation mail of order `orderNo`. */
export const mailAbout = (orderNo: string, dataDir = inject('dataDir')) =>
  waitForMail((mail) => mail.includes(`Order ${orderNo} confirmed`), `confirming ${orderNo}`, dataDir);
