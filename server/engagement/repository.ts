import { sql } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import type { Review } from '../../common/contract/catalogue';
import type { ContactFields } from '../../common/domain/engagement';
import { MAX_ID, reviewColumns } from '../catalogue/repository';

export interface StoredContact extends ContactFields {
  id: number;
  created_at: string;
  notified_at: string | null;
}

export interface Subscriber {
  id: number;
  email: string;
  consented_at: string;
  consent_ip: string | null;
}

export interface RatingSummary {
  average_rating: number | null;
  review_count: number;
}

export type AddReviewResult =
  { outcome: 'added'; review: Review; summary: RatingSummary } | { outcome: 'duplicate' } | { outcome: 'no-product' };

const iso = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/** Contact messages, newsletter subscribers and customers' reviews. */
/**
 * Who is on a product's page: a browser's presence is upserted (one row per browser and product), and
 * the count is of rows seen within the window. Rows past the window are deleted as presences come in,
 * so the table holds minutes of rows, never history.
 */
export function createViewerRepository(db: ShopDb) {
  return {
    /** Records the browser on the product's page now; false when there is no such product. */
    async seen(productId: number, viewer: string, withinMinutes: number): Promise<boolean> {
      await db.execute(
        sql`DELETE FROM product_viewers WHERE seen_at < now() - make_interval(mins => ${withinMinutes})`,
      );
      const rows = await queryRows<{ product_id: number }>(
        db,
        sql`INSERT INTO product_viewers (product_id, viewer)
            SELECT id, ${viewer} FROM products WHERE id = ${productId}
            ON CONFLICT (product_id, viewer) DO UPDATE SET seen_at = now()
            RETURNING product_id`,
      );
      return rows.length > 0;
    },
    /** Browsers seen on the product's page within the window. */
    async count(productId: number, withinMinutes: number): Promise<number> {
      const [row] = await queryRows<{ viewing: number }>(
        db,
        sql`SELECT count(*)::int AS viewing FROM product_viewers
            WHERE product_id = ${productId} AND seen_at >= now() - make_interval(mins => ${withinMinutes})`,
      );
      return row?.viewing ?? 0;
    },
  };
}

export function createEngagementRepository(db: ShopDb) {
  async function ratingSummary(productId: number): Promise<RatingSummary> {
    // The same figures the product summaries compute (server/catalogue/repository.ts).
    const [row] = await queryRows<{ average_rating: number | string | null; review_count: number }>(
      db,
      sql`SELECT round(avg(star_rating)::numeric, 1)::float8 AS average_rating, count(*)::int AS review_count
          FROM reviews WHERE product_id = ${productId}`,
    );
    return {
      average_rating: row?.average_rating === null || row === undefined ? null : Number(row.average_rating),
      review_count: row?.review_count ?? 0,
    };
  }

  return {
    /** Stores a checked, normalised message; the id names it in the shop's e-mail and the operator's list. */
    async addContact(fields: ContactFields): Promise<{ id: number; created_at: string }> {
      const [row] = await queryRows<{ id: number; created_at: string }>(
        db,
        sql`INSERT INTO contact_messages (name, email, mobile, address, message)
            VALUES (${fields.name}, ${fields.email}, ${fields.mobile}, ${fields.address}, ${fields.message})
            RETURNING id, to_char(created_at AT TIME ZONE 'UTC', ${iso}) AS created_at`,
      );
      return row!;
    },

    async markContactNotified(id: number): Promise<void> {
      await db.execute(sql`UPDATE contact_messages SET notified_at = now() WHERE id = ${id}`);
    },

    /** Newest first; `since` keeps those received at or after it, `id` the one message. */
    contacts(options: { since?: Date; limit?: number; id?: number } = {}): Promise<StoredContact[]> {
      const where = [
        options.since ? sql`created_at >= ${options.since.toISOString()}` : undefined,
        options.id !== undefined ? sql`id = ${options.id}` : undefined,
      ].filter((w) => w !== undefined);
      const since = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
      return queryRows<StoredContact>(
        db,
        sql`SELECT id, name, email, mobile, address, message,
                   to_char(created_at AT TIME ZONE 'UTC', ${iso}) AS created_at,
                   to_char(notified_at AT TIME ZONE 'UTC', ${iso}) AS notified_at
            FROM contact_messages ${since} ORDER BY created_at DESC, id DESC LIMIT ${options.limit ?? 50}`,
      );
    },

    /**
     * Adds a normalised address once. A repeat keeps the first consent on record (its time and IP),
     * and answers `created: false`, which the route does not reveal.
     */
    async subscribe(email: string, ip: string | null): Promise<{ created: boolean }> {
      const inserted = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO newsletter_subscribers (email, consent_ip) VALUES (${email}, ${ip})
            ON CONFLICT (email) DO NOTHING RETURNING id`,
      );
      return { created: inserted.length > 0 };
    },

    /** Oldest first, the order people signed up in. */
    subscribers(): Promise<Subscriber[]> {
      return queryRows<Subscriber>(
        db,
        sql`SELECT id, email, to_char(consented_at AT TIME ZONE 'UTC', ${iso}) AS consented_at, consent_ip
            FROM newsletter_subscribers ORDER BY consented_at, id`,
      );
    },

    /** Forgets a subscriber entirely (consent record included); false when the address was not subscribed. */
    async removeSubscriber(email: string): Promise<boolean> {
      const removed = await queryRows<{ id: number }>(
        db,
        sql`DELETE FROM newsletter_subscribers WHERE email = ${email} RETURNING id`,
      );
      return removed.length > 0;
    },

    /**
     * One review per customer and product, in one statement: the unique index decides between two
     * at once, so exactly one is stored. It is a verified purchase when the customer has a paid
     * order (paid, shipped or delivered) containing the product at that moment.
     */
    async addReview(userId: number, productId: number, text: string, starRating: number): Promise<AddReviewResult> {
      if (productId > MAX_ID) return { outcome: 'no-product' };
      const [review] = await queryRows<Review>(
        db,
        sql`INSERT INTO reviews (product_id, user_id, user_name, text, star_rating, verified_purchase)
            SELECT p.id, u.id, u.username, ${text}, ${starRating},
                   EXISTS (SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
                           WHERE o.user_id = u.id AND i.product_id = p.id
                             AND o.paid_at IS NOT NULL AND o.status IN ('paid', 'shipped', 'delivered'))
            FROM products p, users u
            WHERE p.id = ${productId} AND u.id = ${userId}
            ON CONFLICT (user_id, product_id) DO NOTHING
            RETURNING ${reviewColumns}`,
      );
      if (review) return { outcome: 'added', review, summary: await ratingSummary(productId) };
      const [product] = await queryRows(db, sql`SELECT 1 FROM products WHERE id = ${productId}`);
      return product ? { outcome: 'duplicate' } : { outcome: 'no-product' };
    },

    ratingSummary,
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
