/**
 * One person's data across the shop, by e-mail: find it, export it, correct it, erase it, as the
 * table in ./data-map.ts says. The operators' commands (server/operators/privacy.ts) and the customer's own
 * download and deletion (server/privacy/routes.ts) both call these, so they cannot drift apart.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isEmail, normaliseEmail, normaliseIndianMobile } from '../../common/domain/accounts';
import { sharedSecret } from '../config/secrets';
import { queryRows, type ShopDb } from '../db/client';
import { inTransaction } from '../db/tx';
import { recordAudit } from '../audit/log';
import type { Actor } from '../lib/actor';
import { dataMapEntry, GST_LAW, gstRetentionEnds } from './data-map';
import { CORRECTABLE_FIELDS } from '../../common/domain/corrections';

export class PrivacyError extends Error {
  constructor(
    message: string,
    readonly status = 409,
    /** Refused for orders under way: their numbers. */
    readonly ordersUnderWay: string[] = [],
  ) {
    super(message);
  }
}

/** The name an erased author's reviews keep. */
export const ERASED_AUTHOR = 'A customer';

/** Orders still under way: erasing them would lose what delivery or a refund needs. */
const IN_PROGRESS = ['awaiting_payment', 'paid', 'payment_review', 'shipped'];

/** An HMAC of the e-mail with a key kept in the database: it finds a person again but does not reveal them. */
export async function subjectDigest(db: ShopDb, email: string): Promise<string> {
  const key = await sharedSecret(db, 'privacy-digest');
  return createHmac('sha256', key).update(normaliseEmail(email)).digest('base64url');
}

/**
 * Records a view, export, correction or erasure of a person's data in the audit log (action
 * `privacy.<command>`, the command as typed): who, which command, when; the person only as a digest, the detail as counts.
 */
export async function logAccess(
  db: ShopDb,
  entry: { actor: Actor | 'customer'; command: string; email?: string; detail?: string },
): Promise<void> {
  const digest = entry.email ? await subjectDigest(db, entry.email) : '';
  await recordAudit(db, {
    actor: entry.actor,
    action: `privacy.${entry.command}`,
    target: { kind: 'customer', id: digest },
    reason: entry.detail ?? '',
  });
}

/**
 * Runs a find, export, correction or erasure for an operator or a staff member, and records the access
 * whatever the outcome: the detail of what was found, or "refused". The CLI (server/operators/privacy.ts)
 * and the console (./console-routes.ts) both go through it, so neither can skip the record.
 */
export async function withAccessRecord<T>(
  db: ShopDb,
  access: { actor: Actor; command: string; email: string | undefined },
  work: () => Promise<T>,
  detail: (result: T) => string,
): Promise<T> {
  try {
    const result = await work();
    await logAccess(db, { ...access, detail: detail(result) });
    return result;
  } catch (error) {
    if (error instanceof PrivacyError) await logAccess(db, { ...access, detail: 'refused' });
    throw error;
  }
}

/** What a find found, in the words the access record keeps. */
export function foundCounts(f: FoundPerson): string {
  return `${f.accounts.length} accounts, ${f.orders.length} orders, ${f.subscriptions.length} subscriptions, ${f.messages.length} messages`;
}

export function checkedEmail(raw: string): string {
  if (!isEmail(raw)) throw new PrivacyError(`"${raw}" is not an e-mail address.`, 400);
  return normaliseEmail(raw);
}

interface AccountRow {
  id: number;
  username: string;
  email: string;
  mobile: string;
  created_at: string;
  verified_at: string | null;
}

interface OrderRow {
  id: number;
  order_no: string;
  status: string;
  user_id: number | null;
  session_id: number | null;
  provider_order_id: string | null;
  created_at: string;
  paid_at: string | null;
  total_paise: string;
  invoice_no: string | null;
  issued_at: string | null;
  erased_at: string | null;
}

async function accountOf(db: ShopDb, email: string, lock = false): Promise<AccountRow | undefined> {
  const [row] = await queryRows<AccountRow>(
    db,
    sql`SELECT id, username, email, mobile, created_at, verified_at FROM users WHERE email = ${email}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/**
 * The person's orders: their account's, guest orders placed under their e-mail (never another
 * account's order that names them), and orders an earlier erasure kept.
 */
async function ordersOf(db: ShopDb, email: string, userId: number | undefined, digest: string): Promise<OrderRow[]> {
  return queryRows<OrderRow>(
    db,
    sql`SELECT o.id, o.order_no, o.status, o.user_id, o.session_id, o.provider_order_id, o.created_at, o.paid_at,
          o.total_paise::text AS total_paise, i.invoice_no, i.issued_at, o.erased_at
        FROM orders o LEFT JOIN invoices i ON i.order_id = o.id
        WHERE o.user_id = ${userId ?? -1}
           OR (o.user_id IS NULL AND (lower(o.ship_email) = ${email} OR lower(o.bill_email) = ${email}))
           OR o.erased_digest = ${digest}
        ORDER BY o.created_at, o.id`,
  );
}

// --- find ---

export interface FoundPerson {
  accounts: AccountRow[];
  orders: { order_no: string; status: string; created_at: string; guest: boolean; email: string; phone: string }[];
  subscriptions: { email: string; consented_at: string }[];
  messages: { id: number; created_at: string; name: string; email: string; mobile: string }[];
}

/** Everything that matches an e-mail or an Indian mobile number. */
export async function findPerson(db: ShopDb, query: string): Promise<FoundPerson> {
  const mobile = normaliseIndianMobile(query);
  const email = isEmail(query) ? normaliseEmail(query) : null;
  if (!mobile && !email)
    throw new PrivacyError(`"${query}" is neither an e-mail address nor an Indian mobile number.`, 400);
  // A value no row holds (a space) stands for the half not asked: erased orders hold '' there.
  const e = email ?? ' ';
  const m = mobile ?? ' ';
  const accounts = await queryRows<AccountRow>(
    db,
    sql`SELECT id, username, email, mobile, created_at, verified_at FROM users
        WHERE email = ${e} OR mobile = ${m} ORDER BY id`,
  );
  const orders = await queryRows<FoundPerson['orders'][number]>(
    db,
    sql`SELECT order_no, status, created_at, user_id IS NULL AS guest, ship_email AS email, ship_phone AS phone FROM orders
        WHERE lower(ship_email) = ${e} OR lower(bill_email) = ${e} OR ship_phone = ${m} OR bill_phone = ${m}
           OR user_id IN (SELECT id FROM users WHERE email = ${e} OR mobile = ${m})
        ORDER BY created_at, id`,
  );
  const subscriptions = await queryRows<FoundPerson['subscriptions'][number]>(
    db,
    sql`SELECT email, consented_at FROM newsletter_subscribers WHERE email = ${e}`,
  );
  const messages = await queryRows<FoundPerson['messages'][number]>(
    db,
    sql`SELECT id, created_at, name, email, mobile FROM contact_messages
        WHERE lower(email) = ${e} OR mobile = ${m} ORDER BY created_at, id`,
  );
  return { accounts, orders, subscriptions, messages };
}

// --- export ---

export interface ExportSection {
  /** What this is, in words. */
  what: string;
  /** Where the shop keeps it. */
  table: string;
  why: string;
  kept: string;
  items: Record<string, unknown>[];
}

export interface PersonExport {
  about: string;
  email: string;
  exported_at: string;
  sections: ExportSection[];
}

function section(table: string, what: string, items: Record<string, unknown>[]): ExportSection {
  const entry = dataMapEntry(table);
  return { what, table, why: entry.why, kept: entry.kept, items };
}

/** Everything the shop holds about the person with this e-mail, in sections a reader can follow. */
export async function exportPerson(db: ShopDb, rawEmail: string, shopName: string): Promise<PersonExport> {
  const email = checkedEmail(rawEmail);
  const digest = await subjectDigest(db, email);
  const account = await accountOf(db, email);
  const uid = account?.id ?? -1;
  const sections: ExportSection[] = [];
  const add = (s: ExportSection) => {
    if (s.items.length) sections.push(s);
  };

  add(
    section(
      'users',
      'Your account',
      account
        ? [
            {
              name: account.username,
              email: account.email,
              mobile: account.mobile,
              created_at: account.created_at,
              verified_at: account.verified_at,
            },
          ]
        : [],
    ),
  );
  add(
    section(
      'addresses',
      'Saved addresses',
      await queryRows(
        db,
        sql`SELECT name, street, city, state, country, postal_code, phone, email, buyer_gstin, buyer_business_name,
              updated_at, CASE WHEN user_id IS NULL THEN 'as a guest' ELSE 'on your account' END AS saved
            FROM addresses WHERE user_id = ${uid} OR (user_id IS NULL AND lower(email) = ${email}) ORDER BY id`,
      ),
    ),
  );
  add(
    section(
      'cart_items',
      'Your cart',
      await queryRows(
        db,
        sql`SELECT p.name AS product, c.quantity, c.created_at FROM cart_items c JOIN products p ON p.id = c.product_id
            WHERE c.user_id = ${uid} ORDER BY c.id`,
      ),
    ),
  );
  add(
    section(
      'favourites',
      'Your favourites',
      await queryRows(
        db,
        sql`SELECT p.name AS product, f.created_at FROM favourites f JOIN products p ON p.id = f.product_id
            WHERE f.user_id = ${uid} ORDER BY f.id`,
      ),
    ),
  );
  add(
    section(
      'reviews',
      'Your reviews',
      await queryRows(
        db,
        sql`SELECT p.name AS product, r.user_name AS shown_as, r.star_rating AS stars, r.text, r.created_at
            FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.user_id = ${uid} ORDER BY r.id`,
      ),
    ),
  );
  add(
    section(
      'sessions',
      'Browsers signed in or with a guest cart (the cookie itself is never stored)',
      await queryRows(db, sql`SELECT created_at, last_seen_at FROM sessions WHERE user_id = ${uid} ORDER BY id`),
    ),
  );
  add(
    section(
      'refresh_tokens',
      'Devices that stay signed in (only a digest of each token is stored)',
      await queryRows(
        db,
        sql`SELECT created_at, expires_at, revoked_at FROM refresh_tokens WHERE user_id = ${uid} ORDER BY id`,
      ),
    ),
  );
  add(
    section(
      'one_time_codes',
      'E-mailed codes not yet used (only a digest is stored)',
      await queryRows(
        db,
        sql`SELECT purpose, created_at, expires_at FROM one_time_codes WHERE user_id = ${uid} ORDER BY id`,
      ),
    ),
  );

  const orders = await ordersOf(db, email, account?.id, digest);
  const orderItems: Record<string, unknown>[] = [];
  for (const o of orders) {
    const [full] = await queryRows<Record<string, unknown>>(
      db,
      sql`SELECT ship_name, ship_street, ship_city, ship_state, ship_postal_code, ship_country, ship_phone, ship_email,
            bill_name, bill_street, bill_city, bill_state, bill_postal_code, bill_country, bill_phone, bill_email,
            subtotal_paise::text, delivery_paise::text, coupon_code, coupon_discount_paise::text, payment_id
          FROM orders WHERE id = ${o.id}`,
    );
    const lines = await queryRows(
      db,
      sql`SELECT product_name AS product, size_value AS size, quantity, line_total_paise::text AS line_total_paise
          FROM order_items WHERE order_id = ${o.id} ORDER BY id`,
    );
    const f = full!;
    const item: Record<string, unknown> = {
      order_no: o.order_no,
      status: o.status,
      placed_at: o.created_at,
      paid_at: o.paid_at,
      placed: o.erased_at ? 'kept after erasure' : o.user_id ? 'with your account' : 'as a guest',
      total_paise: o.total_paise,
      lines,
      delivery_address: pick(f, 'ship_'),
      billing_address: pick(f, 'bill_'),
      payment_id: f.payment_id,
      invoice_no: o.invoice_no,
    };
    if (o.erased_at) {
      const until = gstRetentionEnds(new Date(o.issued_at ?? o.paid_at ?? o.created_at));
      item.kept_because = `Your account was erased on ${o.erased_at}; this order and its tax invoice are kept, without phone or e-mail, until ${until.toISOString().slice(0, 10)} under ${GST_LAW}.`;
    }
    orderItems.push(item);
  }
  add(section('orders', 'Your orders (with their tax invoices)', orderItems));
  const providerIds = orders.map((o) => o.provider_order_id).filter((id): id is string => !!id);
  add(
    section(
      'payment_events',
      'What the payment provider told us about your payments',
      providerIds.length
        ? await queryRows(
            db,
            sql`SELECT e.provider, e.type, e.received_at, o.order_no, e.payload
                FROM payment_events e JOIN orders o ON o.provider_order_id = e.provider_order_id
                WHERE o.id = ANY(${`{${orders.map((o) => o.id).join(',')}}`}::int[]) ORDER BY e.id`,
          )
        : [],
    ),
  );
  add(
    section(
      'contact_messages',
      'Messages you sent through the contact page',
      await queryRows(
        db,
        sql`SELECT name, email, mobile, address, message, created_at FROM contact_messages
            WHERE lower(email) = ${email} ORDER BY id`,
      ),
    ),
  );
  add(
    section(
      'data_requests',
      'Requests you made about your data',
      await queryRows(
        db,
        sql`SELECT kind, name, email, note, received_at, due_at, status, done_at FROM data_requests
            WHERE lower(email) = ${email} ORDER BY id`,
      ),
    ),
  );
  add(
    section(
      'newsletter_subscribers',
      'Newsletter subscription (your consent)',
      await queryRows(
        db,
        sql`SELECT email, consented_at, consent_ip FROM newsletter_subscribers WHERE email = ${email}`,
      ),
    ),
  );
  add(
    section(
      'mail_queue',
      'E-mails the shop sent you (subjects only; sign-up codes are never shown)',
      await queryRows(
        db,
        sql`SELECT label AS subject, status, created_at, sent_at FROM mail_queue
            WHERE lower(to_address) = ${email} ORDER BY id`,
      ),
    ),
  );
  return {
    about:
      `Everything ${shopName} holds about ${email}. Each section says what it is, why the shop keeps it ` +
      'and for how long. Amounts are in paise (100 paise = ₹1). Times are UTC.',
    email,
    exported_at: new Date().toISOString(),
    sections,
  };
}

function pick(row: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
  return out;
}

// --- correct ---

/** The account's fields and its saved address's (`address.city`), one list for the CLI and the console. */
export const CORRECTABLE: readonly string[] = CORRECTABLE_FIELDS;

/** Corrects one field of the account or its saved address; returns what changed, in words. */
export async function correctPerson(db: ShopDb, rawEmail: string, field: string, rawValue: string): Promise<string> {
  const email = checkedEmail(rawEmail);
  const account = await accountOf(db, email);
  if (!account) throw new PrivacyError(`No account for ${email}.`, 404);
  let value = rawValue.trim();
  if (!CORRECTABLE.includes(field)) throw new PrivacyError(`The field must be one of ${CORRECTABLE.join(', ')}.`, 400);
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!value || value.length > 300 || /[\u0000-\u001f\u007f]/.test(value))
    throw new PrivacyError('The value must be 1 to 300 characters of plain text.', 400);
  const base = field.replace('address.', '');
  if (base === 'email') {
    if (!isEmail(value)) throw new PrivacyError(`"${value}" is not an e-mail address.`, 400);
    value = normaliseEmail(value);
  }
  if (base === 'mobile' || base === 'phone') {
    const mobile = normaliseIndianMobile(value);
    if (!mobile) throw new PrivacyError(`"${value}" is not an Indian mobile number.`, 400);
    value = mobile;
  }
  if (field.startsWith('address.')) {
    const column = sql.identifier(base);
    const rows = await queryRows(
      db,
      sql`UPDATE addresses SET ${column} = ${value}, updated_at = now() WHERE user_id = ${account.id} RETURNING id`,
    );
    if (!rows.length) throw new PrivacyError(`${email} has no saved address.`, 404);
    return `Saved address of ${email}: ${base} corrected.`;
  }
  if (field === 'email' && value !== email) {
    const [taken] = await queryRows(db, sql`SELECT 1 FROM users WHERE email = ${value}`);
    if (taken) throw new PrivacyError(`${value} belongs to another account.`);
  }
  const column = sql.identifier(field === 'name' ? 'username' : field);
  await db.execute(sql`UPDATE users SET ${column} = ${value} WHERE id = ${account.id}`);
  return `Account of ${email}: ${field} corrected.`;
}

// --- erase ---

export interface ErasureReport {
  email: string;
  /** One line per kind of data: what erasure did (or, in a dry run, would do). */
  lines: string[];
  /** Products whose reviews changed author: their pages must be refreshed. */
  products: number[];
  /** Orders kept (name and address only) under the GST law. */
  kept: string[];
}

class DryRun extends Error {
  constructor(readonly report: ErasureReport) {
    super('dry run');
  }
}

/**
 * Deletes or anonymises everything about the person, as the data map says, in one transaction. With
 * `dryRun` the same statements run and are rolled back, so the report is exactly what would happen.
 * Refuses while one of their orders is still under way (delivery or payment would lose its details).
 */
export async function erasePerson(
  db: ShopDb,
  rawEmail: string,
  options: { dryRun?: boolean } = {},
): Promise<ErasureReport> {
  const email = checkedEmail(rawEmail);
  const digest = await subjectDigest(db, email);
  try {
    return await inTransaction(db, async (tx) => {
      const report = await eraseIn(tx, email, digest);
      if (options.dryRun) throw new DryRun(report);
      return report;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.report;
    throw error;
  }
}

const count = async (tx: ShopDb, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(tx, query))[0]?.n ?? 0;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function eraseIn(tx: ShopDb, email: string, digest: string): Promise<ErasureReport> {
  const lines: string[] = [];
  // The row lock waits for a checkout placing an order under this account (its foreign key holds a
  // KEY SHARE lock), so that order is seen below rather than left behind with the person's details.
  const account = await accountOf(tx, email, true);
  const uid = account?.id ?? -1;
  const orders = (await ordersOf(tx, email, account?.id, digest)).filter((o) => !o.erased_at);
  const busy = orders.filter((o) => IN_PROGRESS.includes(o.status));
  if (busy.length)
    throw new PrivacyError(
      `Not erased: ${busy.map((o) => `order ${o.order_no} is ${o.status.replace('_', ' ')}`).join(', ')}. ` +
        'Erase once it is delivered or has expired, so its delivery and payment are not lost.',
      409,
      busy.map((o) => o.order_no),
    );

  if (account) {
    const [c] = await queryRows<Record<string, number>>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM addresses WHERE user_id = ${uid}) AS addresses,
                 (SELECT count(*)::int FROM cart_items WHERE user_id = ${uid}) AS cart,
                 (SELECT count(*)::int FROM favourites WHERE user_id = ${uid}) AS favourites,
                 (SELECT count(*)::int FROM one_time_codes WHERE user_id = ${uid}) AS codes,
                 (SELECT count(*)::int FROM refresh_tokens WHERE user_id = ${uid}) AS tokens`,
    );
    lines.push(
      `users: account #${account.id} deleted, with ${plural(c!.addresses!, 'saved address', 'saved addresses')}, ` +
        `${plural(c!.cart!, 'cart line')}, ${plural(c!.favourites!, 'favourite')}, ${plural(c!.codes!, 'e-mailed code')} ` +
        `and ${plural(c!.tokens!, 'sign-in token')} (signed out everywhere)`,
    );
  } else lines.push('users: no account');

  const reviews = await queryRows<{ product_id: number }>(
    tx,
    sql`UPDATE reviews SET user_name = ${ERASED_AUTHOR}, user_id = NULL WHERE user_id = ${uid} RETURNING product_id`,
  );
  lines.push(`reviews: ${plural(reviews.length, 'review')} kept under "${ERASED_AUTHOR}"`);

  // Sessions: the account's browsers, and the guest sessions that placed their orders or saved their address.
  const sessionIds = orders.map((o) => o.session_id).filter((id): id is number => id !== null);
  const sessions = await count(
    tx,
    sql`WITH gone AS (
          DELETE FROM sessions WHERE user_id = ${uid}
            OR id IN (SELECT session_id FROM addresses WHERE user_id IS NULL AND lower(email) = ${email})
            OR id = ANY(${`{${sessionIds.join(',')}}`}::int[])
          RETURNING id)
        SELECT count(*)::int AS n FROM gone`,
  );
  lines.push(`sessions: ${plural(sessions, 'browser session')} deleted, with their guest carts`);
  const guestAddresses = await count(
    tx,
    sql`WITH gone AS (DELETE FROM addresses WHERE user_id IS NULL AND lower(email) = ${email} RETURNING id)
        SELECT count(*)::int AS n FROM gone`,
  );
  if (guestAddresses) lines.push(`addresses: ${plural(guestAddresses, 'guest address', 'guest addresses')} deleted`);
  if (account) await tx.execute(sql`DELETE FROM users WHERE id = ${uid}`);

  // Orders: paid ones are GST records; unpaid ones are deleted.
  const kept = orders.filter((o) => o.status === 'delivered' || o.invoice_no);
  const dropped = orders.filter((o) => !kept.includes(o));
  const phones = new Set<string>();
  for (const o of kept) {
    const [p] = await queryRows<{ ship_phone: string; bill_phone: string }>(
      tx,
      sql`SELECT ship_phone, bill_phone FROM orders WHERE id = ${o.id}`,
    );
    if (p?.ship_phone) phones.add(p.ship_phone);
    if (p?.bill_phone) phones.add(p.bill_phone);
    await tx.execute(
      sql`UPDATE orders SET ship_phone = '', bill_phone = '', ship_email = '', bill_email = '', user_id = NULL,
            session_id = NULL, owner_key = ${`erased:${o.id}`}, idempotency_key = NULL,
            erased_digest = ${digest}, erased_at = now(), updated_at = now()
          WHERE id = ${o.id}`,
    );
    // A credit note copies its invoice's parties (server/invoices/refunds.ts): kept alike, blanked alike.
    for (const table of [sql`invoices`, sql`credit_notes`])
      await tx.execute(
        sql`UPDATE ${table} SET data = jsonb_set(jsonb_set(jsonb_set(jsonb_set(data,
              '{buyer,phone}', '""'), '{buyer,email}', '""'), '{shipTo,phone}', '""'), '{shipTo,email}', '""')
            WHERE order_id = ${o.id}`,
      );
  }
  if (account?.mobile) phones.add(account.mobile);
  const providerIds = orders.map((o) => o.provider_order_id).filter((id): id is string => !!id);
  let scrubbed = 0;
  if (providerIds.length) {
    const events = await queryRows<{ id: number; payload: unknown }>(
      tx,
      sql`SELECT id, payload FROM payment_events WHERE provider_order_id = ANY(${`{${providerIds.map((s) => `"${s.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`,
    );
    for (const ev of events) {
      const clean = scrub(ev.payload, email, phones);
      if (JSON.stringify(clean) !== JSON.stringify(ev.payload)) {
        scrubbed++;
        await tx.execute(sql`UPDATE payment_events SET payload = ${JSON.stringify(clean)}::jsonb WHERE id = ${ev.id}`);
      }
    }
  }
  if (dropped.length) {
    const ids = `{${dropped.map((o) => o.id).join(',')}}`;
    await tx.execute(
      sql`DELETE FROM payment_events WHERE provider_order_id IN (SELECT provider_order_id FROM orders WHERE id = ANY(${ids}::int[]))`,
    );
    await tx.execute(sql`DELETE FROM orders WHERE id = ANY(${ids}::int[])`);
  }
  lines.push(
    `orders: ${plural(kept.length, 'paid order')} kept without phone or e-mail (names and addresses stay on the ` +
      `tax invoice, six years under ${GST_LAW})${kept.length ? `: ${kept.map((o) => o.order_no).join(', ')}` : ''}; ` +
      `${plural(dropped.length, 'unpaid order')} deleted`,
  );
  lines.push(`payment_events: ${plural(scrubbed, 'provider message')} cleared of e-mail and phone`);

  const messages = await count(
    tx,
    sql`WITH gone AS (DELETE FROM contact_messages WHERE lower(email) = ${email} RETURNING id) SELECT count(*)::int AS n FROM gone`,
  );
  lines.push(`contact_messages: ${plural(messages, 'message')} deleted`);
  const subscribed = await count(
    tx,
    sql`WITH gone AS (DELETE FROM newsletter_subscribers WHERE email = ${email} RETURNING id) SELECT count(*)::int AS n FROM gone`,
  );
  lines.push(`newsletter_subscribers: ${subscribed ? 'subscription and consent record deleted' : 'not subscribed'}`);
  const mails = await count(
    tx,
    sql`WITH gone AS (DELETE FROM mail_queue WHERE lower(to_address) = ${email} RETURNING id) SELECT count(*)::int AS n FROM gone`,
  );
  lines.push(`mail_queue: ${plural(mails, 'e-mail')} deleted`);
  return { email, lines, products: [...new Set(reviews.map((r) => r.product_id))], kept: kept.map((o) => o.order_no) };
}

/** A copy of a provider's message without the person's e-mail or phone (any string holding one). */
function scrub(value: unknown, email: string, phones: Set<string>): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower.includes(email) || [...phones].some((p) => value.replace(/\D/g, '').endsWith(p))) return '';
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v, email, phones));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, email, phones)]));
  return value;
}
