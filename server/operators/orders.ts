import type { ShopDetails } from '../../common/site/company';
import type { CatalogueChange } from '../http/cache';
import { ORDER_STATUSES } from '../../common/domain/order-lifecycle';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { formatRupees } from '../../common/domain/money';
import { ShopError } from '../lib/errors';
import { transitionsOf } from '../orders/lifecycle';
import type { OrdersService } from '../orders/service';
import { markDelivered, markShipped, orderIdByNo, trackingHistory, TrackingError } from '../orders/tracking';
import { indianDate, InvoiceError, issueInvoice, issueInvoiceIn, type IssuedInvoice } from '../invoices/service';
import { renderInvoicePdf } from '../invoices/pdf';
import type { Mailer } from '../mail/mailer';
import type { RefundDeps } from '../invoices/refunds';
import { orderDeliveredEmail, orderShippedEmail } from '../orders/shipping-templates';
import { CliError, flag, table, type Args, type Output } from './io';

export interface CliContext {
  db: ShopDb;
  /** The shop's details (config.shop). */
  shop: ShopDetails;
  kind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** Origin for links in e-mails. */
  publicUrl: string;
  io: Output;
  /**
   * A file name the operator typed, made absolute against the operator's working directory (which is
   * not the shop's when the command runs through the shop's channel). Every command that reads or
   * writes a file takes its name through this.
   */
  resolvePath: (p: string) => string;
  /** The orders service on this database (payments, reviews of flagged payments). */
  orders: () => Promise<OrdersService>;
  /**
   * Tells readers the catalogue changed: inside the running shop (its channel), its read cache and page
   * data at once and, on PostgreSQL, the other processes; from a separate process, the shops on the
   * same PostgreSQL (nothing to tell on PGlite, where no shop runs beside the tool).
   */
  notifyCatalogue: (change?: CatalogueChange) => Promise<void>;
  /** What refunds need: the database, the payment providers and the mailer (server/invoices/refunds.ts). */
  refunds: () => Promise<RefundDeps>;
  /** DATA_DIR: where the photo store keeps its files (server/media/store.ts). */
  dataDir: string;
  /** Retention settings the privacy commands report on (server/privacy/retention.ts). */
  privacy: { contactDays: number };
  /** PGlite: its data directory as a tar, taken between statements (`backup`). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL: the connection string `backup` hands to pg_dump. */
  databaseUrl?: string;
}

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

async function idOf(db: ShopDb, orderNo: string): Promise<number> {
  const id = await orderIdByNo(db, orderNo);
  if (!id) throw new CliError(`No order ${orderNo}.`);
  return id;
}

function trackLink(ctx: CliContext, orderNo: string): string {
  return `${ctx.publicUrl}/Trackorder?orderNo=${encodeURIComponent(orderNo)}`;
}

export async function listOrders(ctx: CliContext, args: Args): Promise<void> {
  const flagged = args.flags.has('flagged');
  const status = flag(args, 'status');
  if (status && !STATUSES.includes(status))
    throw new CliError(`--status must be one of ${STATUSES.join(', ')} (got "${status}").`);
  const limitRaw = flag(args, 'limit') ?? '50';
  const limit = Number(limitRaw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('--limit must be 1 to 10000.');
  const rows = await queryRows<{
    order_no: string;
    created_at: string;
    ship_name: string;
    ship_city: string;
    ship_state: string;
    units: number;
    lines: number;
    total_paise: string;
    status: string;
    flag: string | null;
  }>(
    ctx.db,
    sql`SELECT o.order_no, o.created_at, o.ship_name, o.ship_city, o.ship_state, o.total_paise, o.status, o.flag,
          (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE order_id = o.id) AS units,
          (SELECT count(*)::int FROM order_items WHERE order_id = o.id) AS lines
        FROM orders o WHERE ${status ? sql`o.status = ${status}` : sql`true`}
          ${flagged ? sql`AND (o.status = 'payment_review' OR o.flag IS NOT NULL)` : sql``}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`,
  );
  if (!rows.length) {
    ctx.io.out(flagged ? 'No flagged orders.' : status ? `No ${status} orders.` : 'No orders yet.');
    return;
  }
  ctx.io.out(
    table(
      ['Order', 'Placed (IST)', 'Customer', 'City, state', 'Items', 'Total', 'Status'],
      rows.map((r) => [
        r.order_no,
        indianDateTime(r.created_at),
        r.ship_name,
        `${r.ship_city}, ${r.ship_state}`,
        `${r.units} (${r.lines} ${r.lines === 1 ? 'line' : 'lines'})`,
        rupees(r.total_paise),
        r.status,
      ]),
      { right: [4, 5], max: [8, 16, 24, 30, 12, 14, 16] },
    ),
  );
  for (const r of rows) if (flagged && r.flag) ctx.io.out(`${r.order_no}: ${r.flag}`);
  ctx.io.out(
    `${rows.length} order${rows.length === 1 ? '' : 's'}${rows.length === limit ? ` (first ${limit}; --limit N for more)` : ''}.`,
  );
}

export async function showOrder(ctx: CliContext, args: Args): Promise<void> {
  const no = orderNoArg(args, 'shop orders show ORDERNO');
  const [o] = await queryRows<Record<string, string | null>>(
    ctx.db,
    sql`SELECT o.*, i.invoice_no FROM orders o LEFT JOIN invoices i ON i.order_id = o.id WHERE o.order_no = ${no}`,
  );
  if (!o) throw new CliError(`No order ${no}.`);
  const items = await queryRows<{
    product_name: string;
    size_value: string;
    options: { name: string; value: string }[];
    quantity: number;
    unit_price_paise: string;
    line_total_paise: string;
  }>(
    ctx.db,
    sql`SELECT product_name, size_value, options, quantity, unit_price_paise, line_total_paise FROM order_items
        WHERE order_id = ${Number(o.id)} ORDER BY id`,
  );
  const out = ctx.io.out;
  out(`Order ${o.order_no}: ${o.status}${o.flag ? `  (FLAG: ${o.flag})` : ''}`);
  out(
    `Placed ${indianDateTime(o.created_at ?? null)} IST${o.paid_at ? `, paid ${indianDateTime(o.paid_at)} IST` : ''}`,
  );
  out('');
  out(
    table(
      ['Item', 'Qty', 'Unit', 'Amount'],
      items.map((i) => [
        [
          i.product_name,
          i.size_value ? `(${i.size_value})` : '',
          ...(i.options ?? []).map((x) => `${x.name}: ${x.value}`),
        ]
          .filter(Boolean)
          .join(' '),
        String(i.quantity),
        rupees(i.unit_price_paise),
        rupees(i.line_total_paise),
      ]),
      { right: [1, 2, 3], max: [60] },
    ),
  );
  out('');
  const totals: [string, string][] = [
    ['Subtotal', rupees(o.subtotal_paise!)],
    ['Delivery', rupees(o.delivery_paise!)],
    ...(Number(o.coupon_discount_paise) > 0
      ? ([[`Coupon ${o.coupon_code ?? ''}`, `-${rupees(o.coupon_discount_paise!)}`]] as [string, string][])
      : []),
    ['Total', rupees(o.total_paise!)],
  ];
  for (const [k, v] of totals) out(`${k.padEnd(20)}${v.padStart(14)}`);
  out('');
  const address = (p: 'ship' | 'bill') =>
    `${o[`${p}_name`]}, ${o[`${p}_street`]}, ${o[`${p}_city`]}, ${o[`${p}_state`]} ${o[`${p}_postal_code`]}, ${o[`${p}_country`]}; ${o[`${p}_phone`]}; ${o[`${p}_email`]}`;
  out(`Ship to:  ${address('ship')}`);
  out(`Bill to:  ${address('bill')}`);
  out(
    `Payment:  ${o.provider}${o.provider_order_id ? ` order ${o.provider_order_id}` : ''}${o.payment_id ? `, payment ${o.payment_id}` : ', not paid'}`,
  );
  if (o.last_payment_error) out(`Last payment error: ${o.last_payment_error}`);
  if (o.flag) out(`Needs a person: ${o.flag}`);
  out(`Invoice:  ${o.invoice_no ?? '(not issued yet)'}`);
  const refunds = await queryRows<{
    id: number;
    amount_paise: string;
    status: string;
    reason: string;
    returned: boolean;
    provider_refund_id: string | null;
    failure: string | null;
    created_at: string;
    credit_note_no: string | null;
  }>(
    ctx.db,
    sql`SELECT r.id, r.amount_paise, r.status, r.reason, r.returned, r.provider_refund_id, r.failure, r.created_at,
          c.credit_note_no
        FROM refunds r LEFT JOIN credit_notes c ON c.refund_id = r.id WHERE r.order_id = ${Number(o.id)} ORDER BY r.id`,
  );
  for (const r of refunds)
    out(
      `Refund:   ${indianDateTime(r.created_at)}  ${rupees(r.amount_paise)} ${r.status}${r.provider_refund_id ? ` (${r.provider_refund_id})` : ''}${r.credit_note_no ? `, credit note ${r.credit_note_no}` : ''}${r.returned ? ', goods returned' : ''}: ${r.reason}${r.failure ? ` — ${r.failure}` : ''}`,
    );
  if (o.tracking_number) out(`Tracking: ${o.tracking_number}  ${o.tracking_url}`);
  out('');
  out('History:');
  for (const e of await trackingHistory(ctx.db, Number(o.id)))
    out(`  ${indianDateTime(e.created_at)}  ${e.status.padEnd(10)} ${e.note}`);
  out('');
  out('Status changes:');
  for (const t of await transitionsOf(ctx.db, Number(o.id)))
    out(
      `  ${indianDateTime(t.created_at)}  ${(t.from_status ?? '(placed)').padEnd(18)} → ${t.to_status.padEnd(18)} by ${t.actor}${t.note ? `: ${t.note}` : ''}`,
    );
}

export async function acceptOrderPayment(ctx: CliContext, args: Args): Promise<void> {
  const no = orderNoArg(args, 'shop orders accept ORDERNO --note "why the payment is accepted"');
  const note = flag(args, 'note', true).trim();
  if (!note) throw new CliError('--note must say why the payment is accepted.');
  const id = await idOf(ctx.db, no);
  const orders = await ctx.orders();
  let order;
  try {
    order = await orders.acceptPayment(id, note, ctx.publicUrl);
  } catch (error) {
    if (error instanceof ShopError) throw new CliError(error.message);
    throw error;
  }
  await orders.settled();
  ctx.io.out(`Order ${no} is paid (payment ${order.payment_id ?? 'unknown'} accepted: ${note}).`);
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

function tracking<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof TrackingError) throw new CliError(error.message);
    throw error;
  });
}

export async function shipOrder(ctx: CliContext, args: Args): Promise<void> {
  const no = orderNoArg(args, 'shop orders ship ORDERNO --tracking-number N --tracking-url URL [--date YYYY-MM-DD]');
  const trackingNumber = flag(args, 'tracking-number', true);
  const trackingUrl = flag(args, 'tracking-url', true);
  const shippedAt = parseDay(flag(args, 'date'), 'date');
  const id = await idOf(ctx.db, no);
  // The order is shipped together with its GST invoice, or not at all (an invoice that cannot be
  // issued leaves the order paid, with the reason printed).
  let issued: IssuedInvoice | undefined;
  const result = await invoicing(
    tracking(
      markShipped(
        ctx.db,
        id,
        { trackingNumber, trackingUrl, shippedAt },
        { alsoInTransaction: async (tx) => (issued = await issueInvoiceIn(tx, no, { shop: ctx.shop })) },
      ),
    ),
  );
  if (!result.changed) {
    ctx.io.out(`Order ${no} was already shipped with ${trackingNumber}; nothing changed, no e-mail sent.`);
    return;
  }
  ctx.io.out(
    `Order ${no} is shipped: ${trackingNumber} (${trackingUrl}), ${indianDateTime(result.order.shipped_at)} IST.`,
  );
  const invoice = { ...issued!, pdf: await renderInvoicePdf(issued!.data) };
  ctx.io.out(`Invoice ${invoice.invoiceNo}${invoice.created ? ' issued' : ''}.`);
  if (args.flags.has('no-email')) return;
  const sent = await ctx.mailer.send(
    orderShippedEmail(ctx.shop, {
      orderNo: no,
      name: result.order.ship_name,
      email: result.order.ship_email,
      trackUrl: trackLink(ctx, no),
      trackingNumber: result.order.tracking_number!,
      trackingUrl: result.order.tracking_url!,
      invoiceNo: invoice.invoiceNo,
      invoicePdf: invoice.pdf,
    }),
  );
  ctx.io.out(
    sent ? `E-mailed ${result.order.ship_email} (invoice attached).` : 'The e-mail could not be sent (see above).',
  );
}

export async function deliverOrder(ctx: CliContext, args: Args): Promise<void> {
  const no = orderNoArg(args, 'shop orders deliver ORDERNO [--date YYYY-MM-DD]');
  const at = parseDay(flag(args, 'date'), 'date');
  const id = await idOf(ctx.db, no);
  const result = await tracking(markDelivered(ctx.db, id, at));
  if (!result.changed) {
    ctx.io.out(`Order ${no} was already delivered; nothing changed, no e-mail sent.`);
    return;
  }
  ctx.io.out(`Order ${no} is delivered, ${indianDateTime(result.order.delivered_at)} IST.`);
  if (args.flags.has('no-email')) return;
  const sent = await ctx.mailer.send(
    orderDeliveredEmail(ctx.shop, {
      orderNo: no,
      name: result.order.ship_name,
      email: result.order.ship_email,
      trackUrl: trackLink(ctx, no),
      date: indianDate(new Date(result.order.delivered_at!)),
    }),
  );
  ctx.io.out(sent ? `E-mailed ${result.order.ship_email}.` : 'The e-mail could not be sent (see above).');
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
