import type { ShopDetails } from '../../common/site/company';
import { escapeHtml } from '../../common/site/html';
import type { ContactFields } from '../../common/domain/engagement';
import type { MailMessage } from '../mail/mailer';

/** One line of at most `max` characters, for a header: a name with line breaks must not shape the subject. */
function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Escaped, with the writer's line breaks kept: nothing the shopper typed is ever read as HTML. */
const paragraph = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/**
 * The shop's notice of a contact-form message, to the care address: who wrote, how to reach them,
 * and what they said. A reply goes to the shopper.
 */
export function contactNotificationEmail(
  shop: ShopDetails,
  message: ContactFields & { id: number; receivedAt: string },
): MailMessage {
  const subject = `Contact message #${message.id} from ${oneLine(message.name, 60)}`;
  const rows: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Mobile', `+91 ${message.mobile}`],
    ['Address', message.address || '(not given)'],
    ['Received', message.receivedAt],
  ];
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${paragraph(value)}</td></tr>`,
    )
    .join('\n');
  return {
    to: shop.careEmail,
    replyTo: { name: oneLine(message.name, 100), address: message.email },
    subject,
    text: [
      `A message came in through the contact form of ${shop.brand}.`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      message.message,
      '',
      'Reply to this e-mail to answer the sender.',
    ].join('\n'),
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2d27;max-width:640px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1d5c3f">${escapeHtml(subject)}</h1>
<table style="border-collapse:collapse;margin:0 0 16px">
${table}
</table>
<div style="white-space:normal;border-left:3px solid #1d5c3f;padding:8px 12px;background:#f4f8f5">${paragraph(message.message)}</div>
<p style="font-size:12px;color:#5b6b63">Reply to this e-mail to answer the sender.</p>
</body></html>`,
  };
}
