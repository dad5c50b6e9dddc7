import type { ShopDetails } from '../../common/site/company';
import { escapeHtml } from '../../common/site/html';
import { formatRupees } from '../../common/domain/money';
import type { MailMessage } from '../mail/mailer';

interface PaidOrder {
  order_no: string;
  ship_name: string;
  ship_email: string;
  ship_street: string;
  ship_city: string;
  ship_state: string;
  ship_postal_code: string;
  subtotal_paise: string;
  delivery_paise: string;
  coupon_code: string | null;
  coupon_discount_paise: string;
  total_paise: string;
}

interface PaidLine {
  product_name: string;
  size_value: string;
  options?: { name: string; value: string }[] | null;
  quantity: number;
  line_total_paise: string;
  /** Absolute URL of the product's small picture, or null. */
  image?: string | null;
}

/** A line's picture (the product's name as its alt text) beside its quantity, name and size. */
function lineCell(l: PaidLine): string {
  const text = escapeHtml(lineLabel(l));
  if (!l.image) return text;
  return `<img src="${escapeHtml(l.image)}" width="64" alt="${escapeHtml(l.product_name)}" style="vertical-align:middle;margin-right:8px;border-radius:4px;height:auto"> ${text}`;
}

/** "2 × Coconut Oil (500 ml; Pack: Gift box)": the size and every option the shopper chose. */
function lineLabel(l: PaidLine): string {
  const chosen = [l.size_value, ...(l.options ?? []).map((o) => `${o.name}: ${o.value}`)].filter(Boolean);
  return `${l.quantity} × ${l.product_name}${chosen.length ? ` (${chosen.join('; ')})` : ''}`;
}

/** The confirmation sent once an order is paid: number, lines, totals and the tracking link. */
export function orderConfirmationEmail(
  shop: ShopDetails,
  order: PaidOrder,
  lines: PaidLine[],
  trackUrl: string,
): MailMessage {
  const subject = `Order ${order.order_no} confirmed: thank you for shopping at ${shop.brand}`;
  const money = (paise: string) => formatRupees(Number(paise));
  const lineText = lines.map((l) => `${lineLabel(l)}: ${money(l.line_total_paise)}`);
  const totals: [string, string][] = [
    ['Subtotal', money(order.subtotal_paise)],
    ['Delivery', money(order.delivery_paise)],
    ...(Number(order.coupon_discount_paise) > 0
      ? ([[`Coupon ${order.coupon_code ?? ''}`.trim(), `-${money(order.coupon_discount_paise)}`]] as [string, string][])
      : []),
    ['Total paid', money(order.total_paise)],
  ];
  const address = `${order.ship_street}, ${order.ship_city}, ${order.ship_state} ${order.ship_postal_code}`;
  const text = [
    `Hello ${order.ship_name},`,
    '',
    `We have received your payment for order ${order.order_no}.`,
    '',
    ...lineText,
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    '',
    `Delivery to: ${address}`,
    `Track your order: ${trackUrl}`,
    '',
    shop.brand,
  ].join('\n');
  const row = (cells: string[], bold = false) =>
    `<tr>${cells.map((c, i) => `<td style="padding:4px 8px;${i ? 'text-align:right;' : ''}${bold ? 'font-weight:bold;' : ''}">${c}</td>`).join('')}</tr>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2d27;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1d5c3f">${escapeHtml(shop.brand)}</h1>
<p>Hello ${escapeHtml(order.ship_name)},</p>
<p>We have received your payment for order <strong>${escapeHtml(order.order_no)}</strong>.</p>
<table style="border-collapse:collapse;width:100%">
${lines.map((l) => row([lineCell(l), escapeHtml(money(l.line_total_paise))])).join('\n')}
${totals.map(([k, v], i) => row([escapeHtml(k), escapeHtml(v)], i === totals.length - 1)).join('\n')}
</table>
<p>Delivery to: ${escapeHtml(address)}</p>
<p><a href="${escapeHtml(trackUrl)}">Track your order</a></p>
<p style="font-size:12px;color:#5b6b63">${escapeHtml(shop.legalName)}. Questions: ${escapeHtml(shop.careEmail)}</p>
</body></html>`;
  return { to: order.ship_email, subject, text, html };
}
