import { ORDER_STATUSES, type OrderStatus } from '../../common/domain/order-lifecycle';
import type { Address, StaffOrderSummary } from '../fulfilment/service';
import { writeFileSync } from 'node:fs';
import { formatRupees } from '../../common/domain/money';
import { ShopError } from '../lib/errors';
import { indianDate, InvoiceError, issueInvoice } from '../invoices/service';
import { renderInvoicePdf } from '../invoices/pdf';
import { CliError, flag, table, type Args } from './io';

import type { CliContext } from './context';
export type { CliContext };

export const STATUSES: readonly string[] = ORDER_STATUSES;

const rupees = (paise: string | number) => formatRupees(Number(paise));

/** "2026-11-22 14:05" in India. */
export function indianDateTime(value: string | Date | null): string {
  if (!value) return '';
  const d = new Date(new Date(value).getTime() + 330 * 60_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * --date YYYY-MM-DD: today means now; another day means 18:00 in India that day (the status changed
 * some time that day; the exact hour is not known).
 */
export function parseDay(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new CliError(`--${name} must be a date such as 2026-11-22.`);
  const at = new Date(`${value}T18:00:00+05:30`);
  if (Number.isNaN(at.getTime()) || indianDate(at) !== value) throw new CliError(`--${name} ${value} is not a date.`);
  const now = new Date();
  if (value === indianDate(now)) return now;
  if (at > now) throw new CliError(`--${name} ${value} is in the future.`);
  return at;
}

function orderNoArg(args: Args, usage: string): string {
  const no = args.words[2];
  if (!no) throw new CliError(`Usage: ${usage}`);
  if (!/^[2-9A-Z]{8}$/i.test(no)) throw new CliError(`${no} is not an order number (8 letters and digits).`);
  return no.toUpperCase();
}

export async function listOrders(ctx: CliContext, args: Args): Promise<void> {
  const flagged = args.flags.has('flagged');
  const status = flag(args, 'status');
  if (status && !STATUSES.includes(status))
    throw new CliError(`--status must be one of ${STATUSES.join(', ')} (got "${status}").`);
  const limitRaw = flag(args, 'limit') ?? '50';
  const limit = Number(limitRaw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('--limit must be 1 to 10000.');
  const fulfilment = await ctx.fulfilment();
  const rows: StaffOrderSummary[] = [];
  let cursor: string | undefined;
  // The service pages by 100; the tool prints up to --limit in one table.
  while (rows.length < limit) {
    const page = await refused(
      fulfilment.list({
        status: status as OrderStatus | undefined,
        flagged,
        cursor,
        limit: Math.min(100, limit - rows.length),
      }),
    );
    rows.push(...page.orders);
    if (!page.next) break;
    cursor = page.next;
  }
  if (!rows.length) {
    ctx.io.out(flagged ? 'No flagged orders.' : status ? `No ${status} orders.` : 'No orders yet.');
    return;
  }
  ctx.io.out(
    table(
      ['Order', 'Placed (IST)', 'Customer', 'City, state', 'Items', 'Total', 'Status'],
      rows.map((r) => [
        r.orderNo,
        indianDateTime(r.placedAt),
        r.name,
        `${r.city}, ${r.state}`,
        `${r.units} (${r.lines} ${r.lines === 1 ? 'line' : 'lines'})`,
        rupees(r.totalPaise),
        r.status,
      ]),
      { right: [4, 5], max: [8, 16, 24, 30, 12, 14, 16] },
    ),
  );
  for (const r of rows) if (flagged && r.flag) ctx.io.out(`${r.orderNo}: ${r.flag}`);
  ctx.io.out(
    `${rows.length} order${rows.length === 1 ? '' : 's'}${rows.length === limit ? ` (first ${limit}; --limit N for more)` : ''}.`,
  );
}

export async function showOrder(ctx: CliContext, args: Args): Promise<void> {
  const no = orderNoArg(args, 'shop orders show ORDERNO');
  const o = await refused((await ctx.fulfilment()).detail(no));
  const out = ctx.io.out;
  out(`Order ${o.orderNo}: ${o.status}${o.flag ? `  (FLAG: ${o.flag})` : ''}`);
  out(`Placed ${indianDateTime(o.placedAt)} IST${o.paidAt ? `, paid ${indianDateTime(o.paidAt)} IST` : ''}`);
  out('');
  out(
    table(
      ['Item', 'Qty', 'Unit', 'Amount'],
      o.items.map((i) => [
        [i.name, i.size ? `(${i.size})` : '', ...i.options.map((x) => `${x.name}: ${x.value}`)]
          .filter(Boolean)
          .join(' '),
        String(i.quantity),
        rupees(i.unitPaise),
        rupees(i.totalPaise),
      ]),
      { right: [1, 2, 3], max: [60] },
    ),
  );
  out('');
  const totals: [string, string][] = [
    ['Subtotal', rupees(o.totals.subtotalPaise)],
    ['Delivery', rupees(o.totals.deliveryPaise)],
    ...(o.totals.couponPaise > 0
      ? ([[`Coupon ${o.totals.couponCode ?? ''}`, `-${rupees(o.totals.couponPaise)}`]] as [string, string][])
      : []),
    ['Total', rupees(o.totals.totalPaise)],
  ];
  for (const [k, v] of totals) out(`${k.padEnd(20)}${v.padStart(14)}`);
  out('');
  const address = (a: Address) =>
    `${a.name}, ${a.street}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}; ${a.phone}; ${a.email}`;
  out(`Ship to:  ${address(o.shipTo)}`);
  out(`Bill to:  ${address(o.billTo)}`);
  const p = o.payment;
  out(
    `Payment:  ${p.provider}${p.providerOrderId ? ` order ${p.providerOrderId}` : ''}${p.paymentId ? `, payment ${p.paymentId}` : ', not paid'}`,
  );
  if (p.lastError) out(`Last payment error: ${p.lastError}`);
  if (o.flag) out(`Needs a person: ${o.flag}`);
  out(`Invoice:  ${o.invoiceNo ?? '(not issued yet)'}`);
  for (const r of o.refunds)
    out(
      `Refund:   ${indianDateTime(r.at)}  ${rupees(r.amountPaise)} ${r.status}${r.providerRefundId ? ` (${r.providerRefundId})` : ''}${r.creditNoteNo ? `, credit note ${r.creditNoteNo}` : ''}${r.returned ? ', goods returned' : ''}: ${r.reason}${r.failure ? ` — ${r.failure}` : ''}`,
    );
  if (o.tracking.number)
    out(`Tracking: ${o.tracking.courier ? `${o.tracking.courier} ` : ''}${o.tracking.number}  ${o.tracking.url}`);
  out('');
  out('History:');
  for (const e of o.history) out(`  ${indianDateTime(e.created_at)}  ${e.status.padEnd(10)} ${e.note}`);
  out('');
  out('Status changes:');
  for (const t of o.transitions)
    out(
      `  ${indianDateTime(t.created_at)}  ${(t.from_status ?? '(placed)').padEnd(18)} → ${t.to_status.padEnd(18)} by ${t.person ?? t.actor}${t.note ? `: ${t.note}` : ''}`,
    );
}

export async function acceptOrderPayment(ctx: CliContext, args: Args): Promise<void> {
  const no = orderNoArg(args, 'shop orders accept ORDERNO --note "why the payment is accepted"');
  const note = flag(args, 'note', true).trim();
  if (!note) throw new CliError('--note must say why the payment is accepted.');
  const order = await refused((await ctx.fulfilment()).acceptPayment(ctx.actor, { orderNo: no, note }));
  ctx.io.out(`Order ${no} is paid (payment ${order.paymentId ?? 'unknown'} accepted: ${note}).`);
  if (order.flag) ctx.io.out(`Needs a person: ${order.flag}`);
}

export async function reconcilePayments(ctx: CliContext, _args: Args): Promise<void> {
  const orders = await ctx.orders();
  const r = await orders.reconcile();
  await orders.settled();
  ctx.io.out(
    `Asked the provider about ${r.checked} order(s): ${r.paid} paid, ${r.flagged} flagged for review; ${r.expired} unpaid order(s) released their stock.`,
  );
}

function invoicing<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof InvoiceError) throw new CliError(error.message);
    throw error;
  });
}

async function invoicePdfFor(ctx: CliContext, orderNo: string) {
  const issued = await invoicing(issueInvoice(ctx.db, orderNo, { shop: ctx.shop }));
  return { ...issued, pdf: await renderInvoicePdf(issued.data) };
}

/** A refusal of the shop's rules (404, 409, 400) printed as the tool's refusal (exit 1). */
export function refused<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof ShopError) throw new CliError(error.message);
    throw error;
  });
}

export async function shipOrder(ctx: CliContext, args: Args): Promise<void> {
  const no = orderNoArg(
    args,
    'shop orders ship ORDERNO --tracking-number N (--courier ID | --tracking-url URL) [--date YYYY-MM-DD]',
  );
  const trackingNumber = flag(args, 'tracking-number', true);
  const courier = flag(args, 'courier');
  const trackingUrl = flag(args, 'tracking-url');
  if (courier === undefined && trackingUrl === undefined)
    throw new CliError(
      `Give --courier (${ctx.shop.couriers.map((c) => c.id).join(', ') || 'none listed'}) or --tracking-url URL.`,
    );
  const shippedAt = parseDay(flag(args, 'date'), 'date');
  const email = !args.flags.has('no-email');
  const shipped = await refused(
    (await ctx.fulfilment()).ship(ctx.actor, { orderNo: no, trackingNumber, courier, trackingUrl, shippedAt, email }),
  );
  if (!shipped.changed) {
    ctx.io.out(`Order ${no} was already shipped with ${trackingNumber}; nothing changed, no e-mail sent.`);
    return;
  }
  const detail = await (await ctx.fulfilment()).detail(no);
  ctx.io.out(
    `Order ${no} is shipped: ${detail.tracking.courier ? `${detail.tracking.courier} ` : ''}${detail.tracking.number} (${detail.tracking.url}), ${indianDateTime(detail.tracking.shippedAt)} IST.`,
  );
  ctx.io.out(`Invoice ${shipped.invoiceNo} issued.`);
  if (!email) return;
  ctx.io.out(
    shipped.emailed ? `E-mailed ${detail.email} (invoice attached).` : 'The e-mail could not be sent (see above).',
  );
}

export async function deliverOrder(ctx: CliContext, args: Args): Promise<void> {
  const no = orderNoArg(args, 'shop orders deliver ORDERNO [--date YYYY-MM-DD]');
  const at = parseDay(flag(args, 'date'), 'date');
  const email = !args.flags.has('no-email');
  const delivered = await refused((await ctx.fulfilment()).deliver(ctx.actor, { orderNo: no, at, email }));
  if (!delivered.changed) {
    ctx.io.out(`Order ${no} was already delivered; nothing changed, no e-mail sent.`);
    return;
  }
  ctx.io.out(`Order ${no} is delivered, ${indianDateTime(delivered.deliveredAt)} IST.`);
  if (!email) return;
  const { email: to } = await (await ctx.fulfilment()).detail(no);
  ctx.io.out(delivered.emailed ? `E-mailed ${to}.` : 'The e-mail could not be sent (see above).');
}

export async function writeInvoice(ctx: CliContext, args: Args): Promise<void> {
  const no = args.words[1];
  if (!no || args.words.length > 2) throw new CliError('Usage: shop invoice ORDERNO [--out file.pdf]');
  if (!/^[2-9A-Z]{8}$/i.test(no)) throw new CliError(`${no} is not an order number (8 letters and digits).`);
  const invoice = await invoicePdfFor(ctx, no.toUpperCase());
  const file = ctx.resolvePath(flag(args, 'out') ?? `invoice-${invoice.invoiceNo.replace(/\//g, '-')}.pdf`);
  writeFileSync(file, invoice.pdf);
  const t = invoice.data.invoice.totals;
  const tax = invoice.data.invoice.intraState
    ? `CGST ${rupees(t.cgstPaise)} + SGST ${rupees(t.sgstPaise)}`
    : `IGST ${rupees(t.igstPaise)}`;
  ctx.io.out(
    `Invoice ${invoice.invoiceNo}${invoice.created ? ' (issued now)' : ''} for order ${invoice.data.orderNo}: taxable ${rupees(t.taxablePaise)}, ${tax}, total ${rupees(t.totalPaise)}.`,
  );
  ctx.io.out(`Wrote ${file} (${invoice.pdf.length} bytes).`);
}
