/** What every command of the operators' tool is handed: the database, the services and who runs it. */
import type { ShopDetails } from '../../common/site/company';
import type { Config } from '../config/env';
import type { ObjectStore } from '../media/object-store';
import type { ShopDb } from '../db/client';
import type { Fulfilment } from '../fulfilment/service';
import type { CatalogueChange } from '../http/cache';
import type { RefundDeps } from '../invoices/refunds';
import type { Actor } from '../lib/actor';
import type { Mailer } from '../mail/mailer';
import type { OrdersService } from '../orders/service';
import type { Output } from './io';

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
  /** Who runs the command (`cli:<login>`): the audit log and every move they make name them. */
  actor: Actor;
  /** The order operations, one way for the console, this tool and the channel (server/fulfilment/service.ts). */
  fulfilment: () => Promise<Fulfilment>;
  /** DATA_DIR: where the photo store keeps its files when no bucket is configured. */
  dataDir: string;
  /** The photo store: the running shop's own, or one opened for this command (server/media/store.ts). */
  photos: ObjectStore;
  /** What `backup` and `photos migrate` need of the configuration: the bucket, and the backup key. */
  storage: Pick<Config, 'objectStore' | 'backupKey'>;
  /** Retention settings the privacy commands report on (server/privacy/retention.ts). */
  privacy: { contactDays: number };
  /** PGlite: its data directory as a tar, taken between statements (`backup`). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL: the connection string `backup` hands to pg_dump. */
  databaseUrl?: string;
}
