import type { ShopDetails } from '../../common/site/company';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { computeCredit, CreditError, type CreditLine, type CreditNoteLines } from '../../common/domain/credit-note';
import { financialYear } from '../../common/domain/gst';
import { formatRupees } from '../../common/domain/money';
import { REFUNDABLE_STATUSES, type OrderActor, type OrderStatus } from '../../common/domain/order-lifecycle';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import { ShopError } from '../lib/errors';
import { moveOrder } from '../orders/lifecycle';
import { ProviderError, type PaymentProvider } from '../payments/provider';
import { indianDate, invoiceForRefundIn, issueInvoiceIn, type InvoiceData } from './service';
import type { Seller } from '../config/seller';
import { renderCreditNotePdf } from './pdf';
import { STAFF_MAIL_WAIT_MS, type Mailer } from '../mail/mailer';
import { creditNoteEmail, refundEmail } from './refund-templates';
import type { CreditNoteData } from './credit-note';
import { restoreStock } from '../stock/ledger';

/**
 * Refunds and GST credit notes. The operator asks (`npm run shop -- orders refund`): in one
 * transaction the order row is locked, what is left to refund is counted (paid minus refunds pending
 * or processed), the refund is written as pending and, when the goods came back, they go back into
 * stock through the ledger. Then the provider is asked. When it has returned the money (its answer,
 * or its refund.processed webhook, whichever comes first) the refund is settled once: the order
 * moves to partially_refunded or refunded and the credit note takes the next number of its own
 * gap-free series (CN/2026-27/00001), and is e-mailed to the customer.
 */

export type { CreditNoteData } from './credit-note';

export class RefundError extends ShopError {}

/** Credit notes' series prefix: "CN/2026-27/00001", 16 characters, the most GST allows. */
export const CREDIT_NOTE_PREFIX = 'CN';

export interface RefundDeps {
  db: ShopDb;
  /** The shop's details, for the credit note's e-mail. */
  shop: ShopDetails;
  providers: { byName: (name: string) => PaymentProvider | undefined };
  mailer: Mailer;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

export interface RefundAsk {
  orderNo: string;
  reason: string;
  amountPaise?: number;
  lines?: readonly { line: number; quantity?: number }[];
  /** The goods came back: their units go back into stock. */
  returned: boolean;
  seller?: Seller;
  now?: Date;
  /** Who asks (server/lib/actor.ts's actorName): named on the stock returned and the order's move. */
  person?: string;
  /** Runs in the ask's transaction (its audit entry), with what was asked. */
  alsoInTransaction?: (tx: ShopDb, asked: RefundAsked) => Promise<unknown>;
}

/** What an ask records: the amount, the credit note's lines and the units back in stock. */
export interface RefundAsked {
  refundId: number;
  orderNo: string;
  amount: number;
  credit: CreditNoteLines;
  restocked: { productId: number; quantity: number }[];
}

export interface Settled {
  refundId: number;
  orderNo: string;
  status: 'processed' | 'failed';
  /** false when the refund was settled already (a repeated or late webhook): nothing changed. */
  changed: boolean;
  orderStatus?: OrderStatus;
  creditNote?: CreditNoteData;
  emailed?: boolean;
}

import type { RefundMail } from './refund-templates';

export interface RefundOutcome {
  refundId: number;
  orderNo: string;
  amountPaise: number;
  credit: CreditNoteLines;
  restocked: { productId: number; quantity: number }[];
  /** What the provider said: processed (settled now), pending (a webhook settles it) or failed. */
  providerStatus: 'processed' | 'pending' | 'failed';
  providerRefundId: string | null;
  failure?: string;
  settled?: Settled;
}

interface RefundRow {
  id: number;
  order_id: number;
  provider: string;
  payment_id: string;
  provider_refund_id: string | null;
  amount_paise: string;
  status: 'pending' | 'processed' | 'failed';
  reason: string;
  lines: StoredLine[];
  returned: boolean;
}

/**
 * A refund's line as stored: the credit line (against the invoice, or before it has one against the
 * invoice the whole order would have), the order's line it takes from (1-based: items in id order,
 * then the delivery charge) and the units back in stock.
 */
type StoredLine = CreditLine & { returned?: number; orderLine?: number };

/** Razorpay refunds no less than ₹1.00. */
const MIN_REFUND_PAISE = 100;

/** Lines of the refunds that count (pending or processed), less those the invoice left out already (decision 0212). */
async function earlierLines(tx: ShopDb, orderId: number, leftOut: readonly number[]): Promise<StoredLine[]> {
  const rows = await queryRows<{ id: number; lines: StoredLine[]; status: string }>(
    tx,
    sql`SELECT id, lines, status FROM refunds WHERE order_id = ${orderId} ORDER BY id`,
  );
  return rows.filter((r) => r.status !== 'failed' && !leftOut.includes(r.id)).flatMap((r) => r.lines);
}

/** Units of each invoice line already taken back into stock (by any refund, failed ones too: the goods are here). */
async function returnedSoFar(tx: ShopDb, orderId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ lines: StoredLine[] }>(
    tx,
    sql`SELECT lines FROM refunds WHERE order_id = ${orderId} AND returned`,
  );
  const map = new Map<number, number>();
  for (const l of rows.flatMap((r) => r.lines)) {
    const at = l.orderLine ?? l.line;
    map.set(at, (map.get(at) ?? 0) + (l.returned ?? 0));
  }
  return map;
}

/** Step 1, in one transaction: checks, the pending refund row, the goods back into stock. */
async function recordAsk(db: ShopDb, shop: ShopDetails, ask: RefundAsk, dryRun = false) {
  return inTransaction(db, async (tx) => {
    const no = ask.orderNo.trim().toUpperCase();
    // The lock every refund of this order takes first: a second command waits here, then counts this one.
    const [order] = await queryRows<{
      id: number;
      order_no: string;
      status: OrderStatus;
      provider: string;
      payment_id: string | null;
      total_paise: string;
    }>(
      tx,
      sql`SELECT id, order_no, status, provider, payment_id, total_paise FROM orders WHERE order_no = ${no} FOR UPDATE`,
    );
    if (!order) throw new RefundError(404, `No order ${no}.`);
    if (!REFUNDABLE_STATUSES.includes(order.status))
      throw new RefundError(
        409,
        `Order ${no} is ${order.status.replace(/_/g, ' ')}: only paid, shipped, delivered or partly refunded orders can be refunded.`,
      );
    if (!order.payment_id) throw new RefundError(409, `Order ${no} has no recorded payment to refund.`);
    // Against its invoice; an order refunded before it shipped has none, and gets none for this refund:
    // the refund is counted against the invoice the whole order would have, and the invoice issued
    // when it ships leaves it out (docs/decisions/0212-no-invoice-for-goods-that-never-left.md).
    // One that left with no invoice (shipped before invoices were issued at dispatch) gets it now.
    const [left] = await queryRows<{ shipped: boolean }>(
      tx,
      sql`SELECT shipped_at IS NOT NULL OR status IN ('shipped', 'delivered') AS shipped FROM orders WHERE id = ${order.id}`,
    );
    if (left!.shipped)
      await issueInvoiceIn(tx, no, ask.seller ? { seller: ask.seller, now: ask.now } : { shop, now: ask.now });
    const basis = await invoiceForRefundIn(
      tx,
      order.id,
      ask.seller ? { seller: ask.seller, now: ask.now } : { shop, now: ask.now },
    );
    const earlier = await earlierLines(tx, order.id, basis.issued?.data.refundedBefore?.refundIds ?? []);
    let credit: CreditNoteLines;
    try {
      credit = computeCredit(basis.invoice, earlier, { lines: ask.lines, amountPaise: ask.amountPaise });
    } catch (error) {
      if (error instanceof CreditError) throw new RefundError(409, `Order ${no}: ${error.message}`);
      throw error;
    }
    const amount = credit.totals.totalPaise;
    const paid = Number(order.total_paise);
    const refunded = earlier.reduce((n, l) => n + l.valuePaise, 0);
    // The invoice adds up to the order total (checked when issued), so this holds; it is the rule, said once more.
    if (amount + refunded > paid)
      throw new RefundError(
        409,
        `Order ${no}: ${formatRupees(amount)} is more than is left to refund (${formatRupees(paid - refunded)} of ${formatRupees(paid)}).`,
      );
    if (amount < MIN_REFUND_PAISE)
      throw new RefundError(409, `A refund must be at least ${formatRupees(MIN_REFUND_PAISE)}.`);

    const lines: StoredLine[] = credit.lines.map((l) => ({
      ...l,
      orderLine: basis.invoice.lines[l.line - 1]?.orderLine ?? l.line,
    }));
    const restocked: { productId: number; quantity: number }[] = [];
    if (ask.returned) {
      // The invoice's lines are the order's items in id order, then the delivery charge.
      const items = await queryRows<{ product_id: number | null; quantity: number }>(
        tx,
        sql`SELECT product_id, quantity FROM order_items WHERE order_id = ${order.id} ORDER BY id`,
      );
      const units = lines.filter((l) => l.orderLine! <= items.length && l.quantity > 0);
      if (!units.length)
        throw new RefundError(
          409,
          'Returned goods go back into stock by line: name the lines that came back with --lines (an amount alone names no units).',
        );
      const back = await returnedSoFar(tx, order.id);
      for (const l of units) {
        const item = items[l.orderLine! - 1];
        const room = (item?.quantity ?? 0) - (back.get(l.orderLine!) ?? 0);
        const q = Math.min(l.quantity, room);
        l.returned = q;
        if (q > 0 && item?.product_id != null) restocked.push({ productId: item.product_id, quantity: q });
      }
      if (!dryRun)
        await restoreStock(tx, restocked, 'returned', {
          orderId: order.id,
          actor: ask.person ?? 'operator',
          note: ask.reason,
        });
    }
    if (dryRun) throw new DryRun({ refundId: 0, orderNo: order.order_no, amount, credit, restocked });
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO refunds (order_id, provider, payment_id, amount_paise, reason, lines, returned)
          VALUES (${order.id}, ${order.provider}, ${order.payment_id}, ${amount}, ${ask.reason},
            ${JSON.stringify(lines)}::jsonb, ${ask.returned}) RETURNING id`,
    );
    await ask.alsoInTransaction?.(tx, { refundId: row!.id, orderNo: order.order_no, amount, credit, restocked });
    return { refundId: row!.id, order, amount, credit, restocked };
  });
}

/** Carries a dry run's answer out of its transaction, which then rolls back. */
class DryRun {
  constructor(readonly asked: RefundAsked) {}
}

/**
 * What a refund would be, computed by the same code as the refund itself in a transaction that is
 * rolled back: the credit note's lines and amount, and the units that would go back into stock.
 */
export async function previewRefund(deps: Pick<RefundDeps, 'db' | 'shop'>, ask: RefundAsk): Promise<RefundAsked> {
  try {
    await recordAsk(deps.db, deps.shop, { ...ask, reason: ask.reason.trim() || 'preview' }, true);
  } catch (error) {
    if (error instanceof DryRun) return error.asked;
    throw error;
  }
  throw new Error('a dry run returned without its answer');
}

/** Asks for a refund and, when the provider returns the money at once, settles it. */
export async function requestRefund(deps: RefundDeps, ask: RefundAsk): Promise<RefundOutcome> {
  const reason = ask.reason.trim();
  if (!reason) throw new RefundError(400, 'Say why the order is refunded (--reason).');
  const asked = await recordAsk(deps.db, deps.shop, { ...ask, reason });
  const { refundId, order, amount, credit, restocked } = asked;
  const outcome: RefundOutcome = {
    refundId,
    orderNo: order.order_no,
    amountPaise: amount,
    credit,
    restocked,
    providerStatus: 'pending',
    providerRefundId: null,
  };
  const provider = deps.providers.byName(order.provider);
  let answer;
  try {
    if (!provider) throw new ProviderError(`the ${order.provider} provider is not configured here`);
    answer = await provider.refund(order.payment_id!, {
      amount,
      notes: { shop_refund_id: String(refundId), order_no: order.order_no },
      receipt: `refund-${refundId}`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Refused, or no answer: nothing counts against the payment any more. Had the provider refunded
    // after all, its refund.processed webhook (carrying shop_refund_id) settles this refund then.
    const settled = await settleRefund(deps, { refundId }, 'failed', message);
    return { ...outcome, providerStatus: 'failed', failure: message, settled };
  }
  await deps.db.execute(
    sql`UPDATE refunds SET provider_refund_id = ${answer.id} WHERE id = ${refundId} AND provider_refund_id IS NULL`,
  );
  outcome.providerRefundId = answer.id;
  if (answer.status === 'processed') {
    outcome.providerStatus = 'processed';
    outcome.settled = await settleRefund(deps, { refundId }, 'processed', undefined, 'operator', ask.now, ask.person);
  } else if (answer.status === 'failed') {
    outcome.providerStatus = 'failed';
    outcome.failure = 'the provider reports the refund failed';
    outcome.settled = await settleRefund(deps, { refundId }, 'failed', outcome.failure);
  } else {
    // Pending, as Razorpay answers; its webhook may have settled the refund before this answer came.
    const [row] = await queryRows<{ status: RefundRow['status']; failure: string | null }>(
      deps.db,
      sql`SELECT status, failure FROM refunds WHERE id = ${refundId}`,
    );
    if (row && row.status !== 'pending') {
      outcome.providerStatus = row.status;
      if (row.failure) outcome.failure = row.failure;
      const [note] = await queryRows<{ data: CreditNoteData }>(
        deps.db,
        sql`SELECT data FROM credit_notes WHERE refund_id = ${refundId}`,
      );
      const [order] = await queryRows<{ status: OrderStatus }>(
        deps.db,
        sql`SELECT status FROM orders WHERE order_no = ${outcome.orderNo}`,
      );
      outcome.settled = {
        refundId,
        orderNo: outcome.orderNo,
        status: row.status,
        changed: false,
        orderStatus: order?.status,
        creditNote: note?.data,
      };
    }
  }
  return outcome;
}

/**
 * Settles a refund once: processed (order moved, credit note issued and e-mailed) or failed
 * (nothing counts against the payment). Repeats change nothing; a failure after processing is
 * ignored (the money has gone back); a processed after a failure counts, as the provider's last word
 * that the money went back.
 */
export async function settleRefund(
  deps: RefundDeps,
  match: { refundId?: number; providerRefundId?: string; paymentId?: string },
  to: 'processed' | 'failed',
  failure?: string,
  actor: OrderActor = 'payment',
  now: Date = new Date(),
  /** The person whose command the provider answered at once (the order's move names them). */
  person?: string,
): Promise<Settled | undefined> {
  const result = await inTransaction(
    deps.db,
    async (tx): Promise<(Settled & { refundMail?: RefundMail }) | undefined> => {
      const where =
        match.providerRefundId !== undefined && match.refundId !== undefined && match.paymentId !== undefined
          ? sql`provider_refund_id = ${match.providerRefundId} OR (id = ${match.refundId} AND payment_id = ${match.paymentId})`
          : match.providerRefundId !== undefined
            ? sql`provider_refund_id = ${match.providerRefundId}`
            : sql`id = ${match.refundId ?? -1}`;
      // The order first, then the refund, the same order the command takes its locks in.
      const [found] = await queryRows<{ id: number; order_id: number }>(
        tx,
        sql`SELECT id, order_id FROM refunds WHERE ${where} ORDER BY id LIMIT 1`,
      );
      if (!found) return undefined;
      const [order] = await queryRows<{ id: number; order_no: string; total_paise: string; status: OrderStatus }>(
        tx,
        sql`SELECT id, order_no, total_paise, status FROM orders WHERE id = ${found.order_id} FOR UPDATE`,
      );
      const [refund] = await queryRows<RefundRow>(tx, sql`SELECT * FROM refunds WHERE id = ${found.id} FOR UPDATE`);
      const base = { refundId: refund!.id, orderNo: order!.order_no, status: to } as const;
      if (match.providerRefundId && !refund!.provider_refund_id)
        await tx.execute(
          sql`UPDATE refunds SET provider_refund_id = ${match.providerRefundId} WHERE id = ${refund!.id}`,
        );
      if (refund!.status === 'processed' || (to === 'failed' && refund!.status === 'failed'))
        return {
          ...base,
          status: refund!.status as 'processed' | 'failed',
          changed: false,
          orderStatus: order!.status,
        };
      if (to === 'failed') {
        await tx.execute(
          sql`UPDATE refunds SET status = 'failed', failure = ${failure ?? 'failed'}, settled_at = now() WHERE id = ${refund!.id}`,
        );
        return { ...base, changed: true, orderStatus: order!.status };
      }
      await tx.execute(
        sql`UPDATE refunds SET status = 'processed', failure = NULL, settled_at = now() WHERE id = ${refund!.id}`,
      );
      const [sum] = await queryRows<{ processed: string }>(
        tx,
        sql`SELECT coalesce(sum(amount_paise), 0) AS processed FROM refunds WHERE order_id = ${order!.id} AND status = 'processed'`,
      );
      const processed = Number(sum!.processed);
      const paid = Number(order!.total_paise);
      const target: OrderStatus = processed >= paid ? 'refunded' : 'partially_refunded';
      let orderStatus = order!.status;
      if (orderStatus !== target) {
        await moveOrder(tx, order!.id, target, actor, {
          note: `refund ${refund!.id}: ${formatRupees(Number(refund!.amount_paise))} (${refund!.reason})`,
          person,
        });
        orderStatus = target;
      }
      if (processed > paid)
        // Only when a refund the shop had given up on was processed after all and another replaced it.
        await tx.execute(
          sql`UPDATE orders SET flag = ${`refunds of ${formatRupees(processed)} exceed the payment of ${formatRupees(paid)}: check with the provider`} WHERE id = ${order!.id}`,
        );
      // No invoice yet (refunded before it shipped): the money goes back with no credit note, since no
      // invoice carried these goods; the invoice issued at dispatch leaves them out (decision 0212).
      const creditNote = await issueCreditNote(tx, refund!, now);
      const amount = creditNote?.credit.totals.totalPaise ?? Number(refund!.amount_paise);
      // The shopper's tracking history shows the refund beside the shipment (server/orders/tracking.ts).
      await tx.execute(
        sql`INSERT INTO order_events (order_id, status, note, created_at)
          VALUES (${order!.id}, ${orderStatus},
            ${`Refund of ${formatRupees(amount)}${creditNote ? `, credit note ${creditNote.creditNoteNo}` : ''}`},
            ${now.toISOString()})`,
      );
      if (creditNote) return { ...base, changed: true, orderStatus, creditNote };
      const [buyer] = await queryRows<{ name: string; email: string }>(
        tx,
        sql`SELECT bill_name AS name, coalesce(nullif(bill_email, ''), ship_email) AS email FROM orders WHERE id = ${order!.id}`,
      );
      return {
        ...base,
        changed: true,
        orderStatus,
        refundMail: {
          orderNo: order!.order_no,
          name: buyer!.name,
          email: buyer!.email,
          amountPaise: amount,
          reason: refund!.reason,
        },
      };
    },
  );
  if (result?.creditNote) {
    const pdf = await renderCreditNotePdf(result.creditNote);
    const emailed = await deps.mailer.send(creditNoteEmail(deps.shop, result.creditNote, pdf), {
      waitMs: STAFF_MAIL_WAIT_MS,
    });
    return { ...result, emailed };
  }
  if (result && 'refundMail' in result && result.refundMail) {
    const { refundMail, ...settled } = result;
    const emailed = await deps.mailer.send(refundEmail(deps.shop, refundMail), { waitMs: STAFF_MAIL_WAIT_MS });
    return { ...settled, emailed };
  }
  return result;
}

/** The refund's credit note against the order's invoice; none when no invoice carried what it refunds. */
async function issueCreditNote(tx: ShopDb, refund: RefundRow, now: Date): Promise<CreditNoteData | undefined> {
  const [inv] = await queryRows<{ invoice_no: string; data: InvoiceData }>(
    tx,
    sql`SELECT invoice_no, data FROM invoices WHERE order_id = ${refund.order_id}`,
  );
  if (!inv || inv.data.refundedBefore?.refundIds.includes(refund.id)) return undefined;
  const date = indianDate(now);
  const year = financialYear(date);
  const [counter] = await queryRows<{ last_seq: number }>(
    tx,
    sql`INSERT INTO credit_note_counters (financial_year, last_seq) VALUES (${year}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_seq = credit_note_counters.last_seq + 1
        RETURNING last_seq`,
  );
  const creditNoteNo = `${CREDIT_NOTE_PREFIX}/${year}/${String(counter!.last_seq).padStart(5, '0')}`;
  const lines: CreditLine[] = refund.lines.map(({ returned: _returned, orderLine: _orderLine, ...l }) => l);
  const d = inv.data;
  const data: CreditNoteData = {
    creditNoteNo,
    date,
    invoiceNo: inv.invoice_no,
    invoiceDate: d.date,
    orderNo: d.orderNo,
    seller: d.seller,
    buyer: d.buyer,
    shipTo: d.shipTo,
    placeOfSupply: d.placeOfSupply,
    reason: refund.reason,
    returned: refund.returned,
    payment: { provider: refund.provider, paymentId: refund.payment_id, refundId: refund.provider_refund_id },
    credit: {
      intraState: d.invoice.intraState,
      lines,
      totals: {
        taxablePaise: lines.reduce((n, l) => n + l.taxablePaise, 0),
        cgstPaise: lines.reduce((n, l) => n + l.cgstPaise, 0),
        sgstPaise: lines.reduce((n, l) => n + l.sgstPaise, 0),
        igstPaise: lines.reduce((n, l) => n + l.igstPaise, 0),
        totalPaise: lines.reduce((n, l) => n + l.valuePaise, 0),
      },
    },
  };
  await tx.execute(
    sql`INSERT INTO credit_notes (refund_id, order_id, invoice_no, credit_note_no, financial_year, seq, issued_at, issue_date, data)
        VALUES (${refund.id}, ${refund.order_id}, ${inv.invoice_no}, ${creditNoteNo}, ${year}, ${counter!.last_seq},
          ${now.toISOString()}, ${date}, ${JSON.stringify(data)}::jsonb)`,
  );
  return data;
}

/** A refund's credit note, if issued (for `credit-note ORDERNO` and tests). */
export async function creditNotesOf(db: ShopDb, orderNo: string): Promise<CreditNoteData[]> {
  const rows = await queryRows<{ data: CreditNoteData }>(
    db,
    sql`SELECT c.data FROM credit_notes c JOIN orders o ON o.id = c.order_id
        WHERE o.order_no = ${orderNo.trim().toUpperCase()} ORDER BY c.id`,
  );
  return rows.map((r) => r.data);
}
