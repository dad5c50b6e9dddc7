/**
 * The one table of personal data the shop holds (issue 29): for every table and file, what it holds,
 * why, how long it is kept and what erasure does to it. `customers export` labels its sections from
 * it, `customers erase` and the retention job (server/privacy/retention.ts) apply it, and
 * docs/privacy.md carries it word for word (tests/unit/privacy-doc.test.ts compares the two).
 */

export type Erasure = 'delete' | 'anonymise' | 'keep';

export interface PersonalData {
  /** Table name, or a folder under DATA_DIR. */
  where: string;
  holds: string;
  why: string;
  kept: string;
  erasure: Erasure;
  /** What erasure does, in words (and the law, when something is kept). */
  onErase: string;
}

/** CGST Act 2017 s.36 with CGST Rules Rule 56: accounts and records for 72 months from the annual return's due date. */
export const GST_LAW = 'CGST Act 2017, section 36, and CGST Rules, rule 56';

export const PERSONAL_DATA: readonly PersonalData[] = [
  {
    where: 'users',
    holds: 'name, e-mail, mobile, password hash, when the account was made and verified',
    why: 'the customer account: sign-in, order history, saved address',
    kept: 'while the account is open; an account never verified is deleted 7 days after sign-up',
    erasure: 'delete',
    onErase: 'deleted',
  },
  {
    where: 'addresses',
    holds:
      'saved delivery address: name, street, city, state, PIN code, phone, e-mail; a business buyer’s GSTIN and business name',
    why: 'to fill in checkout',
    kept: 'with the account; a guest’s with the guest session (90 days from the last visit)',
    erasure: 'delete',
    onErase: 'deleted',
  },
  {
    where: 'cart_items',
    holds: 'products in the cart',
    why: 'the shopping cart',
    kept: 'with the account; a guest cart with its session (90 days from the last visit)',
    erasure: 'delete',
    onErase: 'deleted',
  },
  {
    where: 'favourites',
    holds: 'products marked as favourites',
    why: 'the favourites list',
    kept: 'with the account',
    erasure: 'delete',
    onErase: 'deleted',
  },
  {
    where: 'reviews',
    holds: 'review text, stars and the author’s name',
    why: 'shown on the product page',
    kept: 'while the product is sold',
    erasure: 'anonymise',
    onErase: 'the review stays, under “A customer”, no longer linked to the account',
  },
  {
    where: 'sessions',
    holds: 'a browser’s session (a digest of its cookie), when it was last seen',
    why: 'guest cart and checkout; keeping a signed-in browser signed in',
    kept: '90 days from the last visit',
    erasure: 'delete',
    onErase: 'deleted: every browser is signed out at once',
  },
  {
    where: 'refresh_tokens',
    holds: 'digests of sign-in tokens',
    why: 'staying signed in',
    kept: 'until they expire (30 days), then deleted',
    erasure: 'delete',
    onErase: 'deleted: every device is signed out at once',
  },
  {
    where: 'one_time_codes',
    holds: 'digests of e-mailed sign-up and password-reset codes',
    why: 'checking the code the customer types',
    kept: 'valid 10 minutes; deleted when used or a day after it expires',
    erasure: 'delete',
    onErase: 'deleted',
  },
  {
    where: 'orders',
    holds:
      'order number, lines, totals, delivery and billing name, address, phone and e-mail, a business buyer’s GSTIN and business name, payment id',
    why: 'delivering the order, tax invoice, accounts',
    kept: `paid orders: six years after the annual return of their financial year is due (${GST_LAW}), then anonymised; unpaid orders: 90 days, then deleted`,
    erasure: 'keep',
    onErase: `paid orders keep names and addresses (the invoice’s), without phone or e-mail, for six years under ${GST_LAW}; unpaid orders are deleted`,
  },
  {
    where: 'invoices',
    holds: 'the tax invoice as issued: buyer and delivery name, address and state',
    why: 'GST tax invoice',
    kept: `six years after the annual return of their financial year is due (${GST_LAW})`,
    erasure: 'keep',
    onErase: `kept, without phone or e-mail, under ${GST_LAW}; anonymised when that period ends`,
  },
  {
    where: 'credit_notes',
    holds: 'credit notes against an invoice: the buyer as on the invoice',
    why: 'GST credit note for a refund or return',
    kept: `as invoices: six years (${GST_LAW})`,
    erasure: 'keep',
    onErase: `kept like invoices, without phone or e-mail, under ${GST_LAW}; anonymised when that period ends`,
  },
  {
    where: 'payment_events',
    holds: 'messages from the payment provider, which can carry the payer’s e-mail and phone',
    why: 'proof of payment, reconciling payments',
    kept: `as the order: six years (${GST_LAW})`,
    erasure: 'anonymise',
    onErase: 'the payer’s e-mail and phone are removed; the payment record stays with the order',
  },
  {
    where: 'contact_messages',
    holds: 'name, e-mail, mobile, address and the message sent through the contact page',
    why: 'answering the message',
    kept: 'a year (PRIVACY_CONTACT_DAYS), then deleted',
    erasure: 'delete',
    onErase: 'deleted',
  },
  {
    where: 'data_requests',
    holds:
      'name and e-mail of a person who asked to see, correct or erase their data or withdraw consent, the kind, the staff note, when it came and was done',
    why: 'answering the request by its deadline; a record that it was answered (DPDP Rules)',
    kept: 'a year after it is done, then deleted',
    erasure: 'keep',
    onErase: 'kept a year after it is done: the record that the erasure was asked for and done',
  },
  {
    where: 'newsletter_subscribers',
    holds: 'e-mail, the time and IP address of the consent',
    why: 'sending the newsletter; proof of consent',
    kept: 'until the subscriber withdraws consent',
    erasure: 'delete',
    onErase: 'deleted, with the consent record',
  },
  {
    where: 'mail_queue',
    holds: 'e-mails the shop sends: the address, the subject and, until sent, the message',
    why: 'sending and retrying e-mail',
    kept: 'the message until sent; the record 90 days, then deleted',
    erasure: 'delete',
    onErase: 'deleted',
  },
  {
    where: 'DATA_DIR/mail/',
    holds: 'copies of e-mails as .eml files, only when no SMTP_URL is set (development)',
    why: 'reading e-mail on a machine without a mail server',
    kept: 'until the operator removes them',
    erasure: 'keep',
    onErase: 'not touched: a development folder; a live shop sends through SMTP_URL and writes none',
  },
  {
    where: 'audit_log',
    holds:
      'who (a staff member, cli:<login>, the shop itself or the customer) did what and when; for a view, export, correction or erasure of personal data the person only as a digest',
    why: 'a record of processing (DPDP Rules) and of who changed orders, stock and staff',
    kept: 'views and exports of personal data one year; other changes the GST period of their date; then deleted',
    erasure: 'keep',
    onErase: 'kept: it holds no personal data, only digests, order numbers and counts',
  },
];

/** The table as Markdown, as docs/privacy.md carries it. */
export function dataMapMarkdown(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '| where | what it holds | why | how long | on erasure |',
    '| --- | --- | --- | --- | --- |',
    ...PERSONAL_DATA.map(
      (d) => `| \`${d.where}\` | ${cell(d.holds)} | ${cell(d.why)} | ${cell(d.kept)} | ${cell(d.onErase)} |`,
    ),
  ].join('\n');
}

export function dataMapEntry(where: string): PersonalData {
  const entry = PERSONAL_DATA.find((d) => d.where === where);
  if (!entry) throw new Error(`No personal-data entry for ${where}`);
  return entry;
}

/**
 * The last day a GST record of `issuedAt` must be kept: the annual return of its financial year
 * (April to March) is due on 31 December after the year ends; the records are kept 72 months from
 * then (CGST Act s.36, Rule 56). Dates in India.
 */
export function gstRetentionEnds(issuedAt: Date): Date {
  const india = new Date(issuedAt.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const fyEndsYear = india.getUTCMonth() >= 3 ? year + 1 : year;
  // Annual return due 31 December of the year the financial year ends; + 72 months.
  return new Date(`${fyEndsYear + 6}-12-31T23:59:59+05:30`);
}
