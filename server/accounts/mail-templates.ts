import type { ShopDetails } from '../../common/site/company';
import { escapeHtml } from '../../common/site/html';
import type { MailMessage } from '../mail/mailer';
// A code is not worth sending after it has expired.
import { OTP_TTL_MS } from './repository';

function layout(shop: ShopDetails, title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2d27;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1d5c3f">${escapeHtml(shop.brand)}</h1>
${body}
<p style="font-size:12px;color:#5b6b63">${escapeHtml(shop.legalName)}, ${escapeHtml(shop.address.city)}, ${escapeHtml(shop.address.state)}. Questions: ${escapeHtml(shop.careEmail)}</p>
</body></html>`;
}

const codeBlock = (code: string) =>
  `<strong style="font-size:28px;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</strong>`;

export function verificationEmail(shop: ShopDetails, to: string, username: string, code: string): MailMessage {
  const subject = `${code} is your ${shop.brand} verification code`;
  return {
    to,
    subject,
    // The code is in the subject: logs and the operator's list show this instead.
    label: 'verification code',
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
    text: `Hello ${username},\n\nYour verification code is ${code}. It works once and expires in 10 minutes.\n\nIf you did not create an account at ${shop.brand}, ignore this message.\n\n${shop.brand}`,
    html: layout(shop, subject, [
      `Hello ${escapeHtml(username)},`,
      `Your verification code is ${codeBlock(code)}`,
      'It works once and expires in 10 minutes.',
      `If you did not create an account at ${escapeHtml(shop.brand)}, ignore this message.`,
    ]),
  };
}

export function passwordResetEmail(shop: ShopDetails, to: string, username: string, code: string): MailMessage {
  const subject = `${code} is your ${shop.brand} password reset code`;
  return {
    to,
    subject,
    label: 'password reset code',
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
    text: `Hello ${username},\n\nUse the code ${code} to choose a new password. It works once and expires in 10 minutes.\n\nIf you did not ask for this, ignore this message: your password stays as it is.\n\n${shop.brand}`,
    html: layout(shop, subject, [
      `Hello ${escapeHtml(username)},`,
      `Use this code to choose a new password: ${codeBlock(code)}`,
      'It works once and expires in 10 minutes.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ]),
  };
}
