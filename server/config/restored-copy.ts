/**
 * A shop restored beside the live one (a test restore into another DATA_DIR, with the same `.env`)
 * must not e-mail real customers, ask the live payment provider about payments, or run the
 * scheduled jobs. `restore` leaves this file in the DATA_DIR it restored into unless told `--live`;
 * while it is there the shop and the operators' tool run the copy quietly: mail goes to
 * DATA_DIR/mail/ as files, the payment reconciler, the retention job and every other scheduled job
 * are off, and both say so. Removing the file (or restoring with `--live`) makes it a shop again.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './env';

export const RESTORED_COPY_FILE = 'RESTORED-COPY.txt';

export const RESTORED_COPY_NOTICE =
  `this DATA_DIR is a restored copy (${RESTORED_COPY_FILE}): e-mails are written to DATA_DIR/mail/ and not sent, ` +
  'payments go to the sandbox, never the live Razorpay account, and the payment reconciler and the other ' +
  'scheduled jobs are off. To run it as the live shop, delete ' +
  `DATA_DIR/${RESTORED_COPY_FILE} (or restore with --live) and start it again.`;

export function markRestoredCopy(dataDir: string, label: string): void {
  writeFileSync(
    path.join(dataDir, RESTORED_COPY_FILE),
    [
      `Restored from ${label} on ${new Date().toISOString()}.`,
      '',
      'While this file is here, a shop started on this DATA_DIR (and `npm run shop` on it) sends no e-mail',
      '(it is written to DATA_DIR/mail/), takes payments in the sandbox whatever keys .env holds, asks no',
      'payment provider about payments and runs no scheduled jobs, so a test restore beside the live shop cannot reach its customers or its payment account.',
      'Delete this file to run this DATA_DIR as the live shop (docs/deploy.md, "Restoring").',
      '',
    ].join('\n'),
  );
}

/**
 * The configuration a restored copy runs with: no SMTP, no reconciler, no scheduled jobs, and the
 * payment sandbox instead of the live Razorpay keys it would read from the shared `.env`, so neither
 * a test order nor `orders refund` on the copy can reach the live payment account.
 */
export function quietIfRestoredCopy(config: Config): Config {
  if (!existsSync(path.join(config.dataDir, RESTORED_COPY_FILE))) return config;
  return {
    ...config,
    smtpUrl: undefined,
    mailOutbox: true,
    reconcileIntervalMs: 0,
    retentionIntervalMs: 0,
    razorpayKeyId: undefined,
    razorpayKeySecret: undefined,
    razorpayWebhookSecret: undefined,
    paymentSandbox: true,
    restoredCopy: true,
  };
}
