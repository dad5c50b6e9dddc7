/** The operators' tool's commands, help and dispatch; server/operators/shop.ts is the process around them. */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CATALOGUE_CHANNEL, encodeChange, type CatalogueChange } from '../http/cache';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { createMailer, type Mailer } from '../mail/mailer';
import { createOrdersService, type OrdersService } from '../orders/service';
import { paymentProviders } from '../payments/providers';
import {
  addCoupon,
  catalogueTemplate,
  disableCoupon,
  ENTITY_NAMES,
  exportCatalogue,
  importCatalogue,
  setStock,
} from './catalogue';
import { CliError, parseArgs, type Args, type Options, type Output } from './io';
import { exportSubscribers, listMessages, listSubscribers, removeSubscriber, showMessage } from './engagement';
import { listMail, retryMail } from './mail';
import {
  acceptOrderPayment,
  deliverOrder,
  listOrders,
  reconcilePayments,
  shipOrder,
  showOrder,
  STATUSES,
  writeInvoice,
} from './orders';
import type { CliContext } from './context';
import { operatorLogin } from './channel';
import { createFulfilment, type Fulfilment } from '../fulfilment/service';
import { correctCustomer, eraseCustomer, exportCustomer, findCustomer, privacyReport } from './privacy';
import { stockHistoryCommand, stockLowCommand } from './stock';
import { exportBooks, refundOrder } from './refunds';
import { prepareEmailPicture } from '../media/photos';
import { addPhotos, emailPhotosCommand, listPhotos, migratePhotosCommand, orderPhotos, removePhoto } from './photos';
import { backupCommand, backupKeyCommand } from './backup';
import { ShopError } from '../lib/errors';
import { photoStore } from '../media/store';
import type { ObjectStore } from '../media/object-store';
import { listAudit } from './audit';
import { changeStaffRole, inviteStaff, listStaff, removeStaff } from './staff';

export const HELP = `Usage: npm run shop -- COMMAND [options]

Works while the shop runs: the command is handed to the running shop on the same DATA_DIR (default
./var) through its channel, DATA_DIR/run/shop.sock (a Unix socket only the shop's user can open),
runs there on the shop's own database, and prints its output here with the same exit status; what
it changes shows on the storefront at once. Run it as the shop's user. When no shop runs, the tool
opens the database itself (PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL), with the same
.env settings as the shop. File names (--file, --out) are relative to this directory either way.

Orders
  orders list [--status S] [--flagged] [--limit N]
                                         Newest first; S is one of ${STATUSES.join(', ')};
                                         --flagged: only orders that need a person (payment_review,
                                         or paid with stock short)
  orders show ORDERNO                    Lines, totals, addresses, payment, invoice, tracking history
  orders ship ORDERNO --tracking-number N (--courier ID | --tracking-url URL) [--date YYYY-MM-DD]
                                         Marks a paid order (or what is left of one partly refunded
                                         before dispatch) shipped, issues its GST invoice and
                                         e-mails the customer with the invoice attached; --courier
                                         is an id from shop.config.json's couriers and builds the
                                         tracking link from its pattern
  orders deliver ORDERNO [--date YYYY-MM-DD]
                                         Marks a shipped order delivered and e-mails the customer
  orders refund ORDERNO --reason "…" [--amount A] [--lines 1,3x2] [--returned]
                                         Refunds a paid, shipped or delivered order (or what is left
                                         of a partly refunded one) through Razorpay or the sandbox:
                                         everything left by default; --lines names invoice lines
                                         (3x2: 2 units of line 3); --amount in rupees (shared over the
                                         lines named, or all). Never more than paid less earlier
                                         refunds. --returned: the goods came back, their units go back
                                         into stock. Issues a GST credit note (CN/2026-27/00001) and
                                         e-mails it once the money is returned
  orders accept ORDERNO --note "…"      Accepts a payment under review (payment_review → paid); the
                                         customer gets the order confirmation
  invoice ORDERNO [--out file.pdf]       Writes the GST tax invoice of a paid order (issued on first use)
  payments reconcile                     Asks the payment provider about every order that can still be
                                         paid, marks the paid ones, releases unpaid stock after the hold

Audit log
  audit list [--order ORDERNO] [--since YYYY-MM-DD] [--limit N]
                                         Who did what, newest first: each change from the console,
                                         this tool (cli:<login>) or the shop itself, with what it
                                         was before and after and the reason given; every view or
                                         export of a customer's data

GST books
  books export --from YYYY-MM-DD --to YYYY-MM-DD --file F [--gstr1 F.json]
                                         For GSTR-1: writes F-invoices.csv (invoice-wise, per rate),
                                         F-credit-notes.csv and F-hsn.csv (HSN-wise, net of credit
                                         notes), for documents dated in the period (dates in India),
                                         and prints the totals; and the return's tables as
                                         F-gstr1-{b2b,b2cl,b2cs,cdnr,cdnur,hsn,doc-issue}.csv, read
                                         from the same tables as the JSON --gstr1 writes

Catalogue (KIND is one of ${ENTITY_NAMES.join(', ')})
  catalogue export KIND --format json|csv --file F
  catalogue import KIND --format json|csv --file F
                                         Every row is checked first and problems name their line;
                                         the file is imported whole or not at all. Rows match by id,
                                         else slug (code for coupons); the rest are added
  catalogue template [KIND] --file F     Every column of KIND (products by default) and one example
                                         row, to fill in and import; docs/catalogue.md explains them
  stock set PRODUCT_ID N [--reason counted|damaged|received]
                                         Units on hand (a stock-ledger adjustment and an audit entry
                                         under your name; the reason defaults to counted)
  stock history PRODUCT_ID [--limit N]   The product's stock movements, oldest first, with the balance
  stock low [--below N]                  Products running out, lowest stock first: at or under each
                                         product's own low-stock level (low_stock_threshold, 5 unless
                                         imported otherwise; the storefront then says low stock), or
                                         with --below N, under N units
  coupons add CODE --type price|percentage --value V [--min SUBTOTAL] [--from T] [--until T] [--uses N]
                                         As the console's Coupons screen: T an instant such as
                                         2026-12-31T23:59:00+05:30, N the most orders that may use it

Product photos (a product with photos shows them everywhere; one without keeps its drawn pictures)
  photos add PRODUCT_ID FILE…           JPEG, PNG, WebP or AVIF (by content), at most 20 MB and 50
                                         megapixels each; kept upright at 320, 640, 1024 and 1600 px
                                         wide (never enlarged) in AVIF and WebP, and 320 px as JPEG
                                         for e-mails, without metadata (no GPS). One bad file adds
                                         nothing
  photos list [PRODUCT_ID]               Photo ids, their number on the product, size and URL
  photos remove PHOTO_ID                 Or: photos remove PRODUCT_ID N (the N-th photo)
  photos order PRODUCT_ID PHOTO_ID…     Every photo of the product, in the order to show them
  photos migrate                         Copies the photos under DATA_DIR/objects into the bucket
                                         (S3_BUCKET); run it on each machine that took photos. It
                                         skips what is there already, so it can be run again
  photos email-jpegs                     Makes the JPEG e-mails show for every photo added before
                                         e-mails took JPEG (once; needed with MEDIA_PUBLIC_URL)
  coupons disable CODE

Contact messages and newsletter subscribers
  messages list [--since YYYY-MM-DD] [--limit N]
                                         Newest first, and whether the shop's e-mail went out
  messages show ID                       One message in full
  subscribers list                       Addresses with the time and IP of their consent
  subscribers export --file F [--format csv|json]
                                         For the mailing tool (CSV cells are never formulas)
  subscribers remove EMAIL               Forgets an address and its consent record

Customers' personal data (docs/privacy.md; every use is written to the access log)
  customers find EMAIL|PHONE             Every account, order (guest or not), subscription and contact
                                         message that matches
  customers export EMAIL --file F        Everything the shop holds about the person, as JSON, each
                                         part with why it is kept and for how long
  customers correct EMAIL --field F --value V
                                         Corrects the account (name, email, mobile) or its saved
                                         address (address.name, address.street, address.city, …)
  customers erase EMAIL [--dry-run]      Deletes or anonymises everything about the person as
                                         docs/privacy.md says: paid orders keep names and addresses
                                         for six years (GST law), reviews stay under "A customer",
                                         every device is signed out. Refused while an order is under
                                         way. --dry-run prints what would change and changes nothing
  privacy report                         What the next retention run will delete or anonymise

E-mail (every message is queued, sent at once, and retried with backoff while sending fails)
  mail list [--status S] [--limit N]     Newest first: recipient, what it is (never a code), status,
                                         tries, next try and the last error; S is pending, sending,
                                         sent, failed or expired
  mail retry [ID]                        Sends waiting and failed messages now (an expired code is
                                         not sent late)

Backups (docs/deploy.md, "Backups")
  backup --file F                        Writes the whole shop to F (.tar.gz, readable by you only):
                                         the database (PGlite's files, or pg_dump on PostgreSQL),
                                         product photos, e-mails in DATA_DIR/mail and the shop's
                                         secrets. Works while the shop runs. Encrypted with
                                         BACKUP_KEY when it is set
  backup --to store                      The same, into the bucket (S3_BUCKET) under backups/, with
                                         its size and SHA-256 beside it, checked after the upload;
                                         then keeps 30 daily and one a month for six years, and
                                         deletes the rest. A bucket that does not answer is tried
                                         again: --tries N (3) times, --wait S (60) seconds apart
  backup key                             Prints a new BACKUP_KEY (keep a copy off the machine)
  restore --file F [--force] [--live]    With the shop stopped: puts a backup into DATA_DIR (and the
                                         database at DATABASE_URL). Refuses a database that holds a
                                         shop unless --force; PGlite's replaced files are kept in
                                         DATA_DIR/before-restore-…/. The copy is quiet (mail to
                                         files, no payment reconciler, no scheduled jobs; it leaves
                                         DATA_DIR/RESTORED-COPY.txt) unless --live: the shop itself
  restore --from store [--at YYYY-MM-DD] The newest backup in the bucket (or that day's newest),
                                         its size and SHA-256 checked before anything is touched

Staff console (/admin; docs/console.md)
  staff invite EMAIL --role R [--name N] E-mails a single-use link, valid 48 hours, to set up a
                                         passkey (and prints it); R is owner, packer or support
  staff list                             Everyone invited or active, with their role
  staff role EMAIL R                     Changes the role; their sessions end at once
  staff remove EMAIL                     Removes them; their sessions end at once

  help                                   This text

E-mail goes out through SMTP_URL, or into DATA_DIR/mail/ as .eml files. Links in it use PUBLIC_URL,
or without it the running shop's own address (http://localhost:PORT, the port it listens on).
The seller's GSTIN on invoices is SELLER_GSTIN (an example one is printed, marked, until it is set).
Exit status: 0 done, 1 refused (the message says why), 2 could not run (configuration, database in
use, the shop's channel refused this user or closed mid-command).`;

type Command = (ctx: CliContext, args: Args) => Promise<void>;

/** Each command, and the options it takes (parsed by node:util parseArgs; anything else is refused). */
const COMMANDS: Record<string, { run: Command; options: Options }> = {
  'orders list': { run: listOrders, options: { status: 'string', limit: 'string', flagged: 'boolean' } },
  'orders show': { run: showOrder, options: {} },
  'orders ship': {
    run: shipOrder,
    options: {
      'tracking-number': 'string',
      courier: 'string',
      'tracking-url': 'string',
      date: 'string',
      'no-email': 'boolean',
    },
  },
  'orders deliver': { run: deliverOrder, options: { date: 'string', 'no-email': 'boolean' } },
  'orders accept': { run: acceptOrderPayment, options: { note: 'string' } },
  'orders refund': {
    run: refundOrder,
    options: { amount: 'string', lines: 'string', reason: 'string', returned: 'boolean' },
  },
  'books export': { run: exportBooks, options: { from: 'string', to: 'string', file: 'string', gstr1: 'string' } },
  'payments reconcile': { run: reconcilePayments, options: {} },
  'stock history': { run: stockHistoryCommand, options: { limit: 'string' } },
  'stock low': { run: stockLowCommand, options: { below: 'string' } },
  invoice: { run: writeInvoice, options: { out: 'string' } },
  'catalogue export': { run: exportCatalogue, options: { format: 'string', file: 'string' } },
  'catalogue import': { run: importCatalogue, options: { format: 'string', file: 'string' } },
  'catalogue template': { run: catalogueTemplate, options: { format: 'string', file: 'string' } },
  'stock set': { run: setStock, options: { reason: 'string' } },
  'photos add': { run: addPhotos, options: {} },
  'photos list': { run: listPhotos, options: {} },
  'photos remove': { run: removePhoto, options: {} },
  'photos order': { run: orderPhotos, options: {} },
  'photos migrate': { run: migratePhotosCommand, options: {} },
  'photos email-jpegs': { run: emailPhotosCommand, options: {} },
  'coupons add': {
    run: addCoupon,
    options: { type: 'string', value: 'string', min: 'string', from: 'string', until: 'string', uses: 'string' },
  },
  'coupons disable': { run: disableCoupon, options: {} },
  'messages list': { run: listMessages, options: { limit: 'string', since: 'string' } },
  'messages show': { run: showMessage, options: {} },
  'subscribers list': { run: listSubscribers, options: {} },
  'subscribers export': { run: exportSubscribers, options: { format: 'string', file: 'string' } },
  'subscribers remove': { run: removeSubscriber, options: {} },
  'mail list': { run: listMail, options: { limit: 'string', status: 'string' } },
  'mail retry': { run: retryMail, options: {} },
  'customers find': { run: findCustomer, options: {} },
  'customers export': { run: exportCustomer, options: { file: 'string' } },
  'customers correct': { run: correctCustomer, options: { field: 'string', value: 'string' } },
  'customers erase': { run: eraseCustomer, options: { 'dry-run': 'boolean' } },
  'privacy report': { run: privacyReport, options: {} },
  'backup key': { run: backupKeyCommand, options: {} },
  backup: { run: backupCommand, options: { file: 'string', to: 'string', tries: 'string', wait: 'string' } },
  'audit list': { run: listAudit, options: { order: 'string', since: 'string', limit: 'string' } },
  'staff invite': { run: inviteStaff, options: { role: 'string', name: 'string' } },
  'staff list': { run: listStaff, options: {} },
  'staff role': { run: changeStaffRole, options: {} },
  'staff remove': { run: removeStaff, options: {} },
};

/** The command a command line names (its first one or two words), or undefined. */
export function commandOf(args: Args): { run: Command; options: Options } | undefined {
  return COMMANDS[args.words.slice(0, 2).join(' ')] ?? COMMANDS[args.words[0] ?? ''];
}

/** Log lines of the mailer, for a person at a terminal. */
function terminalLog(io: Output): FastifyBaseLogger {
  const log = {
    info: (obj: { file?: string }, msg?: string) => {
      if (obj?.file) io.err(`(mail written to ${obj.file})`);
      else if (msg) io.err(msg);
    },
    error: (obj: { err?: Error; reason?: string }, msg?: string) =>
      io.err(`${msg ?? 'error'}${obj?.reason ? `: ${obj.reason}` : obj?.err ? `: ${obj.err.message}` : ''}`),
    warn: (_obj: unknown, msg?: string) => msg && io.err(msg),
    debug: () => {},
    trace: () => {},
    fatal: (_obj: unknown, msg?: string) => msg && io.err(msg),
    silent: () => {},
    level: 'info',
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

/** Runs one command on an open database (tests call this directly). */
export async function runCommand(
  argv: string[],
  options: {
    database: Database;
    config: Config;
    io: Output;
    mailer?: Mailer;
    /** The operator's working directory, which relative file names are taken from (default: this process's). */
    cwd?: string;
    /** The running shop's own origin, for links when PUBLIC_URL is not set (the channel passes it). */
    origin?: string;
    /** The operator's login name (the channel passes the client's); default: this process's. */
    user?: string;
    /** Run inside the shop: drops its read cache (and page data) at once, and tells other processes. */
    catalogueChanged?: (change: CatalogueChange) => void;
    /** The running shop's photo store (default: one opened for this command, and closed after it). */
    photos?: ObjectStore;
  },
): Promise<number> {
  const { database, config, io } = options;
  const cwd = options.cwd ?? process.cwd();
  const named = parseArgs(argv);
  const command = commandOf(named);
  if (!command) {
    io.err(named.words.length ? `Unknown command: ${named.words.join(' ')}\n` : '');
    io.err(HELP);
    return 1;
  }
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: terminalLog(io),
      db: database.db,
    });
  // Without PUBLIC_URL: the running shop's own address, or (no shop running) the port it is set to use.
  const publicUrl = config.publicUrl || options.origin || `http://localhost:${config.port}`;
  let orders: OrdersService | undefined;
  const photos = options.photos ?? photoStore(config);
  let fulfilment: Fulfilment | undefined;
  const ctx: CliContext = {
    actor: { kind: 'cli', osUser: options.user ?? operatorLogin() },
    async fulfilment() {
      fulfilment ??= createFulfilment({
        db: database.db,
        shop: config.shop,
        mailer,
        publicUrl: () => publicUrl,
        orders: () => ctx.orders(),
        refunds: () => ctx.refunds(),
        log: terminalLog(io),
      });
      return fulfilment;
    },
    db: database.db,
    shop: config.shop,
    kind: database.kind,
    mailer,
    publicUrl,
    io,
    resolvePath: (p) => path.resolve(cwd, p),
    dataDir: config.dataDir,
    photos,
    storage: { objectStore: config.objectStore, backupKey: config.backupKey },
    privacy: { contactDays: config.privacyContactDays },
    dump: database.dump,
    databaseUrl: config.databaseUrl,
    async orders() {
      orders ??= createOrdersService({
        db: database.db,
        shop: config.shop,
        providers: (await paymentProviders(config, database.db)).providers,
        mailer,
        log: terminalLog(io),
        holdMinutes: config.paymentHoldMinutes,
        publicUrl: () => publicUrl,
        catalogueChanged: (change) => void ctx.notifyCatalogue(change),
        prepareEmailPicture: (image) => prepareEmailPicture(photos, image),
      });
      return orders;
    },
    async refunds() {
      return {
        db: database.db,
        shop: config.shop,
        providers: (await paymentProviders(config, database.db)).providers,
        mailer,
      };
    },
    async notifyCatalogue(change) {
      if (options.catalogueChanged) options.catalogueChanged(change ?? {});
      else if (database.kind === 'postgres')
        await database.db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${encodeChange(change)})`);
    },
  };
  try {
    await command.run(ctx, parseArgs(argv, command.options));
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return error.exitCode;
    }
    // A service's refusal (the photo store away: 503) is told as it is; 5xx could not run, the rest refused.
    if (error instanceof ShopError) {
      io.err(error.message);
      return error.statusCode >= 500 ? 2 : 1;
    }
    throw error;
  } finally {
    if (!options.photos) photos.close();
    await orders?.settled();
    if (!options.mailer) mailer.close();
  }
}
