import type { ShopDetails } from '../../common/site/company';
import { escapeHtml } from '../../common/site/html';
import { formatRupees } from '../../common/domain/money';
import type { CreditNoteData } from './credit-note';
import type { MailMessage } from '../mail/mailer';

/** Sent when a refund has gone back to the customer: the amount, the reason, the GST credit note attached. */
export function creditNoteEmail(shop: ShopDetails, note: CreditNoteData, pdf: Buffer): MailMessage {
  const amount = formatRupees(note.credit.totals.totalPaise);
  const subject = `Refund of ${amount} for order ${note.orderNo}`;
  const lines = [
    `Hello ${note.buyer.name},`,
    `We have refunded ${amount} for your order ${note.orderNo} (${note.reason}).`,
    'It goes back to the card, UPI or account you paid with; banks usually show it within 5–7 working days.',
    `Our GST credit note ${note.creditNoteNo}, against invoice ${note.invoiceNo}, is attached.`,
  ];
  return {
    to: note.buyer.email || note.shipTo.email,
    subject,
    text: [...lines, '', `Questions: ${shop.careEmail}`, shop.brand].join('\n'),
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2d27;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1d5c3f">${escapeHtml(shop.brand)}</h1>
${lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#5b6b63">${escapeHtml(shop.legalName)}. Questions: ${escapeHtml(shop.careEmail)}</p>
</body></html>`,
    attachments: [
      {
        filename: `credit-note-${note.creditNoteNo.replace(/\//g, '-')}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

/** A refund made before the order was invoiced (decision 0212): what it says, for the e-mail. */
export interface RefundMail {
  orderNo: string;
  name: string;
  email: string;
  amountPaise: number;
  reason: string;
}

/**
 * Sent when a refund of an order not yet invoiced has gone back: the amount and the reason. No credit
 * note: the invoice issued when the rest ships leaves the refunded goods out.
 */
export function refundEmail(shop: ShopDetails, r: RefundMail): MailMessage {
  const amount = formatRupees(r.amountPaise);
  const subject = `Refund of ${amount} for order ${r.orderNo}`;
  const lines = [
    `Hello ${r.name},`,
    `We have refunded ${amount} for your order ${r.orderNo} (${r.reason}).`,
    'It goes back to the card, UPI or account you paid with; banks usually show it within 5–7 working days.',
    'Your tax invoice, sent when the order ships, lists only what is sent.',
  ];
  return {
    to: r.email,
    subject,
    text: [...lines, '', `Questions: ${shop.careEmail}`, shop.brand].join('\n'),
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2d27;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1d5c3f">${escapeHtml(shop.brand)}</h1>
${lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#5b6b63">${escapeHtml(shop.legalName)}. Questions: ${escapeHtml(shop.careEmail)}</p>
</body></html>`,
  };
}
