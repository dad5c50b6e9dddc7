/** One e-mail as the shop's templates make it and the mailer and its queue carry it (mailer.ts, queue.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * What logs and the operator's mail list show instead of the subject: set it when the subject or
   * body holds a secret (a sign-up code), which must never reach a log line.
   */
  label?: string;
  /** Not worth sending after this time (a code that has expired). */
  expiresAt?: Date;
  /** Where a reply goes (the shopper who wrote to the shop); an address object, so nodemailer never parses it as a list. */
  replyTo?: { name: string; address: string };
  /** Files sent with the message (the invoice PDF with the shipped e-mail). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}
