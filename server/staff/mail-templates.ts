import { escapeHtml } from '../../common/site/html';
import type { MailMessage } from '../mail/mailer';

function layout(shopName: string, title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2d27;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1d5c3f">${escapeHtml(shopName)} console</h1>
${body}
</body></html>`;
}

const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** The invite link: single use, valid 48 hours. The link is a secret, so logs show the label only. */
export function inviteMail(input: {
  to: string;
  shopName: string;
  link: string;
  role: string;
  hours: number;
}): MailMessage {
  const subject = `You are invited to the ${input.shopName} console`;
  return {
    to: input.to,
    subject,
    label: 'staff invite',
    expiresAt: new Date(Date.now() + input.hours * 3_600_000),
    text: `You have been invited to run ${input.shopName} as ${input.role}.\n\nOpen this link on your phone to set up your passkey (it works once, for ${input.hours} hours):\n${input.link}\n\nIf you did not expect this, ignore this message.`,
    html: layout(input.shopName, subject, [
      `You have been invited to run ${escapeHtml(input.shopName)} as <strong>${escapeHtml(input.role)}</strong>.`,
      `<a href="${escapeHtml(input.link)}">Set up your sign-in</a> on your phone. The link works once, for ${input.hours} hours.`,
      'If you did not expect this, ignore this message.',
    ]),
  };
}

/** Sent when someone signs in to the console from a browser never used before with this account. */
export function newDeviceMail(input: { to: string; shopName: string; device: string; at: Date }): MailMessage {
  const subject = `New sign-in to the ${input.shopName} console`;
  const when = IST.format(input.at);
  return {
    to: input.to,
    subject,
    text: `You signed in to the ${input.shopName} console from a new device: ${input.device}, on ${when} (IST).\n\nIf this was not you, open the console, go to More → Your devices and sign out everywhere, then tell the shop owner.`,
    html: layout(input.shopName, subject, [
      `You signed in to the console from a new device: <strong>${escapeHtml(input.device)}</strong>, on ${escapeHtml(when)} (IST).`,
      'If this was not you, open the console, go to More → Your devices and sign out everywhere, then tell the shop owner.',
    ]),
  };
}
