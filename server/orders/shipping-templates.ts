import type { ShopDetails } from '../../common/site/company';
import { escapeHtml } from '../../common/site/html';
import type { MailMessage } from '../mail/mailer';

interface StatusMail {
  orderNo: string;
  name: string;
  email: string;
  trackUrl: string;
}

function page(shop: ShopDetails, subject: string, paragraphs: string[], links: [string, string][]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2d27;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1d5c3f">${escapeHtml(shop.brand)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${links.map(([href, label]) => `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`).join('\n')}
<p style="font-size:12px;color:#5b6b63">${escapeHtml(shop.legalName)}. Questions: ${escapeHtml(shop.careEmail)}</p>
</body></html>`;
}

/** Sent when an order leaves: the carrier's number and link, the shop's tracking link; the invoice is attached. */
export function orderShippedEmail(
  shop: ShopDetails,
  o: StatusMail & {
    trackingNumber: string;
    trackingUrl: string;
    /** The courier's name ("India Post"), when the order was shipped with one of the shop's couriers. */
    courier?: string | null;
    invoiceNo: string;
    invoicePdf: Buffer;
  },
): MailMessage {
  const subject = `Order ${o.orderNo} has shipped`;
  const lines = [
    `Hello ${o.name},`,
    o.courier ? `Your order ${o.orderNo} is on its way with ${o.courier}.` : `Your order ${o.orderNo} is on its way.`,
    o.courier ? `${o.courier} tracking number: ${o.trackingNumber}` : `Tracking number: ${o.trackingNumber}`,
    `Your tax invoice ${o.invoiceNo} is attached.`,
  ];
  const links: [string, string][] = [
    [o.trackingUrl, o.courier ? `Follow the parcel on ${o.courier}’s site` : 'Follow the parcel on the carrier’s site'],
    [o.trackUrl, 'Track your order'],
  ];
  return {
    to: o.email,
    subject,
    text: [
      ...lines,
      `${o.courier ?? 'Carrier'} tracking: ${o.trackingUrl}`,
      `Track your order: ${o.trackUrl}`,
      '',
      shop.brand,
    ].join('\n'),
    html: page(shop, subject, lines, links),
    attachments: [
      {
        filename: `invoice-${o.invoiceNo.replace(/\//g, '-')}.pdf`,
        content: o.invoicePdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

export function orderDeliveredEmail(shop: ShopDetails, o: StatusMail & { date: string }): MailMessage {
  const subject = `Order ${o.orderNo} was delivered`;
  const lines = [
    `Hello ${o.name},`,
    `Your order ${o.orderNo} was delivered on ${o.date}. We hope you like it.`,
    `If anything is wrong with it, write to ${shop.careEmail} with your order number.`,
  ];
  return {
    to: o.email,
    subject,
    text: [...lines, `Your order: ${o.trackUrl}`, '', shop.brand].join('\n'),
    html: page(shop, subject, lines, [[o.trackUrl, 'See your order']]),
  };
}
